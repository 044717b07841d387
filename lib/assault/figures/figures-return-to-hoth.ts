import { elite, ic2, melee, ranged, regular, regularAndElite, unique, type FigureRow } from "./figure";

/** The figures of Return to Hoth (docs/assault.md#figures), read as figure-table.ts says. */
// One row per card reads better than wrapped objects.
// prettier-ignore
export const RETURN_TO_HOTH: readonly FigureRow[] = [
  ...regularAndElite("Snowtrooper", "imperial", {
    both: { speed: 4, defense: ["black"], attack: ranged("blue", "green") },
    regular: { health: 4, surges: ["+2 Accuracy", "Weaken", "Pierce 1"], source: ic2("enemies", "DG023") },
    elite: { health: 6, surges: ["+3 Accuracy", "Focused, Weaken", "Pierce 2"], source: ic2("enemies", "DG024") },
  }),
  elite("SC2-M Repulsor Tank", "imperial", { health: 10, speed: 4, defense: ["black"], attack: ranged("blue", "red", "yellow"), surges: ["+2 Damage"], bonus: { accuracy: 2 }, other: ["Blast 1"], source: ic2("enemies", "DG025") }),
  ...regularAndElite("HK Assassin Droid", "mercenary", {
    both: { speed: 4, defense: ["black"], attack: ranged("blue", "blue", "yellow") },
    regular: { health: 5, surges: ["Weaken", "+1 Damage", "Pierce 1"], source: ic2("enemies", "DG026") },
    elite: { health: 6, surges: ["Weaken", "+1 Damage", "+1 Damage", "Pierce 1"], source: ic2("enemies", "DG027") },
  }),
  ...regularAndElite("Wampa", "mercenary", {
    both: { speed: 3, defense: ["black"], attack: melee("red", "red") },
    regular: { health: 9, surges: ["Stun"], bonus: { damage: 1 }, other: ["Cleave 2"], source: ic2("enemies", "DG028") },
    elite: { health: 12, surges: ["Bleed, Stun"], bonus: { damage: 2 }, other: ["Cleave 3"], source: ic2("enemies", "DG029") },
  }),
  unique("Dengar", "mercenary", { health: 8, speed: 4, defense: ["black"], attack: ranged("green", "yellow"), surges: ["+2 Damage"], bonus: { accuracy: 2 }, source: ic2("villains", "DG077") }),
  unique("General Sorin", "imperial", { health: 7, speed: 4, defense: ["black"], attack: ranged("blue", "yellow"), surges: ["Stun", "+1 Damage", "Focused"], source: ic2("villains", "DG078") }),
  unique("Leia Organa", "rebel", { health: 8, speed: 5, defense: ["white"], attack: ranged("blue", "yellow", "yellow"), surges: ["+2 Damage", "+3 Accuracy"], bonus: { evade: 1 }, other: ["Recover 2"], source: ic2("allies", "A008") }),
  regular("Echo Base Trooper", "rebel", { health: 5, speed: 4, defense: ["black"], attack: ranged("blue", "green"), surges: ["+1 Damage", "+2 Accuracy"], source: ic2("allies", "A009") }),
];

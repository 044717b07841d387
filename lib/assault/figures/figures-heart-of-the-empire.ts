import { elite, ic2, melee, ranged, regularAndElite, unique, type FigureRow } from "./figure";

/** The figures of Heart of the Empire (docs/assault.md#figures), read as figure-table.ts says. */
// One row per card reads better than wrapped objects.
// prettier-ignore
export const HEART_OF_THE_EMPIRE: readonly FigureRow[] = [
  elite("AT-DP", "imperial", { health: 16, speed: 3, defense: ["black"], attack: ranged("blue", "red", "yellow"), surges: ["+1 Damage", "Pierce 2"], bonus: { block: 1, accuracy: 3 }, source: ic2("enemies", "DG046") }),
  ...regularAndElite("Riot Trooper", "imperial", {
    both: { speed: 4, defense: ["black"], attack: melee("blue", "red") },
    regular: { health: 5, surges: ["+1 Damage", "+1 Damage"], source: ic2("enemies", "DG047") },
    elite: { health: 7, surges: ["+2 Damage", "+1 Damage"], other: ["Weaken (every attack that deals damage)"], source: ic2("enemies", "DG049") },
  }),
  ...regularAndElite("Sentry Droid", "imperial", {
    both: { speed: 4, defense: ["black"] },
    regular: { health: 5, attack: ranged("green", "green"), surges: ["+1 Accuracy", "Pierce 2", "+1 Damage"], source: ic2("enemies", "DG050") },
    elite: { health: 8, attack: ranged("green", "green", "yellow"), surges: ["+2 Accuracy", "Pierce 2", "+1 Damage"], source: ic2("enemies", "DG052") },
  }),
  ...regularAndElite("Clawdite Shapeshifter", "mercenary", {
    both: { speed: 4, defense: ["black"], surges: [] },
    regular: { health: 6, attack: ranged("red", "green"), source: ic2("enemies", "DG053") },
    elite: { health: 8, attack: ranged("red", "green", "yellow"), source: ic2("enemies", "DG055") },
  }),
  unique("Emperor Palpatine", "imperial", { health: 13, speed: 3, defense: ["black"], attack: melee("red", "green"), surges: ["+1 Damage"], bonus: { pierce: 3 }, source: ic2("villains", "DG083") }),
  unique("Maul", "mercenary", { health: 12, speed: 4, defense: ["black"], attack: melee("red", "yellow"), surges: ["Pierce 3"], bonus: { damage: 1 }, source: ic2("villains", "DG084") }),
  unique("Ahsoka Tano", "rebel", { health: 12, speed: 4, defense: ["white"], attack: melee("blue", "green", "green"), surges: ["+2 Damage", "Pierce 3"], other: ["Gain 1 power token"], source: ic2("allies", "A013") }),
];

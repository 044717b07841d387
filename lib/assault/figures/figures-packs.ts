import { elite, ic2, melee, natafaye, ranged, regularAndElite, unique, type FigureRow } from "./figure";

/** The figures of the ally and villain packs (docs/assault.md#figures), read as figure-table.ts says. */
// One row per card reads better than wrapped objects.
// prettier-ignore
export const FIGURE_PACKS: readonly FigureRow[] = [
  elite("Dewback Rider", "imperial", { health: 9, speed: 4, defense: ["black"], attack: ranged("blue", "green", "yellow"), surges: ["+1 Damage", "Pierce 2", "+1 Damage"], source: ic2("enemies", "DG062") }),
  ...regularAndElite("Hired Gun", "mercenary", {
    both: { speed: 5, defense: ["white"], attack: ranged("green", "yellow") },
    regular: { health: 3, surges: ["+1 Accuracy", "+1 Damage", "Pierce 1"], source: ic2("enemies", "DG063") },
    elite: { health: 4, surges: ["+1 Damage", "+1 Damage"], bonus: { evade: 1, accuracy: 1 }, source: ic2("enemies", "DG064") },
  }),
  elite("Bantha Rider", "mercenary", { health: 21, speed: 5, defense: [], attack: ranged("blue", "red"), surges: ["+2 Accuracy", "Pierce 2"], source: ic2("enemies", "DG065") }),
  ...regularAndElite("Jawa Scavenger", "mercenary", {
    both: { speed: 4, defense: ["white"], attack: ranged("yellow", "yellow"), bonus: { accuracy: 2 } },
    regular: { health: 3, surges: ["+2 Accuracy", "+2 Damage"], other: ["Harass"], source: ic2("enemies", "DG066") },
    elite: { health: 5, surges: ["+2 Accuracy", "+2 Damage", "Pierce 2"], source: ic2("enemies", "DG067") },
  }),
  ...regularAndElite("ISB Infiltrator", "imperial", {
    both: { speed: 4, defense: ["white"], attack: ranged("blue", "green") },
    regular: { health: 4, surges: ["+2 Accuracy", "Hide", "+1 Damage"], source: ic2("enemies", "DG068") },
    elite: { health: 6, surges: ["Pierce 1, +2 Accuracy", "Pierce 1, Hide", "+2 Damage"], other: ["−1 Dodge"], source: ic2("enemies", "DG069") },
  }),
  unique("The Grand Inquisitor", "imperial", { health: 15, speed: 5, defense: ["white"], attack: melee("red", "green", "yellow"), surges: ["Pierce 3", "+1 Damage"], other: ["−1 Dodge", "Cleave 3"], source: ic2("villains", "DG087") }),
  unique("0-0-0", "imperial", { health: 8, speed: 4, defense: ["black"], attack: melee("red", "yellow"), surges: ["Pierce 2"], other: ["Recover 2"], source: ic2("villains", "DG088") }),
  unique("BT-1", "imperial", { health: 10, speed: 4, defense: ["black"], attack: ranged("blue", "red", "yellow"), surges: ["Pierce 2"], other: ["Blast 1", "Recover 1"], source: ic2("villains", "DG089") }),
  unique("Greedo", "mercenary", { health: 7, speed: 5, defense: ["white"], attack: ranged("green", "green"), surges: ["+3 Accuracy", "Bleed", "+2 Damage"], bonus: { accuracy: 1, damage: 1 }, source: ic2("villains", "DG090") }),
  unique("Obi-Wan Kenobi", "rebel", { health: 12, speed: 4, defense: ["black"], attack: melee("red", "green", "yellow"), surges: ["+2 Damage", "Pierce 3"], bonus: { evade: 1 }, source: ic2("allies", "A018") }),
  unique("Hera Syndulla", "rebel", { health: 7, speed: 4, defense: ["black"], attack: ranged("blue", "green", "yellow"), surges: ["+1 Damage", "2 surges: Pierce 2"], source: ic2("allies", "A019") }),
  unique("C1-10P", "rebel", { health: 5, speed: 4, defense: ["black"], attack: melee("red", "green"), surges: ["Pierce 2"], other: ["Recover 2"], source: ic2("allies", "A020") }),
  ...regularAndElite("Alliance Smuggler", "rebel", {
    both: { defense: ["white"], attack: ranged("green", "yellow") },
    regular: { health: 3, speed: 4, surges: ["Stun", "Pierce 1", "+2 Accuracy"], source: ic2("allies", "A021") },
    elite: { health: 5, speed: 5, surges: ["Stun", "Focused", "Pierce 2", "+3 Accuracy"], source: ic2("allies", "A022") },
  }),
  ...regularAndElite("Wookiee Warrior", "rebel", {
    both: { speed: 4, defense: ["black"], attack: melee("red", "green"), other: ["Cleave 2"] },
    regular: { health: 11, surges: ["+1 Damage", "Bleed"], source: ic2("allies", "A023") },
    elite: { health: 13, surges: ["+2 Damage", "Bleed"], source: ic2("allies", "A024") },
  }),
  elite("Alliance Ranger", "rebel", { health: 7, speed: 4, defense: ["black"], attack: ranged("blue", "blue"), surges: ["+2 Damage", "Pierce 1", "+3 Accuracy"], bonus: { accuracy: 1, pierce: 1 }, source: ic2("allies", "A025") }),
  elite("Echo Base Trooper", "rebel", { health: 8, speed: 4, defense: ["black"], attack: ranged("blue", "green"), surges: ["+2 Damage", "+3 Accuracy"], source: natafaye(), note: "IC2's row (A026) repeats the Elite Alliance Ranger's numbers; natafaye's table (8 health, blue + green) is read here, and a Tabletop Simulator table also gives 8 health" }),
  elite("Rebel Trooper", "rebel", { health: 5, speed: 4, defense: ["white"], attack: ranged("blue", "yellow"), surges: ["Pierce 2", "+2 Accuracy"], source: ic2("allies", "A028") }),
];

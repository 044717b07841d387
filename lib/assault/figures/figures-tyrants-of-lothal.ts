import { ic2, melee, ranged, regularAndElite, unique, type FigureRow } from "./figure";

/** The figures of Tyrants of Lothal (docs/assault.md#figures), read as figure-table.ts says. */
// One row per card reads better than wrapped objects.
// prettier-ignore
export const TYRANTS_OF_LOTHAL: readonly FigureRow[] = [
  ...regularAndElite("Death Trooper", "imperial", {
    both: { speed: 4, defense: ["black"], attack: ranged("red", "yellow") },
    regular: { health: 5, surges: ["+2 Accuracy, Pierce 1", "+1 Damage"], bonus: { accuracy: 3 }, source: ic2("enemies", "DG056") },
    elite: { health: 7, surges: ["+2 Damage", "+2 Accuracy, Pierce 1"], bonus: { accuracy: 4 }, source: ic2("enemies", "DG058") },
  }),
  ...regularAndElite("Loth-cat", "mercenary", {
    both: { defense: ["black"], attack: melee("blue", "green"), bonus: { pierce: 1 } },
    regular: { health: 3, speed: 4, surges: ["+1 Damage"], source: ic2("enemies", "DG060") },
    elite: { health: 5, speed: 5, surges: ["+2 Damage"], source: ic2("enemies", "DG061") },
  }),
  unique("Thrawn", "imperial", { health: 9, speed: 4, defense: ["black"], attack: ranged("blue", "green", "yellow"), surges: ["2 surges: +3 Damage", "Pierce 1"], bonus: { accuracy: 2 }, source: ic2("villains", "DG085") }),
  unique("Hondo Ohnaka", "mercenary", { health: 9, speed: 5, defense: ["white"], attack: ranged("blue", "red", "green"), surges: ["+2 Accuracy", "+1 Damage"], source: ic2("villains", "DG086") }),
  unique("Ezra Bridger", "rebel", { health: 10, speed: 4, defense: ["white"], attack: melee("green", "yellow", "yellow"), surges: ["+2 Damage", "Pierce 3"], bonus: { block: 1 }, other: ["Recover 2"], source: ic2("allies", "A014") }),
  unique("Kanan Jarrus", "rebel", { health: 14, speed: 4, defense: ["black"], attack: melee("green", "green", "yellow"), surges: ["+2 Damage", "Pierce 3"], source: ic2("allies", "A015") }),
  unique("Sabine Wren", "rebel", { health: 11, speed: 4, defense: ["white"], attack: ranged("blue", "green", "green"), surges: ["Pierce 2", "+1 Damage"], source: ic2("allies", "A016") }),
  unique("Zeb Orrelios", "rebel", { health: 15, speed: 4, defense: ["black"], attack: ranged("red", "green"), surges: ["+2 Damage", "+2 Accuracy"], bonus: { accuracy: 3 }, other: ["+2 Accuracy also: Recover 1"], source: ic2("allies", "A017") }),
];

import { ic2, ranged, regularAndElite, unique, type FigureRow } from "./figure";

/** The figures of Bespin Gambit (docs/assault.md#figures), read as figure-table.ts says. */
// One row per card reads better than wrapped objects.
// prettier-ignore
export const BESPIN_GAMBIT: readonly FigureRow[] = [
  ...regularAndElite("Ugnaught Tinkerer", "mercenary", {
    both: { speed: 4, defense: ["black"], attack: ranged("blue", "yellow") },
    regular: { health: 4, surges: ["Bleed", "Pierce 1"], source: ic2("enemies", "DG030") },
    elite: { health: 7, surges: ["Bleed", "Pierce 2"], source: ic2("enemies", "DG032") },
  }),
  ...regularAndElite("Wing Guard", "mercenary", {
    both: { speed: 4, defense: ["black"], attack: ranged("blue", "green") },
    regular: { health: 3, surges: ["+1 Damage"], other: ["Recover 1"], source: ic2("enemies", "DG033") },
    elite: { health: 5, surges: ["+2 Damage"], other: ["Recover 2"], source: ic2("enemies", "DG035") },
  }),
  unique("Agent Blaise", "imperial", { health: 8, speed: 4, defense: ["black"], attack: ranged("green", "yellow", "yellow"), surges: ["+3 Accuracy", "Pierce 2", "+1 Damage", "+1 Damage"], source: ic2("villains", "DG079") }),
  unique("Bossk", "mercenary", { health: 10, speed: 4, defense: ["white"], attack: ranged("red", "green"), surges: ["Pierce 2"], bonus: { block: 1, damage: 2, accuracy: 2 }, source: ic2("villains", "DG080") }),
  unique("Lando Calrissian", "rebel", { health: 8, speed: 4, defense: ["black"], attack: ranged("green", "yellow"), surges: ["Hide, Stun", "+2 Damage"], bonus: { accuracy: 2 }, source: ic2("allies", "A010") }),
];

import { ic2, melee, natafaye, ranged, regularAndElite, unique, type FigureRow } from "./figure";

/** The figures of Twin Shadows (docs/assault.md#figures), read as figure-table.ts says. */
// One row per card reads better than wrapped objects.
// prettier-ignore
export const TWIN_SHADOWS: readonly FigureRow[] = [
  ...regularAndElite("Heavy Stormtrooper", "imperial", {
    both: { speed: 3, defense: ["black"], attack: ranged("blue", "red"), bonus: { accuracy: 2 } },
    regular: { health: 6, surges: ["+1 Damage"], other: ["Blast 1"], source: ic2("enemies", "DG019"), options: [
      { id: "composite-plating", label: "Composite Plating (the attacker 4 or more spaces away): +1 Block", when: "defending", defense: { block: 1 }, sources: [natafaye(), ic2("enemies", "DG019")] },
    ] },
    elite: { health: 8, surges: ["+2 Damage"], other: ["Blast 2"], source: ic2("enemies", "DG020"), options: [
      { id: "composite-plating", label: "Composite Plating (the attacker 4 or more spaces away): +1 Block", when: "defending", defense: { block: 1 }, sources: [natafaye(), ic2("enemies", "DG020")] },
    ] },
  }),
  ...regularAndElite("Tusken Raider", "mercenary", {
    both: { speed: 4, defense: ["black"], attack: melee("red", "green"), surges: ["Weaken"], other: ["Cleave 1"] },
    regular: { health: 4, source: ic2("enemies", "DG021") },
    elite: { health: 7, bonus: { damage: 1 }, source: ic2("enemies", "DG022") },
  }),
  unique("Kayn Somos", "imperial", { health: 12, speed: 4, defense: ["black"], attack: ranged("blue", "blue", "green"), surges: ["+1 Damage", "Pierce 1"], source: ic2("villains", "DG075") }),
  unique("Boba Fett", "mercenary", { health: 12, speed: 6, defense: ["black"], attack: ranged("blue", "green", "yellow"), surges: ["Weaken", "Pierce 1"], bonus: { block: 1, evade: 1 }, source: ic2("villains", "DG076") }),
  unique("C-3PO", "rebel", { health: 4, speed: 3, defense: ["white"], attack: null, surges: [], source: ic2("allies", "A006") }),
];

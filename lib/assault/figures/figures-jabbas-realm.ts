import { elite, ic2, melee, ranged, regular, regularAndElite, unique, type FigureRow } from "./figure";

/** The figures of Jabba's Realm (docs/assault.md#figures), read as figure-table.ts says. */
// One row per card reads better than wrapped objects.
// prettier-ignore
export const JABBAS_REALM: readonly FigureRow[] = [
  ...regularAndElite("Jet Trooper", "imperial", {
    both: { speed: 4, defense: ["black"], attack: ranged("blue", "green") },
    regular: { health: 3, surges: ["+2 Accuracy", "+1 Damage"], source: ic2("enemies", "DG036") },
    elite: { health: 7, surges: ["+3 Accuracy", "+2 Damage"], source: ic2("enemies", "DG038") },
  }),
  elite("Gamorrean Guard", "mercenary", { health: 8, speed: 4, defense: ["black"], attack: melee("red", "red"), surges: [], other: ["Cleave 2"], source: ic2("enemies", "DG041") }),
  ...regularAndElite("Weequay Pirate", "mercenary", {
    both: { speed: 4, defense: ["black"], attack: ranged("green", "green") },
    regular: { health: 4, surges: ["+1 Accuracy", "+1 Damage"], bonus: { accuracy: 1 }, source: ic2("enemies", "DG042") },
    elite: { health: 6, surges: ["+2 Accuracy", "+2 Damage", "Pierce 1"], bonus: { accuracy: 2 }, source: ic2("enemies", "DG044") },
  }),
  unique("Jabba the Hutt", "mercenary", { health: 10, speed: 2, defense: ["black"], attack: melee("red", "green"), surges: [], source: ic2("villains", "DG081"), note: "natafaye's table lists a blue defence die, which no figure rolls; IC2: black" }),
  unique("Captain Terro", "imperial", { health: 13, speed: 5, defense: ["black"], attack: ranged("blue", "green", "yellow"), surges: ["+2 Damage", "Pierce 2"], source: ic2("villains", "DG082") }),
  unique("Luke Skywalker (Jedi Knight)", "rebel", { health: 16, speed: 4, defense: ["white"], attack: melee("blue", "green", "yellow"), surges: ["+1 Damage", "Pierce 3"], bonus: { damage: 1, evade: 1 }, source: ic2("allies", "A011") }),
  regular("Alliance Ranger", "rebel", { health: 5, speed: 4, defense: ["black"], attack: ranged("blue", "blue"), surges: ["+2 Damage", "Pierce 1", "+2 Accuracy"], bonus: { accuracy: 1 }, source: ic2("allies", "A012") }),
];

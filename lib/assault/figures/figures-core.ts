import {
  elite,
  ic2,
  melee,
  natafaye,
  ranged,
  regular,
  regularAndElite,
  unique,
  type FigureRow,
} from "./figure";

/** The figures of the core set (docs/assault.md#figures), read as figure-table.ts says. */
// One row per card reads better than wrapped objects.
// prettier-ignore
export const CORE: readonly FigureRow[] = [
  ...regularAndElite("Stormtrooper", "imperial", {
    both: { speed: 4, defense: ["black"], attack: ranged("blue", "green"), options: [
      { id: "squad-training", label: "Squad Training (adjacent to another friendly Trooper): reroll 1 attack die", when: "attacking", attack: { rerolls: 1 }, sources: [natafaye(), { source: "iaArmies", at: "Rjfi7mJw" }] },
    ] },
    regular: { health: 3, surges: ["+2 Accuracy", "+1 Damage"], source: ic2("enemies", "DG001") },
    elite: { health: 5, surges: ["+3 Accuracy", "+2 Damage"], source: ic2("enemies", "DG003") },
  }),
  ...regularAndElite("Imperial Officer", "imperial", {
    both: { speed: 4, defense: ["white"], attack: ranged("blue", "yellow"), options: [
      { id: "cower", label: "Cower (adjacent to a friendly figure): reroll 1 defence die", when: "defending", defense: { rerolls: 1 }, sources: [natafaye(), { source: "iaArmies", at: "Rjfi7mJw" }] },
    ] },
    regular: { health: 3, surges: ["+2 Accuracy", "+1 Damage", "Focused"], source: ic2("enemies", "DG004") },
    elite: { health: 5, surges: ["+3 Accuracy", "Stun", "Focused", "+1 Damage"], source: ic2("enemies", "DG006") },
  }),
  ...regularAndElite("E-Web Engineer", "imperial", {
    both: { defense: ["black"], attack: ranged("blue", "red", "yellow"), other: ["Recover 2"] },
    regular: { health: 5, speed: 2, surges: ["+1 Damage"], bonus: { accuracy: 3 }, source: ic2("enemies", "DG007") },
    elite: { health: 7, speed: 3, surges: ["+2 Damage"], bonus: { block: 1, accuracy: 3 }, source: ic2("enemies", "DG008") },
  }),
  ...regularAndElite("Royal Guard", "imperial", {
    both: { speed: 5, defense: ["black"], attack: melee("red", "yellow") },
    regular: { health: 8, surges: ["Stun", "Pierce 1"], source: ic2("enemies", "DG009") },
    elite: { health: 10, surges: ["Stun", "+2 Damage"], bonus: { evade: 1 }, source: ic2("enemies", "DG010") },
  }),
  ...regularAndElite("Probe Droid", "imperial", {
    both: { defense: ["black"], attack: ranged("blue", "yellow", "yellow") },
    regular: { health: 5, speed: 3, surges: ["+1 Damage", "Pierce 1"], other: ["Recover 1"], source: ic2("enemies", "DG011") },
    elite: { health: 7, speed: 4, surges: ["+2 Damage", "Pierce 2"], other: ["Recover 2"], source: ic2("enemies", "DG013") },
  }),
  elite("AT-ST", "imperial", { health: 15, speed: 4, defense: ["black", "black"], attack: ranged("blue", "red", "red"), surges: ["Pierce 2"], bonus: { accuracy: 3 }, other: ["Blast 2"], source: ic2("enemies", "DG014") }),
  ...regularAndElite("Trandoshan Hunter", "mercenary", {
    both: { speed: 4, defense: ["black"], attack: ranged("blue", "green") },
    regular: { health: 6, surges: ["Bleed", "Pierce 2"], source: ic2("enemies", "DG015"), options: [
      { id: "scattergun", label: "Scattergun (adjacent to the target): +1 Damage", when: "attacking", attack: { damage: 1 }, sources: [natafaye(), ic2("enemies", "DG015")] },
    ] },
    elite: { health: 8, surges: ["Bleed", "Focused", "Pierce 2"], source: ic2("enemies", "DG016"), options: [
      { id: "acp-scattergun", label: "ACP Scattergun (adjacent to the target): +2 Damage", when: "attacking", attack: { damage: 2 }, sources: [natafaye(), ic2("enemies", "DG016")] },
    ] },
  }),
  ...regularAndElite("Nexu", "mercenary", {
    both: { speed: 6, defense: ["white"], attack: melee("red", "green") },
    regular: { health: 6, surges: ["Pierce 2"], other: ["Cleave 1", "Bleed (every attack that deals damage)"], source: ic2("enemies", "DG017") },
    elite: { health: 8, surges: ["+2 Damage"], other: ["Bleed (every attack that deals damage)", "Cleave 2"], source: ic2("enemies", "DG018") },
  }),
  unique("Darth Vader", "imperial", { health: 16, speed: 4, defense: ["black", "black"], attack: melee("red", "red", "yellow"), surges: ["Pierce 3", "+2 Damage"], source: ic2("villains", "DG072"), options: [
    { id: "foresight", label: "Foresight: reroll 1 defence die", when: "defending", always: true, defense: { rerolls: 1 }, sources: [natafaye(), { source: "iaArmies", at: "N2IXBkH4" }] },
  ] }),
  unique("Luke Skywalker", "rebel", { health: 10, speed: 5, defense: ["white"], attack: ranged("blue", "green", "yellow"), surges: ["+2 Damage", "+2 Accuracy"], bonus: { block: 1 }, other: ["Recover 2"], source: ic2("allies", "A001") }),
  regular("Rebel Trooper", "rebel", { health: 3, speed: 4, defense: ["white"], attack: ranged("blue", "yellow"), surges: ["Pierce 1", "+1 Accuracy"], source: ic2("allies", "A002") }),
  unique("Chewbacca", "rebel", { health: 14, speed: 4, defense: ["black", "white"], attack: ranged("blue", "red", "yellow"), surges: ["+2 Damage", "Stun", "+2 Accuracy"], source: ic2("allies", "A004") }),
  unique("Han Solo", "rebel", { health: 12, speed: 4, defense: ["white"], attack: ranged("blue", "green", "green"), surges: ["+2 Accuracy, +1 Damage", "+2 Damage"], source: ic2("allies", "A005") }),
];

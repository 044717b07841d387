import { tableIndex } from "./table-index";

/** Every unit of the base game and Rise of the Empire (docs/rules.md#units). */
export type Faction = "empire" | "rebel";
export type Theater = "space" | "ground";
export type HealthColour = "red" | "black";

export interface UnitDef {
  readonly id: string;
  readonly name: string;
  readonly faction: Faction;
  readonly theater: Theater;
  readonly red: number;
  readonly black: number;
  readonly green: number;
  /** 0 for the Death Star, which cannot take damage. */
  readonly health: number;
  readonly healthColour: HealthColour | null;
  readonly structure: boolean;
  /** Ground units (and TIEs) this ship can carry when retreating. */
  readonly capacity: number;
  /** Needs a place on a transporting ship to retreat: ground units, TIE fighters, TIE strikers. */
  readonly needsTransport: boolean;
  /** Component limit: the most a player can field. */
  readonly limit: number;
  readonly expansion: "base" | "rote";
  readonly note?: string;
}

const ship = { theater: "space", structure: false, needsTransport: false, capacity: 0 } as const;
const ground = { theater: "ground", structure: false, needsTransport: true, capacity: 0 } as const;
const structure = { theater: "ground", structure: true, needsTransport: false, capacity: 0 } as const;
const dice = (red: number, black: number, green = 0) => ({ red, black, green });

// One row per entry reads better than wrapped objects.
// prettier-ignore
export const UNITS = [
  { id: "tie-fighter", name: "TIE Fighter", faction: "empire", ...ship, needsTransport: true, ...dice(0, 1), health: 1, healthColour: "black", limit: 24, expansion: "base" },
  { id: "assault-carrier", name: "Assault Carrier", faction: "empire", ...ship, capacity: 4, ...dice(1, 1), health: 2, healthColour: "red", limit: 8, expansion: "base" },
  { id: "star-destroyer", name: "Star Destroyer", faction: "empire", ...ship, capacity: 6, ...dice(2, 1), health: 4, healthColour: "red", limit: 8, expansion: "base" },
  { id: "super-star-destroyer", name: "Super Star Destroyer", faction: "empire", ...ship, capacity: 8, ...dice(3, 2), health: 6, healthColour: "red", limit: 2, expansion: "base" },
  { id: "death-star", name: "Death Star", faction: "empire", ...ship, ...dice(4, 0), health: 0, healthColour: null, limit: 2, expansion: "base", note: "Cannot be damaged; only the Death Star Plans destroy it." },
  { id: "death-star-under-construction", name: "Death Star Under Construction", faction: "empire", ...ship, ...dice(0, 0), health: 4, healthColour: "black", limit: 1, expansion: "base", note: "Destroyed at the end of a round if it is the only Imperial ship and Rebel ships are present." },
  { id: "stormtrooper", name: "Stormtrooper", faction: "empire", ...ground, ...dice(0, 1), health: 1, healthColour: "black", limit: 30, expansion: "base" },
  { id: "at-st", name: "AT-ST", faction: "empire", ...ground, ...dice(1, 1), health: 2, healthColour: "red", limit: 10, expansion: "base" },
  { id: "at-at", name: "AT-AT", faction: "empire", ...ground, ...dice(2, 1), health: 3, healthColour: "red", limit: 4, expansion: "base" },
  { id: "x-wing", name: "X-wing", faction: "rebel", ...ship, ...dice(0, 1), health: 1, healthColour: "black", limit: 8, expansion: "base" },
  { id: "y-wing", name: "Y-wing", faction: "rebel", ...ship, ...dice(1, 0), health: 1, healthColour: "black", limit: 12, expansion: "base" },
  { id: "rebel-transport", name: "Rebel Transport", faction: "rebel", ...ship, capacity: 4, ...dice(0, 0), health: 2, healthColour: "red", limit: 4, expansion: "base", note: "Lone transports must retreat or are destroyed." },
  { id: "corellian-corvette", name: "Corellian Corvette", faction: "rebel", ...ship, capacity: 2, ...dice(1, 1), health: 2, healthColour: "red", limit: 4, expansion: "base" },
  { id: "mon-calamari-cruiser", name: "Mon Calamari Cruiser", faction: "rebel", ...ship, capacity: 4, ...dice(2, 1), health: 4, healthColour: "red", limit: 3, expansion: "base" },
  { id: "rebel-trooper", name: "Rebel Trooper", faction: "rebel", ...ground, ...dice(0, 1), health: 1, healthColour: "black", limit: 21, expansion: "base" },
  { id: "airspeeder", name: "Airspeeder", faction: "rebel", ...ground, ...dice(1, 1), health: 2, healthColour: "red", limit: 6, expansion: "base" },
  { id: "shield-generator", name: "Shield Generator", faction: "rebel", ...structure, ...dice(0, 0), health: 3, healthColour: "red", limit: 3, expansion: "base", note: "Structure. +1 ground tactic card for the Rebels at the start of each ground battle step." },
  { id: "ion-cannon", name: "Ion Cannon", faction: "rebel", ...structure, ...dice(0, 0), health: 3, healthColour: "red", limit: 3, expansion: "base", note: "Structure. The Empire rolls 2 fewer red dice in every space attack (before the cap)." },
  { id: "tie-striker", name: "TIE Striker", faction: "empire", ...ship, needsTransport: true, ...dice(0, 0, 1), health: 1, healthColour: "black", limit: 12, expansion: "rote" },
  { id: "interdictor", name: "Interdictor", faction: "empire", ...ship, capacity: 4, ...dice(0, 0, 2), health: 4, healthColour: "red", limit: 12, expansion: "rote", note: "Rebel units cannot retreat while one is in the system." },
  { id: "assault-tank", name: "Assault Tank", faction: "empire", ...ground, ...dice(0, 0, 1), health: 1, healthColour: "red", limit: 12, expansion: "rote" },
  { id: "shield-bunker", name: "Shield Bunker", faction: "empire", ...structure, ...dice(0, 0, 0), health: 3, healthColour: "red", limit: 12, expansion: "rote", note: "Structure. While present, a Death Star or DSUC here cannot be damaged or destroyed." },
  { id: "u-wing", name: "U-wing", faction: "rebel", ...ship, capacity: 1, ...dice(0, 0, 1), health: 1, healthColour: "black", limit: 12, expansion: "rote" },
  { id: "nebulon-b-frigate", name: "Nebulon-B Frigate", faction: "rebel", ...ship, capacity: 3, ...dice(0, 0, 2), health: 3, healthColour: "red", limit: 12, expansion: "rote" },
  { id: "rebel-vanguard", name: "Rebel Vanguard", faction: "rebel", ...ground, ...dice(0, 0, 1), health: 1, healthColour: "black", limit: 12, expansion: "rote" },
  { id: "golan-arms-turret", name: "Golan Arms Turret", faction: "rebel", ...structure, ...dice(0, 0, 2), health: 3, healthColour: "red", limit: 12, expansion: "rote", note: "Structure that rolls dice." },
] as const satisfies readonly UnitDef[];

export type UnitId = (typeof UNITS)[number]["id"];

/**
 * The most of one unit type a side may field with component limits off (scenario `ignoreLimits`), declared here so
 * that the engine reads it without the scenario's declarations and their help texts.
 */
export const MAX_UNITS_IGNORING_LIMITS = 99;
export const UNIT_IDS = UNITS.map((u) => u.id) as readonly UnitId[] as readonly [UnitId, ...UnitId[]];

const UNIT_INDEX = tableIndex<UnitDef, UnitId>(UNITS, "unit");
export const isUnitId = UNIT_INDEX.isId;
export const unitDef = UNIT_INDEX.row;

/** Fighters (black-health ships of the Rebels) can make the Death Star Plans run (docs/rules.md#death-star-plans). */
export function isRebelFighter(def: UnitDef): boolean {
  return def.faction === "rebel" && def.theater === "space" && def.healthColour === "black";
}

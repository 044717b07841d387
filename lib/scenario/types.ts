import type { Faction, LeaderId, UnitId } from "@/lib/data";

/** How the side that rolled chooses where its damage goes (RULES.md §6). */
export type TargetingPolicy =
  | { readonly policy: "threat" }
  | { readonly policy: "max-kills" }
  | { readonly policy: "biggest-first" }
  | { readonly policy: "priority"; readonly order: readonly UnitId[] };

/** When a side withdraws from the combat (RULES.md §4.5, §6). */
export type RetreatPolicy =
  | { readonly policy: "never" }
  | { readonly policy: "after-round"; readonly round: number }
  | { readonly policy: "when-outgunned"; readonly ratio: number }
  | { readonly policy: "when-losing-units"; readonly below: number };

/** Which tactic cards a side plays: `smart` (the documented default) or `none` (draws but never plays). */
export type CardPlayPolicy = "smart" | "none";

export type UnitCounts = Readonly<Partial<Record<UnitId, number>>>;
/** Damage already on individual units at the start, e.g. `{ "star-destroyer": [2] }`: one SD with 2 damage. */
export type DamagedUnits = Readonly<Partial<Record<UnitId, readonly number[]>>>;

export interface SideSetup {
  readonly faction: Faction;
  readonly units: UnitCounts;
  readonly leaders: readonly LeaderId[];
  readonly damaged: DamagedUnits;
  readonly targeting: TargetingPolicy;
  readonly retreat: RetreatPolicy;
  readonly cardPlay: CardPlayPolicy;
}

export interface RuleVariants {
  readonly blackDie: "standard" | "no-direct";
  readonly spaceDeck: "standard" | "two-onslaught";
  readonly dsucHealth: "black" | "red";
  readonly monCalCapacity: 4 | 6;
}

/** A fully validated battle with every default filled in: what the engine consumes. */
export interface Scenario {
  readonly attacker: SideSetup;
  readonly defender: SideSetup;
  readonly tactics: "base" | "none";
  readonly roundCap: number;
  readonly variants: RuleVariants;
  /** Rebels' Death Star Plans objective (RULES.md §4.6). */
  readonly deathStarPlans: boolean;
  readonly ignoreLimits: boolean;
}

export type SideKey = "attacker" | "defender";
export const SIDES: readonly SideKey[] = ["attacker", "defender"];

export const DEFAULT_VARIANTS: RuleVariants = {
  blackDie: "standard",
  spaceDeck: "standard",
  dsucHealth: "black",
  monCalCapacity: 4,
};
export const DEFAULT_ROUND_CAP = 50;
export const MAX_ROUND_CAP = 500;
/** Even with component limits off, a side fields at most this many of one unit type. */
export const MAX_UNITS_IGNORING_LIMITS = 99;

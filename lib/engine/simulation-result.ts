import type { UnitId } from "@/lib/data";
import type { Outcome } from "./core/outcomes";
import type { CardStats } from "./core/rule-mode";

// The result of a run, as `stats.ts:summarize` makes it from a tally: its types alone.

/** A share of trials with its 95% interval (`stats.ts:wilson`): every chance in a result carries one. */
export interface Estimate {
  /** Share of trials. */
  readonly p: number;
  /** 95% Wilson score interval. */
  readonly low: number;
  readonly high: number;
  readonly count: number;
}

export type Holder = "attacker" | "defender" | "none" | "contested";

/** Who holds space and who holds the ground at the end of a combat, jointly, and how often. */
export interface JointHold {
  readonly space: Holder;
  readonly ground: Holder;
  readonly p: number;
  readonly count: number;
}

export interface SurvivorStats {
  readonly unit: UnitId;
  readonly start: number;
  readonly mean: number;
  /** exactly[k]: probability that exactly k survive. */
  readonly exactly: readonly number[];
  /** atLeast[k]: probability that at least k survive (atLeast[0] = 1). */
  readonly atLeast: readonly number[];
  /** Units that joined during combat, per combat (Cinematic Combat's gains; absent where none can join). */
  readonly gained?: number;
  /**
   * The chance that at least one of the units of this type brought to the combat is destroyed (a unit that joined
   * during the combat does not count): the `destroy-<unit>` goal (docs/rules.md#goals).
   */
  readonly broughtLost: number;
}

export interface SideStats {
  readonly survivors: readonly SurvivorStats[];
  /** Expected units destroyed, in all and by unit type. */
  readonly losses: { readonly units: number; readonly byUnit: Readonly<Partial<Record<UnitId, number>>> };
  readonly retreated: Estimate;
  /** Every unit of the side destroyed: none left in the system, none retreated. */
  readonly wipedOut: Estimate;
  /** The side kept at least half of its strength (units not destroyed, by lib/data/unit-strength.ts): the `keep-half` goal. */
  readonly keptHalf: Estimate;
  /**
   * How the side's strength lost spreads over the trials: `strengthLost[k]` trials in which the units it brought
   * that were destroyed weigh k halves (twice lib/data/unit-strength.ts, whole numbers; docs/rules.md#luck). The luck
   * gauge (lib/luck/luck-percentile.ts) places a real battle's losses in it.
   */
  readonly strengthLost: readonly number[];
  /** The side's most likely losses, jointly over its unit types (counted over `endStates.counted` trials). */
  readonly likelyLosses: readonly LossState[];
  /** Tactic cards drawn and played per combat (the rule mode's: all 0 with dice only). */
  readonly cards: CardStats;
}

/** What a run reports: plain JSON, the same shape for the CLI, the API, the worker pool and the UI. */
export interface SimulationResult {
  readonly trials: number;
  readonly seed: string;
  readonly outcomes: Readonly<Record<Outcome, Estimate>>;
  readonly stalemates: { readonly structural: number; readonly roundCap: number };
  readonly holds: Readonly<Record<"space" | "ground", Readonly<Record<Holder, number>>>>;
  /** Who holds each theater, jointly (a split names who holds which): the pairs that happened, most likely first. */
  readonly holdsJoint: readonly JointHold[];
  readonly rounds: { readonly mean: number; readonly distribution: readonly { rounds: number; p: number }[] };
  readonly attacker: SideStats;
  readonly defender: SideStats;
  readonly diceRolled: number;
  /**
   * Each side's win split by how the other side left: it retreated (`byRetreat`) or it was destroyed to the
   * last unit (`byDestruction`); the two add up to `outcomes[side]`.
   */
  readonly wins: Readonly<Record<"attacker" | "defender", WinSplit>>;
  readonly endStates: EndStates;
  /** After each round: combats still going, how the others ended, units each side has left. */
  readonly timeline: readonly TimelineRound[];
}

export interface WinSplit {
  readonly byRetreat: Estimate;
  readonly byDestruction: Estimate;
}

export type UnitCountsById = Readonly<Partial<Record<UnitId, number>>>;

/** One end state: the survivors of every unit type of both sides (0 included), and its chance. */
export interface EndState extends Estimate {
  readonly attacker: UnitCountsById;
  readonly defender: UnitCountsById;
}

/** A side's losses of each unit type (only types with losses), and the chance of losing exactly that. */
export interface LossState {
  readonly lost: UnitCountsById;
  readonly p: number;
}

export interface EndStates {
  /** Trials the end states were counted over: the first END_STATE_CHUNKS chunks (0 when not kept). */
  readonly counted: number;
  /** The most likely end states, most likely first. */
  readonly mostLikely: readonly EndState[];
}

/** The position after one round, over all trials (a combat that had already ended counts as it ended). */
export interface TimelineRound {
  readonly round: number;
  /** Share of combats still being fought after this round. */
  readonly ongoing: number;
  /** Share of combats that had ended by this round, by outcome. */
  readonly ended: Readonly<Record<Outcome, number>>;
  /** Expected units of each side still in the system (retreated and destroyed units are gone). */
  readonly units: { readonly attacker: number; readonly defender: number };
}

import type { Estimate } from "@/lib/engine";
import type { LeaderId, UnitId } from "@/lib/data";
import type { Scenario, SideKey } from "@/lib/scenario/types";

/** What to plan: the planning side's units and leaders in `scenario` are the pool it could bring. */
/** Units to add to the pool so that all of it reaches the target, and the chance it then has. */
export interface Additions {
  readonly units: Readonly<Partial<Record<UnitId, number>>>;
  readonly p: number;
}

export interface PlanInput {
  readonly scenario: Scenario;
  readonly side: SideKey;
  /** The chance to win the plan must reach, 0 to 1. */
  readonly target: number;
  /** Trials each plan is confirmed with (and its chance shown from). */
  readonly trials: number;
  readonly seed: string;
  /**
   * The attacker's units are already in the system: plans need not carry their ground units and TIEs
   * (docs/planner.md#legal-forces). Absent or false: every plan's ships carry what moves with them.
   */
  readonly inSystem?: boolean;
}

export interface PlanForce {
  readonly units: Readonly<Partial<Record<UnitId, number>>>;
  readonly leaders: readonly LeaderId[];
}

/** A plan: a force from the pool and its chance to win at the confirmation trials, with the 95% interval. */
export interface Plan extends PlanForce, Omit<Estimate, "count"> {
  readonly wins: number;
  readonly trials: number;
}

export interface PlanResult {
  readonly side: SideKey;
  readonly target: number;
  readonly pool: PlanForce;
  /** Every plan keeps one of the attacker's leaders (the planning side attacks with some). */
  readonly leaderKept: boolean;
  /** Every plan's ships carry what moves with them (the attacker, its units not already in the system). */
  readonly transport: boolean;
  /** Smallest first (fewest units; ties by higher chance). Empty when even the whole pool falls short. */
  readonly plans: readonly Plan[];
  /** The whole pool's chance, at the confirmation trials. */
  readonly whole: Omit<Estimate, "count">;
  readonly trials: number;
  readonly seed: string;
  /**
   * Only when even the whole pool falls short: the fewest units to add to it (within the component limits) that
   * reach the target, and the chance then (lib/planner/additions.ts), or null when MAX_ADDED do not.
   */
  readonly additions?: Additions | null;
  /** Forces run, and combats fought over all of them: what the search cost. */
  readonly forcesTried: number;
  readonly battles: number;
}

export interface PlanProgress {
  /** What the search is doing, in words. */
  readonly stage: string;
  /** A rough share of the work done, 0 to 1 (the search cannot know its total in advance). */
  readonly fraction: number;
  readonly forcesTried: number;
  readonly plansFound: number;
}

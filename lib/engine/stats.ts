import type { UnitId } from "@/lib/data";
import type { Battle } from "./core/battle";
import { typeIndex } from "./core/battle";
import { OUTCOMES, type Outcome } from "./core/outcomes";
import type { CardStats } from "./core/rule-mode";
import type { Tally } from "./tally";
import { endStateStats, type EndStates, type LossState } from "./end-state-stats";
import { timelineStats, type TimelineRound } from "./timeline-stats";
import { wilson, type Estimate } from "./wilson";

export { wilson, type Estimate };

export type Holder = "attacker" | "defender" | "none" | "contested";
const HOLDERS: readonly Holder[] = ["attacker", "defender", "none", "contested"];

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

/** Trials with one of `outcomes` in which the side did (retreated) or did not retreat. */
function countRetreats(t: Tally, outcomes: readonly number[], side: 0 | 1, retreated: boolean): number {
  let n = 0;
  for (const o of outcomes)
    for (let flags = 0; flags < 4; flags++)
      if (((flags >> side) & 1) === (retreated ? 1 : 0)) n += t.outcomeRetreats[o * 4 + flags] ?? 0;
  return n;
}

function sideStats(b: Battle, t: Tally, side: 0 | 1, likelyLosses: readonly LossState[]): SideStats {
  const n = t.trials || 1;
  const survivors = b.typesBySide[side].map((unit, j): SurvivorStats => {
    const hist = t.survivors[side]?.[j] ?? [];
    const start = b.startCount[side][typeIndex(unit)] ?? 0;
    const exactly = hist.map((c) => c / n);
    const atLeast: number[] = new Array(exactly.length).fill(0);
    let acc = 0;
    for (let k = exactly.length - 1; k >= 0; k--) {
      acc += exactly[k]!;
      atLeast[k] = Math.min(1, acc);
    }
    const mean = exactly.reduce((sum, p, k) => sum + p * k, 0);
    const broughtLost = (t.broughtLost[side]?.[j] ?? 0) / n;
    if (!b.joins) return { unit, start, mean, exactly, atLeast, broughtLost };
    return { unit, start, mean, exactly, atLeast, broughtLost, gained: (t.gained[side]?.[j] ?? 0) / n };
  });
  const byUnit: Partial<Record<UnitId, number>> = {};
  let units = 0;
  for (const s of survivors) {
    // (units that joined and were destroyed are losses too)
    const lost = s.start + (s.gained ?? 0) - s.mean;
    byUnit[s.unit] = lost;
    units += lost;
  }
  return {
    survivors,
    losses: { units, byUnit },
    retreated: wilson(t.retreated[side] ?? 0, t.trials),
    // (the other side's win or mutual destruction, without having retreated)
    wipedOut: wilson(countRetreats(t, [1 - side, 2], side, false), t.trials),
    keptHalf: wilson(t.keptHalf[side] ?? 0, t.trials),
    strengthLost: [...(t.strengthLost[side] ?? [])],
    likelyLosses,
    cards: b.mode.cardStats(b, t.modeCounts, side, t.trials),
  };
}

/** The joint holds that happened, most likely first (ties in code order, so any split of the run agrees). */
function jointHolds(t: Tally): JointHold[] {
  const n = t.trials || 1;
  const out: JointHold[] = [];
  t.holdsJoint.forEach((count, i) => {
    if (count > 0) out.push({ space: HOLDERS[i >> 2]!, ground: HOLDERS[i & 3]!, p: count / n, count });
  });
  return out.sort((x, y) => y.count - x.count);
}

export function summarize(b: Battle, t: Tally, seed: string): SimulationResult {
  const n = t.trials || 1;
  const outcomes = Object.fromEntries(
    OUTCOMES.map((o, i) => [o, wilson(t.outcomes[i] ?? 0, t.trials)]),
  ) as Record<Outcome, Estimate>;
  const holdsOf = (theater: number) =>
    Object.fromEntries(HOLDERS.map((h, i) => [h, (t.holds[theater * 4 + i] ?? 0) / n])) as Record<
      Holder,
      number
    >;
  const ends = endStateStats(b, t);
  const distribution: { rounds: number; p: number }[] = [];
  let mean = 0;
  t.rounds.forEach((count, r) => {
    if (count === 0) return;
    distribution.push({ rounds: r, p: count / n });
    mean += (r * count) / n;
  });
  return {
    trials: t.trials,
    seed,
    outcomes,
    stalemates: { structural: (t.stalemates[0] ?? 0) / n, roundCap: (t.stalemates[1] ?? 0) / n },
    holds: { space: holdsOf(0), ground: holdsOf(1) },
    holdsJoint: jointHolds(t),
    rounds: { mean, distribution },
    attacker: sideStats(b, t, 0, ends.likelyLosses[0]),
    defender: sideStats(b, t, 1, ends.likelyLosses[1]),
    diceRolled: t.diceRolled,
    wins: {
      attacker: {
        byRetreat: wilson(countRetreats(t, [0], 1, true), t.trials),
        byDestruction: wilson(countRetreats(t, [0], 1, false), t.trials),
      },
      defender: {
        byRetreat: wilson(countRetreats(t, [1], 0, true), t.trials),
        byDestruction: wilson(countRetreats(t, [1], 0, false), t.trials),
      },
    },
    endStates: ends.endStates,
    timeline: timelineStats(t),
  };
}

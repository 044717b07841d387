import { unitStrength, type UnitId } from "@/lib/data";
import {
  OUTCOMES,
  wilson,
  type Estimate,
  type SimulationResult,
  type TrialMetric,
  type TrialTrace,
} from "@/lib/engine";
import { readGoal, type Goal } from "@/lib/scenario/goals";
import type { GoalReader } from "@/lib/scenario/goal-kinds";
import type { SideKey } from "@/lib/scenario/types";

/**
 * A side's goal as a chance (docs/rules.md#goals), two ways that agree exactly: from a run's result (the whole run,
 * what every panel shows) and trial by trial from a run's trace (what the advice compares on the same dice). Both
 * evaluate the goal's one expression (lib/scenario/goal-kinds.ts) over the same readings of each combat's end: the
 * outcome, who holds each theater, the units not destroyed.
 */

const HOLDER: Readonly<Record<SideKey, number>> = { attacker: 0, defender: 1 };

/** The four readings of a combat's end as chances over a whole run (the tally's counts). */
function resultReader(result: SimulationResult): GoalReader<Estimate> {
  const n = result.trials;
  const count = (p: number) => wilson(Math.round(p * n), n);
  return {
    won: (side) => result.outcomes[side],
    holds: (side, theater) => count(result.holds[theater][side]),
    keptHalf: (side) => result[side].keptHalf,
    lostBrought: (owner, unit) => {
      const s = result[owner].survivors.find((u) => u.unit === unit);
      // (one at least of those the owner brought destroyed; one that joined does not count)
      return count(s && s.start > 0 ? s.broughtLost : 0);
    },
  };
}

/** The four readings of a combat's end as metrics of one traced trial (1 when it holds, else 0). */
const TRACE_READER: GoalReader<TrialMetric> = {
  won: (side) => {
    const code = OUTCOMES.indexOf(side);
    return (t, i) => (t.outcome[i] === code ? 1 : 0);
  },
  holds: (side, theater) => {
    const shift = theater === "space" ? 0 : 2;
    const code = HOLDER[side];
    return (t, i) => (((t.holds[i]! >> shift) & 3) === code ? 1 : 0);
  },
  keptHalf: (side) => keptHalfMetric(side),
  lostBrought: (owner, unit) => destroyedMetric(owner, unit),
};

/** The chance that `side` reaches `goal` in the run (with its 95% interval). */
export function goalChance(result: SimulationResult, side: SideKey, goal: Goal): Estimate {
  return readGoal(resultReader(result), side, goal);
}

/**
 * 1 when `side` reached `goal` in the traced trial, else 0. What a side brought is read from the trace itself
 * (`TrialTrace.start`), so one metric compares two setups that bring different units.
 */
export function goalMetric(goal: Goal, side: SideKey): TrialMetric {
  return readGoal(TRACE_READER, side, goal);
}

/** A side's columns in a trace: where they start, and how many. */
function columns(t: TrialTrace, side: SideKey): { offset: number; count: number } {
  return side === "attacker"
    ? { offset: 0, count: t.units[0].length }
    : { offset: t.units[0].length, count: t.units[1].length };
}

/** 1 when a unit of `unit` that `side` brought was destroyed (one that joined does not count), else 0. */
function destroyedMetric(side: SideKey, unit: UnitId): TrialMetric {
  const memo = new WeakMap<TrialTrace, number>();
  return (t, i) => {
    let c = memo.get(t);
    if (c === undefined) {
      const j = t.units[side === "attacker" ? 0 : 1].indexOf(unit);
      memo.set(t, (c = j < 0 ? -1 : columns(t, side).offset + j));
    }
    return c >= 0 ? t.broughtLost[i * t.width + c]! : 0;
  };
}

/** 1 when the side kept at least half of its strength at the start (the tally's `keptHalf`, weighed the same way). */
function keptHalfMetric(side: SideKey): TrialMetric {
  // (twice the strengths: whole numbers, as the engine counts them, so both agree to the last trial)
  const memo = new WeakMap<TrialTrace, { offset: number; weights: Int32Array; start2: number }>();
  return (t, i) => {
    let m = memo.get(t);
    if (!m) {
      const { offset } = columns(t, side);
      const weights = Int32Array.from(t.units[side === "attacker" ? 0 : 1], (id) => 2 * unitStrength(id));
      const start2 = weights.reduce((s, w, j) => s + w * t.start[offset + j]!, 0);
      memo.set(t, (m = { offset, weights, start2 }));
    }
    let kept2 = 0;
    const at = i * t.width + m.offset;
    for (let j = 0; j < m.weights.length; j++) kept2 += t.survivors[at + j]! * m.weights[j]!;
    return 2 * kept2 >= m.start2 ? 1 : 0;
  };
}

import { unitStrength, type UnitId } from "@/lib/data";
import {
  OUTCOMES,
  wilson,
  type Estimate,
  type SimulationResult,
  type TrialMetric,
  type TrialTrace,
} from "@/lib/engine";
import { destroyTarget, heldTheater, type Goal } from "@/lib/scenario/goals";
import type { SideKey } from "@/lib/scenario/types";

/**
 * A side's goal as a chance (docs/rules.md#goals), two ways that agree exactly: from a run's result (the whole run,
 * what every panel shows) and trial by trial from a run's trace (what the advice compares on the same dice). Both
 * read the same end of each combat: the outcome, who holds each theater, the units not destroyed.
 */

const other = (side: SideKey): SideKey => (side === "attacker" ? "defender" : "attacker");
const HOLDER: Readonly<Record<SideKey, number>> = { attacker: 0, defender: 1 };

/** The chance that `side` reaches `goal` in the run (with its 95% interval). */
export function goalChance(result: SimulationResult, side: SideKey, goal: Goal): Estimate {
  const n = result.trials;
  const count = (p: number) => wilson(Math.round(p * n), n);
  const theater = heldTheater(goal);
  if (theater) return count(result.holds[theater][side]);
  if (goal === "keep-half") return result[side].keptHalf;
  const target = destroyTarget(goal);
  if (target) {
    const s = result[other(side)].survivors.find((u) => u.unit === target);
    // (one at least of those the enemy brought destroyed; one that joined does not count)
    return count(s && s.start > 0 ? s.broughtLost : 0);
  }
  return result.outcomes[side];
}

/**
 * 1 when `side` reached `goal` in the traced trial, else 0. What a side brought is read from the trace itself
 * (`TrialTrace.start`), so one metric compares two setups that bring different units.
 */
export function goalMetric(goal: Goal, side: SideKey): TrialMetric {
  const theater = heldTheater(goal);
  if (theater) {
    const shift = theater === "space" ? 0 : 2;
    const code = HOLDER[side];
    return (t, i) => (((t.holds[i]! >> shift) & 3) === code ? 1 : 0);
  }
  if (goal === "keep-half") return keptHalfMetric(side);
  const target = destroyTarget(goal);
  if (target) return destroyedMetric(other(side), target);
  const code = OUTCOMES.indexOf(side);
  return (t, i) => (t.outcome[i] === code ? 1 : 0);
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

import { unitStrength, type UnitId } from "@/lib/data";
import { OUTCOMES, wilson, type Estimate, type SimulationResult, type TrialMetric, type TrialTrace } from "@/lib/engine";
import { destroyTarget, heldTheater, type Goal } from "@/lib/scenario/goals";
import type { SideKey, UnitCounts } from "@/lib/scenario/types";

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
    // (fewer of them left than the enemy brought: one at least destroyed)
    return count(s && s.start > 0 ? 1 - (s.atLeast[s.start] ?? 0) : 0);
  }
  return result.outcomes[side];
}

/**
 * 1 when `side` reached `goal` in the traced trial, else 0. `start` is the battle's units at the start (the
 * scenario's), for the goals that count what is left against what was brought.
 */
export function goalMetric(
  goal: Goal,
  side: SideKey,
  start: { readonly attacker: { readonly units: UnitCounts }; readonly defender: { readonly units: UnitCounts } },
): TrialMetric {
  const theater = heldTheater(goal);
  if (theater) {
    const shift = theater === "space" ? 0 : 2;
    const code = HOLDER[side];
    return (t, i) => (((t.holds[i]! >> shift) & 3) === code ? 1 : 0);
  }
  if (goal === "keep-half") return keptHalfMetric(side, start[side].units);
  const target = destroyTarget(goal);
  if (target) {
    const enemy = other(side);
    const brought = start[enemy].units[target] ?? 0;
    return columnMetric(enemy, target, (left) => (left < brought ? 1 : 0));
  }
  const code = OUTCOMES.indexOf(side);
  return (t, i) => (t.outcome[i] === code ? 1 : 0);
}

/** The offset of a side's columns in a trace, and the column of one unit type (-1: not there). */
function column(t: TrialTrace, side: SideKey, unit: UnitId): number {
  const j = t.units[side === "attacker" ? 0 : 1].indexOf(unit);
  return j < 0 ? -1 : (side === "attacker" ? 0 : t.units[0].length) + j;
}

function columnMetric(side: SideKey, unit: UnitId, value: (left: number) => number): TrialMetric {
  const memo = new WeakMap<TrialTrace, number>();
  return (t, i) => {
    let c = memo.get(t);
    if (c === undefined) memo.set(t, (c = column(t, side, unit)));
    return value(c < 0 ? 0 : t.survivors[i * t.width + c]!);
  };
}

/** 1 when the side kept at least half of its strength at the start (the tally's `keptHalf`, weighed the same way). */
function keptHalfMetric(side: SideKey, units: UnitCounts): TrialMetric {
  // (twice the strengths: whole numbers, as the engine counts them, so both agree to the last trial)
  const start2 = Object.entries(units).reduce((s, [id, n]) => s + 2 * unitStrength(id as UnitId) * (n ?? 0), 0);
  const memo = new WeakMap<TrialTrace, { offset: number; weights: Int32Array }>();
  return (t, i) => {
    let m = memo.get(t);
    if (!m) {
      const ids = t.units[side === "attacker" ? 0 : 1];
      m = {
        offset: side === "attacker" ? 0 : t.units[0].length,
        weights: Int32Array.from(ids, (id) => 2 * unitStrength(id)),
      };
      memo.set(t, m);
    }
    let kept2 = 0;
    const at = i * t.width + m.offset;
    for (let j = 0; j < m.weights.length; j++) kept2 += t.survivors[at + j]! * m.weights[j]!;
    return 2 * kept2 >= start2 ? 1 : 0;
  };
}

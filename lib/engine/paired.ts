import type { UnitId } from "@/lib/data";
import type { SideKey } from "@/lib/scenario/types";
import { OUTCOMES } from "./core/outcomes";
import type { TrialTrace } from "./trial-trace";

const Z95 = 1.959963984540054;

/** A value of one traced trial: 1 or 0 for "the attacker won", units kept, strength kept… */
export type TrialMetric = (trace: TrialTrace, trial: number) => number;

/** The difference of a metric between two runs paired trial by trial (b − a), with its noise. */
export interface PairedDifference {
  /** Mean over the paired trials of metric(b) − metric(a). */
  readonly mean: number;
  /** Standard error of that mean (0 when every pair differs by the same amount). */
  readonly se: number;
  /** Half-width of its 95% interval. */
  readonly margin: number;
  /** Pairs compared: the trials both traces hold. */
  readonly trials: number;
  /** The 95% interval leaves out 0: the difference is beyond the noise. */
  readonly beyondNoise: boolean;
}

/**
 * Compares two runs of the same seed trial by trial (common random numbers: trial i of both played on the same
 * stream, `core/rng.ts:TrialStreams`). The variance is that of the per-trial differences, so two setups that
 * differ a little are told apart with far fewer trials than two independent runs would need.
 */
export function pairedDifference(a: TrialTrace, b: TrialTrace, metric: TrialMetric): PairedDifference {
  if (a.first !== b.first) throw new Error("paired traces must start at the same trial");
  const n = Math.min(a.trials, b.trials);
  let sum = 0;
  let sumSq = 0;
  for (let i = 0; i < n; i++) {
    const d = metric(b, i) - metric(a, i);
    sum += d;
    sumSq += d * d;
  }
  if (n === 0) return { mean: 0, se: 0, margin: 0, trials: 0, beyondNoise: false };
  const mean = sum / n;
  const variance = n > 1 ? Math.max(0, (sumSq - n * mean * mean) / (n - 1)) : 0;
  const se = Math.sqrt(variance / n);
  const margin = Z95 * se;
  return { mean, se, margin, trials: n, beyondNoise: Math.abs(mean) > margin };
}

/** 1 when the trial ended with the side's win (destruction or retreat of the other side), else 0. */
export function winMetric(side: SideKey): TrialMetric {
  const code = OUTCOMES.indexOf(side);
  return (t, i) => (t.outcome[i] === code ? 1 : 0);
}

/** 1 when the side retreated in the trial, else 0. */
export function retreatedMetric(side: SideKey): TrialMetric {
  const bit = side === "attacker" ? 1 : 2;
  return (t, i) => ((t.retreated[i]! & bit) !== 0 ? 1 : 0);
}

/**
 * 1 when every unit of the side was destroyed in the trial (the other side won, or both were destroyed, and
 * it had not retreated: `SideStats.wipedOut`), else 0.
 */
export function wipedOutMetric(side: SideKey): TrialMetric {
  const other = OUTCOMES.indexOf(side === "attacker" ? "defender" : "attacker");
  const mutual = OUTCOMES.indexOf("mutual");
  const bit = side === "attacker" ? 1 : 2;
  return (t, i) => {
    const o = t.outcome[i];
    return (o === other || o === mutual) && (t.retreated[i]! & bit) === 0 ? 1 : 0;
  };
}

/** A side's units not destroyed in the trial, each weighted by `weight` of its type (1 each by default). */
export function keptMetric(side: SideKey, weight: (unit: UnitId) => number = () => 1): TrialMetric {
  const memo = new WeakMap<TrialTrace, { offset: number; weights: Float64Array }>();
  const columns = (t: TrialTrace) => {
    let m = memo.get(t);
    if (!m) {
      const units = t.units[side === "attacker" ? 0 : 1];
      m = { offset: side === "attacker" ? 0 : t.units[0].length, weights: Float64Array.from(units, weight) };
      memo.set(t, m);
    }
    return m;
  };
  return (t, i) => {
    const { offset, weights } = columns(t);
    let kept = 0;
    const at = i * t.width + offset;
    for (let j = 0; j < weights.length; j++) kept += t.survivors[at + j]! * weights[j]!;
    return kept;
  };
}

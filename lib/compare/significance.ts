import { MIN_DIFFERENCE } from "@/lib/runs/sequential";
import type { PairedDifference } from "@/lib/engine";

/**
 * Is a difference between two Monte Carlo estimates larger than their noise? Runs of the same seed are
 * compared trial by trial (`fromPaired`: each trial plays on the same dice, lib/engine/paired.ts), which sees
 * a difference with far fewer trials. Runs that cannot be paired (different seeds, no trace) fall back on a
 * two-proportion z-test with the pooled proportion, which errs towards "within noise", never the other way.
 */
const Z95 = 1.959963984540054;

export interface Proportion {
  /** Share of trials. */
  readonly p: number;
  readonly trials: number;
}

export interface Difference {
  /** B − A. */
  readonly diff: number;
  /** Standard error of the difference under "no difference" (pooled); 0 when both runs agree with certainty. */
  readonly se: number;
  readonly z: number;
  /** |z| above 1.96 (a two-sided test at the 5% level) and at least MIN_DIFFERENCE apart. */
  readonly significant: boolean;
  /** Measured trial by trial on the same dice (a paired test), rather than as two independent runs. */
  readonly paired?: boolean;
}

/**
 * A paired difference (`pairedDifference`, B − A trial by trial) as a Difference: significant when its 95%
 * interval leaves out 0 and it is at least `min` (MIN_DIFFERENCE for chances, MIN_UNIT_DIFFERENCE for units).
 */
export function fromPaired(d: PairedDifference, min = MIN_DIFFERENCE): Difference {
  const diff = d.mean;
  const z = d.se > 0 ? diff / d.se : 0;
  const beyond = Math.abs(diff) > d.margin;
  return { diff, se: d.se, z, significant: beyond && Math.abs(diff) >= min, paired: true };
}

export function compareProportions(a: Proportion, b: Proportion): Difference {
  const diff = b.p - a.p;
  if (a.trials <= 0 || b.trials <= 0) return { diff, se: 0, z: 0, significant: false };
  const pooled = (a.p * a.trials + b.p * b.trials) / (a.trials + b.trials);
  const se = Math.sqrt(pooled * (1 - pooled) * (1 / a.trials + 1 / b.trials));
  if (se === 0) return { diff, se, z: 0, significant: false };
  const z = diff / se;
  return { diff, se, z, significant: Math.abs(z) > Z95 && Math.abs(diff) >= MIN_DIFFERENCE };
}

/** Differences in expected units smaller than this are never called significant. */
export const MIN_UNIT_DIFFERENCE = 0.01;

/** A mean over a run's trials with the variance of one trial's value. */
export interface Mean {
  readonly mean: number;
  readonly variance: number;
  readonly trials: number;
}

/**
 * Is a difference of two means (expected units lost) larger than their noise? A two-sample z-test (the runs
 * are large), erring towards "within noise" for runs sharing a seed, as `compareProportions` does.
 */
export function compareMeans(a: Mean, b: Mean): Difference {
  const diff = b.mean - a.mean;
  if (a.trials <= 0 || b.trials <= 0) return { diff, se: 0, z: 0, significant: false };
  const se = Math.sqrt(a.variance / a.trials + b.variance / b.trials);
  if (se === 0) return { diff, se, z: 0, significant: false };
  const z = diff / se;
  return { diff, se, z, significant: Math.abs(z) > Z95 && Math.abs(diff) >= MIN_UNIT_DIFFERENCE };
}

/** "+0.25 units" / "−1.10 units": a difference of expected units. */
export function formatUnits(diff: number): string {
  const rounded = Math.round(diff * 100) / 100;
  if (rounded === 0) return "±0.00 units";
  return `${rounded > 0 ? "+" : "−"}${Math.abs(rounded).toFixed(2)} units`;
}

export function noiseLabel(d: Difference): "significant" | "within noise" {
  return d.significant ? "significant" : "within noise";
}

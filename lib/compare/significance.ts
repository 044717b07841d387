/**
 * Is a difference between two Monte Carlo estimates larger than their noise? A two-proportion z-test with
 * the pooled proportion: runs that share a seed are positively correlated, so treating them as independent
 * overstates the noise of their difference — the test errs towards "within noise", never the other way.
 */
const Z95 = 1.959963984540054;
/**
 * A difference smaller than this (0.1 percentage point) is never called significant: with enough trials the
 * test flags differences too small to matter at the table.
 */
export const MIN_DIFFERENCE = 0.001;

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

/** "+1.23 pts" / "−0.40 pts" / "±0.00 pts": a difference of percentages, in percentage points. */
export function formatPoints(diff: number): string {
  const rounded = Math.round(diff * 10_000) / 100;
  if (rounded === 0) return "±0.00 pts";
  return `${rounded > 0 ? "+" : "−"}${Math.abs(rounded).toFixed(2)} pts`;
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

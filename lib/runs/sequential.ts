import { CHUNK_SIZE, type PairedDifference } from "@/lib/engine";

/**
 * A difference smaller than this (0.1 percentage point) is never called significant: with enough trials the
 * test flags differences too small to matter at the table.
 */
export const MIN_DIFFERENCE = 0.001;

/**
 * When a paired comparison has seen enough (docs/runs.md#stopping). Advice compares a candidate (another retreat
 * rule, a card already used, one more AT-AT) with the battle as it is, trial by trial on the same dice, and looks
 * at the comparison after every chunk of trials, up to the most trials the advice would run in full. Each question
 * it asks is whether the difference lies above or below a threshold (1 point: a player reads whole percents and
 * cannot act on less), with an **indifference zone** of half a point on each side of it: a true difference within
 * the zone may be decided either way, and outside it the decision is right with at least 95% confidence. The test
 * is a repeated confidence interval with the 5% error spread over the looks (Bonferroni): at each of the K looks
 * the interval is the mean ± z standard errors, z the normal quantile of 1 − 5%/K (one-sided: a difference on one
 * side of the zone can only be decided wrong one way). The comparison decides "above" once the interval's low end
 * is above the zone's low edge, "below" once its high end is below the zone's high edge; once the interval is
 * narrower than the zone one of the two must hold, so a comparison whose noise allows it settles before its last
 * look. At the last look an open comparison is decided by the side of the threshold its mean lies on.
 */

/** Half the width of the indifference zone around each threshold: half a point. */
export const ZONE = 0.005;

/** The chance of deciding wrong when the true difference lies outside the zone, over every look. */
export const ALPHA = 0.05;

/**
 * A difference within this much either way (one point) is too small to change what a player does: the thresholds
 * of what-if and card worth are ±NEGLIGIBLE (a change "more", "less", or "small": within a point either way).
 */
export const NEGLIGIBLE = 0.01;

/** The looks a comparison of at most `maxTrials` trials gets: one after every chunk. */
export function looksOf(maxTrials: number): number {
  return Math.max(1, Math.ceil(maxTrials / CHUNK_SIZE));
}

/**
 * The standard normal quantile (Acklam's rational approximation, relative error under 1.2e-9): the z with
 * P(Z < z) = p.
 */
export function normalQuantile(p: number): number {
  if (!(p > 0 && p < 1)) return p <= 0 ? -Infinity : Infinity;
  const a = [
    -39.69683028665376, 220.9460984245205, -275.9285104469687, 138.357751867269, -30.66479806614716,
    2.506628277459239,
  ];
  const b = [
    -54.47609879822406, 161.5858368580409, -155.6989798598866, 66.80131188771972, -13.28068155288572,
  ];
  const c = [
    -0.007784894002430293, -0.3223964580411365, -2.400758277161838, -2.549732539343734, 4.374664141464968,
    2.938163982698783,
  ];
  const d = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416];
  const tail = (q: number) =>
    (((((c[0]! * q + c[1]!) * q + c[2]!) * q + c[3]!) * q + c[4]!) * q + c[5]!) /
    ((((d[0]! * q + d[1]!) * q + d[2]!) * q + d[3]!) * q + 1);
  if (p < 0.02425) return tail(Math.sqrt(-2 * Math.log(p)));
  if (p > 1 - 0.02425) return -tail(Math.sqrt(-2 * Math.log(1 - p)));
  const q = p - 0.5;
  const r = q * q;
  return (
    ((((((a[0]! * r + a[1]!) * r + a[2]!) * r + a[3]!) * r + a[4]!) * r + a[5]!) * q) /
    (((((b[0]! * r + b[1]!) * r + b[2]!) * r + b[3]!) * r + b[4]!) * r + 1)
  );
}

/** The interval's half-width in standard errors at each look of a comparison of at most `maxTrials` trials. */
export function lookZ(maxTrials: number): number {
  return normalQuantile(1 - ALPHA / looksOf(maxTrials));
}

/**
 * The interval of a paired difference at a look. Its standard error counts one more pair that differs by the
 * whole range (1, for a chance or a share): with every pair equal so far the plain error is 0, and a difference
 * too rare to have shown up yet must still be allowed for (about 3 in n, as the rule of three says).
 */
export function lookInterval(
  d: PairedDifference,
  maxTrials: number,
): { readonly low: number; readonly high: number } {
  if (d.trials === 0) return { low: -Infinity, high: Infinity };
  const se = Math.sqrt(d.se * d.se + 1 / (d.trials * d.trials));
  const z = lookZ(maxTrials);
  return { low: d.mean - z * se, high: d.mean + z * se };
}

/** Where a difference stands against one threshold. */
export interface Decision {
  /** Above the threshold (at least it), or below it; null while open. */
  readonly side: "above" | "below" | null;
  /** Final: more trials would not change it. */
  readonly settled: boolean;
  /**
   * The difference measured lies within the zone (within ZONE of the threshold): either answer is right, and a
   * line in words does not claim a clear difference ("about as often").
   */
  readonly inZone: boolean;
}

const OPEN: Decision = { side: null, settled: false, inZone: false };

/**
 * The sequential test of `d` against `threshold` after `d.trials` of at most `maxTrials` trials (see above):
 * settled "above" once the look's interval is above the zone's low edge, "below" once it is below its high edge
 * (both at once: the interval lies within the zone, and the mean's side decides), and at the last look by the
 * mean's side.
 */
export function decide(d: PairedDifference | null, threshold: number, maxTrials: number): Decision {
  if (!d || d.trials === 0) return OPEN;
  const inZone = Math.abs(d.mean - threshold) < ZONE;
  const byMean = d.mean >= threshold ? "above" : "below";
  const { low, high } = lookInterval(d, maxTrials);
  const above = low > threshold - ZONE;
  const below = high < threshold + ZONE;
  if (above && below) return { side: byMean, settled: true, inZone };
  if (above) return { side: "above", settled: true, inZone };
  if (below) return { side: "below", settled: true, inZone };
  if (d.trials >= maxTrials) return { side: byMean, settled: true, inZone };
  return { ...OPEN, inZone };
}

/** Where a candidate stands against the battle as it is, for one chance. */
export type Verdict =
  /** Raises it by at least NEGLIGIBLE (a point). */
  | "more"
  /** Lowers it by at least NEGLIGIBLE. */
  | "less"
  /** Moves it by less than NEGLIGIBLE either way. */
  | "small"
  /** Two whole runs compared (Compare): within the noise. */
  | "noise"
  /** Not settled yet: more trials could change the answer. */
  | "open";

/**
 * The verdict on a candidate's paired difference after `d.trials` of at most `max` trials: the sequential test
 * against +NEGLIGIBLE ("more" above it) and −NEGLIGIBLE ("less" below it), "small" when it lies between the two.
 */
export function judge(d: PairedDifference | null, max: number): Verdict {
  const up = decide(d, NEGLIGIBLE, max);
  const down = decide(d, -NEGLIGIBLE, max);
  if (up.settled && up.side === "above") return "more";
  if (down.settled && down.side === "below") return "less";
  if (up.settled && down.settled) return "small";
  return "open";
}

/**
 * Two whole runs compared trial by trial (Compare's A and B): the plain 95% test of a full run, any difference
 * beyond the noise and of at least MIN_DIFFERENCE.
 */
export function wholeRunVerdict(d: PairedDifference): Verdict {
  if (d.beyondNoise && d.mean >= MIN_DIFFERENCE) return "more";
  if (d.beyondNoise && d.mean <= -MIN_DIFFERENCE) return "less";
  return "noise";
}

/** The verdict is final: more trials would not change it. */
export function settled(v: Verdict): boolean {
  return v !== "open";
}

import type { PairedDifference } from "@/lib/engine";
import { MIN_DIFFERENCE } from "@/lib/compare/significance";

/**
 * When a paired comparison has seen enough (docs/runs.md#stopping). Advice compares a candidate (another retreat
 * rule, a card already used, one more AT-AT) with the battle as it is, trial by trial on the same dice, and looks
 * at the comparison after every chunk of trials, up to the most trials the advice would run in full. Looking
 * often and stopping at the first look that seems significant would find differences that are not there, so
 * the looks before the last use a much stricter bound (Haybittle–Peto: 3.29 standard errors, a two-sided 0.1%
 * level, whose error over ten looks stays under 1%), and the last look uses the plain 95% test of a full run. A
 * comparison stopped early is therefore one whose answer the full run would give, with a small error of its own;
 * one that reaches the end is judged exactly as a full run is.
 */
export const Z_EARLY = 3.2905267314919255;

/**
 * A difference within this much either way (one point) is too small to change what a player does: a comparison
 * whose strict interval lies inside it is settled as "small" at once.
 */
export const NEGLIGIBLE = 0.01;

/**
 * The strict interval of a paired difference seen before its last look. Its standard error counts one more pair
 * that differs by the whole range (1, for a chance): with every pair equal so far the plain error is 0, and a
 * difference too rare to have shown up yet must still be allowed for (about 3.3 in n, as the rule of three says).
 */
export function earlyInterval(d: PairedDifference): { readonly low: number; readonly high: number } {
  if (d.trials === 0) return { low: -Infinity, high: Infinity };
  const se = Math.sqrt(d.se * d.se + 1 / (d.trials * d.trials));
  return { low: d.mean - Z_EARLY * se, high: d.mean + Z_EARLY * se };
}

/** Where a candidate stands against the battle as it is, for one chance. */
export type Verdict =
  /** Raises it, beyond the noise (and by at least MIN_DIFFERENCE). */
  | "more"
  /** Lowers it, beyond the noise (and by at least MIN_DIFFERENCE). */
  | "less"
  /** Known to move it by less than NEGLIGIBLE either way. */
  | "small"
  /** Run in full and still within the noise. */
  | "noise"
  /** Not settled yet: more trials could change the answer. */
  | "open";

/**
 * The verdict on a paired difference after `d.trials` of at most `max` trials: at the last look the full run's
 * test (`fromPaired`'s: beyond the 95% interval and at least MIN_DIFFERENCE), before it the strict bound.
 */
export function judge(d: PairedDifference | null, max: number): Verdict {
  if (!d || d.trials === 0) return "open";
  if (d.trials >= max) {
    if (d.beyondNoise && d.mean >= MIN_DIFFERENCE) return "more";
    if (d.beyondNoise && d.mean <= -MIN_DIFFERENCE) return "less";
    return "noise";
  }
  const { low, high } = earlyInterval(d);
  if (low >= MIN_DIFFERENCE) return "more";
  if (high <= -MIN_DIFFERENCE) return "less";
  if (low > -NEGLIGIBLE && high < NEGLIGIBLE) return "small";
  return "open";
}

/** The verdict is final: more trials would not change it. */
export function settled(v: Verdict): boolean {
  return v !== "open";
}

import type { TooLong } from "./pool/pool-outcome";

/**
 * A too-long outcome if `trials` at `bestUs` a trial (what the battle costs alone, on one thread) would not fit
 * `budgetMs` on every one of `threads` threads of an idle machine, else null. `done`: trials it already ran. Asking
 * again will not help such a run (422, never 503): the scheduler says so before it runs (on the model over its
 * error factor, or the best cost measured), after each slice and at its deadline.
 */
export function tooLongAlone(
  trials: number,
  done: number,
  bestUs: number,
  threads: number,
  budgetMs: number,
): TooLong | null {
  const aloneMs = (trials * bestUs) / 1000 / Math.max(1, threads);
  if (aloneMs <= budgetMs) return null;
  return { kind: "too-long", done, trials, estimatedMs: Math.round(aloneMs) };
}

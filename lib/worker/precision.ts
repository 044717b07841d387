import { wilson, type Tally } from "@/lib/engine";

/**
 * Adaptive precision: instead of a fixed number of trials, run until every headline chance (the five
 * outcomes) is known to ± this many percentage points (the half-width of its 95% Wilson interval), checked
 * at each chunk boundary in chunk order, so where a run stops depends only on its seed. The run's trials
 * are then the most it may use.
 */
export const PRECISION_CHOICES = [1, 0.5, 0.25, 0.1] as const;
export type Precision = (typeof PRECISION_CHOICES)[number];

/** The largest half-width of the outcomes' 95% intervals, in percentage points (100 before any trial). */
export function headlineMargin(tally: Tally): number {
  let margin = 0;
  for (const count of tally.outcomes) {
    const { p, low, high } = wilson(count, tally.trials);
    margin = Math.max(margin, p - low, high - p);
  }
  return margin * 100;
}

/** `margin` formatted as the page shows it: "±0.48 pp". */
export function formatMargin(margin: number): string {
  return `±${margin < 0.1 ? margin.toFixed(3) : margin.toFixed(2)} pp`;
}

import { wilson, type Tally } from "@/lib/engine";

/**
 * Adaptive precision (the choices are declared in lib/scenario/run-settings.ts): a run stops at the first chunk
 * boundary, in chunk order, where every headline chance (the five outcomes) is known to ± the precision in
 * percentage points: the half-width of its 95% Wilson interval. Where it stops depends only on its seed.
 *
 * The largest half-width of the outcomes' 95% intervals, in percentage points (100 before any trial).
 */
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

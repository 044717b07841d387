import type { RetreatView } from "./retreat-runs";
import type { RetreatVerdict } from "./retreat-verdict";

/**
 * A main run slower than this (a phone, a loaded machine) earns a first answer before the retreat verdict is
 * settled: the verdict as the rows stand, marked as an estimate (docs/performance.md#advice-a-player-can-trust).
 */
export const ESTIMATE_AFTER_MS = 2000;

/**
 * The retreat verdicts the page shows: the settled ones (or "weighing…"), and, when the main run took longer than
 * ESTIMATE_AFTER_MS, the estimate while they are weighed. An estimate is never shown once the verdict is settled:
 * the view's estimate is then the settled verdict itself. `mainMs`: the main run's own time, null when its
 * numbers came with the page.
 */
export function shownRetreat(
  view: RetreatView,
  mainMs: number | null,
): { readonly attacker: RetreatVerdict; readonly defender: RetreatVerdict } {
  return mainMs !== null && mainMs > ESTIMATE_AFTER_MS ? view.estimates : view.verdicts;
}

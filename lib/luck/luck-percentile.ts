import { unitStrength, UNIT_IDS } from "@/lib/data";
import type { UnitCounts } from "@/lib/scenario/types";

/**
 * Twice the strength of the units lost (lib/data/unit-strength.ts: dice plus half health; twice it is a whole
 * number), the measure the engine's `SideStats.strengthLost` counts (docs/rules.md#luck).
 */
export function strengthLost2(lost: UnitCounts): number {
  return UNIT_IDS.reduce((sum, id) => sum + (lost[id] ?? 0) * Math.round(2 * unitStrength(id)), 0);
}

/** Where one real result falls among a run's trials, for one side. */
export interface LuckPlace {
  readonly trials: number;
  /** Trials in which the side lost less strength, as much, and more. */
  readonly better: number;
  readonly same: number;
  readonly worse: number;
  /**
   * The mid-rank percentile (docs/rules.md#luck): the share of trials that went worse for the side plus half of
   * those that went the same, so the median result reads about 50% even when many trials end alike.
   */
  readonly percentile: number;
  /** Its mirror, what the page says: the share that went better plus half of the same (1 − percentile). */
  readonly wentBetter: number;
}

/** Places `lost2` (twice the strength lost) among `counts` (trials by twice the strength lost: `SideStats.strengthLost`). */
export function luckPlace(counts: readonly number[], lost2: number): LuckPlace {
  let better = 0;
  let worse = 0;
  let trials = 0;
  counts.forEach((c, k) => {
    trials += c;
    if (k < lost2) better += c;
    else if (k > lost2) worse += c;
  });
  const same = trials - better - worse;
  const n = trials || 1;
  return {
    trials,
    better,
    same,
    worse,
    percentile: (worse + same / 2) / n,
    wentBetter: (better + same / 2) / n,
  };
}

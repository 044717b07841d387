import { UNIT_IDS, type Faction } from "@/lib/data";
import type { SimulationResult } from "@/lib/engine";
import { formatPercent } from "@/lib/format/percent";
import { unitList } from "@/lib/scenario/unit-words";
import { SIDES, type Scenario, type SideKey, type UnitCounts } from "@/lib/scenario/types";
import { checkLuck } from "./luck-check";
import type { LuckEntry } from "./luck-entry";
import { luckPlace, strengthLost2, type LuckPlace } from "./luck-percentile";

/** One bar of the loss chart: a strength lost (lib/data/unit-strength.ts), its chance, and whether it is the real one. */
export interface LuckBar {
  readonly strength: number;
  readonly p: number;
  readonly real: boolean;
}

/** Where one side's real losses fall among the simulated battles of the setup, in ready words and numbers. */
export interface LuckSideReading {
  readonly side: SideKey;
  readonly faction: Faction;
  readonly lost: UnitCounts;
  /** Twice the strength lost (whole numbers: docs/rules.md#luck). */
  readonly lost2: number;
  readonly place: LuckPlace;
  /** "The Rebels lost 4 X-wings: 92% of such battles went better for them." */
  readonly line: string;
  readonly bars: readonly LuckBar[];
}

export type LuckReading =
  | { readonly ok: true; readonly sides: readonly LuckSideReading[] }
  | { readonly ok: false; readonly error: string };

/**
 * The luck line (docs/rules.md#luck): what the side lost and the share of simulated battles that went better for
 * it, the mid-rank way (those that went the same counted half, and said when there are some).
 */
export function luckLine(faction: Faction, lost: UnitCounts, place: LuckPlace): string {
  const who = faction === "empire" ? "The Empire" : "The Rebels";
  const them = faction === "empire" ? "it" : "them";
  // (table order, so one entry always reads the same)
  const what = unitList(Object.fromEntries(UNIT_IDS.map((id) => [id, lost[id] ?? 0]))) || "nothing";
  const sameShare = place.same / (place.trials || 1);
  const [better, same] = [formatPercent(place.wentBetter), formatPercent(sameShare)];
  const ties = sameShare >= 0.005 ? `, counting half of the ${same} that went the same` : "";
  return `${who} lost ${what}: ${better} of such battles went better for ${them}${ties}.`;
}

/** The chart's bars: every strength lost that happened, and the real one even when no simulated battle had it. */
export function luckBars(counts: readonly number[], lost2: number): LuckBar[] {
  const n = counts.reduce((s, c) => s + c, 0) || 1;
  const bars: LuckBar[] = [];
  counts.forEach((c, k) => {
    if (c > 0 || k === lost2) bars.push({ strength: k / 2, p: c / n, real: k === lost2 });
  });
  if (lost2 >= counts.length) bars.push({ strength: lost2 / 2, p: 0, real: true });
  return bars;
}

/**
 * The gauge for a run of the setup the battle started from: each side's line and chart, or the one line saying
 * what in the entry does not fit the setup (lib/luck/luck-check.ts).
 */
export function luckReading(scenario: Scenario, entry: LuckEntry, result: SimulationResult): LuckReading {
  const error = checkLuck(scenario, entry);
  if (error) return { ok: false, error };
  const sides = SIDES.map((side): LuckSideReading => {
    const lost = entry[side];
    const lost2 = strengthLost2(lost);
    const counts = result[side].strengthLost;
    const place = luckPlace(counts, lost2);
    const faction = scenario[side].faction;
    return {
      side,
      faction,
      lost,
      lost2,
      place,
      line: luckLine(faction, lost, place),
      bars: luckBars(counts, lost2),
    };
  });
  return { ok: true, sides };
}

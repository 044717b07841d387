import type { SimulationResult } from "@/lib/engine";
import { formatPercent, formatPoints } from "@/lib/format/percent";
import { headlineOutcomes, type Factions, type HeadlineKey } from "@/lib/results/outcome-words";
import type { CompareRow } from "./compare-rows";
import { compareProportions, type Difference } from "./significance";

/** One headline chance in A and in B: "The Empire wins: 62% → 71% (+9 points)". */
export interface HeadlineChange {
  readonly key: HeadlineKey;
  readonly text: string;
  readonly a: number;
  readonly b: number;
  readonly difference: Difference;
  readonly line: string;
}

/**
 * The change in each headline chance from A to B, in B's words (every split named), the likeliest in B first.
 * A win, mutual destruction or a stalemate takes the compare table's test (trial by trial when A and B share
 * their dice); a split's side, which the table does not list, is tested as two runs.
 */
export function headlineChanges(
  a: SimulationResult,
  b: SimulationResult,
  factions: Factions,
  rows: readonly CompareRow[],
): HeadlineChange[] {
  const outA = headlineOutcomes(a, factions);
  const outB = headlineOutcomes(b, factions);
  const inA = new Map(outA.map((o) => [o.key, o.p]));
  const bOf = new Map(outB.map((o) => [o.key, o.p]));
  const texts = new Map([...outA, ...outB].map((o) => [o.key, o.text]));
  return [...texts.keys()]
    .map((key): HeadlineChange => {
      const pa = inA.get(key) ?? 0;
      const pb = bOf.get(key) ?? 0;
      const difference =
        rows.find((r) => r.key === key)?.difference ??
        compareProportions({ p: pa, trials: a.trials }, { p: pb, trials: b.trials });
      const text = texts.get(key)!;
      return {
        key,
        text,
        a: pa,
        b: pb,
        difference,
        line: `${text}: ${formatPercent(pa)} → ${formatPercent(pb)} (${formatPoints(pb - pa)})`,
      };
    })
    .sort((x, y) => y.b - x.b || y.a - x.a);
}

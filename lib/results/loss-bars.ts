import { unitDef, type UnitId } from "@/lib/data";
import type { SimulationResult } from "@/lib/engine";
import type { SideKey } from "@/lib/scenario/types";
import { formatPercent } from "@/lib/format/percent";

/**
 * Losses as small multiples: for each unit type of a side, the chance of losing at least k of them for
 * k = 1..start, a bar each. Unlike overlaid survivor curves this stays readable with six unit types, and it
 * answers "a 30% chance to lose a Star Destroyer" directly.
 */
export interface LossBars {
  readonly unit: UnitId;
  readonly name: string;
  readonly start: number;
  /** bars[k - 1] = chance of losing at least k; each bar is a line of its own, its label written alone. */
  readonly bars: readonly { readonly k: number; readonly p: number; readonly label: string }[];
  readonly text: string;
}

export function lossBars(result: SimulationResult, side: SideKey): LossBars[] {
  return result[side].survivors
    .filter((s) => s.start > 0)
    .map((s) => {
      // Losing at least k is keeping at most start - k: 1 - P(at least start - k + 1 survive).
      const ps = Array.from({ length: s.start }, (_, i) => Math.max(0, 1 - (s.atLeast[s.start - i] ?? 0)));
      const bars = ps.map((p, i) => ({ k: i + 1, p, label: formatPercent(p) }));
      const name = unitDef(s.unit).name;
      return {
        unit: s.unit,
        name,
        start: s.start,
        bars,
        text: `${name} (${s.start} at the start): ${bars.map((b) => `loses at least ${b.k}: ${b.label}`).join(", ")}`,
      };
    });
}

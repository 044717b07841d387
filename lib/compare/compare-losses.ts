import { UNIT_IDS, type UnitId } from "@/lib/data";
import type { SimulationResult } from "@/lib/engine";
import { lossBars, type LossBars } from "@/lib/results/loss-bars";
import type { SideKey } from "@/lib/scenario/types";
import { unitName } from "@/lib/scenario/words";

/** One unit type's losses in A and in B, as bars of the chance of losing at least k (null: none in that run). */
export interface PairedLosses {
  readonly unit: UnitId;
  readonly name: string;
  readonly a: LossBars | null;
  readonly b: LossBars | null;
  /** bars[k - 1] = { k, a, b }: the two chances side by side, up to the larger starting count. */
  readonly bars: readonly { readonly k: number; readonly a: number | null; readonly b: number | null }[];
  readonly text: string;
}

/** A side's losses in A and B, unit type by unit type: small multiples with A and B paired, readable at six types. */
export function pairedLosses(a: SimulationResult, b: SimulationResult, side: SideKey): PairedLosses[] {
  const la = lossBars(a, side);
  const lb = lossBars(b, side);
  return UNIT_IDS.filter((id) => la.some((l) => l.unit === id) || lb.some((l) => l.unit === id)).map((id) => {
    const ua = la.find((l) => l.unit === id) ?? null;
    const ub = lb.find((l) => l.unit === id) ?? null;
    const most = Math.max(ua?.start ?? 0, ub?.start ?? 0);
    const bars = Array.from({ length: most }, (_, i) => ({
      k: i + 1,
      a: ua ? (ua.bars[i]?.p ?? null) : null,
      b: ub ? (ub.bars[i]?.p ?? null) : null,
    }));
    return {
      unit: id,
      name: unitName(id),
      a: ua,
      b: ub,
      bars,
      text: `A: ${ua ? ua.text : `no ${unitName(id, 2)}`}. B: ${ub ? ub.text : `no ${unitName(id, 2)}`}.`,
    };
  });
}

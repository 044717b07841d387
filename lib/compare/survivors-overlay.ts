import { unitDef, type UnitId } from "@/lib/data";
import type { SimulationResult } from "@/lib/engine";
import { survivorText } from "@/lib/results/chart-data";
import type { SideKey } from "@/lib/scenario/types";

/** Survivor curves of one side in runs A and B, ready for one chart: A dashed, B solid, same colour per unit. */
export interface OverlaySeries {
  readonly dataKey: string;
  readonly run: "A" | "B";
  readonly unit: UnitId;
  readonly name: string;
  /** Index of the unit in the legend, so A and B of a unit share a colour. */
  readonly colour: number;
  readonly text: string;
}

export interface SurvivorsOverlay {
  readonly series: readonly OverlaySeries[];
  /** rows[n] = { n, "A:unit"/"B:unit": chance that at least n survive } (absent past that run's count). */
  readonly rows: readonly Record<string, number>[];
}

export function survivorsOverlay(a: SimulationResult, b: SimulationResult, side: SideKey): SurvivorsOverlay {
  const runs = [
    { run: "A" as const, stats: a[side].survivors.filter((s) => s.start > 0) },
    { run: "B" as const, stats: b[side].survivors.filter((s) => s.start > 0) },
  ];
  const units: UnitId[] = [];
  for (const { stats } of runs) for (const s of stats) if (!units.includes(s.unit)) units.push(s.unit);
  const max = Math.max(0, ...runs.flatMap(({ stats }) => stats.map((s) => s.start)));
  const rows: Record<string, number>[] = [];
  for (let n = 0; n <= max; n++) {
    const r: Record<string, number> = { n };
    for (const { run, stats } of runs)
      for (const s of stats) if (n <= s.start) r[`${run}:${s.unit}`] = s.atLeast[n] ?? 0;
    rows.push(r);
  }
  const series = runs.flatMap(({ run, stats }) =>
    stats.map((s): OverlaySeries => {
      return {
        dataKey: `${run}:${s.unit}`,
        run,
        unit: s.unit,
        name: unitDef(s.unit).name,
        colour: units.indexOf(s.unit),
        text: `${run}, ${survivorText(s)}`,
      };
    }),
  );
  return { series, rows };
}

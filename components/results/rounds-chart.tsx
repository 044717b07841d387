"use client";

import { Bar, BarChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { RoundsRow } from "@/lib/results/chart-data";
import { formatPercent } from "@/lib/format/percent";
import { AXIS } from "./colors";
import { ChartFigure } from "./chart-figure";

/** How many rounds the combat lasts. */
export function RoundsChart({ rows, mean }: { rows: readonly RoundsRow[]; mean: number }) {
  return (
    <ChartFigure
      title={`Rounds the combat lasts (mean ${mean.toFixed(2)})`}
      text={rows.map((r) => `${r.label} round${r.label === "1" ? "" : "s"}: ${formatPercent(r.p)}`)}
      testId="rounds"
    >
      <ResponsiveContainer width="100%" height={140}>
        <BarChart
          accessibilityLayer={false}
          data={[...rows]}
          margin={{ left: 0, right: 8, top: 6, bottom: 0 }}
        >
          <XAxis dataKey="label" {...AXIS} />
          <YAxis tickFormatter={(v: number) => `${Math.round(v * 100)}%`} width={44} {...AXIS} />
          <Tooltip
            formatter={(v) => formatPercent(Number(v))}
            labelFormatter={(l) => `${String(l)} rounds`}
            contentStyle={{ background: "#0f172a", border: "1px solid #334155" }}
          />
          <Bar dataKey="p" name="Chance" fill="#fbbf24" isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </ChartFigure>
  );
}

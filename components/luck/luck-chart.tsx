"use client";

import { Bar, BarChart, Cell, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { LuckBar } from "@/lib/luck/luck-reading";
import { formatPercent } from "@/lib/format/percent";
import { AXIS } from "@/components/results/colors";
import { ChartFigure } from "@/components/results/chart-figure";

const REAL = "#fbbf24";
const SIMULATED = "#64748b";

/** How much strength a side lost over the simulated battles, the real battle's bar marked (ready numbers: luck-reading.ts). */
export function LuckChart({
  title,
  bars,
  testId,
}: {
  title: string;
  bars: readonly LuckBar[];
  testId: string;
}) {
  const real = bars.find((b) => b.real);
  return (
    <ChartFigure
      title={title}
      text={bars.map(
        (b) => `strength ${b.strength} lost: ${formatPercent(b.p)}${b.real ? " (your battle)" : ""}`,
      )}
      summary={
        real && (
          <p className="mb-1 text-xs text-slate-300">
            <span className="mr-1 inline-block size-2.5 rounded-sm" style={{ background: REAL }} />
            your battle: strength {real.strength} lost
          </p>
        )
      }
      testId={testId}
    >
      <ResponsiveContainer width="100%" height={120}>
        <BarChart
          accessibilityLayer={false}
          data={[...bars]}
          margin={{ left: 0, right: 8, top: 6, bottom: 0 }}
        >
          <XAxis dataKey="strength" {...AXIS} />
          <YAxis tickFormatter={(v: number) => `${Math.round(v * 100)}%`} width={40} {...AXIS} />
          <Tooltip
            formatter={(v) => formatPercent(Number(v))}
            labelFormatter={(l) => `strength ${String(l)} lost`}
            contentStyle={{ background: "#0f172a", border: "1px solid #334155" }}
          />
          {/* (the real result marked even where its bar is too short to see) */}
          {real && (
            <ReferenceLine x={real.strength} stroke={REAL} strokeDasharray="4 3" ifOverflow="extendDomain" />
          )}
          <Bar dataKey="p" name="Battles" isAnimationActive={false}>
            {bars.map((b) => (
              <Cell key={b.strength} fill={b.real ? REAL : SIMULATED} />
            ))}
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </ChartFigure>
  );
}

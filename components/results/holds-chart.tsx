"use client";

import { Bar, BarChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { HoldsRow, SideNames } from "@/lib/results/chart-data";
import { formatPercent } from "@/lib/format/percent";
import { AXIS, NEUTRAL } from "./colors";
import { ChartFigure } from "./chart-figure";

interface Props {
  readonly rows: readonly HoldsRow[];
  readonly names: SideNames;
  readonly colours: { readonly attacker: string; readonly defender: string };
}

/** Who holds space and who holds the ground at the end, as stacked bars. */
export function HoldsChart({ rows, names, colours }: Props) {
  const series = [
    { key: "attacker", name: names.attacker, fill: colours.attacker },
    { key: "defender", name: names.defender, fill: colours.defender },
    { key: "none", name: "Nobody", fill: NEUTRAL.none },
    { key: "contested", name: "Still contested", fill: NEUTRAL.contested },
  ] as const;
  return (
    <ChartFigure
      title="Who holds each theater"
      text={rows.map((r) => r.text)}
      testId="holds"
      summary={
        <ul className="mb-1 flex flex-wrap gap-x-3 text-xs text-slate-300" aria-hidden="true">
          {series.map((s) => (
            <li key={s.key} className="flex items-center gap-1">
              <span className="inline-block h-2.5 w-2.5 rounded-sm" style={{ backgroundColor: s.fill }} />
              {s.name}
            </li>
          ))}
        </ul>
      }
    >
      {rows
        .filter((r) => !r.fought)
        .map((r) => (
          <p
            key={r.theater}
            className="text-xs text-slate-300"
            aria-hidden="true"
            data-testid={`holds-${r.theater.toLowerCase()}-none`}
          >
            {r.text}.
          </p>
        ))}
      <ResponsiveContainer width="100%" height={rows.filter((r) => r.fought).length > 1 ? 110 : 70}>
        <BarChart
          accessibilityLayer={false}
          data={rows.filter((r) => r.fought)}
          layout="vertical"
          margin={{ left: 0, right: 8, top: 4, bottom: 0 }}
        >
          <XAxis
            type="number"
            domain={[0, 1]}
            tickFormatter={(v: number) => `${Math.round(v * 100)}%`}
            {...AXIS}
          />
          <YAxis type="category" dataKey="theater" width={56} {...AXIS} />
          <Tooltip
            formatter={(v) => formatPercent(Number(v))}
            contentStyle={{ background: "#0f172a", border: "1px solid #334155" }}
          />
          {series.map((s) => (
            <Bar
              key={s.key}
              dataKey={s.key}
              name={s.name}
              stackId="h"
              fill={s.fill}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </ChartFigure>
  );
}

"use client";

import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { AT_LEAST_TOOLTIP, AT_LEAST_X, SHARE_Y } from "./at-least-chart-props";
import type { SurvivorSeries } from "@/lib/results/chart-data";
import { seriesColour } from "./colors";
import { ChartFigure } from "./chart-figure";

interface Props {
  readonly title: string;
  readonly series: SurvivorSeries;
  readonly testId: string;
}

/** "At least N survive" curves, one per unit type of a side. */
export function SurvivorsChart({ title, series, testId }: Props) {
  const legend = (
    <ul className="mb-1 flex flex-wrap gap-x-3 text-xs text-slate-300" aria-hidden="true">
      {series.units.map((u, i) => (
        <li key={u.id} className="flex items-center gap-1">
          <span className="inline-block h-0.5 w-3" style={{ backgroundColor: seriesColour(i) }} />
          {u.name}: {u.mean.toFixed(2)} of {u.start} on average
        </li>
      ))}
    </ul>
  );
  return (
    <ChartFigure title={title} text={series.units.map((u) => u.text)} summary={legend} testId={testId}>
      <ResponsiveContainer width="100%" height={160}>
        <LineChart
          accessibilityLayer={false}
          data={[...series.rows]}
          margin={{ left: 0, right: 12, top: 6, bottom: 0 }}
        >
          <CartesianGrid stroke="#1e293b" />
          <XAxis {...AT_LEAST_X} />
          <YAxis {...SHARE_Y} />
          <Tooltip {...AT_LEAST_TOOLTIP} />
          {series.units.map((u, i) => (
            <Line
              key={u.id}
              dataKey={u.id}
              name={u.name}
              type="stepAfter"
              stroke={seriesColour(i)}
              strokeWidth={2}
              dot={series.rows.length <= 12}
              connectNulls={false}
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      </ResponsiveContainer>
    </ChartFigure>
  );
}

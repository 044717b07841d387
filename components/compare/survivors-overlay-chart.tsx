"use client";

import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { AT_LEAST_TOOLTIP, AT_LEAST_X, SHARE_Y } from "@/components/results/at-least-chart-props";
import type { SurvivorsOverlay } from "@/lib/compare/survivors-overlay";
import { ChartFigure } from "@/components/results/chart-figure";
import { seriesColour } from "@/components/results/colors";

interface Props {
  readonly title: string;
  readonly overlay: SurvivorsOverlay;
  readonly testId: string;
}

/** "At least N survive" for one side in A (dashed) and B (solid), a colour per unit type. */
export function SurvivorsOverlayChart({ title, overlay, testId }: Props) {
  const legend = (
    <ul className="mb-1 flex flex-wrap gap-x-3 text-xs text-slate-300" aria-hidden="true">
      <li className="flex items-center gap-1">
        <span className="inline-block w-4 border-t-2 border-dashed border-slate-300" /> A
      </li>
      <li className="flex items-center gap-1">
        <span className="inline-block w-4 border-t-2 border-slate-300" /> B
      </li>
      {overlay.series
        .filter((s, i, all) => all.findIndex((x) => x.unit === s.unit) === i)
        .map((s) => (
          <li key={s.unit} className="flex items-center gap-1">
            <span className="inline-block h-0.5 w-3" style={{ backgroundColor: seriesColour(s.colour) }} />
            {s.name}
          </li>
        ))}
    </ul>
  );
  return (
    <ChartFigure title={title} text={overlay.series.map((s) => s.text)} summary={legend} testId={testId}>
      <ResponsiveContainer width="100%" height={170}>
        <LineChart
          accessibilityLayer={false}
          data={[...overlay.rows]}
          margin={{ left: 0, right: 12, top: 6, bottom: 0 }}
        >
          <CartesianGrid stroke="#1e293b" />
          <XAxis {...AT_LEAST_X} />
          <YAxis {...SHARE_Y} />
          <Tooltip {...AT_LEAST_TOOLTIP} />
          {overlay.series.map((s) => (
            <Line
              key={s.dataKey}
              dataKey={s.dataKey}
              name={`${s.run}: ${s.name}`}
              type="stepAfter"
              stroke={seriesColour(s.colour)}
              strokeWidth={2}
              {...(s.run === "A" ? { strokeDasharray: "5 4" } : {})}
              dot={false}
              connectNulls={false}
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      </ResponsiveContainer>
    </ChartFigure>
  );
}

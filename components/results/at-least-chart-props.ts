import { formatPercent } from "@/lib/results/chart-data";
import { AXIS } from "./colors";

/** Axis and tooltip settings shared by every "at least N survive" chart (plain props, so recharts sees its own components). */
export const AT_LEAST_X = { dataKey: "n", tickFormatter: (n: number) => `≥${n}`, ...AXIS } as const;
export const SHARE_Y = {
  domain: [0, 1] as [number, number],
  tickFormatter: (v: number) => `${Math.round(v * 100)}%`,
  width: 44,
  ...AXIS,
};
export const AT_LEAST_TOOLTIP = {
  formatter: (v: unknown) => formatPercent(Number(v)),
  labelFormatter: (n: unknown) => `At least ${String(n)} survive`,
  contentStyle: { background: "#0f172a", border: "1px solid #334155" },
};

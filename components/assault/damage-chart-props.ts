import { formatPercent } from "@/lib/format/percent";
import { AXIS } from "@/components/results/colors";

/** The chance axis of the "at least N damage" charts (the answer's and the comparison's): 0 to 100 %. */
export const CHANCE_AXIS = {
  tickFormatter: (v: number) => `${Math.round(v * 100)}%`,
  width: 44,
  domain: [0, 1],
  ...AXIS,
};

/** Their tooltip: "3 damage", each chance as a percentage. */
export const DAMAGE_TOOLTIP = {
  formatter: (v: unknown) => formatPercent(Number(v)),
  labelFormatter: (l: unknown) => `${String(l)} damage`,
  contentStyle: { background: "#0f172a", border: "1px solid #334155" },
};

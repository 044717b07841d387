import { Fragment } from "react";
import { formatPoints } from "@/lib/format/percent";
import type { RetreatRow } from "@/lib/retreat/retreat-ranking";
import { goalColumn, type Goal } from "@/lib/scenario/goals";
import type { SideKey } from "@/lib/scenario/types";
import { ScrollFrame } from "@/components/scroll-frame";
import { HOLD_GOAL, Head, heldTheaters, holdOf, num, pct } from "./retreat-cells";

/** Every number of a side's rules, exact, with each rule's difference from never retreating and its noise. */
export function SideDetails({
  side,
  rows,
  goal,
}: {
  side: SideKey;
  rows: readonly RetreatRow[];
  goal: Goal;
}) {
  const held = heldTheaters(rows);
  const vs = (d: { mean: number; margin: number; beyondNoise: boolean } | undefined) =>
    d ? `${formatPoints(d.mean, "exact")} ±${(d.margin * 100).toFixed(2)}${d.beyondNoise ? " ✱" : ""}` : "…";
  return (
    <ScrollFrame label={`Retreat rules for the ${side}, every number`} className="relative">
      <table className="w-full min-w-[34rem] text-left text-xs" data-testid={`retreat-${side}-details`}>
        <Head
          first="Rule"
          numbers={[
            goalColumn(goal),
            "vs never",
            "Wins",
            "Retreats",
            "Wiped out",
            "Units kept",
            "Strength kept",
            "vs never",
            ...held.flatMap((t) => [goalColumn(HOLD_GOAL[t]), "vs never"]),
            "Trials",
          ]}
        />
        <tbody>
          {rows.map((r) => (
            <tr key={r.label} className="border-t border-slate-800">
              <th scope="row" className="py-1 pr-2 font-normal text-slate-200">
                {r.label}
              </th>
              <td className={num}>{pct(r.goal, "exact")}</td>
              <td className={num}>{vs(r.vsNever?.win)}</td>
              <td className={num}>{pct(r.win, "exact")}</td>
              <td className={num}>{pct(r.retreat, "exact")}</td>
              <td className={num}>{pct(r.destroyed, "exact")}</td>
              <td className={num}>{r.unitsKept === null ? "…" : r.unitsKept.toFixed(2)}</td>
              <td className={num}>{pct(r.strengthKept, "exact")}</td>
              <td className={num}>{vs(r.vsNever?.kept)}</td>
              {held.map((t) => (
                <Fragment key={t}>
                  <td className={num}>{pct(holdOf(r, t), "exact")}</td>
                  <td className={num}>{vs(r.vsNever?.holds.find((h) => h.theater === t)?.diff)}</td>
                </Fragment>
              ))}
              <td className={num}>{r.current ? "all" : r.trials.toLocaleString("en-US")}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollFrame>
  );
}

"use client";

import { Fragment } from "react";
import { Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { compareCurves, compareLine, type Assault, type CompareRow, type CompareSort } from "@/lib/assault";
import { formatPercent } from "@/lib/format/percent";
import { AXIS, seriesColour } from "@/components/results/colors";
import { ChartFigure } from "@/components/results/chart-figure";
import { CHANCE_AXIS, DAMAGE_TOOLTIP } from "./damage-chart-props";

const COLUMNS: readonly { by: CompareSort; label: string }[] = [
  { by: "added", label: "Attack" },
  { by: "defeated", label: "Defeated" },
  { by: "mean", label: "Damage" },
  { by: "miss", label: "Miss" },
];

export const small =
  "min-h-11 rounded-md border border-slate-600 px-3 text-sm text-slate-200 hover:bg-slate-800 focus-visible:outline-2 focus-visible:outline-amber-300 disabled:opacity-40";

interface TableProps {
  /** The kept attacks, sorted as the table shows them. */
  readonly rows: readonly CompareRow[];
  readonly by: CompareSort;
  readonly onSort: (by: CompareSort) => void;
  /** The target has health: the chance to defeat it is a column. */
  readonly health: boolean;
  readonly onOpen: (a: Assault) => void;
  readonly onRemove: (index: number) => void;
}

/** The kept attacks side by side, sorted by a tapped column, each with Open and Remove. */
export function CompareTable({ rows, by, onSort, health, onOpen, onRemove }: TableProps) {
  return (
    <div className="min-w-0 overflow-x-auto">
      <table className="w-full text-sm tabular-nums" data-testid="compare-table">
        <thead>
          <tr className="text-left text-xs text-slate-400">
            {COLUMNS.filter((c) => health || c.by !== "defeated").map((c) => (
              <th
                key={c.by}
                scope="col"
                aria-sort={by === c.by ? (c.by === "added" ? "ascending" : "descending") : "none"}
                className={c.by === "added" ? "" : "text-right"}
              >
                <button
                  type="button"
                  className={`min-h-11 px-1 text-xs ${by === c.by ? "font-bold text-amber-200" : "underline decoration-dotted"}`}
                  onClick={() => onSort(c.by)}
                >
                  {c.label}
                  {by === c.by ? " ▾" : ""}
                </button>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <Fragment key={r.index}>
              <tr className="border-t border-slate-800 align-top" data-testid="compare-row">
                <td className="py-1 pr-2">
                  <span className="flex items-start gap-2">
                    <span
                      aria-hidden="true"
                      className="mt-1 inline-block size-3 shrink-0 rounded-full"
                      style={{ background: seriesColour(r.index) }}
                    />
                    <span className="min-w-0 break-words">
                      {r.index + 1}. {r.label}
                      {r.error && <span className="block text-xs text-red-200">{r.error}</span>}
                    </span>
                  </span>
                </td>
                {health && (
                  <td className="py-1 pl-1 text-right">
                    {r.odds?.defeated !== undefined ? formatPercent(r.odds.defeated) : "–"}
                  </td>
                )}
                <td className="py-1 pl-1 text-right">{r.odds ? r.odds.damage.mean.toFixed(2) : "–"}</td>
                <td className="py-1 pl-1 text-right">{r.odds ? formatPercent(r.odds.miss) : "–"}</td>
              </tr>
              <tr>
                <td colSpan={health ? 4 : 3} className="pb-2">
                  <span className="flex gap-2 pl-5">
                    <RowButton action="Open" n={r.index + 1} onClick={() => onOpen(r.assault)} />
                    <RowButton action="Remove" n={r.index + 1} onClick={() => onRemove(r.index)} />
                  </span>
                </td>
              </tr>
            </Fragment>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** "Open" or "Remove" under kept attack `n`, named for a screen reader ("Open attack 2"). */
function RowButton({ action, n, onClick }: { action: string; n: number; onClick: () => void }) {
  return (
    <button type="button" className={small} aria-label={`${action} attack ${n}`} onClick={onClick}>
      {action}
    </button>
  );
}

/** "At least N damage" curves, one per kept attack, against the page's target. */
export function CompareChart({
  rows,
  curves,
}: {
  rows: readonly CompareRow[];
  curves: ReturnType<typeof compareCurves>;
}) {
  return (
    <ChartFigure
      title="At least N damage, each attack against this target"
      text={rows.map(compareLine)}
      testId="compare-chart"
    >
      <ResponsiveContainer width="100%" height={220}>
        <LineChart accessibilityLayer={false} data={curves} margin={{ left: 0, right: 8, top: 8, bottom: 0 }}>
          <XAxis dataKey="label" {...AXIS} />
          <YAxis {...CHANCE_AXIS} />
          <Tooltip {...DAMAGE_TOOLTIP} />
          {rows.map(
            (r) =>
              r.odds && (
                <Line
                  key={r.index}
                  dataKey={`e${r.index}`}
                  name={`${r.index + 1}`}
                  stroke={seriesColour(r.index)}
                  strokeWidth={2}
                  dot={{ r: 2 }}
                  isAnimationActive={false}
                />
              ),
          )}
          <Legend wrapperStyle={{ fontSize: 12 }} />
        </LineChart>
      </ResponsiveContainer>
    </ChartFigure>
  );
}

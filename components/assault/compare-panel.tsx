"use client";

import { Fragment, useMemo, useState } from "react";
import { Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import {
  addCompared,
  compareCurves,
  compareLine,
  compareRows,
  MAX_COMPARED,
  sortRows,
  targetWords,
  type Assault,
  type CompareSort,
} from "@/lib/assault";
import { formatPercent } from "@/lib/format/percent";
import { AXIS, seriesColour } from "@/components/results/colors";
import { ChartFigure } from "@/components/results/chart-figure";

const COLUMNS: readonly { by: CompareSort; label: string }[] = [
  { by: "added", label: "Attack" },
  { by: "defeated", label: "Defeated" },
  { by: "mean", label: "Damage" },
  { by: "miss", label: "Miss" },
];

const small =
  "min-h-11 rounded-md border border-slate-600 px-3 text-sm text-slate-200 hover:bg-slate-800 focus-visible:outline-2 focus-visible:outline-amber-300 disabled:opacity-40";

/**
 * Compare and overlay (docs/assault.md#compare): the attacks kept side by side, each against the target on the page,
 * as "at least N damage" curves and a table sorted by a tapped column. Add keeps the attack being edited; Open puts
 * a kept one back in the editor; the list rides in the link.
 */
export function ComparePanel({
  assault,
  compared,
  onChange,
  onOpen,
}: {
  assault: Assault;
  compared: readonly Assault[];
  onChange: (list: readonly Assault[]) => void;
  onOpen: (a: Assault) => void;
}) {
  // Only the target changes the rows (each entry keeps its own attack): worked out again when it or the list does.
  const target = JSON.stringify([assault.defense, assault.health, assault.rerollsFor]);
  // oxlint-disable-next-line react-hooks/exhaustive-deps
  const rows = useMemo(() => compareRows(compared, assault), [compared, target]);
  const [by, setBy] = useState<CompareSort>("added");
  const [said, setSaid] = useState<string | null>(null);
  const sorted = sortRows(rows, by);
  const curves = compareCurves(rows);
  const health = assault.health !== null;
  const add = () => {
    const next = addCompared(compared, assault);
    setSaid(next.ok ? null : next.error);
    if (next.ok) onChange(next.list);
  };
  return (
    <section
      className="flex min-w-0 flex-col gap-2 rounded-lg border border-slate-800 p-3 md:col-span-2"
      aria-labelledby="compare-title"
      data-testid="compare"
    >
      <h2 id="compare-title" className="text-sm font-semibold text-slate-200">
        Compare attacks ({compared.length} of {MAX_COMPARED}), each against {targetWords(assault)}
      </h2>
      <div className="flex flex-wrap items-center gap-2">
        <button type="button" className={small} data-testid="compare-add" onClick={add}>
          + Add this attack
        </button>
        {said && (
          <span role="status" className="text-sm text-amber-100" data-testid="compare-said">
            {said}
          </span>
        )}
      </div>
      {rows.length === 0 ? (
        <p className="text-xs text-slate-400">
          Keep up to {MAX_COMPARED} attacks or activations here, then change the defence: every one is played
          against it, side by side.
        </p>
      ) : (
        <>
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
                        onClick={() => setBy(c.by)}
                      >
                        {c.label}
                        {by === c.by ? " ▾" : ""}
                      </button>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {sorted.map((r) => (
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
                          <button
                            type="button"
                            className={small}
                            aria-label={`Open attack ${r.index + 1}`}
                            onClick={() => onOpen(r.assault)}
                          >
                            Open
                          </button>
                          <button
                            type="button"
                            className={small}
                            aria-label={`Remove attack ${r.index + 1}`}
                            onClick={() => onChange(compared.filter((_, i) => i !== r.index))}
                          >
                            Remove
                          </button>
                        </span>
                      </td>
                    </tr>
                  </Fragment>
                ))}
              </tbody>
            </table>
          </div>
          {curves.length > 0 && (
            <ChartFigure
              title="At least N damage, each attack against this target"
              text={rows.map(compareLine)}
              testId="compare-chart"
            >
              <ResponsiveContainer width="100%" height={220}>
                <LineChart
                  accessibilityLayer={false}
                  data={curves}
                  margin={{ left: 0, right: 8, top: 8, bottom: 0 }}
                >
                  <XAxis dataKey="label" {...AXIS} />
                  <YAxis
                    tickFormatter={(v: number) => `${Math.round(v * 100)}%`}
                    width={44}
                    domain={[0, 1]}
                    {...AXIS}
                  />
                  <Tooltip
                    formatter={(v) => formatPercent(Number(v))}
                    labelFormatter={(l) => `${String(l)} damage`}
                    contentStyle={{ background: "#0f172a", border: "1px solid #334155" }}
                  />
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
          )}
        </>
      )}
    </section>
  );
}

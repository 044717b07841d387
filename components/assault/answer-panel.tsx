"use client";

import { Bar, BarChart, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { AssaultOdds } from "@/lib/assault";
import type { AnswerView } from "@/lib/assault";
import { formatPercent, formatPoints } from "@/lib/format/percent";
import { AXIS } from "@/components/results/colors";
import { ChartFigure } from "@/components/results/chart-figure";

interface Props {
  readonly odds: AssaultOdds;
  readonly view: AnswerView;
  /** The pinned attack A's answer, when one is pinned: the numbers show B − A. */
  readonly pinned: { readonly odds: AssaultOdds; readonly view: AnswerView; readonly label: string } | null;
}

function Stat({
  label,
  value,
  diff,
  testId,
}: {
  label: string;
  value: string;
  diff?: string | undefined;
  testId: string;
}) {
  return (
    <div className="min-w-0 rounded-lg bg-slate-900 p-3" data-testid={testId}>
      <dt className="text-xs uppercase tracking-wide text-slate-400">{label}</dt>
      <dd className="text-2xl font-black tabular-nums text-amber-200">
        {value}
        {diff && <span className="block text-sm font-normal text-slate-300">{diff} vs A</span>}
      </dd>
    </div>
  );
}

/** The answer first: P(defeated), expected damage, P(miss), conditions, then P(damage ≥ k). */
export function AnswerPanel({ odds, view, pinned }: Props) {
  const rows = view.rows.map((r) => ({ ...r, a: pinned?.odds.damage.atLeast[r.k] ?? 0 }));
  if (pinned)
    for (let k = rows.length + 1; k < pinned.odds.damage.atLeast.length; k++)
      rows.push({ k, label: `≥${k}`, p: 0, a: pinned.odds.damage.atLeast[k]! });
  const meanDiff = pinned ? odds.damage.mean - pinned.odds.damage.mean : 0;
  return (
    <section aria-labelledby="answer-title" className="flex min-w-0 flex-col gap-3">
      <h2 id="answer-title" className="text-lg font-bold text-slate-100" data-testid="headline">
        {view.headline}
      </h2>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {odds.defeated !== undefined && (
          <Stat
            label="Defeated"
            value={formatPercent(odds.defeated)}
            diff={
              pinned?.odds.defeated !== undefined
                ? formatPoints(odds.defeated - pinned.odds.defeated)
                : undefined
            }
            testId="p-defeated"
          />
        )}
        <Stat
          label="Expected damage"
          value={odds.damage.mean.toFixed(2)}
          diff={pinned ? `${meanDiff >= 0 ? "+" : "−"}${Math.abs(meanDiff).toFixed(2)}` : undefined}
          testId="mean-damage"
        />
        <Stat
          label={view.missLabel}
          value={formatPercent(odds.miss)}
          diff={pinned ? formatPoints(odds.miss - pinned.odds.miss) : undefined}
          testId="p-miss"
        />
      </dl>
      {Object.keys(odds.conditions).length > 0 && (
        <p className="text-sm text-slate-300" data-testid="conditions">
          {Object.entries(odds.conditions)
            .map(([name, p]) => `${name} applied ${formatPercent(p)}`)
            .join(" · ")}
          {odds.damage.atLeast.length > 0 && " (surges left after damage)"}
        </p>
      )}
      <ChartFigure
        title={
          pinned
            ? `Chance of at least k damage: B (now) and A (${pinned.label})`
            : "Chance of at least k damage"
        }
        text={rows.map(
          (r) =>
            `at least ${r.k} damage: ${formatPercent(r.p)}${pinned ? ` (A: ${formatPercent(r.a)})` : ""}`,
        )}
        testId="damage-chart"
      >
        <ResponsiveContainer width="100%" height={180}>
          <BarChart accessibilityLayer={false} data={rows} margin={{ left: 0, right: 8, top: 6, bottom: 0 }}>
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
            {pinned && <Bar dataKey="a" name="A (pinned)" fill="#64748b" isAnimationActive={false} />}
            <Bar dataKey="p" name={pinned ? "B (now)" : "Chance"} fill="#fbbf24" isAnimationActive={false} />
            {pinned && <Legend wrapperStyle={{ fontSize: 12 }} />}
          </BarChart>
        </ResponsiveContainer>
      </ChartFigure>
    </section>
  );
}

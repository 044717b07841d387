"use client";

import { Bar, BarChart, LabelList, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import {
  chartTitle,
  missEach,
  noDamage,
  rangeFix,
  type Assault,
  type AnswerView,
  type AssaultOdds,
} from "@/lib/assault";
import { formatPercent, formatPoints } from "@/lib/format/percent";
import { AXIS } from "@/components/results/colors";
import { ChartFigure } from "@/components/results/chart-figure";
import { CHANCE_AXIS, DAMAGE_TOOLTIP } from "./damage-chart-props";

interface Props {
  readonly assault: Assault;
  readonly odds: AssaultOdds;
  readonly view: AnswerView;
  /** The pinned attack A's answer, when one is pinned: the numbers show B − A. */
  readonly pinned: { readonly odds: AssaultOdds; readonly view: AnswerView; readonly label: string } | null;
  /** Takes the attack a miss by range offers (the range its dice reach). */
  readonly onFix: (a: Assault) => void;
}

function Stat({
  label,
  value,
  diff,
  testId,
  note,
}: {
  label: string;
  value: string;
  diff?: string | undefined;
  testId: string;
  note?: string | null;
}) {
  return (
    <div className="min-w-0 rounded-lg bg-slate-900 p-3" data-testid={testId}>
      <dt className="text-xs uppercase tracking-wide text-slate-400">{label}</dt>
      <dd className="text-2xl font-black tabular-nums text-amber-200">
        {value}
        {diff && <span className="block text-sm font-normal text-slate-300">{diff} vs A</span>}
        {note && (
          <span className="block text-xs font-normal text-slate-300" data-testid={`${testId}-note`}>
            {note}
          </span>
        )}
      </dd>
    </div>
  );
}

/** The answer first: P(defeated), expected damage, P(miss), conditions, then P(damage ≥ k). */
export function AnswerPanel({ assault, odds, view, pinned, onFix }: Props) {
  const fix = rangeFix(assault);
  const rows = view.rows.map((r) => ({ ...r, a: pinned?.odds.damage.atLeast[r.k] ?? 0 }));
  if (pinned)
    for (let k = rows.length + 1; k < pinned.odds.damage.atLeast.length; k++)
      rows.push({ k, label: `≥${k}`, p: 0, a: pinned.odds.damage.atLeast[k]! });
  return (
    <section aria-labelledby="answer-title" className="flex min-w-0 flex-col gap-3">
      <h2 id="answer-title" className="text-lg font-bold text-slate-100" data-testid="headline">
        {view.headline}
      </h2>
      {fix && (
        <p
          role="status"
          className="flex flex-wrap items-center gap-2 rounded-md border border-amber-500 bg-amber-950/60 px-3 py-2 text-sm text-amber-100"
          data-testid="range-fix"
        >
          <span>{fix.why}.</span>
          <button
            type="button"
            onClick={() => onFix(fix.fixed)}
            className="min-h-11 rounded-md border border-amber-400 bg-amber-400/20 px-3 font-semibold"
          >
            {fix.action}
          </button>
        </p>
      )}
      <AnswerStats assault={assault} odds={odds} view={view} pinned={pinned} />
      {Object.keys(odds.conditions).length > 0 && (
        <p className="text-sm text-slate-300" data-testid="conditions">
          {Object.entries(odds.conditions)
            .map(([name, p]) => `${name} applied ${formatPercent(p)}`)
            .join(" · ")}
          {odds.playedFor === null
            ? " (surges to damage first, leftovers to conditions; a condition needs at least 1 damage)"
            : ` (surges to ${odds.playedFor} first; a condition needs at least 1 damage)`}
        </p>
      )}
      {rows.length === 0 ? (
        <p
          className="rounded-md border border-slate-700 bg-slate-900/60 px-3 py-2 text-sm text-slate-300"
          data-testid="no-damage"
        >
          {noDamage(assault, odds)}
        </p>
      ) : (
        <ChartFigure
          title={chartTitle(assault, pinned?.label ?? null)}
          text={rows.map(
            (r) =>
              `at least ${r.k} damage: ${formatPercent(r.p)}${pinned ? ` (A: ${formatPercent(r.a)})` : ""}`,
          )}
          testId="damage-chart"
        >
          <ResponsiveContainer width="100%" height={200}>
            <BarChart
              accessibilityLayer={false}
              data={rows}
              margin={{ left: 0, right: 8, top: 28, bottom: 0 }}
            >
              <XAxis dataKey="label" {...AXIS} />
              <YAxis {...CHANCE_AXIS} />
              <Tooltip {...DAMAGE_TOOLTIP} />
              {pinned && <Bar dataKey="a" name="A (pinned)" fill="#64748b" isAnimationActive={false} />}
              <Bar dataKey="p" name={pinned ? "B (now)" : "Chance"} fill="#fbbf24" isAnimationActive={false}>
                <LabelList
                  dataKey="p"
                  position="top"
                  fill="#e2e8f0"
                  fontSize={rows.length > 8 ? 9 : 11}
                  {...(rows.length > 8 ? { angle: -90, dx: 3, dy: -12, textAnchor: "middle" } : {})}
                  formatter={(v: unknown) => (Number(v) < 0.005 ? "" : barLabel(Number(v), rows.length > 8))}
                />
              </Bar>
              {pinned && <Legend wrapperStyle={{ fontSize: 12 }} />}
            </BarChart>
          </ResponsiveContainer>
        </ChartFigure>
      )}
    </section>
  );
}

/** A bar's percentage: whole points ("34%"), or without the sign when many bars stand side by side. */
function barLabel(p: number, many: boolean): string {
  const text = formatPercent(p);
  return many ? text.replace("%", "") : text;
}

/** The attack's three numbers: the chance to defeat the target, its expected damage, its miss; each A → B. */
function AnswerStats({ assault, odds, view, pinned }: Omit<Props, "onFix">) {
  const meanDiff = pinned ? odds.damage.mean - pinned.odds.damage.mean : 0;
  return (
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
        note={missEach(assault, odds)}
      />
    </dl>
  );
}

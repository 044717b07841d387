import type { ReactNode } from "react";
import { DetailsToggle } from "@/components/fields/details-toggle";
import type { Estimate } from "@/lib/engine";
import { formatPercent } from "@/lib/format/percent";
import type { OutcomeLine, SideSummary } from "@/lib/results/summary";
import { unitCount } from "@/lib/scenario/unit-words";
import { ColumnHeads } from "@/components/ui/column-heads";

interface Props {
  /** The run's status in full: trials, time, workers, precision. */
  readonly status: ReactNode;
  readonly seed: string;
  readonly outcomes: readonly OutcomeLine[];
  readonly sides: readonly (SideSummary & { readonly retreated: Estimate })[];
  readonly colours: Readonly<Record<string, string>>;
}

/** One outcome with its 95% interval and a bar of its chance behind it; `small` for the rarer endings' shared row. */
function OutcomeItem({
  row: r,
  colour,
  small = false,
}: {
  row: OutcomeLine;
  colour: string | undefined;
  small?: boolean;
}) {
  const interval = (
    <span className={small ? "text-[11px] text-slate-300" : "text-xs text-slate-300"}>
      <span className="sr-only">95% interval </span>
      {formatPercent(r.low, "exact")}–{formatPercent(r.high, "exact")}
    </span>
  );
  const chance = (
    <strong
      data-testid={`outcome-${r.key}-p`}
      className={`${small ? "text-sm" : "text-base"} font-bold text-white`}
    >
      {formatPercent(r.p, "exact")}
    </strong>
  );
  return (
    <li
      data-testid={`outcome-${r.key}`}
      className={`relative overflow-hidden rounded-md bg-slate-800/70 ${small ? "px-2 py-0.5" : "px-2.5 py-1"}`}
    >
      <span
        aria-hidden="true"
        className="absolute inset-y-0 left-0 opacity-25"
        style={{ width: `${r.p * 100}%`, backgroundColor: colour }}
      />
      {small ? (
        <>
          <span className="relative block text-xs text-slate-200">{r.label}</span>
          <span className="relative block tabular-nums">
            {chance} {interval}
          </span>
        </>
      ) : (
        <span className="relative flex flex-wrap items-baseline justify-between gap-x-3">
          <span className="text-sm text-slate-100">{r.label}</span>
          <span className="tabular-nums">
            {chance} {interval}
          </span>
        </span>
      )}
      {r.detail && (
        <span className="relative block text-xs text-slate-300" data-testid={`outcome-${r.key}-detail`}>
          {r.detail}
        </span>
      )}
    </li>
  );
}

/**
 * The Details of the odds, one tap away from the verdict (docs/answer-first.md#the-verdict-on-the-page): the run's status (trials, time, seed),
 * every outcome with its exact chance and 95% interval, and per side its likeliest exact losses and each unit
 * type's chance of losing at least one and all, to two decimals. Nothing the verdict rounds is lost.
 */
export function OddsDetails({ status, seed, outcomes, sides, colours }: Props) {
  // The two wins get a row each (with how the loser left); the rarer endings share one.
  const wins = outcomes.filter((r) => r.key === "attacker" || r.key === "defender");
  const others = outcomes.filter((r) => r.key !== "attacker" && r.key !== "defender");
  return (
    <DetailsToggle
      className="group rounded-lg border border-slate-800 bg-slate-900/60"
      testId="odds-details"
      inset
      summary="Details: the exact numbers"
    >
      <div className="flex flex-col gap-3 px-2.5 pb-2.5" data-testid="answer-summary">
        <p className="text-xs text-slate-300">
          {status}. Seed {seed}. Chances to two decimals, each with its 95% interval (Wilson).
        </p>
        <div role="group" aria-label="Outcome chances with 95% intervals" className="flex flex-col gap-1">
          <ul className="flex flex-col gap-1">
            {wins.map((r) => (
              <OutcomeItem key={r.key} row={r} colour={colours[r.key]} />
            ))}
          </ul>
          <ul className="grid grid-cols-3 gap-1">
            {others.map((r) => (
              <OutcomeItem key={r.key} row={r} colour={colours[r.key]} small />
            ))}
          </ul>
        </div>
        <div className="grid gap-3 sm:grid-cols-2">
          {sides.map((s) => (
            <section
              key={s.side}
              aria-label={`${s.name} (${s.side}) losses`}
              data-testid={`losses-${s.side}`}
              className="min-w-0 rounded-lg border border-slate-800 bg-slate-900/60 p-2.5"
            >
              <h3 className="text-sm font-semibold text-slate-100">
                {s.name} <span className="text-xs font-normal text-slate-400">({s.side})</span>
              </h3>
              <p className="text-sm text-slate-100" data-testid={`likely-${s.side}`}>
                {s.likely}
              </p>
              {s.alternatives.length > 0 && (
                <p className="text-xs text-slate-400">{s.alternatives.join("; ")}</p>
              )}
              <table className="mt-1.5 w-full text-left text-xs">
                <ColumnHeads
                  className="text-slate-400"
                  dense
                  columns={[
                    { label: "Unit" },
                    { label: "lost on average", right: true },
                    { label: "lose ≥1", right: true },
                    { label: "lose all", right: true },
                  ]}
                />
                <tbody className="tabular-nums">
                  {s.units.map((u) => (
                    <tr key={u.unit} className="border-t border-slate-800">
                      <th scope="row" className="py-0.5 pr-1 font-normal text-slate-200">
                        {unitCount(u.unit, u.start)}
                      </th>
                      <td className="py-0.5 pr-1 text-right">{u.expectedLost.toFixed(2)}</td>
                      <td className="py-0.5 pr-1 text-right">{formatPercent(u.loseAny, "exact")}</td>
                      <td className="py-0.5 text-right">{formatPercent(u.loseAll, "exact")}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <p className="mt-1 text-xs text-slate-300">
                Retreats {formatPercent(s.retreated.p, "exact")} (95% interval{" "}
                {formatPercent(s.retreated.low, "exact")}–{formatPercent(s.retreated.high, "exact")})
              </p>
            </section>
          ))}
        </div>
      </div>
    </DetailsToggle>
  );
}

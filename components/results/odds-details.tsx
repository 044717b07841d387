import type { EndStateLine, OutcomeLine, SideSummary } from "@/lib/results/summary";
import { formatPercent } from "@/lib/results/chart-data";

interface Props {
  readonly outcomes: readonly OutcomeLine[];
  readonly sides: readonly SideSummary[];
  readonly endStates: readonly EndStateLine[];
  /** Trials the end states were counted over (they may be fewer than the run's). */
  readonly endStateTrials: number;
  readonly trials: number;
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
      {formatPercent(r.low)}–{formatPercent(r.high)}
    </span>
  );
  const chance = (
    <strong
      data-testid={`outcome-${r.key}-p`}
      className={`${small ? "text-sm" : "text-base"} font-bold text-white`}
    >
      {formatPercent(r.p)}
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
 * The answer first: the outcome odds, each side's most likely losses and its chances of losing at least one
 * and all of each unit type, then the most likely end states. Compact, so it fits the first screen.
 */
export function AnswerSummary({ outcomes, sides, endStates, endStateTrials, trials, colours }: Props) {
  // The two wins get a row each (with how the loser left); the rarer endings share one.
  const wins = outcomes.filter((r) => r.key === "attacker" || r.key === "defender");
  const others = outcomes.filter((r) => r.key !== "attacker" && r.key !== "defender");
  return (
    <div className="flex flex-col gap-3" data-testid="answer-summary">
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
              <thead className="text-slate-400">
                <tr>
                  <th scope="col" className="py-0.5 pr-1 font-normal">
                    Unit
                  </th>
                  <th scope="col" className="py-0.5 pr-1 text-right font-normal">
                    lose ≥1
                  </th>
                  <th scope="col" className="py-0.5 text-right font-normal">
                    lose all
                  </th>
                </tr>
              </thead>
              <tbody className="tabular-nums">
                {s.units.map((u) => (
                  <tr key={u.unit} className="border-t border-slate-800">
                    <th scope="row" className="py-0.5 pr-1 font-normal text-slate-200">
                      {u.start} {u.name}
                    </th>
                    <td className="py-0.5 pr-1 text-right">{formatPercent(u.loseAny)}</td>
                    <td className="py-0.5 text-right">{formatPercent(u.loseAll)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        ))}
      </div>
      {endStates.length > 0 && (
        <section aria-label="Most likely end states" data-testid="end-states">
          <h3 className="text-sm font-semibold text-slate-200">
            Most likely end states
            {endStateTrials < trials && (
              <span className="text-xs font-normal text-slate-400">
                {" "}
                (from the first {endStateTrials.toLocaleString("en-US")} trials)
              </span>
            )}
          </h3>
          <ol className="flex flex-col text-sm">
            {endStates.map((e, i) => (
              <li
                key={e.text}
                className="flex items-baseline justify-between gap-3 border-t border-slate-800 py-0.5 first:border-t-0"
              >
                <span className="min-w-0 text-slate-200">
                  <span className="text-slate-400">{i + 1}. </span>
                  {e.text}
                </span>
                <strong className="shrink-0 tabular-nums text-white">{formatPercent(e.p)}</strong>
              </li>
            ))}
          </ol>
        </section>
      )}
    </div>
  );
}

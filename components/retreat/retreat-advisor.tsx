import type { BatchProgress } from "@/lib/compare/run-job";
import { formatPercent, type SideNames } from "@/lib/results/chart-data";
import { RETREAT_CRITERION, type RetreatRow } from "@/lib/retreat/retreat-advice";
import type { RetreatPolicy, SideKey } from "@/lib/scenario/types";
import { ProgressBar } from "@/components/results/progress-bar";
import { ScrollFrame } from "@/components/scroll-frame";

interface Props {
  readonly rows: { readonly attacker: readonly RetreatRow[]; readonly defender: readonly RetreatRow[] };
  /** Why a side can never retreat (it gets no rows), per side. */
  readonly blocked: { readonly attacker: string | null; readonly defender: string | null };
  readonly names: SideNames;
  readonly trials: number;
  readonly seed: string;
  readonly progress: BatchProgress;
  readonly onApply: (side: SideKey, rule: RetreatPolicy) => void;
}

const small =
  "min-h-11 rounded border border-slate-600 px-3 text-xs hover:border-amber-400 focus-visible:outline-2 focus-visible:outline-amber-300";
const num = "py-1 pr-2 text-right tabular-nums";
const pct = (p: number | null) => (p === null ? "…" : formatPercent(p));

/** When to pull out: each side's battle under a sweep of retreat rules, best first, one click to apply. */
export function RetreatAdvisor({ rows, blocked, names, trials, seed, progress, onApply }: Props) {
  return (
    <section
      aria-labelledby="retreat-heading"
      data-testid="retreat-advisor"
      data-state={progress.complete ? "done" : "running"}
      className="flex min-w-0 flex-col gap-2 rounded-xl border border-slate-700 bg-slate-900/80 p-3"
    >
      <h2 id="retreat-heading" className="text-lg font-bold text-amber-200">
        When to retreat
      </h2>
      <p className="text-xs text-slate-400">
        Each side&apos;s retreat rule swept, the other side&apos;s as set; {trials.toLocaleString("en-US")}{" "}
        trials each, seed {seed}. The dice ratio is the side&apos;s dice over the enemy&apos;s.{" "}
        {RETREAT_CRITERION}
      </p>
      {!progress.complete && (
        <ProgressBar
          done={Math.round(progress.fraction * 1000)}
          total={1000}
          running
          label={`Running retreat rules… ${progress.finished} of ${progress.runs} runs`}
          name="Progress of the retreat rules"
          testId="retreat-status"
        />
      )}
      {(["attacker", "defender"] as const).map((side) => (
        <div key={side} className="flex min-w-0 flex-col gap-1" data-testid={`retreat-${side}`}>
          <h3 className="text-sm font-semibold text-slate-100">
            {names[side]} ({side})
          </h3>
          {blocked[side] ? (
            <p className="text-sm text-slate-300">{blocked[side]}</p>
          ) : (
            // (relative: the sr-only texts inside are positioned against the frame, not the page, so they scroll with it)
            <ScrollFrame label={`Retreat rules for the ${side}, table`} className="relative">
              <table className="w-full min-w-[36rem] text-left text-sm">
                <thead className="text-xs text-slate-400">
                  <tr>
                    <th scope="col" className="py-1 pr-2 font-normal">
                      Retreat
                    </th>
                    <th scope="col" className="py-1 pr-2 text-right font-normal">
                      Wins
                    </th>
                    <th scope="col" className="py-1 pr-2 text-right font-normal">
                      Retreats
                    </th>
                    <th scope="col" className="py-1 pr-2 text-right font-normal">
                      Destroyed
                    </th>
                    <th scope="col" className="py-1 pr-2 text-right font-normal">
                      Units kept
                    </th>
                    <th scope="col" className="py-1 pr-2 text-right font-normal">
                      Strength kept
                    </th>
                    <th scope="col" className="py-1 font-normal">
                      <span className="sr-only">Apply</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {rows[side].map((r, i) => (
                    <tr
                      key={r.label}
                      data-testid={`retreat-${side}-${i}`}
                      className={`border-t border-slate-800 ${r.best ? "bg-amber-400/10" : ""}`}
                    >
                      <th scope="row" className="py-1 pr-2 font-normal text-slate-100">
                        {r.label}
                        {r.best && <span className="text-xs text-amber-200"> ★ best</span>}
                        {r.current && <span className="text-xs text-slate-400"> (current)</span>}
                      </th>
                      <td className={num}>{pct(r.win)}</td>
                      <td className={num}>{pct(r.retreat)}</td>
                      <td className={num}>{pct(r.destroyed)}</td>
                      <td className={num}>{r.unitsKept === null ? "…" : r.unitsKept.toFixed(2)}</td>
                      <td className={num}>{pct(r.strengthKept)}</td>
                      <td className="py-1">
                        {!r.current && (
                          <button
                            type="button"
                            className={small}
                            aria-label={`Apply: ${names[side]} (${side}) retreat ${r.label.toLowerCase()}`}
                            onClick={() => onApply(side, r.rule)}
                          >
                            Apply
                          </button>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollFrame>
          )}
        </div>
      ))}
    </section>
  );
}

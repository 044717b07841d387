import type { BatchProgress } from "@/lib/compare/run-job";
import { DetailsToggle } from "@/components/fields/details-toggle";
import type { SensitivityRow } from "@/lib/compare/sensitivity";
import { formatPercent } from "@/lib/format/percent";
import { type SideNames } from "@/lib/results/chart-data";
import { NoiseMark } from "@/components/compare/noise-mark";
import { ProgressBar } from "@/components/results/progress-bar";
import { ScrollFrame } from "@/components/scroll-frame";
import { TARGETING } from "@/lib/scenario/policies";

interface Props {
  readonly rows: readonly SensitivityRow[];
  readonly names: SideNames;
  readonly trials: number;
  readonly seed: string;
  readonly progress: BatchProgress;
}

const POLICY_NAMES: Readonly<Record<string, string>> = Object.fromEntries(
  TARGETING.options.map((o) => [o.value, o.label]),
);

/** The battle under each targeting policy of each side: how much that choice moves the odds. */
export function SensitivityTable({ rows, names, trials, seed, progress }: Props) {
  return (
    <section
      aria-labelledby="sensitivity-heading"
      data-testid="sensitivity"
      data-state={progress.complete ? "done" : "running"}
      className="flex min-w-0 flex-col gap-2 rounded-xl border border-slate-700 bg-slate-900/80 p-3"
    >
      <h2 id="sensitivity-heading" className="text-lg font-bold text-amber-200">
        How much targeting matters
      </h2>
      {!progress.complete && (
        <ProgressBar
          done={Math.round(progress.fraction * 1000)}
          total={1000}
          running
          label={`Trying the policies… ${progress.finished} of ${progress.runs}`}
          name="Progress of the policy runs"
          testId="sensitivity-status"
        />
      )}
      <ScrollFrame label="How much targeting matters, table">
        <table className="w-full text-left text-sm">
          <caption className="mb-1 text-left text-xs text-slate-400">
            Δ is the change in {names.attacker} (attacker) wins against the side&apos;s current choice, whose
            row is the odds above.
          </caption>
          <thead className="text-xs text-slate-400">
            <tr>
              <th scope="col" className="py-1 pr-2 font-normal">
                Targeting
              </th>
              <th scope="col" className="py-1 pr-2 text-right font-normal">
                Attacker wins
              </th>
              <th scope="col" className="py-1 pr-2 text-right font-normal">
                Defender wins
              </th>
              <th scope="col" className="py-1 font-normal">
                Δ attacker wins
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr
                key={`${r.side}-${r.policy}`}
                data-testid={`sensitivity-${r.side}-${r.policy}`}
                className="border-t border-slate-800"
              >
                <th scope="row" className="py-1.5 pr-2 font-normal text-slate-100">
                  {names[r.side]} ({r.side}): {POLICY_NAMES[r.policy] ?? r.policy}
                  {r.current && <span className="text-xs text-amber-200"> (current)</span>}
                </th>
                <td className="py-1.5 pr-2 text-right tabular-nums" data-testid="attacker-wins">
                  {r.attackerWins === null ? "…" : formatPercent(r.attackerWins)}
                </td>
                <td className="py-1.5 pr-2 text-right tabular-nums" data-testid="defender-wins">
                  {r.defenderWins === null ? "…" : formatPercent(r.defenderWins)}
                </td>
                <td className="py-1.5">
                  {r.current ? (
                    <span className="text-xs text-slate-400">the odds above</span>
                  ) : r.difference ? (
                    <NoiseMark difference={r.difference} testId="diff" />
                  ) : (
                    "…"
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollFrame>
      <DetailsToggle
        className="text-xs text-slate-300"
        testId="sensitivity-details"
        summary="Details: how these are worked out"
      >
        <p>
          The current choice&apos;s row is the main run itself. Every other policy is a run of{" "}
          {trials.toLocaleString("en-US")} trials with seed {seed}, whose first trials play the same dice as
          the main run&apos;s: its Δ is measured trial by trial (a paired test) and its chances are the main
          run&apos;s moved by it. A Δ in bold is beyond the noise (its 95% interval leaves out 0, and it is at
          least 0.1 point); &ldquo;noise&rdquo; marks one that is not.
        </p>
      </DetailsToggle>
    </section>
  );
}

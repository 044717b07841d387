import type { RunProgressView } from "@/lib/runs/run-descriptor";
import type { Goals } from "@/lib/compare/paired-run";
import { goalColumn } from "@/lib/scenario/goals";
import { DetailsToggle } from "@/components/fields/details-toggle";
import type { SensitivityRow } from "@/lib/compare/sensitivity";
import { formatPercent } from "@/lib/format/percent";
import { type SideNames } from "@/lib/results/chart-data";
import { NoiseMark } from "@/components/compare/noise-mark";
import { RunPanel } from "@/components/ui/run-panel";
import { SettlingProgress } from "@/components/ui/settling-progress";
import { ScrollFrame } from "@/components/scroll-frame";
import { TARGETING } from "@/lib/scenario/policies";
import { ColumnHeads } from "@/components/ui/column-heads";

interface Props {
  readonly rows: readonly SensitivityRow[];
  readonly names: SideNames;
  readonly trials: number;
  readonly seed: string;
  readonly progress: RunProgressView;
  readonly goals: Goals;
}

const POLICY_NAMES: Readonly<Record<string, string>> = Object.fromEntries(
  TARGETING.options.map((o) => [o.value, o.label]),
);

/** The battle under each targeting policy of each side: how much that choice moves the odds. */
export function SensitivityTable({ rows, names, trials, seed, progress, goals }: Props) {
  return (
    <RunPanel
      title="How much targeting matters"
      headingId="sensitivity-heading"
      testId="sensitivity"
      progress={progress}
    >
      <SettlingProgress
        progress={progress}
        doing="Trying the policies"
        name="Progress of the policy runs"
        testId="sensitivity-status"
      />
      <ScrollFrame label="How much targeting matters, table">
        <table className="w-full text-left text-sm">
          <caption className="mb-1 text-left text-xs text-slate-400">
            Each side&apos;s goal chance under each policy, and the change in the choosing side&apos;s own
            goal against its current choice, whose row is the odds above.
          </caption>
          <ColumnHeads
            columns={[
              { label: "Targeting" },
              { label: `${names.attacker}: ${goalColumn(goals.attacker).toLowerCase()}`, right: true },
              { label: `${names.defender}: ${goalColumn(goals.defender).toLowerCase()}`, right: true },
              { label: "Change in its goal" },
            ]}
          />
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
                  {r.attackerGoal === null ? "…" : formatPercent(r.attackerGoal)}
                </td>
                <td className="py-1.5 pr-2 text-right tabular-nums" data-testid="defender-wins">
                  {r.defenderGoal === null ? "…" : formatPercent(r.defenderGoal)}
                </td>
                <td className="py-1.5">
                  {r.current ? (
                    <span className="text-xs text-slate-400">the odds above</span>
                  ) : r.difference && r.settled ? (
                    <NoiseMark difference={r.difference} testId="diff" />
                  ) : r.difference ? (
                    <span className="text-xs text-slate-400">measuring…</span>
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
          The current choice&apos;s row is the main run itself. Every other policy is a run of at most{" "}
          {trials.toLocaleString("en-US")} trials with seed {seed}, stopped once its change is settled, whose
          trials play the same dice as the main run&apos;s first ones: its change is measured trial by trial
          (a paired test) and its chances are the main run&apos;s moved by it. A change in bold is beyond the
          noise (its 95% interval leaves out 0, and it is at least 0.1 point); &ldquo;noise&rdquo; marks one
          that is not.
        </p>
      </DetailsToggle>
    </RunPanel>
  );
}

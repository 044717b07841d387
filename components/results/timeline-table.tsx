import type { SideNames } from "@/lib/results/chart-data";
import { formatPercent } from "@/lib/format/percent";
import type { TimelineRow } from "@/lib/results/timeline-rows";
import { ScrollFrame } from "@/components/scroll-frame";
import { ColumnHeads } from "@/components/ui/column-heads";

/** Round by round: how many combats are still being fought, who has won, and the units each side has left. */
export function TimelineTable({ rows, names }: { rows: readonly TimelineRow[]; names: SideNames }) {
  return (
    <ScrollFrame
      label="Round by round, table"
      className="relative rounded-lg border border-slate-800 bg-slate-900/60 p-3"
    >
      <table className="w-full text-left text-xs" data-testid="timeline">
        <caption className="mb-1 text-left text-sm font-semibold text-slate-200">
          Round by round
          <span className="block text-xs font-normal text-slate-400">
            After each round: the combats still being fought and how the others ended (a side is gone when the
            other has won or both are), and the units each side has left in the system on average.
          </span>
        </caption>
        <ColumnHeads
          className="text-slate-400"
          columns={[
            { label: "After round" },
            ...[
              "Still fighting",
              `${names.attacker} won`,
              `${names.defender} won`,
              "Both gone",
              "Split / stalemate",
              `${names.attacker} units`,
              `${names.defender} units`,
            ].map((label) => ({ label, right: true })),
          ]}
        />
        <tbody className="tabular-nums">
          {rows.map((r) => (
            <tr key={r.round} className="border-t border-slate-800" data-testid={`timeline-round-${r.round}`}>
              <th scope="row" className="py-1 pr-2 font-normal text-slate-200">
                {r.round}
              </th>
              <td className="py-1 pr-2 text-right">{formatPercent(r.ongoing)}</td>
              <td className="py-1 pr-2 text-right">{formatPercent(r.attackerWon)}</td>
              <td className="py-1 pr-2 text-right">{formatPercent(r.defenderWon)}</td>
              <td className="py-1 pr-2 text-right">{formatPercent(r.bothGone)}</td>
              <td className="py-1 pr-2 text-right">{formatPercent(r.otherEnd)}</td>
              <td className="py-1 pr-2 text-right">{r.attackerUnits.toFixed(2)}</td>
              <td className="py-1 text-right">{r.defenderUnits.toFixed(2)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollFrame>
  );
}

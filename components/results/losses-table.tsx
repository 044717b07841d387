import type { LossesRow } from "@/lib/results/chart-data";
import { formatPercent } from "@/lib/format/percent";
import { formatPlusMinus, gainedText } from "@/lib/results/chart-data";
import { ScrollFrame } from "@/components/scroll-frame";
import { ColumnHeads } from "@/components/ui/column-heads";

/** Expected losses and retreat frequency per side, as a plain table. */
export function LossesTable({ rows }: { rows: readonly LossesRow[] }) {
  return (
    <ScrollFrame
      label="Expected losses and retreats, table"
      className="rounded-lg border border-slate-800 bg-slate-900/60 p-3"
    >
      <table className="w-full text-left text-sm" data-testid="losses">
        <caption className="mb-2 text-left text-sm font-semibold text-slate-200">
          Expected losses and retreats
        </caption>
        <ColumnHeads
          columns={[{ label: "Side" }, { label: "Lost on average, by unit type" }, { label: "Retreats" }]}
        />
        <tbody>
          {rows.map((r) => (
            <tr key={r.side} className="border-t border-slate-800 align-top">
              <th scope="row" className="py-1.5 pr-2 font-medium">
                {r.name} <span className="text-xs font-normal text-slate-400">({r.side})</span>
              </th>
              <td className="py-1.5 pr-2 tabular-nums">
                {r.byUnit.map((u) => (
                  <span key={u.name} className="block text-xs">
                    {u.lost.toFixed(2)} <span className="text-slate-400">of {u.start}</span> {u.name}
                    {u.gained > 0 && <span className="text-slate-400">{gainedText(u.gained)}</span>}
                  </span>
                ))}
              </td>
              <td className="py-1.5 tabular-nums">
                {formatPercent(r.retreated.p)}{" "}
                <span className="text-xs text-slate-400">{formatPlusMinus(r.retreated)}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollFrame>
  );
}

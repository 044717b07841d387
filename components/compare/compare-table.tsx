import type { CompareRow } from "@/lib/compare/compare-rows";
import { formatPercent } from "@/lib/results/chart-data";
import { NoiseMark } from "./noise-mark";
import { ScrollFrame } from "@/components/scroll-frame";

/** A and B side by side: each headline chance, B − A, and whether the difference beats the noise. */
export function CompareTable({ rows }: { rows: readonly CompareRow[] }) {
  return (
    <ScrollFrame label="Setup A against setup B, table">
      <table className="w-full text-left text-sm" data-testid="compare-table">
        <caption className="sr-only">Pinned setup A against the current setup B</caption>
        <thead className="text-xs text-slate-400">
          <tr>
            <th scope="col" className="py-1 pr-2 font-normal">
              Chance
            </th>
            <th scope="col" className="py-1 pr-2 text-right font-normal">
              A
            </th>
            <th scope="col" className="py-1 pr-2 text-right font-normal">
              B
            </th>
            <th scope="col" className="py-1 font-normal">
              B − A
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key} data-testid={`compare-${r.key}`} className="border-t border-slate-800">
              <th scope="row" className="py-1.5 pr-2 font-normal text-slate-100">
                {r.label}
              </th>
              <td className="py-1.5 pr-2 text-right tabular-nums" data-testid={`compare-${r.key}-a`}>
                {formatPercent(r.a)}
              </td>
              <td className="py-1.5 pr-2 text-right tabular-nums" data-testid={`compare-${r.key}-b`}>
                {formatPercent(r.b)}
              </td>
              <td className="py-1.5">
                <NoiseMark difference={r.difference} testId={`compare-${r.key}-diff`} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollFrame>
  );
}

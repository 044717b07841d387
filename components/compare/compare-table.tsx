import type { CompareRow } from "@/lib/compare/compare-rows";
import { formatPercent } from "@/lib/format/percent";
import { formatPoints } from "@/lib/format/percent";
import { formatUnits, noiseLabel, type Difference } from "@/lib/compare/significance";
import { ScrollFrame } from "@/components/scroll-frame";
import { ColumnHeads } from "@/components/ui/column-heads";

const cell = (r: CompareRow, v: number | null) =>
  v === null ? "—" : r.kind === "chance" ? formatPercent(v, "exact") : v.toFixed(2);

/** A difference to two decimals with the test's verdict: "−6.12 points ✱ significant" (the Details' wording). */
function ExactDifference({
  difference: d,
  testId,
  units,
}: {
  difference: Difference;
  testId: string;
  units: boolean;
}) {
  return (
    <span className="whitespace-nowrap tabular-nums" data-testid={testId} data-noise={noiseLabel(d)}>
      <span className={d.significant ? "font-semibold text-white" : "text-slate-300"}>
        {units ? formatUnits(d.diff) : formatPoints(d.diff, "exact")}
      </span>{" "}
      <span
        className={`rounded px-1 text-xs ${d.significant ? "bg-amber-400/20 text-amber-200" : "text-slate-400"}`}
      >
        {d.significant ? "✱ significant" : "within noise"}
      </span>
    </span>
  );
}

/**
 * A and B side by side: each headline chance, then the units of each type lost on average, with B − A and
 * whether the difference beats the noise.
 */
export function CompareTable({ rows }: { rows: readonly CompareRow[] }) {
  return (
    <ScrollFrame label="Setup A against setup B, table">
      <table className="w-full text-left text-sm" data-testid="compare-table">
        <caption className="sr-only">Pinned setup A against the current setup B</caption>
        <ColumnHeads
          columns={[
            { label: "Chance, or units lost on average" },
            { label: "A", right: true },
            { label: "B", right: true },
            { label: "B − A" },
          ]}
        />
        <tbody>
          {rows.map((r) => (
            <tr key={r.key} data-testid={`compare-${r.key}`} className="border-t border-slate-800">
              <th scope="row" className="py-1.5 pr-2 font-normal text-slate-100">
                {r.label}
              </th>
              <td className="py-1.5 pr-2 text-right tabular-nums" data-testid={`compare-${r.key}-a`}>
                {cell(r, r.a)}
              </td>
              <td className="py-1.5 pr-2 text-right tabular-nums" data-testid={`compare-${r.key}-b`}>
                {cell(r, r.b)}
              </td>
              <td className="py-1.5">
                {r.difference ? (
                  <ExactDifference
                    difference={r.difference}
                    testId={`compare-${r.key}-diff`}
                    units={r.kind === "units"}
                  />
                ) : (
                  <span className="text-xs text-slate-400">only in {r.a === null ? "B" : "A"}</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollFrame>
  );
}

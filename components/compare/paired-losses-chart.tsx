import type { PairedLosses } from "@/lib/compare/compare-losses";
import { formatPercent } from "@/lib/format/percent";

interface Props {
  readonly title: string;
  readonly units: readonly PairedLosses[];
  readonly testId: string;
}

function Bar({ p, run }: { p: number | null; run: "A" | "B" }) {
  return (
    <span className="flex items-center gap-1.5">
      <span className="w-3 shrink-0 text-slate-400">{run}</span>
      <span className="relative h-2.5 flex-1 overflow-hidden rounded-sm bg-slate-800">
        {p !== null && (
          <span
            className={`absolute inset-y-0 left-0 ${run === "A" ? "bg-slate-400" : "bg-amber-400"}`}
            style={{ width: `${p * 100}%` }}
          />
        )}
      </span>
      <span className="w-14 shrink-0 text-right text-slate-200">{p === null ? "—" : formatPercent(p)}</span>
    </span>
  );
}

/** Per unit type, the chance of losing at least 1, 2, … of them in A (grey) and in B (amber), paired. */
export function PairedLossesChart({ title, units, testId }: Props) {
  return (
    <figure className="min-w-0 rounded-lg border border-slate-800 bg-slate-900/60 p-3" data-testid={testId}>
      <figcaption className="mb-2 text-sm font-semibold text-slate-200">{title}</figcaption>
      <div className="grid gap-x-4 gap-y-2 sm:grid-cols-2">
        {units.map((u) => (
          <div key={u.unit} className="min-w-0">
            <p className="text-xs font-medium text-slate-200">{u.name}</p>
            <p className="sr-only">{u.text}</p>
            <ul aria-hidden="true" className="flex flex-col gap-0.5">
              {u.bars.map((b) => (
                <li key={b.k} className="flex items-start gap-1.5 text-[11px] leading-3 tabular-nums">
                  <span className="w-6 shrink-0 pt-0.5 text-right text-slate-400">≥{b.k}</span>
                  <span className="flex min-w-0 flex-1 flex-col gap-px">
                    <Bar p={b.a} run="A" />
                    <Bar p={b.b} run="B" />
                  </span>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </figure>
  );
}

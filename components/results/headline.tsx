import type { OutcomeRow } from "@/lib/results/chart-data";
import { formatPercent } from "@/lib/results/chart-data";

interface Props {
  readonly rows: readonly OutcomeRow[];
  readonly colours: Readonly<Record<string, string>>;
}

/** The headline: each outcome's chance with its 95% interval, as text with a bar drawn behind it. */
export function Headline({ rows, colours }: Props) {
  return (
    <ul className="flex flex-col gap-1.5" aria-label="Outcome chances with 95% intervals">
      {rows.map((r) => (
        <li
          key={r.key}
          data-testid={`outcome-${r.key}`}
          className="relative overflow-hidden rounded-md bg-slate-800/70 px-3 py-2"
        >
          <span
            aria-hidden="true"
            className="absolute inset-y-0 left-0 opacity-25"
            style={{ width: `${r.p * 100}%`, backgroundColor: colours[r.key] }}
          />
          <span className="relative flex flex-wrap items-baseline justify-between gap-x-3">
            <span className="text-sm text-slate-100">{r.label}</span>
            <span className="tabular-nums">
              <strong data-testid={`outcome-${r.key}-p`} className="text-lg font-bold text-white">
                {formatPercent(r.p)}
              </strong>{" "}
              <span className="text-xs text-slate-300">
                <span className="sr-only">95% interval </span>
                {formatPercent(r.low)}–{formatPercent(r.high)}
              </span>
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
}

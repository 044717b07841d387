import type { LossBars } from "@/lib/results/loss-bars";
import { seriesColour } from "./colors";

interface Props {
  readonly title: string;
  readonly units: readonly LossBars[];
  readonly testId: string;
}

/** Small multiples: per unit type, a bar for the chance of losing at least 1, 2, … of them. */
export function LossBarsChart({ title, units, testId }: Props) {
  return (
    <figure className="min-w-0 rounded-lg border border-slate-800 bg-slate-900/60 p-3" data-testid={testId}>
      <figcaption className="mb-2 text-sm font-semibold text-slate-200">{title}</figcaption>
      {/* (two columns on a phone too: half the height, docs/answer-first.md#on-a-phone) */}
      <div className="grid grid-cols-2 gap-x-3 gap-y-2 sm:gap-x-4 xl:grid-cols-1 2xl:grid-cols-2">
        {units.map((u, i) => (
          <div key={u.unit} className="min-w-0">
            <p className="text-xs font-medium text-slate-200">
              {u.name} <span className="font-normal text-slate-400">({u.start})</span>
            </p>
            <ul className="sr-only">
              <li>{u.text}</li>
            </ul>
            <ul aria-hidden="true" className="flex flex-col gap-px">
              {u.bars.map((b) => (
                <li key={b.k} className="flex items-center gap-1.5 text-[11px] leading-4 tabular-nums">
                  <span className="w-6 shrink-0 text-right text-slate-400 sm:w-7">≥{b.k}</span>
                  <span className="relative h-3 flex-1 overflow-hidden rounded-sm bg-slate-800">
                    <span
                      className="absolute inset-y-0 left-0"
                      style={{ width: `${b.p * 100}%`, backgroundColor: seriesColour(i) }}
                    />
                  </span>
                  <span className="w-10 shrink-0 text-right text-slate-200 sm:w-14">{b.label}</span>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </figure>
  );
}

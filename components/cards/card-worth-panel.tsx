"use client";

import { ProgressBar } from "@/components/results/progress-bar";
import type { CardWorthRow } from "@/lib/cards/card-worth";
import type { BatchProgress } from "@/lib/compare/run-job";
import { formatPoints } from "@/lib/format/percent";
import type { SideKey } from "@/lib/scenario/types";

interface Props {
  readonly rows: readonly CardWorthRow[];
  /** Trials of each card's run: the main run's first this many. */
  readonly trials: number;
  /** Trials of the main run. */
  readonly mainTrials: number;
  readonly progress: BatchProgress;
  readonly names: Readonly<Record<SideKey, string>>;
  readonly open: boolean;
  readonly onOpen: (open: boolean) => void;
}

/** "−4.1 points, ±0.9 (beyond the noise)": a card's worth and its noise (2 standard errors) in words. */
function worthWords(r: CardWorthRow): string {
  if (r.diff === null || r.se === null) return "waiting…";
  const noise = `±${formatPoints(2 * r.se).replace(/^[+−±]/, "")}`;
  return `${formatPoints(r.diff)} (${noise}; ${r.withinNoise ? "within the noise" : "beyond the noise"})`;
}

/**
 * What each card is worth (Cinematic Combat): for each card still in a hand, how the side's chance to win would
 * change were the card already used, biggest loss first; each card's text one tap away. Collapsed, it runs nothing.
 */
export function CardWorthPanel({ rows, trials, mainTrials, progress, names, open, onOpen }: Props) {
  return (
    <details
      open={open}
      onToggle={(e) => onOpen(e.currentTarget.open)}
      data-testid="card-worth"
      data-state={!open ? "closed" : progress.complete ? "done" : "running"}
      className="min-w-0 rounded-xl border border-slate-700 bg-slate-900/80 p-3"
    >
      <summary className="flex min-h-11 cursor-pointer items-center text-lg font-bold text-amber-200 focus-visible:outline-2 focus-visible:outline-amber-300">
        What each card is worth
      </summary>
      <div className="flex flex-col gap-2">
        <p className="text-xs text-slate-400">
          For each card still in a hand: the change in that side&apos;s chance to win if the card were already
          used, biggest loss first. A card that costs its side a lot is one to keep for this battle. Measured
          on{" "}
          {trials < mainTrials
            ? `${trials.toLocaleString("en-US")} of the main run's trials`
            : `the main run's ${trials.toLocaleString("en-US")} trials`}{" "}
          with the same dice (a paired test); &ldquo;within the noise&rdquo; means the change is under twice
          its standard error. Tap a card for its text.
        </p>
        {open && !progress.complete && (
          <ProgressBar
            done={Math.round(progress.fraction * 1000)}
            total={1000}
            running
            label={`Weighing the cards… ${progress.finished} of ${progress.runs}`}
            name="Progress of the card runs"
            testId="card-worth-status"
          />
        )}
        {rows.length === 0 ? (
          <p className="text-sm text-slate-300">
            No card is left in a hand for a theater both sides fight in.
          </p>
        ) : (
          <ul className="flex flex-col">
            {rows.map((r) => (
              <li key={r.id} data-testid={`card-worth-${r.id}`} className="border-t border-slate-800 text-sm">
                <details>
                  <summary className="flex min-h-11 cursor-pointer flex-wrap items-center justify-between gap-x-3 py-1 focus-visible:outline-2 focus-visible:outline-amber-300">
                    <span className="min-w-0 text-slate-100">
                      {r.name}{" "}
                      <span className="text-xs text-slate-400">
                        ({names[r.side]}, {r.theater})
                      </span>
                    </span>
                    <span
                      className={`tabular-nums ${r.withinNoise === false ? "font-semibold text-slate-100" : "text-slate-400"}`}
                      data-testid={`card-worth-${r.id}-diff`}
                      data-diff={r.diff ?? ""}
                    >
                      {worthWords(r)}
                    </span>
                  </summary>
                  <dl className="grid grid-cols-[auto_1fr] gap-x-2 pb-2 text-xs text-slate-300">
                    <dt className="font-semibold text-slate-400">Top</dt>
                    <dd>{r.top}</dd>
                    <dt className="font-semibold text-slate-400">Bottom</dt>
                    <dd>{r.bottom}</dd>
                  </dl>
                </details>
              </li>
            ))}
          </ul>
        )}
      </div>
    </details>
  );
}

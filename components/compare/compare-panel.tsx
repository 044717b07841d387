"use client";

import { useMemo } from "react";
import type { SimulationResult } from "@/lib/engine";
import type { PairedTraces } from "@/lib/compare/compare-rows";
import { differenceLine } from "@/lib/compare/setup-difference";
import type { SideNames } from "@/lib/results/chart-data";
import type { Setup } from "@/lib/scenario/url-codec";
import { ProgressBar } from "@/components/results/progress-bar";
import { CompareResult, useCompareData } from "./compare-result";

interface Props {
  readonly pinned: Setup | null;
  /** The current setup: B. */
  readonly current: Setup;
  readonly a: SimulationResult | null;
  /** B's finished result; null while B is still running. */
  readonly b: SimulationResult | null;
  /** A's and B's trial traces when they share their seed and trials: differences tested trial by trial. */
  readonly traces: PairedTraces;
  /** A's run, while it is being re-run from a link. */
  readonly aProgress: { readonly done: number; readonly total: number } | null;
  readonly aError: string | null;
  readonly names: SideNames;
  readonly canPin: boolean;
  readonly onPin: () => void;
  readonly onUnpin: () => void;
}

const button =
  "min-h-11 rounded-md border border-slate-600 px-3 text-sm hover:border-amber-400 disabled:opacity-40 focus-visible:outline-2 focus-visible:outline-amber-300";

/** Pin the current result as A, change the setup, and read A against B: table with noise marks, overlaid survivors. */
export function ComparePanel({
  pinned,
  current,
  a,
  b,
  traces,
  aProgress,
  aError,
  names,
  canPin,
  onPin,
  onUnpin,
}: Props) {
  const data = useCompareData(a, b, names, traces, current);
  const difference = useMemo(() => (pinned ? differenceLine(pinned, current) : null), [pinned, current]);
  return (
    <section
      aria-labelledby="compare-heading"
      data-testid="compare"
      data-state={data ? "ready" : pinned ? "waiting" : "empty"}
      className="flex min-w-0 flex-col gap-3 rounded-xl border border-slate-700 bg-slate-900/80 p-3"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="compare-heading" className="text-lg font-bold text-amber-200">
          Compare
        </h2>
        <div className="flex gap-2">
          <button type="button" className={button} disabled={!canPin} onClick={onPin}>
            {pinned ? "Pin this as A instead" : "Pin this result as A"}
          </button>
          {pinned && (
            <button type="button" className={button} onClick={onUnpin}>
              Unpin A
            </button>
          )}
        </div>
      </div>
      {!pinned ? (
        <p className="text-sm text-slate-300">
          Pin the current odds as A, then change the forces or options: A and the new setup B are shown side
          by side, and the comparison is part of the share link.
        </p>
      ) : (
        <>
          <p className="text-base font-semibold text-white" data-testid="compare-difference">
            {difference}
          </p>
          {aError ? (
            <p role="status" className="text-sm text-red-300">
              A could not be run: {aError}
            </p>
          ) : !a && aProgress ? (
            <ProgressBar
              done={aProgress.done}
              total={aProgress.total}
              running
              label={`Running A… ${aProgress.done.toLocaleString("en-US")} of ${aProgress.total.toLocaleString("en-US")} trials`}
              name="Progress of A"
              testId="compare-status"
            />
          ) : null}
          {!b && !aError && <p className="text-sm text-slate-400">Waiting for B, the current setup…</p>}
          {data && (
            <CompareResult data={data} pinned={pinned} current={current} traces={traces} a={a} b={b} />
          )}
        </>
      )}
    </section>
  );
}

"use client";

import { useMemo } from "react";
import type { SimulationResult } from "@/lib/engine";
import { compareRows } from "@/lib/compare/compare-rows";
import { describeSetup } from "@/lib/compare/describe-setup";
import { pairedLosses } from "@/lib/compare/compare-losses";
import type { SideNames } from "@/lib/results/chart-data";
import type { Setup } from "@/lib/scenario/url-codec";
import { ProgressBar } from "@/components/results/progress-bar";
import { CompareTable } from "./compare-table";
import { PairedLossesChart } from "./paired-losses-chart";

interface Props {
  readonly pinned: Setup | null;
  /** The current setup: B. */
  readonly current: Setup;
  readonly a: SimulationResult | null;
  /** B's finished result; null while B is still running. */
  readonly b: SimulationResult | null;
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
  aProgress,
  aError,
  names,
  canPin,
  onPin,
  onUnpin,
}: Props) {
  const data = useMemo(
    () =>
      a &&
      b && {
        rows: compareRows(a, b, names),
        attacker: pairedLosses(a, b, "attacker"),
        defender: pairedLosses(a, b, "defender"),
      },
    [a, b, names],
  );
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
          <p className="text-sm text-slate-300" data-testid="compare-a-setup">
            <strong className="text-slate-100">A:</strong> {describeSetup(pinned)}
          </p>
          <p className="text-sm text-slate-300" data-testid="compare-b-setup">
            <strong className="text-slate-100">B:</strong> {describeSetup(current)}
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
            <>
              <CompareTable rows={data.rows} />
              <p className="text-xs text-slate-400">
                ✱ significant: the difference is larger than 1.96 standard errors (a two-proportion test for
                chances, a two-sample test for units lost) and at least 0.1 point or 0.01 unit; otherwise it
                is within the noise of {a?.trials.toLocaleString("en-US")} and{" "}
                {b?.trials.toLocaleString("en-US")} trials.
              </p>
              <div className="grid gap-3 sm:grid-cols-2">
                <PairedLossesChart
                  title="Attacker losses, A and B: chance of losing at least N"
                  units={data.attacker}
                  testId="compare-losses-attacker"
                />
                <PairedLossesChart
                  title="Defender losses, A and B: chance of losing at least N"
                  units={data.defender}
                  testId="compare-losses-defender"
                />
              </div>
            </>
          )}
        </>
      )}
    </section>
  );
}

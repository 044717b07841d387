"use client";

import { DetailsToggle } from "@/components/fields/details-toggle";
import { useMemo } from "react";
import type { SimulationResult } from "@/lib/engine";
import { compareRows, type PairedTraces } from "@/lib/compare/compare-rows";
import { describeSetup } from "@/lib/compare/describe-setup";
import { pairedLosses } from "@/lib/compare/compare-losses";
import { headlineChanges } from "@/lib/compare/headline-changes";
import { changeWords, comparedChanges, lossChanges, unpairedChanges } from "@/lib/compare/goal-change";
import { differenceLine } from "@/lib/compare/setup-difference";
import type { SideNames } from "@/lib/results/chart-data";
import type { Setup } from "@/lib/scenario/url-codec";
import { ProgressBar } from "@/components/results/progress-bar";
import { formatPercent } from "@/lib/format/percent";
import { CompareTable } from "./compare-table";
import { NoiseMark } from "./noise-mark";
import { PairedLossesChart } from "./paired-losses-chart";

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
  const factions = current.scenario;
  const attackerFaction = factions.attacker.faction;
  const defenderFaction = factions.defender.faction;
  const data = useMemo(() => {
    if (!a || !b) return null;
    const rows = compareRows(a, b, names, traces);
    // (each goal's change first, then the losses that move beyond the noise, in words: trial by trial when A and B
    // played the same dice, else as two independent runs)
    const factions = { attacker: attackerFaction, defender: defenderFaction };
    const unpaired = traces ? null : unpairedChanges(a, b, current.scenario);
    return {
      rows,
      words: traces
        ? changeWords(
            comparedChanges(traces.a, { result: b, trace: traces.b }, current.scenario),
            lossChanges(traces.a, traces.b),
            factions,
          )
        : changeWords(unpaired!.changes, unpaired!.losses, factions),
      changes: headlineChanges(a, b, { attacker: attackerFaction, defender: defenderFaction }, rows),
      attacker: pairedLosses(a, b, "attacker"),
      defender: pairedLosses(a, b, "defender"),
    };
  }, [a, b, names, traces, attackerFaction, defenderFaction, current.scenario]);
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
            <>
              <p className="text-sm text-slate-100" data-testid="compare-words">
                {data.words}
              </p>
              <ul className="flex flex-col gap-0.5 text-sm" data-testid="compare-changes">
                {data.changes.map((c) => (
                  <li key={c.key} data-testid={`compare-change-${c.key}`} className="text-slate-100">
                    {c.text}:{" "}
                    <span className="tabular-nums text-slate-200">
                      {formatPercent(c.a)} → <strong className="text-white">{formatPercent(c.b)}</strong>
                    </span>{" "}
                    <NoiseMark difference={c.difference} />
                  </li>
                ))}
              </ul>
              <DetailsToggle
                className="rounded-lg border border-slate-800"
                testId="compare-details"
                inset
                summary="Details: both setups, every chance and unit, exact"
              >
                <div className="flex flex-col gap-2 px-2.5 pb-2.5">
                  <p className="text-sm text-slate-300" data-testid="compare-a-setup">
                    <strong className="text-slate-100">A:</strong> {describeSetup(pinned)}
                  </p>
                  <p className="text-sm text-slate-300" data-testid="compare-b-setup">
                    <strong className="text-slate-100">B:</strong> {describeSetup(current)}
                  </p>
                  <CompareTable rows={data.rows} />
                  <p className="text-xs text-slate-400">
                    ✱ significant: the difference is beyond the noise (its 95% interval leaves out 0) and at
                    least 0.1 point or 0.01 unit.{" "}
                    {traces
                      ? `A and B played the same dice (same seed and trials), so each difference is measured trial by trial over their ${b?.trials.toLocaleString("en-US")} trials (a paired test); who holds a theater is tested as two runs.`
                      : `A and B did not play the same dice (another seed or trials), so each difference is tested as two independent runs of ${a?.trials.toLocaleString("en-US")} and ${b?.trials.toLocaleString("en-US")} trials.`}
                  </p>
                </div>
              </DetailsToggle>
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

"use client";

import { useMemo } from "react";
import type { SimulationResult } from "@/lib/engine";
import { DetailsToggle } from "@/components/fields/details-toggle";
import { compareRows, type PairedTraces } from "@/lib/compare/compare-rows";
import { describeSetup } from "@/lib/compare/describe-setup";
import { pairedLosses } from "@/lib/compare/compare-losses";
import { headlineChanges } from "@/lib/compare/headline-changes";
import { changeWords, comparedChanges, lossChanges, unpairedChanges } from "@/lib/compare/goal-change";
import type { SideNames } from "@/lib/results/chart-data";
import type { Setup } from "@/lib/scenario/url-codec";
import { formatPercent } from "@/lib/format/percent";
import { CompareTable } from "./compare-table";
import { NoiseMark } from "./noise-mark";
import { PairedLossesChart } from "./paired-losses-chart";

/** A against B once both are in: the rows, the change in words, each headline chance, the losses. */
export function useCompareData(
  a: SimulationResult | null,
  b: SimulationResult | null,
  names: SideNames,
  traces: PairedTraces,
  current: Setup,
) {
  const attackerFaction = current.scenario.attacker.faction;
  const defenderFaction = current.scenario.defender.faction;
  return useMemo(() => {
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
}

export type CompareData = NonNullable<ReturnType<typeof useCompareData>>;

interface Props {
  readonly data: CompareData;
  readonly pinned: Setup;
  readonly current: Setup;
  readonly traces: PairedTraces;
  readonly a: SimulationResult | null;
  readonly b: SimulationResult | null;
}

/** The comparison: what changed in words, each headline chance A → B, the Details, and the losses overlaid. */
export function CompareResult({ data, pinned, current, traces, a, b }: Props) {
  return (
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
            ✱ significant: the difference is beyond the noise (its 95% interval leaves out 0) and at least 0.1
            point or 0.01 unit.{" "}
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
  );
}

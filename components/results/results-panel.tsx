"use client";

import { useMemo } from "react";
import type { Faction } from "@/lib/data";
import {
  factionName,
  holdsRows,
  lossesRows,
  outcomeRows,
  roundsRows,
  survivorSeries,
} from "@/lib/results/chart-data";
import type { SimulationView } from "@/components/calculator/use-simulation";
import { CardStats } from "./card-stats";
import { FACTION_COLOUR, NEUTRAL } from "./colors";
import { Headline } from "./headline";
import { HoldsChart } from "./holds-chart";
import { LossesTable } from "./losses-table";
import { ProgressBar } from "./progress-bar";
import { RoundsChart } from "./rounds-chart";
import { SurvivorsChart } from "./survivors-chart";

interface Props {
  readonly sim: SimulationView;
  readonly factions: { readonly attacker: Faction; readonly defender: Faction };
  /** Why the setup cannot be simulated, if it cannot. */
  readonly problem: string | null;
}

function statusLabel(sim: SimulationView): string {
  const trials = `${sim.done.toLocaleString("en-US")} of ${sim.total.toLocaleString("en-US")} trials`;
  const where = sim.inline
    ? " (on the main thread)"
    : sim.workers > 0
      ? ` (${sim.workers} worker${sim.workers === 1 ? "" : "s"})`
      : "";
  if (sim.error) return `The simulation failed: ${sim.error}`;
  if (sim.running) return `Running… ${trials}${where}`;
  if (sim.fromServer) return `Done: ${trials} (computed with the page)`;
  if (sim.elapsedMs !== null) return `Done: ${trials} in ${(sim.elapsedMs / 1000).toFixed(2)} s${where}`;
  return trials;
}

/** The odds: headline outcomes, holds, survivors, rounds and losses, with a progress bar while they stream in. */
export function ResultsPanel({ sim, factions, problem }: Props) {
  const names = { attacker: factionName(factions.attacker), defender: factionName(factions.defender) };
  const colours = {
    attacker: FACTION_COLOUR[factions.attacker],
    defender: FACTION_COLOUR[factions.defender],
  };
  const result = problem ? null : sim.result;
  const data = useMemo(
    () =>
      result && {
        outcomes: outcomeRows(result, names),
        holds: holdsRows(result, names),
        attacker: survivorSeries(result, "attacker"),
        defender: survivorSeries(result, "defender"),
        rounds: roundsRows(result),
        losses: lossesRows(result, names),
      },
    // names derive from factions
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [result, factions.attacker, factions.defender],
  );
  const state = problem ? "invalid" : sim.running || !result ? "running" : "done";
  return (
    <section
      aria-labelledby="results-heading"
      data-testid="results"
      data-state={state}
      className="flex flex-col gap-3 rounded-xl border border-amber-900/60 bg-slate-900/80 p-3"
    >
      <h2 id="results-heading" className="text-lg font-bold text-amber-200">
        Odds
      </h2>
      {problem ? (
        <p
          role="status"
          data-testid="setup-problem"
          className="rounded-md border border-slate-600 bg-slate-800 p-3 text-sm"
        >
          Cannot simulate this setup: {problem}.
        </p>
      ) : (
        <ProgressBar done={sim.done} total={sim.total} running={sim.running} label={statusLabel(sim)} />
      )}
      {data && (
        <>
          <Headline
            rows={data.outcomes}
            colours={{
              ...colours,
              mutual: NEUTRAL.mutual,
              split: NEUTRAL.split,
              stalemate: NEUTRAL.stalemate,
            }}
          />
          <HoldsChart rows={data.holds} names={names} colours={colours} />
          <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-1 2xl:grid-cols-2">
            <SurvivorsChart
              title={`${names.attacker} (attacker) survivors: at least N`}
              series={data.attacker}
              testId="survivors-attacker"
            />
            <SurvivorsChart
              title={`${names.defender} (defender) survivors: at least N`}
              series={data.defender}
              testId="survivors-defender"
            />
          </div>
          <RoundsChart rows={data.rounds} mean={result?.rounds.mean ?? 0} />
          <LossesTable rows={data.losses} />
          {result && <CardStats result={result} factions={factions} />}
        </>
      )}
    </section>
  );
}

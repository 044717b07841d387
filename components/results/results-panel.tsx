"use client";

import { useMemo, type ReactNode } from "react";
import type { Faction } from "@/lib/data";
import { factionName, holdsRows, lossesRows, roundsRows } from "@/lib/results/chart-data";
import { lossBars } from "@/lib/results/loss-bars";
import { endStateLines, outcomeLines, sideSummary } from "@/lib/results/summary";
import { timelineRows } from "@/lib/results/timeline-rows";
import type { SimulationView } from "@/components/calculator/use-simulation";
import { AnswerSummary } from "./answer-summary";
import { CardStats } from "./card-stats";
import { formatMargin } from "@/lib/worker/precision";
import { FACTION_COLOUR, NEUTRAL } from "./colors";
import { HoldsChart } from "./holds-chart";
import { LossBarsChart } from "./loss-bars-chart";
import { LossesTable } from "./losses-table";
import { ProgressBar } from "./progress-bar";
import { RoundsChart } from "./rounds-chart";
import { TimelineTable } from "./timeline-table";

interface Props {
  readonly sim: SimulationView;
  readonly factions: { readonly attacker: Faction; readonly defender: Faction };
  /** Why the setup cannot be simulated, if it cannot. */
  readonly problem: string | null;
  /** Beside the heading: which combat system the odds are for. */
  readonly system?: ReactNode;
}

function statusLabel(sim: SimulationView): string {
  const trials = `${sim.done.toLocaleString("en-US")} of ${sim.total.toLocaleString("en-US")} trials`;
  const where = sim.inline
    ? " (on the main thread)"
    : sim.workers > 0
      ? ` (${sim.workers} worker${sim.workers === 1 ? "" : "s"})`
      : "";
  if (sim.error) return `The simulation failed: ${sim.error}`;
  if (sim.precision) return precisionLabel(sim, sim.precision, where);
  if (sim.running) return `Running… ${trials}${where}`;
  if (sim.fromServer) return `Done: ${trials} (computed with the page)`;
  if (sim.elapsedMs !== null) return `Done: ${trials} in ${(sim.elapsedMs / 1000).toFixed(2)} s${where}`;
  return trials;
}

/** A precision run: "Stopped at 12,000 trials: ±0.48 pp, in 0.31 s (2 workers)". */
function precisionLabel(
  sim: SimulationView,
  { target, margin }: NonNullable<SimulationView["precision"]>,
  where: string,
): string {
  const done = `${sim.done.toLocaleString("en-US")} trials${margin === null ? "" : `: ${formatMargin(margin)}`}`;
  const most = sim.total.toLocaleString("en-US");
  if (sim.running) return `Running… ${done}, until ±${target} pp (at most ${most} trials)${where}`;
  const time = sim.elapsedMs === null ? "" : `, in ${(sim.elapsedMs / 1000).toFixed(2)} s`;
  if (margin !== null && margin <= target) return `Stopped at ${done}${time}${where}`;
  return `Done: ${done}, short of ±${target} pp at ${most} trials${time}${where}`;
}

/**
 * The odds, answer first: outcomes, likely losses and end states (the summary), then the charts: who holds
 * each theater, losses per unit type, round by round, rounds, expected losses. A progress bar while they
 * stream in.
 */
export function ResultsPanel({ sim, factions, problem, system }: Props) {
  const names = { attacker: factionName(factions.attacker), defender: factionName(factions.defender) };
  const colours = {
    attacker: FACTION_COLOUR[factions.attacker],
    defender: FACTION_COLOUR[factions.defender],
  };
  const result = problem ? null : sim.result;
  const data = useMemo(
    () =>
      result && {
        outcomes: outcomeLines(result, factions),
        sides: [
          sideSummary(result, "attacker", factions.attacker),
          sideSummary(result, "defender", factions.defender),
        ],
        endStates: endStateLines(result, factions),
        holds: holdsRows(result, names),
        attacker: lossBars(result, "attacker"),
        defender: lossBars(result, "defender"),
        timeline: timelineRows(result, names),
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
      <div className="flex flex-wrap items-center justify-between gap-x-3">
        <h2 id="results-heading" className="text-lg font-bold text-amber-200">
          Odds
        </h2>
        {system}
      </div>
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
      {data && result && (
        <>
          <AnswerSummary
            outcomes={data.outcomes}
            sides={data.sides}
            endStates={data.endStates}
            endStateTrials={result.endStates.counted}
            trials={result.trials}
            colours={{
              ...colours,
              mutual: NEUTRAL.mutual,
              split: NEUTRAL.split,
              stalemate: NEUTRAL.stalemate,
            }}
          />
          <HoldsChart rows={data.holds} names={names} colours={colours} />
          <LossBarsChart
            title={`${names.attacker} (attacker) losses: chance of losing at least N`}
            units={data.attacker}
            testId="loss-bars-attacker"
          />
          <LossBarsChart
            title={`${names.defender} (defender) losses: chance of losing at least N`}
            units={data.defender}
            testId="loss-bars-defender"
          />
          <TimelineTable rows={data.timeline} names={names} />
          <RoundsChart rows={data.rounds} mean={result.rounds.mean} />
          <LossesTable rows={data.losses} />
          {result && <CardStats result={result} factions={factions} />}
        </>
      )}
    </section>
  );
}

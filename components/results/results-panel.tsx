"use client";

import { useMemo, type ReactNode } from "react";
import type { Faction } from "@/lib/data";
import { factionName } from "@/lib/results/chart-data";
import { outcomeLines, sideSummary } from "@/lib/results/summary";
import { verdict } from "@/lib/results/verdict";
import type { RetreatVerdict } from "@/lib/retreat/retreat-verdict";
import type { SimulationView } from "@/components/calculator/use-simulation";
import type { WasHeadline } from "@/components/cards/use-was-headline";
import { FACTION_COLOUR, NEUTRAL } from "./colors";
import { OddsDetails } from "./odds-details";
import { statusLabel } from "./run-status";
import { VerdictCard } from "./verdict-card";
import { Updating } from "@/components/ui/updating";
import type { Goals } from "@/lib/compare/paired-run";

export interface ResultsPanelProps {
  readonly sim: SimulationView;
  readonly factions: { readonly attacker: Faction; readonly defender: Faction };
  /** Why the setup cannot be simulated, if it cannot. */
  readonly problem: string | null;
  /** Beside the heading: which combat system the odds are for. */
  readonly system?: ReactNode;
  /** Each side's retreat verdict, from the retreat rules' runs after the main run. */
  readonly retreat: { readonly attacker: RetreatVerdict; readonly defender: RetreatVerdict };
  readonly className?: string;
  /** The headline's chance before the cards already used changed, when they just did. */
  readonly was?: WasHeadline | null;
  /** Each side's goal (lib/scenario/goals.ts): the verdict leads with its chance. */
  readonly goals: Goals;
  /** What each side plays for (`auto`'s choice, a goal with nothing to fight for), above the verdict. */
  readonly playsFor?: ReactNode;
}

/**
 * The odds, answer first (docs/answer-first.md#the-verdict-on-the-page): the verdict in a player's words and whole percents, with the exact
 * numbers, intervals and the run's trials one tap away in the Details. The charts come below
 * (`OddsMore`).
 */
export function ResultsPanel({
  sim,
  factions,
  problem,
  system,
  retreat,
  goals,
  className = "",
  was = null,
  playsFor = null,
}: ResultsPanelProps) {
  const result = problem ? null : sim.result;
  const data = useMemo(
    () =>
      result && {
        verdict: verdict(result, factions, goals),
        outcomes: outcomeLines(result, factions),
        sides: (["attacker", "defender"] as const).map((side) => ({
          ...sideSummary(result, side, factions[side]),
          retreated: result[side].retreated,
        })),
      },
    [result, factions, goals],
  );
  const state = problem ? "invalid" : sim.running || !result ? "running" : "done";
  return (
    <section
      aria-labelledby="results-heading"
      data-testid="results"
      data-state={state}
      className={`flex min-w-0 flex-col gap-2 rounded-xl border border-amber-900/60 bg-slate-900/80 p-3 ${className}`}
    >
      {/* (one row on a phone too: the system's words wrap beside the heading, not under it; docs/answer-first.md#on-a-phone) */}
      <div className="flex items-center justify-between gap-x-3">
        <h2 id="results-heading" className="shrink-0 text-lg font-bold text-amber-200">
          Odds
        </h2>
        <div className="min-w-0 text-right">{system}</div>
      </div>
      {problem ? (
        <p
          role="status"
          data-testid="setup-problem"
          className="rounded-md border border-slate-600 bg-slate-800 p-3 text-sm"
        >
          Cannot simulate this setup: {problem}.
        </p>
      ) : sim.error ? (
        <p role="status" className="rounded-md border border-red-700 bg-red-950/50 p-3 text-sm text-red-100">
          The odds could not be worked out: {sim.error}
        </p>
      ) : (
        sim.running && <RunProgress sim={sim} />
      )}
      {data && result && (
        <Updating busy={sim.stale} testId="odds-region" className="flex flex-col gap-2">
          {playsFor}
          <VerdictCard
            verdict={data.verdict}
            factions={factions}
            retreat={retreat}
            was={was}
            moving={sim.running && !sim.stale}
          />
          <OddsDetails
            status={<span data-testid="run-status">{statusLabel(sim)}</span>}
            seed={result.seed}
            outcomes={data.outcomes}
            sides={data.sides.map((s) => ({ ...s, name: factionName(factions[s.side]) }))}
            colours={{
              attacker: FACTION_COLOUR[factions.attacker],
              defender: FACTION_COLOUR[factions.defender],
              mutual: NEUTRAL.mutual,
              split: NEUTRAL.split,
              stalemate: NEUTRAL.stalemate,
            }}
          />
        </Updating>
      )}
    </section>
  );
}

/** The main run's progress bar, "updating…" while the last setup's numbers are dimmed. */
function RunProgress({ sim }: { sim: SimulationView }) {
  const pct = sim.total > 0 ? Math.round((sim.done / sim.total) * 100) : 0;
  return (
    <div className="flex items-center gap-2">
      <div
        role="progressbar"
        aria-label="Simulation progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={pct}
        className="h-1.5 flex-1 overflow-hidden rounded-full bg-slate-800"
      >
        <div
          className="h-full rounded-full bg-amber-400 transition-[width] duration-100"
          style={{ width: `${pct}%` }}
        />
      </div>
      <span className="text-xs text-slate-300" data-testid="working">
        {sim.stale ? "updating…" : "Working out the odds…"}
      </span>
    </div>
  );
}

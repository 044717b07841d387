"use client";

import { DetailsToggle } from "@/components/fields/details-toggle";
import { useMemo } from "react";
import type { Faction } from "@/lib/data";
import type { SimulationResult } from "@/lib/engine";
import { formatPercent } from "@/lib/format/percent";
import { factionName, holdsRows, lossesRows, roundsRows } from "@/lib/results/chart-data";
import { lossBars } from "@/lib/results/loss-bars";
import { endStateLines } from "@/lib/results/summary";
import { timelineRows } from "@/lib/results/timeline-rows";
import type { UsedBySide } from "@/lib/cards/card-stats";
import { PhoneFold } from "@/components/ui/phone-fold";
import { CardStats } from "./card-stats";
import { FACTION_COLOUR } from "./colors";
import { HoldsChart } from "./holds-chart";
import { LossBarsChart } from "./loss-bars-chart";
import { LossesTable } from "./losses-table";
import { RoundsChart } from "./rounds-chart";
import { TimelineTable } from "./timeline-table";

interface Props {
  readonly result: SimulationResult | null;
  readonly factions: { readonly attacker: Faction; readonly defender: Faction };
  /** Cinematic Combat: each side's "Cards already used" (marked in the card statistics). */
  readonly used?: UsedBySide | undefined;
  readonly className?: string;
  /** The numbers are the last setup's (the new run has none yet): shown dimmed, as updating. */
  readonly stale?: boolean;
}

/**
 * Below the verdict: the likeliest exact end states, then the charts (who holds each theater, losses per unit
 * type, round by round, rounds, expected losses, tactic cards). On a phone it comes after the forces.
 */
export function OddsMore({ result, factions, used, className = "", stale = false }: Props) {
  const data = useMemo(() => {
    if (!result) return null;
    const names = { attacker: factionName(factions.attacker), defender: factionName(factions.defender) };
    return {
      names,
      endStates: endStateLines(result, factions),
      holds: holdsRows(result, names),
      attacker: lossBars(result, "attacker"),
      defender: lossBars(result, "defender"),
      timeline: timelineRows(result, names),
      rounds: roundsRows(result),
      losses: lossesRows(result, names),
    };
  }, [result, factions]);
  if (!data || !result) return null;
  const { names } = data;
  const colours = {
    attacker: FACTION_COLOUR[factions.attacker],
    defender: FACTION_COLOUR[factions.defender],
  };
  return (
    <section
      aria-labelledby="odds-more-heading"
      aria-busy={stale}
      data-testid="odds-more"
      data-stale={stale ? "true" : "false"}
      className={`relative flex min-w-0 flex-col gap-3 rounded-xl border border-slate-700 bg-slate-900/80 p-3 ${className}`}
    >
      {stale && (
        <p
          className="absolute right-3 top-3 rounded bg-slate-950/90 px-2 py-0.5 text-xs text-amber-200"
          data-testid="odds-more-updating"
        >
          updating…
        </p>
      )}
      <h2 id="odds-more-heading" className="text-lg font-bold text-amber-200">
        How the battle plays out
      </h2>
      {data.endStates.length > 0 && (
        <section aria-label="Most likely end states" data-testid="end-states">
          <h3 className="text-sm font-semibold text-slate-200">
            Likeliest exact endings
            {result.endStates.counted < result.trials && (
              <span className="text-xs font-normal text-slate-400">
                {" "}
                (counted in {result.endStates.counted.toLocaleString("en-US")} of the{" "}
                {result.trials.toLocaleString("en-US")} battles)
              </span>
            )}
          </h3>
          <ol className="flex flex-col text-sm">
            {data.endStates.map((e, i) => (
              <li
                key={e.text}
                className="flex items-baseline justify-between gap-3 border-t border-slate-800 py-0.5 first:border-t-0"
              >
                <span className="min-w-0 text-slate-200">
                  <span className="text-slate-400">{i + 1}. </span>
                  {e.text}
                </span>
                <strong className="shrink-0 tabular-nums text-white">{formatPercent(e.p)}</strong>
              </li>
            ))}
          </ol>
        </section>
      )}
      {/* (the verdict says each side's losses; these bars are one tap away on a phone: docs/answer-first.md#on-a-phone) */}
      <PhoneFold label="Losses unit by unit: the chance of losing at least N" testId="loss-bars">
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
      </PhoneFold>
      <DetailsToggle
        className="flex flex-col gap-3"
        testId="odds-more-charts"
        summary="More: who holds each theater, round by round, how long, expected losses"
      >
        <div className="flex flex-col gap-3">
          <HoldsChart rows={data.holds} names={names} colours={colours} />
          <TimelineTable rows={data.timeline} names={names} />
          <RoundsChart rows={data.rounds} mean={result.rounds.mean} />
          <LossesTable rows={data.losses} />
        </div>
      </DetailsToggle>
      <CardStats result={result} factions={factions} used={used} />
    </section>
  );
}

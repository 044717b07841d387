import { cinematicCardFor, cinematicCards, unitDef, type Theater, type UnitId } from "@/lib/data";
import type { TrialTrace } from "@/lib/engine";
import { pairedRun, type Baseline } from "@/lib/compare/paired-run";
import { runJob, withTrials, type RunJob } from "@/lib/compare/run-job";
import { CARD_LISTS, listed } from "@/lib/scenario/card-lists";
import { setListedCards, toggleUsedCard } from "@/lib/scenario/setup-edits";
import type { Scenario, SideKey } from "@/lib/scenario/types";
import type { Setup } from "@/lib/scenario/url-codec";

/**
 * What each card still in a hand is worth (docs/rules.md#what-each-card-is-worth): the same setup with that one
 * card already used, run with the main run's seed on its first CARD_WORTH_TRIALS trials and compared with it trial
 * by trial (lib/engine/paired.ts), so the difference in the side's chance to win is the card's doing, not the dice's.
 */
export const CARD_WORTH_TRIALS = 20_000;

export interface CardCandidate {
  /** `attacker:space:swarm-tactics`. */
  readonly id: string;
  readonly side: SideKey;
  readonly theater: Theater;
  readonly name: string;
  /** The card's two abilities as the battle's readings print them. */
  readonly top: string;
  readonly bottom: string;
  /** The setup with the card added to the side's cards already used, at the reduced trials, traced. */
  readonly job: RunJob;
}

export interface CardWorthPlan {
  /** Trials of each candidate's run: the main run's first this many. */
  readonly trials: number;
  readonly candidates: readonly CardCandidate[];
}

/** Theaters where both sides have units: only there are cards played (docs/rules.md#cinematic-combat). */
function contested(scenario: Scenario, theater: Theater): boolean {
  const has = (side: SideKey) =>
    Object.entries(scenario[side].units).some(
      ([id, n]) => (n ?? 0) > 0 && unitDef(id as UnitId).theater === theater,
    );
  return has("attacker") && has("defender");
}

/**
 * The cards to weigh: in Cinematic Combat, each card of each side's space and ground hand not already used, in a
 * theater where both sides fight (a card of a theater with no battle can change nothing). None in other modes.
 */
export function cardWorthPlan(setup: Setup, trials = CARD_WORTH_TRIALS): CardWorthPlan {
  const scenario = setup.scenario;
  const candidates: CardCandidate[] = [];
  if (scenario.tactics.mode === "cinematic") {
    for (const side of ["attacker", "defender"] as const) {
      const force = scenario[side];
      for (const theater of ["space", "ground"] as const) {
        if (!contested(scenario, theater)) continue;
        // (a card already used or removed from the game is not in hand)
        const hand = cinematicCards(force.faction, theater).filter(
          (def) => !CARD_LISTS.some((l) => listed(force, l.id, theater).includes(def.id)),
        );
        for (const def of hand) {
          const card = cinematicCardFor(def, scenario.variants);
          const next =
            hand.length === 1
              ? lastCardUsed(setup, side, theater, def.id)
              : toggleUsedCard(setup, side, theater, def.id);
          candidates.push({
            id: `${side}:${theater}:${def.id}`,
            side,
            theater,
            name: card.name,
            top: card.top,
            bottom: card.bottom,
            job: runJob(withTrials(next, trials), true),
          });
        }
      }
    }
  }
  return { trials: Math.min(setup.trials, trials), candidates };
}

/**
 * The setup with `card`, the last of the hand, already used: using the last card brings the discard pile back to
 * hand (docs/rules.md#cinematic-combat), so only that card is in the discard pile (cards removed from the game stay
 * out). Listing every card as used instead would start the side with no hand at all.
 */
function lastCardUsed(setup: Setup, side: SideKey, theater: Theater, card: string): Setup {
  return setListedCards(setup, side, "usedCards", theater, [card]);
}

export interface CardWorthRow extends Omit<CardCandidate, "job"> {
  /** The side's chance to win with the card already used minus with it in hand (trial by trial), null until run. */
  readonly diff: number | null;
  /** Standard error of that paired difference. */
  readonly se: number | null;
  /** |diff| under 2 standard errors: the card's worth cannot be told from the dice. */
  readonly withinNoise: boolean | null;
}

/** The candidates with their worth, the biggest loss of the side's win chance first (those still running last). */
export function cardWorthRows(
  plan: CardWorthPlan,
  runs: { readonly baseline: Baseline | null; readonly traces: ReadonlyMap<string, TrialTrace> },
): CardWorthRow[] {
  const base = runs.baseline;
  const rows = plan.candidates.map((c): CardWorthRow => {
    const trace = runs.traces.get(c.job.key);
    const d = base && trace ? pairedRun(base.trace, trace)[c.side].win : null;
    const { job: _job, ...card } = c;
    return {
      ...card,
      diff: d ? d.mean : null,
      se: d ? d.se : null,
      withinNoise: d ? Math.abs(d.mean) < 2 * d.se || d.mean === 0 : null,
    };
  });
  const key = (r: CardWorthRow) => (r.diff === null ? Number.POSITIVE_INFINITY : r.diff);
  return rows.sort((a, b) => key(a) - key(b));
}

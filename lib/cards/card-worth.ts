import { cinematicCardFor, cinematicCards, unitDef, type Theater, type UnitId } from "@/lib/data";
import type { SimulationResult, TrialTrace } from "@/lib/engine";
import { goalsOf, pairedRun } from "@/lib/compare/paired-run";
import type { Baseline } from "@/lib/runs/run-descriptor";
import { sideNoContest } from "@/lib/scenario/goals";
import { judge, type Verdict } from "@/lib/runs/sequential";
import { runJob, withTrials, type RunJob } from "@/lib/runs/run-job";
import { CARD_LISTS, listed } from "@/lib/scenario/card-lists";
import { setListedCards, toggleUsedCard } from "@/lib/scenario/setup-edits";
import type { Scenario, SideKey } from "@/lib/scenario/types";
import type { Setup } from "@/lib/scenario/url-codec";

/**
 * What each card still in a hand is worth (docs/rules.md#what-each-card-is-worth): the same setup with that one
 * card already used, run with the main run's seed on at most its first CARD_WORTH_TRIALS trials and compared with
 * it trial by trial (lib/engine/paired.ts), so the difference in the side's goal chance is the card's doing, not
 * the dice's. Each card runs until its worth is settled (lib/runs/sequential.ts).
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
  /** The setup with the card added to the side's cards already used (the side's goal kept). */
  readonly setup: Setup;
  /** Its run at the reduced trials, traced. */
  readonly job: RunJob;
}

export interface CardWorthPlan {
  /** Trials of each candidate's run: the main run's first this many. */
  readonly trials: number;
  readonly candidates: readonly CardCandidate[];
  /** Each side whose goal has nothing to fight for (docs/rules.md#no-contest), and why: none of its cards is weighed. */
  readonly unfought: Readonly<Record<SideKey, string | null>>;
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
      if (sideNoContest(scenario, side)) continue;
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
            setup: next,
            job: runJob(withTrials(next, trials), true),
          });
        }
      }
    }
  }
  const unfought = {
    attacker: sideNoContest(scenario, "attacker"),
    defender: sideNoContest(scenario, "defender"),
  };
  return { trials: Math.min(setup.trials, trials), candidates, unfought };
}

/**
 * The setup with `card`, the last of the hand, already used: using the last card brings the discard pile back to
 * hand (docs/rules.md#cinematic-combat), so only that card is in the discard pile (cards removed from the game stay
 * out). Listing every card as used instead would start the side with no hand at all.
 */
function lastCardUsed(setup: Setup, side: SideKey, theater: Theater, card: string): Setup {
  return setListedCards(setup, side, "usedCards", theater, [card]);
}

export interface CardWorthRow extends Omit<CardCandidate, "job" | "setup"> {
  /**
   * The change in the card owner's goal chance (docs/rules.md#goals) with the card already used minus with it in
   * hand, trial by trial; null until run. Negative: the card is worth that much to its side.
   */
  readonly diff: number | null;
  /** Standard error of that paired difference. */
  readonly se: number | null;
  /** Trials measured so far, and the sequential verdict on them (lib/runs/sequential.ts). */
  readonly trials: number;
  readonly verdict: Verdict;
  /** The card's worth cannot be told from the dice, or is known to be under half a point. */
  readonly withinNoise: boolean | null;
  /** Why using the card raises its side's goal chance, when it does (beyond the noise). */
  readonly why: string | null;
}

/** A rise in another card's plays per combat named in a why (the page's card table shows plays to 2 decimals). */
export const MIN_PLAY_RISE = 0.05;

const plays = (n: number) => n.toFixed(2);

/**
 * Why a card's use helps its own side, in a line: the last card in hand brings the discard pile back; otherwise
 * the cards of its deck the side plays more once it is gone (its run against the main run: plays per combat), the
 * two that rise most, or, when none rises by MIN_PLAY_RISE, the reading that fits any card.
 */
function whyUseHelps(
  c: CardCandidate,
  plan: CardWorthPlan,
  results: { readonly main: SimulationResult; readonly run: SimulationResult | null } | null,
): string {
  const lastInHand = plan.candidates.filter((x) => x.side === c.side && x.theater === c.theater).length === 1;
  if (lastInHand) return "it is the last card in hand: once used, the discard pile comes back to hand";
  const generic =
    "with it gone, the hand plays its other cards sooner: the card-play policy spends this one where another card would do more";
  if (!results?.run) return generic;
  const before = results.main[c.side].cards.byCard;
  const after = results.run[c.side].cards.byCard;
  const own = c.id.split(":").at(-1)!;
  const { scenario } = c.setup;
  const rises = cinematicCards(scenario[c.side].faction, c.theater)
    .filter((def) => def.id !== own)
    .map((def) => ({
      name: cinematicCardFor(def, scenario.variants).name,
      from: before[def.id] ?? 0,
      to: after[def.id] ?? 0,
    }))
    .filter((r) => r.to - r.from >= MIN_PLAY_RISE)
    .sort((a, b) => b.to - b.from - (a.to - a.from))
    .slice(0, 2);
  if (rises.length === 0) return generic;
  const named = rises.map(
    (r, i) =>
      `${r.name} ${i === 0 ? "is played " : ""}${plays(r.to - r.from)} more${i === 0 ? " times a combat" : ""} (${plays(r.from)} → ${plays(r.to)})`,
  );
  return `held, it is played ${plays(before[own] ?? 0)} times a combat; with it gone, ${named.join(" and ")}`;
}

/** One candidate's row after `known` trials of at most `plan.trials`. */
export function cardWorthRow(
  c: CardCandidate,
  plan: CardWorthPlan,
  base: Baseline | null,
  trace: TrialTrace | null,
  trials: number,
  result: SimulationResult | null = null,
): CardWorthRow {
  const goals = base ? goalsOf(c.setup.scenario) : null;
  const d = base && trace && goals ? pairedRun(base.trace, trace, goals)[c.side].goal : null;
  const verdict = judge(d, plan.trials);
  const { job: _job, setup: _setup, ...card } = c;
  return {
    ...card,
    diff: d ? d.mean : null,
    se: d ? d.se : null,
    trials,
    verdict,
    withinNoise: d ? verdict !== "more" && verdict !== "less" : null,
    why: verdict === "more" ? whyUseHelps(c, plan, base && { main: base.result, run: result }) : null,
  };
}

/**
 * The candidates with their worth: in the plan's order while any is measuring (so no row moves under the
 * pointer), then the biggest loss of the side's goal chance first.
 */
export function cardWorthRows(
  plan: CardWorthPlan,
  runs: {
    readonly baseline: Baseline | null;
    readonly trace: (job: RunJob) => TrialTrace | null;
    readonly trials: (job: RunJob) => number;
    /** The run's numbers (its cards' plays per combat, for a why), when known. */
    readonly result?: (job: RunJob) => SimulationResult | null;
  },
  complete: boolean,
): CardWorthRow[] {
  const rows = plan.candidates.map((c) =>
    cardWorthRow(c, plan, runs.baseline, runs.trace(c.job), runs.trials(c.job), runs.result?.(c.job) ?? null),
  );
  if (!complete) return rows;
  const key = (r: CardWorthRow) => (r.diff === null ? Number.POSITIVE_INFINITY : r.diff);
  return rows.sort((a, b) => key(a) - key(b));
}

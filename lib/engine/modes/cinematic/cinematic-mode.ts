import {
  cinematicCardFor,
  cinematicCards,
  unitsGained,
  MAX_UNITS_IGNORING_LIMITS,
  unitDef,
  type CinematicEffect,
  type CinematicEvent,
  type UnitId,
} from "@/lib/data";
import type { Scenario, SideSetup } from "@/lib/scenario/types";
import type { Battle } from "../../core/battle";
import type { CardStats, Joiner, RuleMode } from "../../core/rule-mode";
import {
  CARDS_PER_DECK,
  CHOICE_FIRST_USEFUL,
  CHOICE_NONE,
  CHOICE_STRONG,
  EVENT_COUNT,
} from "./cinematic-codes";
import { CinematicRules } from "./cinematic-rules";
import { STAT_COUNT, statBase } from "./cinematic-state";

/** The events outside one combat, in the order of the EVENT_* codes. */
export const CINEMATIC_EVENTS: readonly CinematicEvent[] = ["capture-leader", "rescue-leader", "mark-leader"];

const sidesOf = (scenario: Scenario): readonly [SideSetup, SideSetup] => [
  scenario.attacker,
  scenario.defender,
];

/**
 * Cards each side lists from earlier combats (index sideTheater): bit i for card i of the deck. `usedCards` start in the
 * discard pile, `removedCards` out of the game (docs/rules.md#cards-removed-from-the-game).
 */
function listMasks(scenario: Scenario, list: "usedCards" | "removedCards"): number[] {
  const masks: number[] = [];
  sidesOf(scenario).forEach((setup) => {
    for (const theater of ["space", "ground"] as const) {
      const deck = cinematicCards(setup.faction, theater);
      let mask = 0;
      for (const id of setup[list]?.[theater] ?? []) {
        const i = deck.findIndex((c) => c.id === id);
        if (i >= 0) mask |= 1 << i;
      }
      masks.push(mask);
    }
  });
  return masks;
}

/**
 * The card the rolling side of a step under way picks for the next step (lib/mid-battle: docs/rules.md#cinematic-rerolls),
 * as sideTheater << 8 | its index in the deck; −1: none (the policy picks).
 */
function forcedPick(scenario: Scenario): number {
  const step = scenario.inProgress?.step;
  const id = step?.pending?.pick;
  if (!step || !id) return -1;
  const side = step.rolled === "attacker" ? 0 : 1;
  for (const [t, theater] of (["space", "ground"] as const).entries()) {
    const i = cinematicCards(scenario[step.rolled].faction, theater).findIndex((c) => c.id === id);
    if (i >= 0) return ((side * 2 + t) << 8) | i;
  }
  return -1;
}

const POLICY = { smart: CHOICE_STRONG, "first-useful": CHOICE_FIRST_USEFUL, none: CHOICE_NONE } as const;

/**
 * Rise of the Empire's Cinematic Combat (docs/rules.md#cinematic-combat): open hands of advanced cards instead of the tactic decks,
 * a card chosen by each side before every battle step, leaders' rerolls, specials removing damage, no blocks, and
 * destruction at the end of the round.
 */
export const CINEMATIC_MODE: RuleMode = {
  id: "cinematic",
  // A special removes a point of damage from one's own units: worth about a third of a damage.
  specialWorth: 0.3,
  destroyAt: "round",
  statCount: () => STAT_COUNT,
  /**
   * The units a side's cards may bring (a `gain` effect: Reinforcements' TIE Fighter, Deployment's triangle-tier
   * ground units), read from the cards: a top ability's only when the side has the pictured unit, within the
   * component limits.
   */
  joiners(scenario: Scenario): Joiner[] {
    const out: Joiner[] = [];
    sidesOf(scenario).forEach((setup, side) => {
      const has = (unit: UnitId | null | undefined) => !!unit && (setup.units[unit] ?? 0) > 0;
      const gained = new Set<UnitId>();
      const gain = (effects: readonly CinematicEffect[]) => {
        for (const e of effects)
          if (e.kind === "gain") unitsGained(e.unit, setup.faction).forEach((u) => gained.add(u));
      };
      for (const theater of ["space", "ground"] as const)
        for (const def of cinematicCards(setup.faction, theater)) {
          const card = cinematicCardFor(def, scenario.variants);
          if (card.needs === null || has(card.needs) || has(card.needsAlso)) gain(card.topEffects);
          gain(card.bottomEffects);
        }
      for (const unit of gained) {
        const limit = scenario.ignoreLimits ? MAX_UNITS_IGNORING_LIMITS : unitDef(unit).limit;
        const room = limit - (setup.units[unit] ?? 0);
        if (room > 0) out.push({ side, unit, most: room });
      }
    });
    return out;
  },
  createRules: (b, s) =>
    new CinematicRules(
      b,
      s,
      sidesOf(b.scenario).map((setup) => POLICY[setup.cardPlay]),
      listMasks(b.scenario, "usedCards"),
      listMasks(b.scenario, "removedCards"),
      forcedPick(b.scenario),
    ),
  cardStats(b: Battle, counts: readonly number[], side: number, trials: number): CardStats {
    const n = trials || 1;
    const base = statBase(side);
    const faction = side === 0 ? b.scenario.attacker.faction : b.scenario.defender.faction;
    const byCard: Record<string, number> = {};
    const top: Record<string, number> = {};
    const events: Record<string, number> = {};
    let played = 0;
    (["space", "ground"] as const).forEach((theater, t) => {
      cinematicCards(faction, theater).forEach((card, i) => {
        const count = counts[base + t * CARDS_PER_DECK + i] ?? 0;
        const tops = counts[base + 2 * CARDS_PER_DECK + t * CARDS_PER_DECK + i] ?? 0;
        played += count;
        if (count > 0) byCard[card.id] = count / n;
        if (tops > 0) top[card.id] = tops / n;
      });
    });
    for (let e = 0; e < EVENT_COUNT; e++) {
      const count = counts[base + 4 * CARDS_PER_DECK + e] ?? 0;
      if (count > 0) events[CINEMATIC_EVENTS[e]!] = count / n;
    }
    return { drawn: 0, played: played / n, byCard, top, events };
  },
};

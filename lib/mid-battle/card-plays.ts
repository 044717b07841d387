import { leaderDef, TACTIC_CARDS, unitDef, type TacticCardId, type UnitId } from "@/lib/data";
import type { Scenario, SideKey } from "@/lib/scenario/types";

/**
 * Cards of the hand the rolling side may play now, after its roll and before its damage is placed
 * (docs/rules.md#after-the-dice): the damage cards, No Escape and Brilliant Strategy. Concentrate Fire's reroll is a
 * new roll (enter the roll after it), Unstoppable Assault only stops blocks (not weighed here), Escape Plan's round
 * is not part of the battle as it stands, and blocks are the other side's.
 */
export const PLAYABLE_NOW: readonly TacticCardId[] = [
  "critical-hit",
  "take-it-down",
  "onslaught",
  "bombardment",
  "no-escape",
  "brilliant-strategy",
];

/** Cards that only add damage: playing one more of them, with no more damage placed, is never better. */
export const DAMAGE_ONLY: readonly TacticCardId[] = [
  "critical-hit",
  "take-it-down",
  "onslaught",
  "bombardment",
];

/** What a set of cards played now does: the damage it adds, the specials it costs, the cards it draws. */
export interface CardPlay {
  /** The cards played, in hand order (empty: play nothing, each special draws a card). */
  readonly cards: readonly TacticCardId[];
  /** Specials spent on ★ cards; the rest each draw a card. */
  readonly stars: number;
  /** Single points on any unit with health (Critical Hit). */
  readonly points: number;
  /** Damage to one unit each (Take It Down: 2, Bombardment: the best red value of the side's ships). */
  readonly oneUnit: readonly number[];
  /** 1 damage to each of 2 different units (Onslaught). */
  readonly pairs: number;
  readonly noEscape: boolean;
  /** Brilliant Strategy's draws: 2 each. */
  readonly brilliant: number;
}

export const PLAY_NOTHING: CardPlay = {
  cards: [],
  stars: 0,
  points: 0,
  oneUnit: [],
  pairs: 0,
  noEscape: false,
  brilliant: 0,
};

const STAR = new Set<string>(TACTIC_CARDS.filter((c) => c.star).map((c) => c.id));
const NAME = new Map<string, string>(TACTIC_CARDS.map((c) => [c.id, c.name]));

/** A card's name as the game prints it. */
export const cardName = (id: TacticCardId): string => NAME.get(id) ?? id;

/** The best red attack value among `side`'s ships in the system (Bombardment: docs/rules.md#tactic-cards). */
function bombardValue(scenario: Scenario, side: SideKey): number {
  return Math.max(
    0,
    ...(Object.entries(scenario[side].units) as [UnitId, number][])
      .filter(([id, n]) => n > 0 && unitDef(id).theater === "space")
      .map(([id]) => unitDef(id).red),
  );
}

/**
 * Every set of known cards in the side's hand of the theater it may play now (each copy at most once, ★ cards no
 * more than the specials rolled), "play nothing" first. Unseen cards are not advised: they are drawn in the battle
 * played on (docs/rules.md#in-progress), as the engine draws them.
 */
export function cardPlays(
  scenario: Scenario,
  side: SideKey,
  theater: "space" | "ground",
  specials: number,
): CardPlay[] {
  if (scenario.tactics.mode !== "base") return [PLAY_NOTHING];
  const held = (scenario.inProgress?.[side].hand?.[theater]?.cards ?? []).filter((c) =>
    PLAYABLE_NOW.includes(c),
  );
  const bombard = bombardValue(scenario, side);
  let sets: TacticCardId[][] = [[]];
  // (copies of a card are alike: sets are built card by card in hand order, each copy taken or left)
  for (const card of [...held].sort()) {
    const grown = sets.map((s) => [...s, card]);
    sets = [...sets, ...grown].filter((s, i, all) => all.findIndex((o) => o.join() === s.join()) === i);
  }
  return sets
    .filter((s) => s.filter((c) => STAR.has(c)).length <= specials)
    .filter((s) => !s.includes("bombardment") || bombard > 0)
    .map((cards) => playOf(cards, bombard));
}

function playOf(cards: readonly TacticCardId[], bombard: number): CardPlay {
  const count = (id: TacticCardId) => cards.filter((c) => c === id).length;
  return {
    cards,
    stars: cards.filter((c) => STAR.has(c)).length,
    points: count("critical-hit"),
    oneUnit: [
      ...Array<number>(count("take-it-down")).fill(2),
      ...Array<number>(count("bombardment")).fill(bombard),
    ],
    pairs: count("onslaught"),
    noEscape: count("no-escape") > 0,
    brilliant: count("brilliant-strategy"),
  };
}

/** The cards played in words: "play Take It Down (a special) and Critical Hit", "play no card". */
export function playWords(play: CardPlay): string {
  if (play.cards.length === 0) return "play no card";
  const names = play.cards.map(cardName);
  const list = names.length === 1 ? names[0]! : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
  const cost = play.stars === 0 ? "" : ` (${play.stars === 1 ? "a special" : `${play.stars} specials`})`;
  return `play ${list}${cost}`;
}

/** Whether `a` plays a sub-multiset of `b`'s cards, and `b` plays more of the damage cards only. */
export function fewerDamageCards(a: CardPlay, b: CardPlay): boolean {
  const rest = [...b.cards];
  for (const c of a.cards) {
    const i = rest.indexOf(c);
    if (i < 0) return false;
    rest.splice(i, 1);
  }
  return rest.every((c) => DAMAGE_ONLY.includes(c));
}

/**
 * How many of the side's cards of the theater are unseen (base game): the hand's unknown ones, or the opening hand
 * when the battle as it stands gives none. They are drawn in the battle played on, not advised.
 */
export function unseenCards(scenario: Scenario, side: SideKey, theater: "space" | "ground"): number {
  if (scenario.tactics.mode !== "base") return 0;
  const hand = scenario.inProgress?.[side].hand?.[theater];
  return hand ? hand.unknown : Math.max(0, ...scenario[side].leaders.map((id) => leaderDef(id)[theater]));
}

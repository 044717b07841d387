import {
  DECKS,
  SPACE_DECK_TWO_ONSLAUGHT,
  TACTIC_CARDS,
  type DeckList,
  type TacticCardId,
  type Theater,
} from "@/lib/data";
import type { HandCards, InProgress } from "./in-progress";
import { cardsHeld, inProgressOf, withInProgress, withSide } from "./in-progress-edits";
import type { Scenario, SideKey } from "./types";
import { factionNoun, possessive, tacticName } from "./words";

/** A page edit of the cards: the battle changed, or one line saying why it was not (nothing else is lost). */
export type CardEdit =
  { readonly ok: true; readonly scenario: Scenario } | { readonly ok: false; readonly problem: string };

/** The theater's base-game deck in this battle (the space deck's variant included): each card and its copies. */
export function deckOf(s: Scenario, theater: Theater): DeckList {
  return theater === "space" && s.variants.spaceDeck === "two-onslaught"
    ? SPACE_DECK_TWO_ONSLAUGHT
    : DECKS[theater];
}

/** The deck's cards in the game's order, as a picker lists them (cards with no copy in this deck left out). */
export function deckCards(s: Scenario, theater: Theater): readonly { id: TacticCardId; name: string }[] {
  const deck = deckOf(s, theater);
  return TACTIC_CARDS.filter((c) => (deck[c.id] ?? 0) > 0).map((c) => ({ id: c.id, name: c.name }));
}

/** The hand the side holds in the theater as the page shows it: the opening draw, none known, until it is set. */
export function handOf(s: Scenario, side: SideKey, theater: Theater): HandCards {
  return s.inProgress?.[side].hand?.[theater] ?? { cards: [], unknown: cardsHeld(s, side, theater) };
}

function withHand(s: Scenario, side: SideKey, theater: Theater, hand: HandCards): Scenario {
  const now = inProgressOf(s)[side].hand;
  return withSide(s, side, { hand: { ...now, [theater]: hand } });
}

/**
 * A card the side is known to hold (docs/rules.md#in-progress): one of the cards held unseen becomes that card.
 * When every card held is already known, the hand cannot take another (more known cards than held): one line.
 */
export function addKnownCard(s: Scenario, side: SideKey, theater: Theater, card: TacticCardId): CardEdit {
  const hand = handOf(s, side, theater);
  if (hand.unknown === 0) {
    const who = possessive(factionNoun(s[side].faction));
    const held = hand.cards.length;
    return {
      ok: false,
      problem: `Battle in progress, ${who} ${theater} cards in hand: ${held} held and ${held} known, so ${tacticName(card)} would be one more known card than held; raise the cards in hand first`,
    };
  }
  return {
    ok: true,
    scenario: withHand(s, side, theater, { cards: [...hand.cards, card], unknown: hand.unknown - 1 }),
  };
}

/** The known card at `index` is no longer known: it stays in hand, unseen. */
export function forgetKnownCard(s: Scenario, side: SideKey, theater: Theater, index: number): Scenario {
  const hand = handOf(s, side, theater);
  if (index < 0 || index >= hand.cards.length) return s;
  const cards = hand.cards.filter((_, i) => i !== index);
  return withHand(s, side, theater, { cards, unknown: hand.unknown + 1 });
}

/** A card put in the theater's discard pile this game (both sides discard to one pile per theater). */
export function addDiscarded(s: Scenario, theater: Theater, card: TacticCardId): Scenario {
  const p = inProgressOf(s);
  return withInProgress(s, {
    ...p,
    discarded: { ...p.discarded, [theater]: [...p.discarded[theater], card] },
  });
}

/** The discarded card at `index` taken off the list. */
export function removeDiscarded(s: Scenario, theater: Theater, index: number): Scenario {
  const p = inProgressOf(s);
  const cards = p.discarded[theater].filter((_, i) => i !== index);
  return withInProgress(s, { ...p, discarded: { ...p.discarded, [theater]: cards } });
}

/** How many base-game cards the state lists: held (known or not) and discarded, both sides, both theaters. */
export function cardsListed(p: InProgress | undefined): number {
  if (!p) return 0;
  const held = (["attacker", "defender"] as const).reduce(
    (n, k) => n + (["space", "ground"] as const).reduce((m, t) => m + (handCount(p, k, t) ?? 0), 0),
    0,
  );
  return held + p.discarded.space.length + p.discarded.ground.length;
}

const handCount = (p: InProgress, k: SideKey, t: Theater) => {
  const hand = p[k].hand?.[t];
  return hand && hand.cards.length + hand.unknown;
};

/** The state without base-game cards: no hand set (the opening draw again) and nothing discarded. */
export function withoutCards(p: InProgress): InProgress {
  const side = ({ hand: _hand, ...rest }: InProgress["attacker"]) => rest;
  return {
    ...p,
    attacker: side(p.attacker),
    defender: side(p.defender),
    discarded: { space: [], ground: [] },
  };
}

import type { BattleState } from "./battle-state";
import { uniformInt, type RandomSource } from "./rng";
import { CARD_COUNT, st } from "./codes";

/**
 * Draws the top card of `theater`'s deck into `side`'s hand and returns its code (-1: none left).
 * The deck is shuffled lazily — each draw takes a uniformly random remaining card, which is the same
 * as shuffling first — so a combat that draws nothing costs no random numbers. An empty deck is
 * reshuffled from its discards (RULES.md §4.4); cards held in hands stay there.
 */
export function drawCard(rng: RandomSource, s: BattleState, side: number, theater: number): number {
  const deck = s.deck[theater as 0 | 1];
  let pos = s.deckPos[theater]!;
  let size = s.deckSize[theater]!;
  if (pos >= size) {
    size = 0;
    const base = theater * CARD_COUNT;
    for (let c = 0; c < CARD_COUNT; c++) {
      for (let k = s.discard[base + c]!; k > 0; k--) deck[size++] = c;
      s.discard[base + c] = 0;
    }
    pos = 0;
    s.deckSize[theater] = size;
    if (size === 0) {
      s.deckPos[theater] = 0;
      return -1;
    }
  }
  const j = pos + uniformInt(rng, size - pos);
  const card = deck[j]!;
  deck[j] = deck[pos]!;
  deck[pos] = card;
  s.deckPos[theater] = pos + 1;
  const k = st(side, theater);
  s.hand[k * CARD_COUNT + card]!++;
  s.handSize[k]!++;
  s.cardsDrawn[side]!++;
  return card;
}

export function drawCards(rng: RandomSource, s: BattleState, side: number, theater: number, n: number): void {
  for (let i = 0; i < n; i++) if (drawCard(rng, s, side, theater) < 0) return;
}

export function inHand(s: BattleState, side: number, theater: number, card: number): number {
  return s.hand[st(side, theater) * CARD_COUNT + card]!;
}

/** Moves a card from hand to the discard pile without playing it (e.g. the cost of outmaneuver). */
export function discardCard(s: BattleState, side: number, theater: number, card: number): void {
  const k = st(side, theater);
  s.hand[k * CARD_COUNT + card]!--;
  s.handSize[k]!--;
  s.discard[theater * CARD_COUNT + card]!++;
}

/** Plays a card: it leaves the hand for the discard pile and is counted in the statistics. */
export function playCard(s: BattleState, side: number, theater: number, card: number): void {
  discardCard(s, side, theater, card);
  s.cardsPlayed[side * CARD_COUNT + card]!++;
}

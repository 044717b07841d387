import {
  CARD_COUNT,
  DECK_ROOM,
  MEM_CARDS_DRAWN,
  MEM_CARDS_PLAYED,
  MEM_DECKS,
  MEM_DECK_POS,
  MEM_DECK_SIZE,
  MEM_DISCARDS,
  MEM_HAND_SIZE,
  MEM_HANDS,
} from "./card-codes";
import { U32_TO_UNIT } from "../../core/codes";
import type { RandomSource } from "../../core/rng";
import type { BaseCards } from "./base-cards";

// Hands and discard piles are packed two bits per card (`BaseCards.hands`): card c counts 1 << 2c.

/** Copies of `card` in a packed hand or discard pile. */
export function copies(packed: number, card: number): number {
  return (packed >>> (2 * card)) & 3;
}

/**
 * Draws the top card of `theater`'s deck into `side`'s hand and returns its code (-1: none left).
 * The deck is shuffled lazily — each draw takes a uniformly random remaining card, which is the same
 * as shuffling first — so a combat that draws nothing costs no random numbers. An empty deck is
 * reshuffled from its discards (docs/rules.md#tactic-cards); cards held in hands stay there.
 */
export function drawCard(rng: RandomSource, cards: BaseCards, side: number, theater: number): number {
  // The card state lives at fixed places of one buffer (card-codes.ts MEM_*).
  const m = cards.mem;
  const deck = MEM_DECKS + theater * DECK_ROOM;
  let pos = m[MEM_DECK_POS + theater]!;
  let size = m[MEM_DECK_SIZE + theater]!;
  if (pos >= size) {
    size = reshuffle(m, theater);
    if (size === 0) return -1;
    pos = 0;
  }
  const j = deck + pos + ((rng.nextU32() * U32_TO_UNIT * (size - pos)) | 0); // (uniformInt written out)
  const card = m[j]!;
  m[j] = m[deck + pos]!;
  m[deck + pos] = card;
  m[MEM_DECK_POS + theater] = pos + 1;
  const k = side * 2 + theater;
  m[MEM_HANDS + k]! += 1 << (2 * card);
  m[MEM_HAND_SIZE + k]!++;
  m[MEM_CARDS_DRAWN + side]!++;
  return card;
}

/** An empty deck becomes its discard pile, in card order (draws are random); returns its size. */
function reshuffle(m: Int32Array, theater: number): number {
  const deck = MEM_DECKS + theater * DECK_ROOM;
  const pile = m[MEM_DISCARDS + theater]!;
  let size = 0;
  for (let card = 0; card < CARD_COUNT; card++) {
    for (let k = (pile >>> (2 * card)) & 3; k > 0; k--) m[deck + size++] = card;
  }
  m[MEM_DISCARDS + theater] = 0;
  m[MEM_DECK_SIZE + theater] = size;
  m[MEM_DECK_POS + theater] = 0;
  return size;
}

export function drawCards(
  rng: RandomSource,
  cards: BaseCards,
  side: number,
  theater: number,
  n: number,
): void {
  for (let i = 0; i < n; i++) if (drawCard(rng, cards, side, theater) < 0) return;
}

export function inHand(cards: BaseCards, side: number, theater: number, card: number): number {
  return copies(cards.hands[side * 2 + theater]!, card);
}

/** Moves a card from hand to the discard pile without playing it (e.g. the cost of outmaneuver). */
export function discardCard(cards: BaseCards, side: number, theater: number, card: number): void {
  const m = cards.mem;
  const k = side * 2 + theater;
  const one = 1 << (2 * card);
  m[MEM_HANDS + k]! -= one;
  m[MEM_HAND_SIZE + k]!--;
  m[MEM_DISCARDS + theater]! += one;
}

/** Plays a card: it leaves the hand for the discard pile and is counted in the statistics. */
export function playCard(cards: BaseCards, side: number, theater: number, card: number): void {
  discardCard(cards, side, theater, card);
  cards.mem[MEM_CARDS_PLAYED + side * CARD_COUNT + card]!++;
}

/** Puts `n` copies of `card` straight into a hand, from outside the deck (tests setting up a position). */
export function giveCard(cards: BaseCards, side: number, theater: number, card: number, n = 1): void {
  const k = side * 2 + theater;
  cards.hands[k]! += n << (2 * card);
  cards.handSize[k]! += n;
}

/** Puts the deck of a theater in a fixed order (tests replaying the rulebook use this with a scripted rng). */
export function setDeckOrder(cards: BaseCards, theater: number, codes: readonly number[]): void {
  const deck = cards.deck[theater as 0 | 1];
  deck.set(codes);
  cards.deckSize[theater] = codes.length;
  cards.deckPos[theater] = 0;
}

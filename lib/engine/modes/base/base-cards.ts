import {
  GROUND_DECK,
  SPACE_DECK,
  SPACE_DECK_TWO_ONSLAUGHT,
  TACTIC_CARD_IDS,
  type DeckList,
} from "@/lib/data";
import type { Scenario } from "@/lib/scenario/types";
import { MAX_ENTRIES } from "../../core/battle-state";
import { LOG_LIGHT } from "../../core/codes";
import { layOut } from "../../core/int-layout";
import type { AddedDamage } from "../../core/targeting";
import {
  CARD_COUNT,
  DECK_ROOM,
  MEM_CARDS_DRAWN,
  MEM_CARDS_PLAYED,
  MEM_COMBAT_END,
  MEM_DECKS,
  MEM_DECK_POS,
  MEM_ESCAPE_PLAN_ROUND,
  MEM_DECK_SIZE,
  MEM_DISCARDS,
  MEM_HAND_SIZE,
  MEM_HANDS,
  MEM_NO_ESCAPE_ROUND,
  MEM_SIZE,
} from "./card-codes";

/** The card codes of a deck list, in card order. */
export function deckCodes(list: DeckList): Uint8Array {
  const codes: number[] = [];
  TACTIC_CARD_IDS.forEach((id, code) => {
    for (let i = 0; i < (list[id] ?? 0); i++) codes.push(code);
  });
  return Uint8Array.from(codes);
}

/** The two decks of a scenario (index theater), with its space-deck variant. */
export function scenarioDecks(scenario: Scenario): [Uint8Array, Uint8Array] {
  const space = scenario.variants.spaceDeck === "two-onslaught" ? SPACE_DECK_TWO_ONSLAUGHT : SPACE_DECK;
  return [deckCodes(space), deckCodes(GROUND_DECK)];
}

/**
 * The regions of `BaseCards.mem`, in order: the per-combat card state (hands and hand sizes index sideTheater, the rest
 * index theater), then the statistics kept across combats. card-codes.ts writes where each starts as literals (so
 * esbuild inlines them); a test checks those against this declaration.
 */
export const CARD_MEMORY = {
  hands: 4,
  handSize: 4,
  discards: 2,
  deckPos: 2,
  deckSize: 2,
  decks: 2 * DECK_ROOM,
  noEscapeRound: 2,
  escapePlanRound: 2,
  cardsDrawn: 2,
  cardsPlayed: 2 * CARD_COUNT,
} as const;

/** Where card-codes.ts says each region of CARD_MEMORY starts. */
export const CARD_MEM_OFFSETS = {
  hands: MEM_HANDS,
  handSize: MEM_HAND_SIZE,
  discards: MEM_DISCARDS,
  deckPos: MEM_DECK_POS,
  deckSize: MEM_DECK_SIZE,
  decks: MEM_DECKS,
  noEscapeRound: MEM_NO_ESCAPE_ROUND,
  escapePlanRound: MEM_ESCAPE_PLAN_ROUND,
  cardsDrawn: MEM_CARDS_DRAWN,
  cardsPlayed: MEM_CARDS_PLAYED,
} as const;

/**
 * The base game's card state for one BattleState: hands, discard piles and decks packed in one integer buffer
 * (hot code reads it at the fixed places of card-codes.ts MEM_*; the views below are for everything else), the
 * smart policy's scratch, and the card statistics. Hands and discard piles are packed two bits per card: the
 * copies of card c held are (hand >>> 2c) & 3 (no deck has more than 3 copies of a card).
 */
export class BaseCards {
  readonly mem: Int32Array;
  /** Cards in hand, index sideTheater(side, theater), packed; and how many. */
  readonly hands: Int32Array;
  readonly handSize: Int32Array;
  /** Discard piles, index theater, packed like hands. */
  readonly discards: Int32Array;
  /** Deck per theater: cards [pos, size) are still to draw, in an order decided lazily by draws. */
  readonly deck: [Int32Array, Int32Array];
  readonly deckSize: Int32Array;
  readonly deckPos: Int32Array;
  /** Round in which the opponent's No Escape stops each side retreating (index side; −1: none). */
  readonly noEscapeRound: Int32Array;
  /** Round in which each side's Escape Plan lets its riders leave without ships (index side; −1: none). */
  readonly escapePlanRound: Int32Array;
  /** Statistics since `collectStats` last took them: cards drawn per side, played per side * CARD_COUNT + card. */
  readonly cardsDrawn: Int32Array;
  readonly cardsPlayed: Int32Array;
  private start: Int32Array;

  /**
   * The damage cards played in the attack being resolved (Critical Hit: a single point; Take It Down and
   * Bombardment: an amount onto one unit; Onslaught: a pair of points), assigned with the dice by
   * core/targeting.ts:assignDamage. Emptied at the start of each attack (`beginAttack`).
   */
  readonly added: AddedDamage = {
    singlePoints: 0,
    pointPairs: 0,
    oneUnitAmounts: new Int32Array(16),
    oneUnitCount: 0,
  };
  /** Unstoppable assault was played in this attack: the opponent cannot block. */
  unstoppable = false;
  /** The card policy's kept damage plan is assigned (as entries); `planShort` is its least extra damage to a kill (−1: not worked out yet). */
  planValid = false;
  planShort = -1;
  /**
   * The least an attack writes down (core/codes.ts LOG_*): LOG_LIGHT, or LOG_FULL when the opponent may block.
   * Tests raise it to LOG_FULL to hold the two write-downs to the same results.
   */
  minLog = LOG_LIGHT;
  /** Scratch for the block step: the kill entries by the value of their units. */
  readonly blockOrder = new Int32Array(MAX_ENTRIES);
  /** Scratch for the block step: units to save of each entry, in `blockOrder`'s order. */
  readonly blockSaves = new Int32Array(MAX_ENTRIES);

  constructor(decks: readonly [Uint8Array, Uint8Array]) {
    const { mem, at, views } = layOut(CARD_MEMORY);
    // The literals hot code uses must be where the declaration puts the regions (a test checks it too).
    const names = Object.keys(CARD_MEM_OFFSETS) as (keyof typeof CARD_MEMORY)[];
    if (
      mem.length !== MEM_SIZE ||
      at.cardsDrawn !== MEM_COMBAT_END ||
      names.some((k) => at[k] !== CARD_MEM_OFFSETS[k])
    )
      throw new Error("card-codes.ts MEM_* do not match CARD_MEMORY");
    for (const deck of decks) if (deck.length > DECK_ROOM) throw new Error("a deck is larger than DECK_ROOM");
    this.mem = mem;
    this.hands = views.hands;
    this.handSize = views.handSize;
    this.discards = views.discards;
    this.deckPos = views.deckPos;
    this.deckSize = views.deckSize;
    this.deck = [views.decks.subarray(0, DECK_ROOM), views.decks.subarray(DECK_ROOM)];
    this.noEscapeRound = views.noEscapeRound;
    this.noEscapeRound.fill(-1);
    this.escapePlanRound = views.escapePlanRound;
    this.escapePlanRound.fill(-1);
    this.cardsDrawn = views.cardsDrawn;
    this.cardsPlayed = views.cardsPlayed;
    this.deckSize[0] = decks[0].length;
    this.deckSize[1] = decks[1].length;
    this.deck[0].set(decks[0]);
    this.deck[1].set(decks[1]);
    this.start = mem.slice(0, MEM_COMBAT_END);
  }

  /** The state as it is now becomes what `reset` brings back (the battle as it stands: hands-in-play.ts). */
  keepAsStart(): void {
    this.start = this.mem.slice(0, MEM_COMBAT_END);
  }

  /** Back to the start of a combat: full decks in their starting order, empty hands and discard piles. */
  reset(): void {
    this.mem.set(this.start);
  }

  /** The start of an attack: no card damage yet, no Unstoppable Assault, no damage plan. */
  beginAttack(): void {
    const added = this.added;
    added.singlePoints = 0;
    added.pointPairs = 0;
    added.oneUnitCount = 0;
    this.unstoppable = false;
    this.planValid = false;
  }

  /** Adds the statistics into the tally's mode counts (drawn per side, then played per side and card) and clears them. */
  collectStats(counts: number[]): void {
    const m = this.mem;
    for (let i = 0; i < 2 + 2 * CARD_COUNT; i++) {
      counts[i]! += m[MEM_CARDS_DRAWN + i]!;
      m[MEM_CARDS_DRAWN + i] = 0;
    }
  }
}

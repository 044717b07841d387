// The base game's tactic cards as small integer codes, and where the card state lives in `BaseCards.mem`.
//
// Like core/codes.ts this file imports nothing and its codes are literals, so esbuild writes them into the code as
// numbers (see there). tests/engine/codes.test.ts checks the card codes against lib/data.

/** Tactic cards, in the order of TACTIC_CARD_IDS in lib/data (`cardCode` maps an id to its code). */
export const CARD_COUNT = 12;
export const CARD_CRITICAL_HIT = 0;
export const CARD_CONCENTRATE_FIRE = 1;
export const CARD_DEFENSIVE_FORMATION = 2;
export const CARD_OUTMANEUVER = 3;
export const CARD_DIG_IN = 4;
export const CARD_TAKE_IT_DOWN = 5;
export const CARD_ONSLAUGHT = 6;
export const CARD_UNSTOPPABLE_ASSAULT = 7;
export const CARD_BRILLIANT_STRATEGY = 8;
export const CARD_NO_ESCAPE = 9;
export const CARD_BOMBARDMENT = 10;
export const CARD_ESCAPE_PLAN = 11;

/**
 * A card's two bits in a packed hand (`BaseCards.hands`): 3 << (2 * CARD_X), so `hand & HELD_X` is non-zero
 * when the hand holds the card.
 */
export const HELD_CRITICAL_HIT = 3;
export const HELD_CONCENTRATE_FIRE = 12;
export const HELD_DEFENSIVE_FORMATION = 48;
export const HELD_OUTMANEUVER = 192;
export const HELD_DIG_IN = 768;
export const HELD_TAKE_IT_DOWN = 3072;
export const HELD_ONSLAUGHT = 12288;
export const HELD_UNSTOPPABLE_ASSAULT = 49152;
export const HELD_BRILLIANT_STRATEGY = 196608;
export const HELD_NO_ESCAPE = 786432;
export const HELD_BOMBARDMENT = 3145728;
export const HELD_ESCAPE_PLAN = 12582912;

/**
 * The card state's fixed places in `BaseCards.mem`: hands and hand sizes (index sideTheater), discard piles, deck positions
 * and sizes (index theater), then the two decks, DECK_ROOM places each, then the round in which each side may not
 * retreat (No Escape) and the round in which its riders leave without ships (Escape Plan), index side, −1: none;
 * reset at the start of every combat. Then
 * the statistics, kept across combats: cards drawn per side, and played per side and card (index
 * side * CARD_COUNT + card). `BaseCards` and tests/engine/codes.test.ts check these against CARD_MEMORY.
 */
export const MEM_HANDS = 0;
export const MEM_HAND_SIZE = 4;
export const MEM_DISCARDS = 8;
export const MEM_DECK_POS = 10;
export const MEM_DECK_SIZE = 12;
export const MEM_DECKS = 14;
/** Places per deck: every deck list has at most this many cards (checked by `BaseCards`). */
export const DECK_ROOM = 32;
export const MEM_NO_ESCAPE_ROUND = 78;
export const MEM_ESCAPE_PLAN_ROUND = 80;
/** The end of what a reset puts back. */
export const MEM_COMBAT_END = 82;
export const MEM_CARDS_DRAWN = 82;
export const MEM_CARDS_PLAYED = 84;
/** Integers in all (after MEM_CARDS_PLAYED + 2 * CARD_COUNT). */
export const MEM_SIZE = 108;

/**
 * The block step's sort key (blocks.ts): the group's block rank << BLOCK_KEY_RANK_SHIFT | the damage the entry
 * assigned << BLOCK_KEY_DAMAGE_SHIFT | BLOCK_KEY_ENTRY_MASK − the entry's index. tests/engine/codes.test.ts checks
 * that each field has room for its largest value.
 */
export const BLOCK_KEY_RANK_SHIFT = 18;
export const BLOCK_KEY_DAMAGE_SHIFT = 10;
export const BLOCK_KEY_ENTRY_MASK = 1023;

import { describe, expect, it } from "vitest";
import {
  DICE_CAP,
  FACES,
  GROUND_DECK,
  SPACE_DECK,
  SPACE_DECK_TWO_ONSLAUGHT,
  TACTIC_CARD_IDS,
  UNITS,
  type DeckList,
} from "@/lib/data";
import { TYPE_COUNT } from "@/lib/engine/core/battle";
import { MAX_ENTRIES } from "@/lib/engine/core/battle-state";
import * as codes from "@/lib/engine/core/codes";
import { layOut } from "@/lib/engine/core/int-layout";
import { THREAT_KEYS } from "@/lib/engine/core/threat";
import { CARD_MEMORY, CARD_MEM_OFFSETS } from "@/lib/engine/modes/base/base-cards";
import { cardCode } from "@/lib/engine/modes/base/card-code";
import * as cards from "@/lib/engine/modes/base/card-codes";

// The codes files hold literals (so bundlers write them into the engine's code). These tests hold each literal to
// what it mirrors (lib/data, a layout declaration) and check that every packed field has room for its largest value.

const bits = (n: number) => 32 - Math.clz32(n);

describe("core codes", () => {
  it("face codes are the indices of FACES", () => {
    expect([codes.FACE_BLANK, codes.FACE_HIT, codes.FACE_DIRECT, codes.FACE_SPECIAL]).toEqual(
      (["blank", "hit", "direct", "special"] as const).map((f) => FACES.indexOf(f)),
    );
  });

  it("dice caps match DICE_CAP and the damage stride exceeds every unit's health", () => {
    expect([codes.DICE_CAP_RED, codes.DICE_CAP_BLACK, codes.DICE_CAP_GREEN]).toEqual([
      DICE_CAP.red,
      DICE_CAP.black,
      DICE_CAP.green,
    ]);
    expect(Math.max(...UNITS.map((u) => u.health))).toBeLessThan(codes.DAMAGE_LEVELS);
    // a damage mask (BattleState.mask) has a bit per level
    expect(codes.DAMAGE_LEVELS).toBeLessThanOrEqual(31);
  });

  it("the scaling constants are exactly 6 / 2^32 and 1 / 2^32", () => {
    expect(codes.SIX_OVER_2_32).toBe(6 / 4294967296);
    expect(codes.U32_TO_UNIT).toBe(1 / 4294967296);
  });

  it("packed rolls and damage counters have a byte per field, and the capped dice fit one", () => {
    // rollRed etc.: a byte per face; rollDamage: red hits | black hits << 8 | single points << 16
    const dice = codes.DICE_CAP_RED + codes.DICE_CAP_BLACK + codes.DICE_CAP_GREEN;
    expect(dice).toBeLessThan(256);
    expect(FACES.length * 8).toBeLessThanOrEqual(32);
  });

  it("entry offsets lie within the stride, one each, and the stride is 1 << ENTRY_SHIFT", () => {
    const offsets = [codes.ENTRY_GROUP, codes.ENTRY_FROM, codes.ENTRY_ADDED, codes.ENTRY_UNITS];
    expect([...offsets].sort()).toEqual([0, 1, 2, 3].slice(0, codes.ENTRY_STRIDE));
    expect(codes.ENTRY_STRIDE).toBe(1 << codes.ENTRY_SHIFT);
  });

  it("byte fields: each face's byte of a roll at 8 × its code, a byte a colour in pools and damage", () => {
    expect(codes.BYTE).toBe(255);
    expect([codes.ROLL_HIT_SHIFT, codes.ROLL_DIRECT_SHIFT, codes.ROLL_SPECIAL_SHIFT]).toEqual(
      [codes.FACE_HIT, codes.FACE_DIRECT, codes.FACE_SPECIAL].map((f) => codes.BITS_PER_FACE * f),
    );
    expect([codes.POOL_BLACK_SHIFT, codes.POOL_GREEN_SHIFT]).toEqual([8, 16]);
    expect([codes.DAMAGE_BLACK_SHIFT, codes.DAMAGE_SINGLES_SHIFT]).toEqual([8, 16]);
  });

  it("packed dice sums: the mask is the field's bits, and three fields fit in 31 bits", () => {
    expect(codes.DICE_SUM_MASK).toBe((1 << codes.DICE_SUM_BITS) - 1);
    expect(3 * codes.DICE_SUM_BITS).toBeLessThanOrEqual(31);
    // the most dice a side can field with limits off (99 of each type) is refused by compileBattle beyond this
    expect(99 * 4).toBeLessThan(1 << codes.DICE_SUM_BITS);
  });

  it("KILL_FIRST lies above every threat rank (THREAT_KEYS × groups × damage levels pairs at most)", () => {
    const maxRank = THREAT_KEYS * 2 * TYPE_COUNT * codes.DAMAGE_LEVELS;
    expect(codes.KILL_FIRST).toBeGreaterThan(maxRank);
    expect(codes.KILL_FIRST * 2).toBeLessThan(2 ** 31);
  });

  it("layOut puts named regions one after another, without gaps or overlaps", () => {
    const { mem, at, views } = layOut({ a: 3, b: 0, c: 5 });
    expect(mem.length).toBe(8);
    expect(at).toEqual({ a: 0, b: 3, c: 3 });
    views.c[4] = 7;
    expect(mem[7]).toBe(7);
  });
});

describe("base mode card codes", () => {
  // Read from the module's exports, by name (CARD_CRITICAL_HIT for "critical-hit"), so a card added to lib/data and
  // card-codes.ts is checked without being listed here.
  const cardConstants = (Object.entries(cards) as [string, number][]).filter(
    ([name]) => /^CARD_[A-Z_]+$/.test(name) && name !== "CARD_COUNT",
  );
  const constantName = (id: string) => `CARD_${id.toUpperCase().replaceAll("-", "_")}`;

  it("card codes are the indices of TACTIC_CARD_IDS, one constant per card", () => {
    expect(cards.CARD_COUNT).toBe(TACTIC_CARD_IDS.length);
    expect(cardConstants.map(([name]) => name).sort()).toEqual(TACTIC_CARD_IDS.map(constantName).sort());
    TACTIC_CARD_IDS.forEach((id, index) => {
      expect([id, (cards as Record<string, unknown>)[constantName(id)]]).toEqual([id, index]);
      expect(cardCode(id)).toBe(index);
    });
  });

  it("each HELD_* mask is its card's two bits of a packed hand, and a hand of every card fits in 31 bits", () => {
    const held = Object.entries(cards).filter(([name]) => name.startsWith("HELD_"));
    expect(held.map(([name]) => name.replace("HELD_", "CARD_")).sort()).toEqual(
      cardConstants.map(([name]) => name).sort(),
    );
    for (const [name, card] of cardConstants)
      expect([name, (cards as Record<string, unknown>)[name.replace("CARD_", "HELD_")]]).toEqual([
        name,
        3 << (2 * card),
      ]);
    expect(2 * cards.CARD_COUNT).toBeLessThanOrEqual(31);
  });

  it("two bits per card hold every copy a deck (or a hand, or a discard pile) can have", () => {
    const lists: DeckList[] = [SPACE_DECK, SPACE_DECK_TWO_ONSLAUGHT, GROUND_DECK];
    for (const list of lists) for (const n of Object.values(list)) expect(n).toBeLessThanOrEqual(3);
  });

  it("MEM_* are where CARD_MEMORY lays its regions out, and every deck fits DECK_ROOM", () => {
    const { mem, at } = layOut(CARD_MEMORY);
    expect(Object.keys(CARD_MEM_OFFSETS).sort()).toEqual(Object.keys(CARD_MEMORY).sort());
    for (const [name, offset] of Object.entries(CARD_MEM_OFFSETS))
      expect([name, offset]).toEqual([name, at[name as keyof typeof CARD_MEMORY]]);
    expect(cards.MEM_SIZE).toBe(mem.length);
    expect(cards.MEM_COMBAT_END).toBe(at.cardsDrawn);
    const total = (list: DeckList) => Object.values(list).reduce((a, n) => a + n, 0);
    for (const list of [SPACE_DECK, SPACE_DECK_TWO_ONSLAUGHT, GROUND_DECK])
      expect(total(list)).toBeLessThanOrEqual(cards.DECK_ROOM);
  });

  it("the block step's sort key has room for the largest rank, damage and entry index", () => {
    const rankBits = 31 - cards.BLOCK_KEY_RANK_SHIFT;
    const damageBits = cards.BLOCK_KEY_RANK_SHIFT - cards.BLOCK_KEY_DAMAGE_SHIFT;
    expect(cards.BLOCK_KEY_ENTRY_MASK).toBe((1 << cards.BLOCK_KEY_DAMAGE_SHIFT) - 1);
    // blockRank: 0 .. groups − 1, with at most one group per (side, unit type)
    expect(bits(2 * TYPE_COUNT - 1)).toBeLessThanOrEqual(rankBits);
    // the most damage one attack can assign to one unit: every die (capped) plus every damage card of a deck
    const mostDamage = 5 + 5 + 3 + 2 * 1 + 2 * 2 + 2 * 1 + 3;
    expect(bits(mostDamage)).toBeLessThanOrEqual(damageBits);
    expect(MAX_ENTRIES).toBeLessThanOrEqual(cards.BLOCK_KEY_ENTRY_MASK + 1);
  });
});

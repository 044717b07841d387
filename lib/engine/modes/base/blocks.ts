import type { Battle } from "../../core/battle";
import type { BattleState } from "../../core/battle-state";
import { saveUnit } from "../../core/assignment";
import { SPACE } from "../../core/codes";
import type { BaseCards } from "./base-cards";
import { copies, discardCard, playCard } from "./deck";
import {
  BLOCK_KEY_DAMAGE_SHIFT,
  BLOCK_KEY_ENTRY_MASK,
  BLOCK_KEY_RANK_SHIFT,
  CARD_BOMBARDMENT,
  CARD_BRILLIANT_STRATEGY,
  CARD_CONCENTRATE_FIRE,
  CARD_COUNT,
  CARD_CRITICAL_HIT,
  CARD_DEFENSIVE_FORMATION,
  CARD_DIG_IN,
  CARD_ESCAPE_PLAN,
  CARD_NO_ESCAPE,
  CARD_ONSLAUGHT,
  CARD_OUTMANEUVER,
  CARD_TAKE_IT_DOWN,
  CARD_UNSTOPPABLE_ASSAULT,
  HELD_DF,
  HELD_DIG,
  HELD_OUT,
  MEM_HAND_SIZE,
  MEM_HANDS,
} from "./card-codes";

/** Cards to throw away first when outmaneuver / dig in needs a discard (least useful first). */
const DISCARD_ORDER = [
  CARD_NO_ESCAPE,
  CARD_ESCAPE_PLAN,
  CARD_CONCENTRATE_FIRE,
  CARD_BRILLIANT_STRATEGY,
  CARD_UNSTOPPABLE_ASSAULT,
  CARD_BOMBARDMENT,
  CARD_ONSLAUGHT,
  CARD_CRITICAL_HIT,
  CARD_TAKE_IT_DOWN,
] as const;

/**
 * The card to discard as the cost of outmaneuver / dig in when the hand holds a card that blocks nothing, from
 * packed hand `hand`: the least useful first. The caller made sure there is one.
 */
function cheapestOther(hand: number): number {
  for (let i = 0; i < DISCARD_ORDER.length; i++) {
    const c = DISCARD_ORDER[i]!;
    if (copies(hand, c) > 0) return c;
  }
  return DISCARD_ORDER[0];
}

/** Whether `side`'s hand in `theater` holds a block it can play: a defensive formation, or a big block and another card. */
export function mayBlock(c: BaseCards, side: number, theater: number): boolean {
  const k = side * 2 + theater;
  const hand = c.mem[MEM_HANDS + k]!;
  if ((hand & HELD_DF) !== 0) return true;
  return (hand & (theater === SPACE ? HELD_OUT : HELD_DIG)) !== 0 && c.mem[MEM_HAND_SIZE + k]! >= 2;
}

/**
 * Block step (rules 4.3.4): `side` cancels damage just assigned to its units in `theater`, only where
 * that saves a unit from destruction, most valuable units first. Needs the attack's damage written with LOG_FULL.
 */
export function playBlocks(b: Battle, s: BattleState, c: BaseCards, side: number, theater: number): void {
  const k = side * 2 + theater;
  const hands = c.hands;
  const big = theater === SPACE ? CARD_OUTMANEUVER : CARD_DIG_IN;
  // (a unit is worth saving only from destruction)
  if (s.attackKills === 0 || !mayBlock(c, side, theater)) return;
  const killList = s.killList;
  const ent = s.ent;
  const health = b.health;
  const rank = b.blockRank;
  const base = s.scoreBase;
  // The units worth saving, most valuable first: the group's rank (`blockRanks`: the threat its units carry,
  // scored by this attack, then size, then unit type order), then, same type, the one a block leaves healthiest
  // (most new damage to cancel), then the first entry written — all in one integer key. Each is saved while the
  // hand can still block its damage: a hand that cannot block an amount now never can after playing more cards,
  // so no unit needs a second look.
  const order = c.blockOrder;
  let n = 0;
  for (let j = 0; j < s.killCount; j++) {
    const e = killList[j]!;
    const key =
      (rank[base + ent[e]!]! << BLOCK_KEY_RANK_SHIFT) |
      (ent[e + 2]! << BLOCK_KEY_DAMAGE_SHIFT) |
      (BLOCK_KEY_ENTRY_MASK - (e >> 2));
    let at = n++;
    for (; at > 0 && order[at - 1]! < key; at--) order[at] = order[at - 1]!;
    order[at] = key;
  }
  for (let i = 0; i < n; i++) {
    const e = (BLOCK_KEY_ENTRY_MASK - (order[i]! & BLOCK_KEY_ENTRY_MASK)) << 2;
    const g = ent[e]!;
    for (;;) {
      const a = ent[e + 2]!;
      // Damage to cancel to save a unit (≤ 0: a block already saved the entry's only unit).
      const need = ent[e + 1]! + a - health[g]! + 1;
      if (need <= 0 || need > 30 || !canBlock(hands[k]!, c.handSize[k]!, big, need)) break; // (30: no hand)
      // Cancel as much of this unit's new damage as the cards played cover (a big block covers 2), choosing each
      // card so that the rest of the hand can still cover the rest.
      let blocked = 0;
      while (blocked < need) {
        const hand = hands[k]!;
        const left = need - blocked;
        const df = copies(hand, CARD_DEFENSIVE_FORMATION);
        const bigs = copies(hand, big);
        const others = c.handSize[k]! - df - bigs;
        const discard = left === 1 && df > 0 ? -1 : bigDiscard(df, bigs, others, left, big);
        if (discard === -1) {
          playCard(c, side, theater, CARD_DEFENSIVE_FORMATION);
          blocked += 1;
        } else {
          playCard(c, side, theater, big);
          discardCard(c, side, theater, discard === CARD_COUNT ? cheapestOther(hands[k]!) : discard);
          blocked += 2;
        }
      }
      // One unit of the entry is saved; the others of that entry keep their damage.
      saveUnit(s, e, blocked >= a ? 0 : a - blocked);
      if (s.attackKills === 0) return;
    }
  }
}

/**
 * Whether packed hand `hand` (of `size` cards) can block `need` damage: defensive formations block 1, a big block
 * (`big`: outmaneuver or dig in) 2 plus a discard.
 */
function canBlock(hand: number, size: number, big: number, need: number): boolean {
  const df = copies(hand, CARD_DEFENSIVE_FORMATION);
  if (df >= need) return true;
  const bigs = copies(hand, big);
  return bigs > 0 && blockCapacity(df, bigs, size - df - bigs) >= need;
}

/**
 * The most damage a hand of `df` defensive formations, `bigs` big blocks (outmaneuver / dig in: 2 each, paid
 * with another card of the hand) and `others` cards that block nothing can block in one step. Playing x big
 * blocks takes x discards: the cards that block nothing first, then big blocks not played, and only then
 * defensive formations, each of which would have blocked 1.
 */
export function blockCapacity(df: number, bigs: number, others: number): number {
  let best = df;
  for (let x = 1; x <= bigs; x++) {
    const free = others + bigs - x;
    const dfSpent = x > free ? x - free : 0;
    if (dfSpent > df) break; // (more big blocks only need more of them)
    const c = 2 * x + df - dfSpent;
    if (c > best) best = c;
  }
  return best;
}

/**
 * How to go on blocking `left` damage (≥ 1) with the hand of `blockCapacity`: −1 a defensive formation, else a
 * big block (`big`) paid with the returned card (CARD_COUNT: a card that blocks nothing, the least useful), the
 * first of those choices after which the rest of the hand still covers the rest.
 */
function bigDiscard(df: number, bigs: number, others: number, left: number, big: number): number {
  if (bigs > 0) {
    const rest = left - 2;
    if (others > 0 && blockCapacity(df, bigs - 1, others - 1) >= rest) return CARD_COUNT;
    if (df > 0 && blockCapacity(df - 1, bigs - 1, others) >= rest) return CARD_DEFENSIVE_FORMATION;
    if (bigs > 1 && blockCapacity(df, bigs - 2, others) >= rest) return big;
  }
  return -1;
}

import type { Battle } from "../../core/battle";
import type { BattleState } from "../../core/battle-state";
import { saveUnit } from "../../core/assignment";
import { ENTRY_ADDED, ENTRY_FROM, ENTRY_GROUP, ENTRY_SHIFT, ENTRY_UNITS, SPACE } from "../../core/codes";
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
  HELD_DEFENSIVE_FORMATION,
  HELD_DIG_IN,
  HELD_OUTMANEUVER,
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
    const card = DISCARD_ORDER[i]!;
    if (copies(hand, card) > 0) return card;
  }
  return DISCARD_ORDER[0];
}

/** Whether `side`'s hand in `theater` holds a block it can play: a defensive formation, or a big block and another card. */
export function mayBlock(cards: BaseCards, side: number, theater: number): boolean {
  const k = side * 2 + theater;
  const hand = cards.mem[MEM_HANDS + k]!;
  if ((hand & HELD_DEFENSIVE_FORMATION) !== 0) return true;
  return (
    (hand & (theater === SPACE ? HELD_OUTMANEUVER : HELD_DIG_IN)) !== 0 && cards.mem[MEM_HAND_SIZE + k]! >= 2
  );
}

/**
 * Block step (docs/rules.md#blocks): `side` cancels damage just assigned to its units in `theater`, only where that saves a
 * unit from destruction, most valuable units first. A block's points split over units as the blocker likes
 * (docs/rules.md#tactic-cards: one outmaneuver saves two X-wings hit once each), so the hand's points are pooled: each unit is
 * saved while the points left still cover it. Needs the attack's damage written with LOG_FULL.
 */
export function playBlocks(b: Battle, s: BattleState, cards: BaseCards, side: number, theater: number): void {
  const k = side * 2 + theater;
  const hands = cards.hands;
  const big = theater === SPACE ? CARD_OUTMANEUVER : CARD_DIG_IN;
  // (a unit is worth saving only from destruction)
  if (s.attackKills === 0 || !mayBlock(cards, side, theater)) return;
  const ent = s.ent;
  const health = b.health;
  const order = sortKills(b, s, cards);
  const n = s.killCount;
  // The units to save, most valuable first, each while the hand's points left cover the damage to cancel (a
  // unit's need: its damage less its health, plus one): a more valuable unit is never given up for less valuable
  // ones, and every unit the points left can still cover is saved.
  const saves = cards.blockSaves;
  const hand = hands[k]!;
  const df = copies(hand, CARD_DEFENSIVE_FORMATION);
  const bigs = copies(hand, big);
  let free = blockCapacity(df, bigs, cards.handSize[k]! - df - bigs);
  let total = 0;
  for (let i = 0; i < n; i++) {
    const e = entryOf(order[i]!);
    const need = ent[e + ENTRY_FROM]! + ent[e + ENTRY_ADDED]! - health[ent[e + ENTRY_GROUP]!]! + 1;
    const units = ent[e + ENTRY_UNITS]!;
    const fit = need > free ? 0 : Math.min(units, (free / need) | 0);
    saves[i] = fit;
    free -= fit * need;
    total += fit * need;
  }
  if (total === 0) return;
  // Cards for `total` points, each chosen so that the rest of the hand still covers the rest.
  let points = 0;
  while (points < total) {
    const held = hands[k]!;
    const left = total - points;
    const dfs = copies(held, CARD_DEFENSIVE_FORMATION);
    const discard =
      left === 1 && dfs > 0
        ? -1
        : bigDiscard(dfs, copies(held, big), cards.handSize[k]! - dfs - copies(held, big), left, big);
    if (discard === -1) {
      playCard(cards, side, theater, CARD_DEFENSIVE_FORMATION);
      points += 1;
    } else {
      playCard(cards, side, theater, big);
      discardCard(cards, side, theater, discard === CARD_COUNT ? cheapestOther(hands[k]!) : discard);
      points += 2;
    }
  }
  // Points to spare (a big block's second point) cancel more of the saved units' new damage, most valuable first.
  let spare = points - total;
  for (let i = 0; i < n; i++) {
    const e = entryOf(order[i]!);
    for (let u = saves[i]!; u > 0; u--) {
      const a = ent[e + ENTRY_ADDED]!;
      const need = ent[e + ENTRY_FROM]! + a - health[ent[e + ENTRY_GROUP]!]! + 1;
      const extra = Math.min(spare, a - need);
      spare -= extra;
      // One unit of the entry is saved; the others of that entry keep their damage.
      saveUnit(s, e, a - need - extra);
    }
  }
}

/**
 * The kill entries of the attack sorted by the value of their units, most valuable first (in `cards.blockOrder`, as
 * sort keys; `entryOf` reads an entry back): the group's rank (`blockRanks`: the threat its units carry, scored by
 * this attack, then size, then unit type order), then, same type, the one a block leaves healthiest (most new
 * damage to cancel), then the first entry written — all in one integer key (card-codes.ts BLOCK_KEY_*).
 */
function sortKills(b: Battle, s: BattleState, cards: BaseCards): Int32Array {
  const ent = s.ent;
  const rank = b.blockRank;
  const base = s.scoreBase;
  const order = cards.blockOrder;
  for (let j = 0, n = 0; j < s.killCount; j++) {
    const e = s.killList[j]!;
    const key =
      (rank[base + ent[e + ENTRY_GROUP]!]! << BLOCK_KEY_RANK_SHIFT) |
      (ent[e + ENTRY_ADDED]! << BLOCK_KEY_DAMAGE_SHIFT) |
      (BLOCK_KEY_ENTRY_MASK - (e >> ENTRY_SHIFT));
    let at = n++;
    for (; at > 0 && order[at - 1]! < key; at--) order[at] = order[at - 1]!;
    order[at] = key;
  }
  return order;
}

/** The entry (its offset in `BattleState.ent`) of a block sort key. */
function entryOf(key: number): number {
  return (BLOCK_KEY_ENTRY_MASK - (key & BLOCK_KEY_ENTRY_MASK)) << 2;
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
    const blocked = 2 * x + df - dfSpent;
    if (blocked > best) best = blocked;
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

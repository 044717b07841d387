import type { Battle } from "./battle";
import type { BattleState } from "./battle-state";
import { copies, discardCard, playCard } from "./deck";
import { saveUnit } from "./assignment";
import {
  CARD_BOMBARDMENT,
  CARD_BRILLIANT_STRATEGY,
  CARD_CONCENTRATE_FIRE,
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
  SPACE,
} from "./codes";

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
 * The card to discard as the cost of outmaneuver / dig in (`keep`), from packed hand `hand` after the block card
 * itself has left it: the least useful first, a second copy of the block card last. The caller made sure there
 * is one (`canBlock`).
 */
function cheapestOther(hand: number, keep: number): number {
  for (let i = 0; i < DISCARD_ORDER.length; i++) {
    const c = DISCARD_ORDER[i]!;
    if (copies(hand, c) > 0) return c;
  }
  if ((hand & HELD_DF) !== 0) return CARD_DEFENSIVE_FORMATION;
  return keep;
}

/** Whether `side`'s hand in `theater` holds a block it can play: a defensive formation, or a big block and another card. */
export function mayBlock(s: BattleState, side: number, theater: number): boolean {
  const k = side * 2 + theater;
  const hand = s.mem[MEM_HANDS + k]!;
  if ((hand & HELD_DF) !== 0) return true;
  return (hand & (theater === SPACE ? HELD_OUT : HELD_DIG)) !== 0 && s.mem[MEM_HAND_SIZE + k]! >= 2;
}

/**
 * Block step (rules 4.3.4): `side` cancels damage just assigned to its units in `theater`, only where
 * that saves a unit from destruction, most valuable units first. Needs the attack's damage written with LOG_FULL.
 */
export function playBlocks(b: Battle, s: BattleState, side: number, theater: number): void {
  const k = side * 2 + theater;
  const hands = s.hands;
  const big = theater === SPACE ? CARD_OUTMANEUVER : CARD_DIG_IN;
  const heldBig = theater === SPACE ? HELD_OUT : HELD_DIG;
  // (a unit is worth saving only from destruction)
  if (s.attackKills === 0 || !mayBlock(s, side, theater)) return;
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
  const order = s.blockOrder;
  let n = 0;
  for (let j = 0; j < s.killCount; j++) {
    const e = killList[j]!;
    const key = (rank[base + ent[e]!]! << 18) | (ent[e + 2]! << 10) | (1023 - (e >> 2));
    let at = n++;
    for (; at > 0 && order[at - 1]! < key; at--) order[at] = order[at - 1]!;
    order[at] = key;
  }
  for (let i = 0; i < n; i++) {
    const e = (1023 - (order[i]! & 1023)) << 2;
    const g = ent[e]!;
    for (;;) {
      const a = ent[e + 2]!;
      // Damage to cancel to save a unit (≤ 0: a block already saved the entry's only unit).
      const need = ent[e + 1]! + a - health[g]! + 1;
      if (need <= 0 || need > 30 || !canBlock(hands[k]!, s.handSize[k]!, big, need)) break; // (30: no hand)
      // Cancel as much of this unit's new damage as the cards played cover (a big block covers 2).
      let blocked = 0;
      while (blocked < need) {
        const hand = hands[k]!;
        if (
          (need - blocked >= 2 || (hand & HELD_DF) === 0) &&
          (hand & heldBig) !== 0 &&
          s.handSize[k]! >= 2
        ) {
          playCard(s, side, theater, big);
          discardCard(s, side, theater, cheapestOther(hands[k]!, big));
          blocked += 2;
        } else {
          playCard(s, side, theater, CARD_DEFENSIVE_FORMATION);
          blocked += 1;
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
  let df = copies(hand, CARD_DEFENSIVE_FORMATION);
  let bigs = copies(hand, big);
  let others = size - df - bigs;
  let left = need;
  while (left > 0) {
    if ((left >= 2 || df === 0) && bigs > 0 && others + df + bigs - 1 >= 1) {
      bigs--;
      if (others > 0) others--;
      else if (df > 0) df--;
      else bigs--;
      left -= 2;
    } else if (df > 0) {
      df--;
      left--;
    } else return false;
  }
  return true;
}

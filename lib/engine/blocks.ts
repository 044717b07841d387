import type { Battle } from "./battle";
import type { BattleState } from "./battle-state";
import { discardCard, playCard } from "./deck";
import { openEntry } from "./assignment";
import {
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
  SPACE,
  st,
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

/** Picks the card of hand k to discard for outmaneuver / dig in, or -1. `keep` is the block card being played. */
function cheapestOther(s: BattleState, k: number, keep: number): number {
  const hand = s.hand;
  const h = k * CARD_COUNT;
  for (let i = 0; i < DISCARD_ORDER.length; i++) {
    const c = DISCARD_ORDER[i]!;
    if (hand[h + c]! > 0) return c;
  }
  if (hand[h + CARD_DEFENSIVE_FORMATION]! > 0) return CARD_DEFENSIVE_FORMATION;
  // (after the block card left the hand: a second copy of it is the last choice)
  if (hand[h + keep]! > 0) return keep;
  return -1;
}

/**
 * Block step (rules 4.3.4): `side` cancels damage just assigned to its units in `theater`, only where
 * that saves a unit from destruction, most valuable units first.
 */
export function playBlocks(b: Battle, s: BattleState, side: number, theater: number): void {
  const k = st(side, theater);
  const hand = s.hand;
  const h = k * CARD_COUNT;
  const big = theater === SPACE ? CARD_OUTMANEUVER : CARD_DIG_IN;
  if (hand[h + CARD_DEFENSIVE_FORMATION] === 0 && (hand[h + big] === 0 || s.handSize[k]! < 2)) return;
  const entryGroup = s.entryGroup;
  const entryAssigned = s.entryAssigned;
  const health = b.health;
  const threat = b.threat;
  const size = b.size;
  const base = s.scoreBase;
  for (;;) {
    // Whether the hand can block n damage on one unit, worked out once per n (bit n of `ok`).
    let known = 0;
    let ok = 0;
    let best = -1;
    let bestGroup = 0;
    let bestThreat = 0;
    let bestAssigned = 0;
    let bestNeed = 0;
    for (let e = 0; e < s.entries; e++) {
      const a = entryAssigned[e]!;
      if (a === 0 || s.entryCount[e] === 0) continue;
      const g = entryGroup[e]!;
      // Damage to cancel to save the unit (≤ 0: this damage does not destroy it).
      const need = s.entryDamage[e]! + a - health[g]! + 1;
      if (need <= 0 || need > 30) continue; // (over 30: far more than any hand blocks)
      const bit = 1 << need;
      if ((known & bit) === 0) {
        known |= bit;
        if (canBlock(s, k, big, need)) ok |= bit;
      }
      if ((ok & bit) === 0) continue;
      // The unit worth most to its owner: the threat it carries (scored by this attack), then size,
      // then unit type order, then (same type) the one a block leaves healthiest (most new damage to cancel).
      const v = threat[base + g]!;
      if (best >= 0) {
        if (v !== bestThreat) {
          if (v < bestThreat) continue;
        } else if (size[g] !== size[bestGroup]) {
          if (size[g]! < size[bestGroup]!) continue;
        } else if (g !== bestGroup) {
          if (g > bestGroup) continue;
        } else if (a <= bestAssigned) continue;
      }
      best = e;
      bestGroup = g;
      bestThreat = v;
      bestAssigned = a;
      bestNeed = need;
    }
    if (best < 0) break;
    const g = bestGroup;
    const a = bestAssigned;
    const need = bestNeed;
    // Cancel as much of this unit's new damage as the cards played cover (a big block covers 2).
    let blocked = 0;
    while (blocked < need) {
      if (
        (need - blocked >= 2 || hand[h + CARD_DEFENSIVE_FORMATION] === 0) &&
        hand[h + big]! > 0 &&
        s.handSize[k]! >= 2
      ) {
        playCard(s, side, theater, big);
        discardCard(s, side, theater, cheapestOther(s, k, big));
        blocked += 2;
      } else {
        playCard(s, side, theater, CARD_DEFENSIVE_FORMATION);
        blocked += 1;
      }
    }
    const left = blocked >= a ? 0 : a - blocked;
    // One unit of the entry is saved; the others of that entry keep their damage.
    if (s.entryCount[best] === 1) {
      entryAssigned[best] = left;
      s.partialEntries[g]!++; // saved: it can take more damage again
    } else {
      s.entryCount[best]!--;
      openEntry(b, s, g, s.entryDamage[best]!, left, 1);
    }
  }
}

/** Whether hand k can block `need` damage: defensive formations block 1, a big block 2 plus a discard. */
function canBlock(s: BattleState, k: number, big: number, need: number): boolean {
  const h = k * CARD_COUNT;
  let df = s.hand[h + CARD_DEFENSIVE_FORMATION]!;
  let bigs = s.hand[h + big]!;
  let others = s.handSize[k]! - df - bigs;
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

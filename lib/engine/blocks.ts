import type { Battle } from "./battle";
import type { BattleState } from "./battle-state";
import { discardCard, inHand, playCard } from "./deck";
import { entryKills, openEntry } from "./assignment";
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

/** Picks the card to discard for outmaneuver / dig in, or -1. `keep` is the block card being played. */
function cheapestOther(s: BattleState, side: number, theater: number, keep: number): number {
  for (const c of DISCARD_ORDER) if (inHand(s, side, theater, c) > 0) return c;
  if (inHand(s, side, theater, CARD_DEFENSIVE_FORMATION) > 0) return CARD_DEFENSIVE_FORMATION;
  if (inHand(s, side, theater, keep) > 1) return keep;
  return -1;
}

/**
 * Block step (rules 4.3.4): `side` cancels damage just assigned to its units in `theater`, only where
 * that saves a unit from destruction, most valuable units first.
 */
export function playBlocks(b: Battle, s: BattleState, side: number, theater: number): void {
  const k = st(side, theater);
  const big = theater === SPACE ? CARD_OUTMANEUVER : CARD_DIG_IN;
  if (
    inHand(s, side, theater, CARD_DEFENSIVE_FORMATION) === 0 &&
    (inHand(s, side, theater, big) === 0 || s.handSize[k]! < 2)
  )
    return;
  for (;;) {
    // Whether the hand can block n damage on one unit, worked out once per n (bit n of `ok`).
    let known = 0;
    let ok = 0;
    let best = -1;
    for (let e = 0; e < s.entries; e++) {
      if (s.entryAssigned[e] === 0 || s.entryCount[e] === 0 || !entryKills(b, s, e)) continue;
      const need = s.entryDamage[e]! + s.entryAssigned[e]! - b.health[s.entryGroup[e]!]! + 1;
      if (need > 30) continue; // far more than any hand blocks
      const bit = 1 << need;
      if ((known & bit) === 0) {
        known |= bit;
        if (canBlock(s, side, theater, big, need)) ok |= bit;
      }
      if ((ok & bit) === 0) continue;
      // The unit worth most to its owner: the threat it carries (scored by this attack), then size,
      // then unit type order, then (same type) the one a block leaves healthiest (most new damage to cancel).
      if (best < 0) best = e;
      else {
        const g = s.entryGroup[e]!;
        const bg = s.entryGroup[best]!;
        const v = b.threat[s.scoreBase + g]!;
        const w = b.threat[s.scoreBase + bg]!;
        if (v !== w) {
          if (v > w) best = e;
        } else if (b.size[g] !== b.size[bg]) {
          if (b.size[g]! > b.size[bg]!) best = e;
        } else if (g !== bg) {
          if (g < bg) best = e;
        } else if (s.entryAssigned[e]! > s.entryAssigned[best]!) best = e;
      }
    }
    if (best < 0) break;
    const g = s.entryGroup[best]!;
    const a = s.entryAssigned[best]!;
    const need = s.entryDamage[best]! + a - b.health[g]! + 1;
    // Cancel as much of this unit's new damage as the cards played cover (a big block covers 2).
    let blocked = 0;
    while (blocked < need) {
      const df = inHand(s, side, theater, CARD_DEFENSIVE_FORMATION);
      if ((need - blocked >= 2 || df === 0) && inHand(s, side, theater, big) > 0 && s.handSize[k]! >= 2) {
        playCard(s, side, theater, big);
        discardCard(s, side, theater, cheapestOther(s, side, theater, big));
        blocked += 2;
      } else {
        playCard(s, side, theater, CARD_DEFENSIVE_FORMATION);
        blocked += 1;
      }
    }
    const left = blocked >= a ? 0 : a - blocked;
    // One unit of the entry is saved; the others of that entry keep their damage.
    if (s.entryCount[best] === 1) {
      s.entryAssigned[best] = left;
      s.partialEntries[g]!++; // saved: it can take more damage again
    } else {
      s.entryCount[best]!--;
      openEntry(b, s, g, s.entryDamage[best]!, left, 1);
    }
  }
}

/** Whether the hand can block `need` damage: defensive formations block 1, a big block 2 plus a discard. */
function canBlock(s: BattleState, side: number, theater: number, big: number, need: number): boolean {
  let df = inHand(s, side, theater, CARD_DEFENSIVE_FORMATION);
  let bigs = inHand(s, side, theater, big);
  let others = s.handSize[st(side, theater)]! - df - bigs;
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

import type { Battle } from "./battle";
import type { BattleState } from "./battle-state";
import { CARD, SPACE, st } from "./codes";
import { discardCard, inHand, playCard } from "./deck";

/** Cards to throw away first when outmaneuver / dig in needs a discard (least useful first). */
const DISCARD_ORDER = [
  CARD.noEscape,
  CARD.escapePlan,
  CARD.concentrateFire,
  CARD.brilliantStrategy,
  CARD.unstoppableAssault,
  CARD.bombardment,
  CARD.onslaught,
  CARD.criticalHit,
  CARD.takeItDown,
] as const;

/** Picks the card to discard for outmaneuver / dig in, or -1. `keep` is the block card being played. */
function cheapestOther(s: BattleState, side: number, theater: number, keep: number): number {
  for (const c of DISCARD_ORDER) if (inHand(s, side, theater, c) > 0) return c;
  if (inHand(s, side, theater, CARD.defensiveFormation) > 0) return CARD.defensiveFormation;
  if (inHand(s, side, theater, keep) > 1) return keep;
  return -1;
}

/**
 * Block step (rules 4.3.4): `side` cancels damage just assigned to its units in `theater`, only where
 * that saves a unit from destruction, most valuable units first.
 */
export function playBlocks(b: Battle, s: BattleState, side: number, theater: number): void {
  const k = st(side, theater);
  const big = theater === SPACE ? CARD.outmaneuver : CARD.digIn;
  if (
    inHand(s, side, theater, CARD.defensiveFormation) === 0 &&
    (inHand(s, side, theater, big) === 0 || s.handSize[k]! < 2)
  )
    return;
  for (;;) {
    let best = -1;
    for (let j = 0; j < s.touchedCount; j++) {
      const i = s.touched[j]!;
      if (s.assigned[i] === 0 || s.lethal[i] || s.damage[i]! + s.assigned[i]! < b.health[i]!) continue;
      if (s.mark[i]) continue; // already judged unsavable in this block step
      // The unit worth most to its owner: the threat it carries (scored by this attack), then size.
      if (best < 0) best = i;
      else {
        const v = s.score[b.type[i]!]!;
        const w = s.score[b.type[best]!]!;
        const size = b.size[i]!;
        const bestSize = b.size[best]!;
        if (v > w || (v === w && (size > bestSize || (size === bestSize && i < best)))) best = i;
      }
    }
    if (best < 0) break;
    const need = s.damage[best]! + s.assigned[best]! - b.health[best]! + 1;
    if (!canBlock(s, side, theater, big, need)) {
      s.mark[best] = 1;
      continue;
    }
    // Cancel as much of this unit's new damage as the cards played cover (a big block covers 2).
    let blocked = 0;
    while (blocked < need) {
      const df = inHand(s, side, theater, CARD.defensiveFormation);
      if ((need - blocked >= 2 || df === 0) && inHand(s, side, theater, big) > 0 && s.handSize[k]! >= 2) {
        playCard(s, side, theater, big);
        discardCard(s, side, theater, cheapestOther(s, side, theater, big));
        blocked += 2;
      } else {
        playCard(s, side, theater, CARD.defensiveFormation);
        blocked += 1;
      }
    }
    const a = s.assigned[best]!;
    s.assigned[best] = blocked >= a ? 0 : a - blocked;
  }
  for (let j = 0; j < s.touchedCount; j++) s.mark[s.touched[j]!] = 0;
}

/** Whether the hand can block `need` damage: defensive formations block 1, a big block 2 plus a discard. */
function canBlock(s: BattleState, side: number, theater: number, big: number, need: number): boolean {
  let df = inHand(s, side, theater, CARD.defensiveFormation);
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

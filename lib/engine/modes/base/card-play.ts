import type { Battle } from "../../core/battle";
import type { BattleState } from "../../core/battle-state";
import { SPACE, st } from "../../core/codes";
import { contested } from "../../core/presence";
import { anyRerollable, rerollUseless } from "../../core/reroll";
import { canRetreat, firepower, transportShortfall, wantsRetreat } from "../../core/retreat";
import type { RandomSource } from "../../core/rng";
import type { BaseCards } from "./base-cards";
import { addToPlan, damageKills, invalidatePlan, plannedKills } from "./card-plan";
import { drawCard, playCard } from "./deck";
import {
  CARD_BOMBARDMENT,
  CARD_BRILLIANT_STRATEGY,
  CARD_CONCENTRATE_FIRE,
  CARD_CRITICAL_HIT,
  CARD_ESCAPE_PLAN,
  CARD_NO_ESCAPE,
  CARD_ONSLAUGHT,
  CARD_TAKE_IT_DOWN,
  CARD_UNSTOPPABLE_ASSAULT,
  HELD_BOMB,
  HELD_BS,
  HELD_CF,
  HELD_CH,
  HELD_EP,
  HELD_NE,
  HELD_ONS,
  HELD_TID,
  HELD_UA,
} from "./card-codes";

// The `smart` card-play policy. What it does, in the order it considers things, is described once, in
// the `smart` option of CARD_PLAY in lib/scenario/policies.ts (shown by the UI, the reference page and the README); keep the two in step.

/** Best red attack value among `side`'s ships in the system (bombardment). */
function bombardValue(b: Battle, s: BattleState, side: number): number {
  const k = st(side, SPACE);
  let best = 0;
  for (let g = b.rangeStart[k]!, end = b.rangeEnd[k]!; g < end; g++) {
    if (s.live[g]! > 0 && b.red[g]! > best) best = b.red[g]!;
  }
  return best;
}

/**
 * Combat actions of `side` during its attack in `theater` (rules 4.3.2), for the smart policy.
 * Runs after the roll and before damage is assigned; played damage goes into `c.added` (`BaseCards.added`).
 */
export function combatActions(
  rng: RandomSource,
  b: Battle,
  s: BattleState,
  c: BaseCards,
  side: number,
  theater: number,
): void {
  const enemy = 1 - side;
  let specials = (s.rollRed >>> 24) + (s.rollBlack >>> 24) + (s.rollGreen >>> 24);
  // This side's hand in this theater, packed (deck.ts): `hand & HELD(card)` tells whether it holds the card.
  const k = side * 2 + theater;
  const hands = c.hands;
  // Without specials only concentrate fire, critical hit and no escape can be played.
  if (specials === 0 && (hands[k]! & (HELD_CF | HELD_CH | HELD_NE)) === 0) return;
  // The plan so far (kills, damage short of the next kill) is worked out only when a decision needs it,
  // and kept as the attack's assignment unless a card changes it (see `invalidatePlan`).
  const otherTheater = 1 - theater;
  for (let guard = 0; guard < 100; guard++) {
    const hand = hands[k]!;
    if ((hand & HELD_CF) !== 0 && anyRerollable(b, s, side, theater)) {
      playCard(c, side, theater, CARD_CONCENTRATE_FIRE);
      // Specials already spent stay spent; a rerolled die that comes up special adds one.
      const before = (s.rollRed >>> 24) + (s.rollBlack >>> 24) + (s.rollGreen >>> 24);
      rerollUseless(rng, b, s, side, theater, 2);
      specials += (s.rollRed >>> 24) + (s.rollBlack >>> 24) + (s.rollGreen >>> 24) - before;
      invalidatePlan(b, s, c);
      continue;
    }
    if (specials > 0 && (hand & HELD_BS) !== 0) {
      playCard(c, side, theater, CARD_BRILLIANT_STRATEGY);
      specials--;
      const split = contested(b, s, otherTheater);
      drawCard(rng, c, side, theater);
      drawCard(rng, c, side, split ? otherTheater : theater);
      continue;
    }
    // A damage card is worth playing when some enemy unit is within its reach of destruction.
    if ((hand & HELD_CH) !== 0 && damageKills(b, s, c, side, theater, 1, false)) {
      playCard(c, side, theater, CARD_CRITICAL_HIT);
      c.added.singlePoints++;
      addToPlan(b, s, c, side, theater, 0, 1, 0);
      continue;
    }
    if (specials > 0) {
      if ((hand & HELD_TID) !== 0 && damageKills(b, s, c, side, theater, 2, false)) {
        playCard(c, side, theater, CARD_TAKE_IT_DOWN);
        c.added.oneUnitAmounts[c.added.oneUnitCount++] = 2;
        specials--;
        addToPlan(b, s, c, side, theater, 2, 0, 0);
        continue;
      }
      if ((hand & HELD_ONS) !== 0 && damageKills(b, s, c, side, theater, 1, true)) {
        playCard(c, side, theater, CARD_ONSLAUGHT);
        c.added.pointPairs++;
        specials--;
        addToPlan(b, s, c, side, theater, 0, 0, 1);
        continue;
      }
      if ((hand & HELD_BOMB) !== 0) {
        const amount = bombardValue(b, s, side);
        if (amount > 0 && damageKills(b, s, c, side, theater, amount, false)) {
          playCard(c, side, theater, CARD_BOMBARDMENT);
          c.added.oneUnitAmounts[c.added.oneUnitCount++] = amount;
          specials--;
          addToPlan(b, s, c, side, theater, amount, 0, 0);
          continue;
        }
      }
      if (
        (hand & HELD_UA) !== 0 &&
        !c.unstoppable &&
        c.handSize[enemy * 2 + theater]! > 0 &&
        plannedKills(b, s, c, side, theater) > 0
      ) {
        playCard(c, side, theater, CARD_UNSTOPPABLE_ASSAULT);
        c.unstoppable = true;
        specials--;
        continue;
      }
      if (
        (hand & HELD_EP) !== 0 &&
        s.escapePlanRound[side] !== s.round &&
        wantsRetreat(b, s, side) &&
        transportShortfall(b, s, side) > 0 &&
        canRetreat(b, s, side, true)
      ) {
        playCard(c, side, theater, CARD_ESCAPE_PLAN);
        s.escapePlanRound[side] = s.round;
        specials--;
        continue;
      }
      specials--;
      drawCard(rng, c, side, theater);
      continue;
    }
    if (
      (hand & HELD_NE) !== 0 &&
      c.noEscapeRound[enemy] !== s.round &&
      canRetreat(b, s, enemy) &&
      firepower(b, s, enemy) < firepower(b, s, side)
    ) {
      playCard(c, side, theater, CARD_NO_ESCAPE);
      c.noEscapeRound[enemy] = s.round;
      continue;
    }
    break;
  }
}

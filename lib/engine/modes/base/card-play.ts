import type { Battle } from "../../core/battle";
import type { BattleState } from "../../core/battle-state";
import { ROLL_SPECIAL_SHIFT, SPACE, sideTheater } from "../../core/codes";
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
  HELD_BOMBARDMENT,
  HELD_BRILLIANT_STRATEGY,
  HELD_CONCENTRATE_FIRE,
  HELD_CRITICAL_HIT,
  HELD_ESCAPE_PLAN,
  HELD_NO_ESCAPE,
  HELD_ONSLAUGHT,
  HELD_TAKE_IT_DOWN,
  HELD_UNSTOPPABLE_ASSAULT,
} from "./card-codes";

// The `smart` card-play policy. What it does, in the order it considers things, is described once, in
// the `smart` option of CARD_PLAY in lib/scenario/policies.ts (shown by the UI, the reference page and the README); keep the two in step.

/** The specials of the current roll, all colours. */
function specialsRolled(s: BattleState): number {
  return (
    (s.rollRed >>> ROLL_SPECIAL_SHIFT) +
    (s.rollBlack >>> ROLL_SPECIAL_SHIFT) +
    (s.rollGreen >>> ROLL_SPECIAL_SHIFT)
  );
}

/** Best red attack value among `side`'s ships in the system (bombardment). */
function bombardValue(b: Battle, s: BattleState, side: number): number {
  const k = sideTheater(side, SPACE);
  let best = 0;
  for (let g = b.rangeStart[k]!, end = b.rangeEnd[k]!; g < end; g++) {
    if (s.live[g]! > 0 && b.red[g]! > best) best = b.red[g]!;
  }
  return best;
}

/**
 * Combat actions of `side` during its attack in `theater` (docs/rules.md#one-attack), for the smart policy.
 * Runs after the roll and before damage is assigned; played damage goes into `cards.added` (`BaseCards.added`).
 */
export function combatActions(
  rng: RandomSource,
  b: Battle,
  s: BattleState,
  cards: BaseCards,
  side: number,
  theater: number,
): void {
  const enemy = 1 - side;
  let specials = specialsRolled(s);
  // This side's hand in this theater, packed (deck.ts): `hand & HELD(card)` tells whether it holds the card.
  const k = side * 2 + theater;
  const hands = cards.hands;
  // Without specials only concentrate fire, critical hit and no escape can be played.
  if (specials === 0 && (hands[k]! & (HELD_CONCENTRATE_FIRE | HELD_CRITICAL_HIT | HELD_NO_ESCAPE)) === 0)
    return;
  // The plan so far (kills, damage short of the next kill) is worked out only when a decision needs it,
  // and kept as the attack's assignment unless a card changes it (see `invalidatePlan`).
  const otherTheater = 1 - theater;
  for (let guard = 0; guard < 100; guard++) {
    const hand = hands[k]!;
    if ((hand & HELD_CONCENTRATE_FIRE) !== 0 && anyRerollable(b, s, side, theater)) {
      playCard(cards, side, theater, CARD_CONCENTRATE_FIRE);
      // Specials already spent stay spent; a rerolled die that comes up special adds one.
      const before = specialsRolled(s);
      rerollUseless(rng, b, s, side, theater, 2);
      specials += specialsRolled(s) - before;
      invalidatePlan(b, s, cards);
      continue;
    }
    if (specials > 0 && (hand & HELD_BRILLIANT_STRATEGY) !== 0) {
      playCard(cards, side, theater, CARD_BRILLIANT_STRATEGY);
      specials--;
      const split = contested(b, s, otherTheater);
      drawCard(rng, cards, side, theater);
      drawCard(rng, cards, side, split ? otherTheater : theater);
      continue;
    }
    // A damage card is worth playing when some enemy unit is within its reach of destruction.
    if ((hand & HELD_CRITICAL_HIT) !== 0 && damageKills(b, s, cards, side, theater, 1, false)) {
      playCard(cards, side, theater, CARD_CRITICAL_HIT);
      cards.added.singlePoints++;
      addToPlan(b, s, cards, side, theater, 0, 1, 0);
      continue;
    }
    if (specials > 0) {
      if ((hand & HELD_TAKE_IT_DOWN) !== 0 && damageKills(b, s, cards, side, theater, 2, false)) {
        playCard(cards, side, theater, CARD_TAKE_IT_DOWN);
        cards.added.oneUnitAmounts[cards.added.oneUnitCount++] = 2;
        specials--;
        addToPlan(b, s, cards, side, theater, 2, 0, 0);
        continue;
      }
      if ((hand & HELD_ONSLAUGHT) !== 0 && damageKills(b, s, cards, side, theater, 1, true)) {
        playCard(cards, side, theater, CARD_ONSLAUGHT);
        cards.added.pointPairs++;
        specials--;
        addToPlan(b, s, cards, side, theater, 0, 0, 1);
        continue;
      }
      if ((hand & HELD_BOMBARDMENT) !== 0) {
        const amount = bombardValue(b, s, side);
        if (amount > 0 && damageKills(b, s, cards, side, theater, amount, false)) {
          playCard(cards, side, theater, CARD_BOMBARDMENT);
          cards.added.oneUnitAmounts[cards.added.oneUnitCount++] = amount;
          specials--;
          addToPlan(b, s, cards, side, theater, amount, 0, 0);
          continue;
        }
      }
      if (
        (hand & HELD_UNSTOPPABLE_ASSAULT) !== 0 &&
        !cards.unstoppable &&
        cards.handSize[enemy * 2 + theater]! > 0 &&
        plannedKills(b, s, cards, side, theater) > 0
      ) {
        playCard(cards, side, theater, CARD_UNSTOPPABLE_ASSAULT);
        cards.unstoppable = true;
        specials--;
        continue;
      }
      if (
        (hand & HELD_ESCAPE_PLAN) !== 0 &&
        cards.escapePlanRound[side] !== s.round &&
        wantsRetreat(b, s, side) &&
        transportShortfall(b, s, side) > 0 &&
        canRetreat(b, s, side, true)
      ) {
        playCard(cards, side, theater, CARD_ESCAPE_PLAN);
        cards.escapePlanRound[side] = s.round;
        specials--;
        continue;
      }
      specials--;
      drawCard(rng, cards, side, theater);
      continue;
    }
    if (
      (hand & HELD_NO_ESCAPE) !== 0 &&
      cards.noEscapeRound[enemy] !== s.round &&
      canRetreat(b, s, enemy) &&
      firepower(b, s, enemy) < firepower(b, s, side)
    ) {
      playCard(cards, side, theater, CARD_NO_ESCAPE);
      cards.noEscapeRound[enemy] = s.round;
      continue;
    }
    break;
  }
}

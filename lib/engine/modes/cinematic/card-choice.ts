import { sideTheater } from "../../core/codes";
import type { Effect } from "./card-table";
import {
  CARDS_PER_DECK,
  CHOICE_FIRST_USEFUL,
  CHOICE_NONE,
  EFFECT_CANCEL,
  EFFECT_EXTRA_CARD,
  EFFECT_LOCK,
} from "./cinematic-codes";
import { valueHands } from "./card-values";
import type { CinematicContext } from "./cinematic-context";
import { CANCEL_SHARE, EXTRA_CARD_SHARE, LOCK_SHARE } from "./policy-weights";

// The card-choice policies of Cinematic Combat (docs/rules.md#cinematic-combat: both players choose at once, so a side sees the other's
// remaining hand, never its card of this round). What they do, in words, is in the `cardPlay` declaration of
// lib/scenario/policies.ts (shown by the page, the reference and the README); keep the two in step.
//
// The strong policy weighs every ability it may use now in points of damage, each point worth what the units it
// lands on are worth (a kill: the unit's threat to the other side, plus a half; a point short of a kill: a sixth of
// a kill per health point): damage and destruction by where the side's targeting policy puts them; prevention by
// the hits the opponent's dice are expected to show; a cancel or a lock by the opponent's best card; responses by
// the damage expected. It plays the card that does the most now, less a sixth of what the card is usually worth (so
// a strong card waits while a weaker one does nearly as well), and resolves the better ability. With nothing useful
// it uses its weakest card. The values come from card-values.ts.

/** Encodes a choice: card i, ability 1 top / 0 bottom / −1 neither. */
const choice = (i: number, ability: number) => (i << 2) | (ability + 1);

/**
 * What a cancel, a lock and one more card add to an ability's value (`hand`: the side's cards in hand; `cancels`:
 * what the opponent's card a cancel would stop is worth to it).
 */
function extraValue(
  r: CinematicContext,
  side: number,
  effects: readonly Effect[],
  i: number,
  hand: number,
  canCancel: boolean,
  cancels: number,
): number {
  const enemyBest = r.choice.best[1 - side]!;
  let v = 0;
  for (let j = 0; j < effects.length; j++) {
    const kind = effects[j]!.kind;
    if (kind === EFFECT_CANCEL && canCancel) v += CANCEL_SHARE * cancels;
    else if (kind === EFFECT_LOCK) v += LOCK_SHARE * enemyBest;
    else if (kind === EFFECT_EXTRA_CARD) v += EXTRA_CARD_SHARE * bestOther(r, side, i, hand);
  }
  return v;
}

/**
 * The best of the side's other cards in hand as "play 1 additional card" would play it: its value less the same keep
 * penalty as a card played directly (`keepCost`: it is spent too), never below nothing. Only cards in `hand`: the
 * values of a card in the discard pile are left from an earlier valuation (another step, theater or combat), and
 * reading them made the choice depend on what the same BattleState had played before.
 */
function bestOther(r: CinematicContext, side: number, skip: number, hand: number): number {
  const cards = r.cards[sideTheater(side, r.choiceTheater)]!;
  const keep = keepCost(r, side, popcount(hand) - 1);
  let best = 0;
  for (let j = 0; j < CARDS_PER_DECK; j++) {
    if (j === skip || ((hand >>> j) & 1) === 0) continue;
    const at = side * CARDS_PER_DECK + j;
    best = Math.max(best, Math.max(r.choice.top[at]!, r.choice.bottom[at]!) - keep * cards[j]!.strength);
  }
  return best;
}

/**
 * What keeping a card for later costs per point of its strength, in the values' units: a sixth of a point of damage,
 * each point worth what a point is worth on the table now (the mean of both sides' worth per health point), and
 * nothing once the hand is nearly spent (using the last card brings the discard pile back). `cards`: cards in hand.
 */
function keepCost(r: CinematicContext, side: number, cards: number): number {
  if (cards <= 2) return 0;
  const c = r.choice;
  return (c.worth[side]! + c.worth[1 - side]!) / 12;
}

/**
 * `side`'s card for this step of `theater` by its card-play policy, from the values of `valueHands`, as a choice code
 * (card, ability), or −1 when it has no card to play (none in hand, or locked out this round). `canCancel`: false
 * for an additional card, which cannot cancel.
 */
export function chooseCard(r: CinematicContext, side: number, theater: number, canCancel: boolean): number {
  const k = sideTheater(side, theater);
  const hand = r.cs.hand[k]!;
  if (hand === 0 || r.cs.lockedRound[k] === r.s.round) return -1;
  const first = 31 - Math.clz32(hand & -hand);
  const policy = r.policy[side];
  if (policy === CHOICE_NONE) return choice(first, -1);
  const cards = r.cards[k]!;
  const c = r.choice;
  r.choiceTheater = theater;
  const keep = keepCost(r, side, popcount(hand));
  let best = -1;
  let bestAbility = -1;
  let bestScore = -Infinity;
  for (let i = 0; i < CARDS_PER_DECK; i++) {
    if (((hand >>> i) & 1) === 0) continue;
    const card = cards[i]!;
    const enemyBest = c.best[1 - side]!;
    let top = c.top[side * CARDS_PER_DECK + i]!;
    if (card.topPlays && top > -Infinity) top += extraValue(r, side, card.top, i, hand, canCancel, enemyBest);
    let bottom = c.bottom[side * CARDS_PER_DECK + i]!;
    if (card.bottomPlays) bottom += extraValue(r, side, card.bottom, i, hand, canCancel, enemyBest);
    if (policy === CHOICE_FIRST_USEFUL) {
      if (top > 0) return choice(i, 1);
      if (bottom > 0) return choice(i, 0);
      continue;
    }
    // Strong: most value now, less a sixth of what the card is usually worth (nothing kept when the hand is nearly
    // spent: using the last card brings the discard pile back); with nothing useful, the weakest card.
    const useTop = top >= bottom;
    const v = useTop ? top : bottom;
    const score = v > 0 ? v - keep * card.strength : -card.strength * 0.01;
    if (score > bestScore) {
      best = i;
      bestScore = score;
      bestAbility = v > 0 ? (useTop ? 1 : 0) : -1;
    }
  }
  if (policy === CHOICE_FIRST_USEFUL) return choice(first, -1);
  // (a step's card: top or bottom is decided again when it resolves, `chooseAbility`)
  return choice(best, bestAbility) | (canCancel ? DECIDE_AT_RESOLUTION : 0);
}

/** Flag of a choice code: the ability is decided when the card resolves (the strong policy's card of a step). */
export const DECIDE_AT_RESOLUTION = 32;

/**
 * Top, bottom or neither for `side`'s revealed card i, decided as it resolves (docs/rules.md#cinematic-combat: the
 * player sees both revealed cards and what resolved before): both abilities valued as the state is now; a cancel is
 * worth what the opponent's revealed card, not resolved yet, would do.
 */
export function chooseAbility(r: CinematicContext, side: number, theater: number, i: number): number {
  // (the values of the pick still hold while no card of this step has done anything; a card whose top was out of
  // reach at the pick stays so, as the requirement reads the units revealed with it: its bottom, as picked)
  if (r.choice.top[side * CARDS_PER_DECK + i] === -Infinity) return r.cs.chosenTop[side]!;
  const k = sideTheater(side, theater);
  const card = r.cards[k]![i]!;
  // (valued again: this card alone, unless an ability of it plays another card, whose values then count too)
  if (r.cs.stepChanged === 1) valueHands(r, theater, side, card.topPlays || card.bottomPlays ? -1 : 1 << i);
  r.choiceTheater = theater;
  const hand = r.cs.hand[k]!;
  const c = r.choice;
  const enemy = 1 - side;
  const j = r.cs.chosen[enemy]!;
  const at = enemy * CARDS_PER_DECK + j;
  const cancels = j < 0 ? 0 : Math.max(0, c.top[at]!, c.bottom[at]!);
  let top = c.top[side * CARDS_PER_DECK + i]!;
  if (card.topPlays && top > -Infinity) top += extraValue(r, side, card.top, i, hand, true, cancels);
  let bottom = c.bottom[side * CARDS_PER_DECK + i]!;
  if (card.bottomPlays) bottom += extraValue(r, side, card.bottom, i, hand, true, cancels);
  if (top <= 0 && bottom <= 0) return -1;
  return top >= bottom ? 1 : 0;
}

function popcount(x: number): number {
  let n = 0;
  for (let v = x; v !== 0; v &= v - 1) n++;
  return n;
}

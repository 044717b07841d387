import type { Battle } from "./battle";
import { topDamage, type BattleState } from "./battle-state";
import { drawCard, playCard } from "./deck";
import { rollFace } from "./dice-pool";
import { contested } from "./presence";
import { canRetreat, firepower, transportShortfall, wantsRetreat } from "./retreat";
import type { RandomSource } from "./rng";
import { takeBackAssigned } from "./assignment";
import { assignCardDamage, assignDamage, bunkerUp, cardDamageKills } from "./targeting";
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
  COLOUR_BLACK,
  COLOUR_NONE,
  COLOUR_RED,
  HELD_BOMB,
  HELD_BS,
  HELD_CF,
  HELD_CH,
  HELD_EP,
  HELD_NE,
  HELD_ONS,
  HELD_TID,
  HELD_UA,
  ROLE_COUNT,
  ROLE_DSUC,
  SPACE,
  TARGET_MAX_KILLS,
  TARGET_THREAT,
  st,
} from "./codes";

// The `smart` card-play policy. What it does, in the order it considers things, is described once, in
// POLICY_DOCS.cardPlay.smart (shown by the UI, the reference page and the README); keep the two in step.

/** Colour orders for concentrate fire, by whether red / black hits have targets (index red + 2 * black). */
const REROLL_ORDER = [
  [2, 0, 1], // neither: green first, then red and black (all their hits are useless too)
  [0, 2, 1], // red hits have targets
  [1, 2, 0], // black hits have targets
  [0, 1, 2], // both
] as const;

/**
 * Rerolls up to `n` useless dice (blanks, and hits no enemy unit can take), each die at most once:
 * red / black dice whose hits have targets first, then green, then the rest.
 */
function concentrateFire(
  rng: RandomSource,
  b: Battle,
  s: BattleState,
  side: number,
  theater: number,
  n: number,
): void {
  const redUseful = hittable(b, s, side, theater, COLOUR_RED);
  const blackUseful = hittable(b, s, side, theater, COLOUR_BLACK);
  const order = REROLL_ORDER[(redUseful ? 1 : 0) + (blackUseful ? 2 : 0)]!;
  let left = n;
  for (let i = 0; i < 3 && left > 0; i++) {
    const c = order[i]!;
    let roll = c === 0 ? s.rollRed : c === 1 ? s.rollBlack : s.rollGreen;
    let blanks = roll & 255;
    let hits = (c === 0 && !redUseful) || (c === 1 && !blackUseful) ? (roll >>> 8) & 255 : 0;
    while (left > 0 && blanks + hits > 0) {
      if (blanks > 0) {
        blanks--;
        roll -= 1;
      } else {
        hits--;
        roll -= 1 << 8;
      }
      roll += 1 << (8 * rollFace(rng, b, c));
      s.diceRolled++;
      left--;
    }
    if (c === 0) s.rollRed = roll;
    else if (c === 1) s.rollBlack = roll;
    else s.rollGreen = roll;
  }
}

/** Whether the roll holds a die worth rerolling: a blank, or a red / black hit no enemy unit can take. */
function anyRerollable(b: Battle, s: BattleState, side: number, theater: number): boolean {
  return (
    ((s.rollRed | s.rollBlack | s.rollGreen) & 255) !== 0 ||
    ((s.rollRed & 0xff00) !== 0 && !hittable(b, s, side, theater, COLOUR_RED)) ||
    ((s.rollBlack & 0xff00) !== 0 && !hittable(b, s, side, theater, COLOUR_BLACK))
  );
}

/**
 * Whether a hit of `colour` rolled by `side` in `theater` has an enemy unit to go to: one with health of that colour
 * that can be damaged (not a Death Star under construction while a shield bunker stands).
 */
function hittable(b: Battle, s: BattleState, side: number, theater: number, colour: number): boolean {
  const enemy = 1 - side;
  let n = s.colourCount[st(enemy, theater) * 3 + colour]!;
  if (n > 0 && theater === SPACE && enemy === b.empire && bunkerUp(b, s) && b.dsucColour === colour)
    n -= s.roleCount[enemy * ROLE_COUNT + ROLE_DSUC]!;
  return n > 0;
}

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
 * Runs after the roll and before damage is assigned; played damage goes into `s.criticals` etc.
 */
export function combatActions(
  rng: RandomSource,
  b: Battle,
  s: BattleState,
  side: number,
  theater: number,
): void {
  const enemy = 1 - side;
  let specials = (s.rollRed >>> 24) + (s.rollBlack >>> 24) + (s.rollGreen >>> 24);
  // This side's hand in this theater, packed (deck.ts): `hand & HELD(card)` tells whether it holds the card.
  const k = side * 2 + theater;
  const hands = s.hands;
  // Without specials only concentrate fire, critical hit and no escape can be played.
  if (specials === 0 && (hands[k]! & (HELD_CF | HELD_CH | HELD_NE)) === 0) return;
  // The plan so far (kills, damage short of the next kill) is worked out only when a decision needs it,
  // and kept as the attack's assignment unless a card changes it (see `invalidatePlan`).
  const otherTheater = 1 - theater;
  for (let guard = 0; guard < 100; guard++) {
    const hand = hands[k]!;
    if ((hand & HELD_CF) !== 0 && anyRerollable(b, s, side, theater)) {
      playCard(s, side, theater, CARD_CONCENTRATE_FIRE);
      // Specials already spent stay spent; a rerolled die that comes up special adds one.
      const before = (s.rollRed >>> 24) + (s.rollBlack >>> 24) + (s.rollGreen >>> 24);
      concentrateFire(rng, b, s, side, theater, 2);
      specials += (s.rollRed >>> 24) + (s.rollBlack >>> 24) + (s.rollGreen >>> 24) - before;
      invalidatePlan(b, s);
      continue;
    }
    if (specials > 0 && (hand & HELD_BS) !== 0) {
      playCard(s, side, theater, CARD_BRILLIANT_STRATEGY);
      specials--;
      const split = contested(b, s, otherTheater);
      drawCard(rng, s, side, theater);
      drawCard(rng, s, side, split ? otherTheater : theater);
      continue;
    }
    // A damage card is worth playing when some enemy unit is within its reach of destruction.
    if ((hand & HELD_CH) !== 0 && damageKills(b, s, side, theater, 1, false)) {
      playCard(s, side, theater, CARD_CRITICAL_HIT);
      s.criticals++;
      addToPlan(b, s, side, theater, 0, 1, 0);
      continue;
    }
    if (specials > 0) {
      if ((hand & HELD_TID) !== 0 && damageKills(b, s, side, theater, 2, false)) {
        playCard(s, side, theater, CARD_TAKE_IT_DOWN);
        s.lumps[s.lumpCount++] = 2;
        specials--;
        addToPlan(b, s, side, theater, 2, 0, 0);
        continue;
      }
      if ((hand & HELD_ONS) !== 0 && damageKills(b, s, side, theater, 1, true)) {
        playCard(s, side, theater, CARD_ONSLAUGHT);
        s.onslaughts++;
        specials--;
        addToPlan(b, s, side, theater, 0, 0, 1);
        continue;
      }
      if ((hand & HELD_BOMB) !== 0) {
        const amount = bombardValue(b, s, side);
        if (amount > 0 && damageKills(b, s, side, theater, amount, false)) {
          playCard(s, side, theater, CARD_BOMBARDMENT);
          s.lumps[s.lumpCount++] = amount;
          specials--;
          addToPlan(b, s, side, theater, amount, 0, 0);
          continue;
        }
      }
      if (
        (hand & HELD_UA) !== 0 &&
        !s.unstoppable &&
        s.handSize[enemy * 2 + theater]! > 0 &&
        plannedKills(b, s, side, theater) > 0
      ) {
        playCard(s, side, theater, CARD_UNSTOPPABLE_ASSAULT);
        s.unstoppable = true;
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
        playCard(s, side, theater, CARD_ESCAPE_PLAN);
        s.escapePlanRound[side] = s.round;
        specials--;
        continue;
      }
      specials--;
      drawCard(rng, s, side, theater);
      continue;
    }
    if (
      (hand & HELD_NE) !== 0 &&
      s.noEscapeRound[enemy] !== s.round &&
      canRetreat(b, s, enemy) &&
      firepower(b, s, enemy) < firepower(b, s, side)
    ) {
      playCard(s, side, theater, CARD_NO_ESCAPE);
      s.noEscapeRound[enemy] = s.round;
      continue;
    }
    break;
  }
}

/** The dice changed (a reroll): the plan assigned so far is taken back. */
function invalidatePlan(b: Battle, s: BattleState): void {
  if (!s.planValid) return;
  takeBackAssigned(b, s);
  s.planValid = false;
}

/** A damage card just played: its damage goes on top of the kept plan (or into the full assignment later). */
function addToPlan(
  b: Battle,
  s: BattleState,
  side: number,
  theater: number,
  lump: number,
  singles: number,
  onslaughts: number,
): void {
  if (!s.planValid) return;
  assignCardDamage(b, s, side, theater, lump, singles, onslaughts);
  s.planShort = -1;
}

/** Assigns the attack's damage as it stands (the plan), unless it already is. */
function ensurePlan(b: Battle, s: BattleState, side: number, theater: number): void {
  if (s.planValid) return;
  assignDamage(b, s, side, theater);
  s.planValid = true;
  s.planShort = -1;
}

/**
 * Whether card damage (`amount` on one unit, or onslaught's two points) destroys a unit the plan does not: where the
 * side's targeting policy would put it. The policies that prefer a unit the damage destroys put it on the unit
 * closest to destruction, so the plan's `minShort` tells at once.
 */
function damageKills(
  b: Battle,
  s: BattleState,
  side: number,
  theater: number,
  amount: number,
  onslaught: boolean,
): boolean {
  const policy = b.targeting[side];
  if (policy === TARGET_THREAT || policy === TARGET_MAX_KILLS) return minShort(b, s, side, theater) <= amount;
  ensurePlan(b, s, side, theater);
  return cardDamageKills(b, s, side, theater, amount, onslaught);
}

/** The plan's least extra damage that would destroy one more enemy unit (worked out once per plan change). */
function minShort(b: Battle, s: BattleState, side: number, theater: number): number {
  ensurePlan(b, s, side, theater);
  if (s.planShort < 0) s.planShort = planMinShort(b, s, side, theater);
  return s.planShort;
}

/** Enemy units the plan destroys. */
function plannedKills(b: Battle, s: BattleState, side: number, theater: number): number {
  ensurePlan(b, s, side, theater);
  return s.attackKills;
}

/**
 * The least extra damage that would destroy one more enemy unit, given the damage now assigned (99: none): the
 * assigned damage is already on the units, so each group's most damaged unit that is not lethal tells.
 */
function planMinShort(b: Battle, s: BattleState, side: number, theater: number): number {
  const list = st(1 - side, theater) * 3 + COLOUR_NONE;
  const bunker = bunkerUp(b, s);
  let minShort = 99;
  for (let j = b.targetStart[list]!, end = b.targetStart[list + 1]!; j < end; j++) {
    const g = b.targetList[j]!;
    if (bunker && b.shielded[g]) continue;
    const m = s.mask[g]!;
    if (m !== 0) {
      const short = b.health[g]! - topDamage(m);
      if (short < minShort) minShort = short;
    }
  }
  return minShort;
}

import type { Battle } from "./battle";
import type { BattleState } from "./battle-state";
import { rollFace } from "./dice-pool";
import { bunkerUp } from "./pick-target";
import type { RandomSource } from "./rng";
import {
  BITS_PER_FACE,
  BYTE,
  COLOUR_BLACK,
  COLOUR_RED,
  ROLE_COUNT,
  ROLE_DSUC,
  ROLL_HIT_SHIFT,
  SPACE,
  sideTheater,
} from "./codes";

/** Colour orders for rerolls, by whether red / black hits have targets (index red + 2 * black). */
const REROLL_ORDER = [
  [2, 0, 1], // neither: green first, then red and black (all their hits are useless too)
  [0, 2, 1], // red hits have targets
  [1, 2, 0], // black hits have targets
  [0, 1, 2], // both
] as const;

/**
 * Rerolls up to `n` useless dice of the current roll (blanks, and hits no enemy unit can take), each die at most
 * once: red / black dice whose hits have targets first, then green, then the rest (concentrate fire; leader
 * rerolls of Cinematic Combat).
 */
export function rerollUseless(
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
    let blanks = roll & BYTE;
    let hits = (c === 0 && !redUseful) || (c === 1 && !blackUseful) ? (roll >>> ROLL_HIT_SHIFT) & BYTE : 0;
    while (left > 0 && blanks + hits > 0) {
      if (blanks > 0) {
        blanks--;
        roll -= 1;
      } else {
        hits--;
        roll -= 1 << ROLL_HIT_SHIFT;
      }
      roll += 1 << (BITS_PER_FACE * rollFace(rng, b, c));
      s.diceRolled++;
      left--;
    }
    if (c === 0) s.rollRed = roll;
    else if (c === 1) s.rollBlack = roll;
    else s.rollGreen = roll;
  }
}

/** Whether the roll holds a die worth rerolling: a blank, or a red / black hit no enemy unit can take. */
export function anyRerollable(b: Battle, s: BattleState, side: number, theater: number): boolean {
  return (
    ((s.rollRed | s.rollBlack | s.rollGreen) & BYTE) !== 0 ||
    (((s.rollRed >>> ROLL_HIT_SHIFT) & BYTE) !== 0 && !hittable(b, s, side, theater, COLOUR_RED)) ||
    (((s.rollBlack >>> ROLL_HIT_SHIFT) & BYTE) !== 0 && !hittable(b, s, side, theater, COLOUR_BLACK))
  );
}

/**
 * Whether a hit of `colour` rolled by `side` in `theater` has an enemy unit to go to: one with health of that colour
 * that can be damaged (not a Death Star under construction while a shield bunker stands).
 */
function hittable(b: Battle, s: BattleState, side: number, theater: number, colour: number): boolean {
  const enemy = 1 - side;
  let n = s.colourCount[sideTheater(enemy, theater) * 3 + colour]!;
  if (n > 0 && theater === SPACE && enemy === b.empire && bunkerUp(b, s) && b.dsucColour === colour)
    n -= s.roleCount[enemy * ROLE_COUNT + ROLE_DSUC]!;
  return n > 0;
}

import { COLOUR_BLACK, COLOUR_RED, DAMAGE_LEVELS, sideTheater } from "../../core/codes";
import { rollFace } from "../../core/dice-pool";
import { anyRerollable, rerollUseless } from "../../core/reroll";
import type { RandomSource } from "../../core/rng";
import { PREVENT_BLACK, PREVENT_RED, PREVENT_SPECIAL } from "./cinematic-codes";
import type { CinematicContext } from "./cinematic-context";

// Leader rerolls of Cinematic Combat (docs/rules.md#cinematic-combat: once per attack, up to the best tactic value, each die once).
// Besides blanks and hits no enemy unit can take (core/reroll.ts), a player rerolls a die that can do nothing this
// attack: a special with no damaged unit of its colour to repair (or none allowed to), and a hit of a colour the
// opponent's revealed card prevents in full (every hit of that colour showing is prevented). Dice of one colour
// showing one face are alike, so which of them is rerolled does not matter.

/** Rerolls up to `n` useless dice of `side`'s roll in `theater`. */
export function leaderRerolls(
  rng: RandomSource,
  r: CinematicContext,
  side: number,
  theater: number,
  n: number,
): void {
  const { b, s } = r;
  // (counted on the roll as it is, before any die is rerolled: each die is rerolled at most once)
  const red = wasted(r, side, theater, 0, s.rollRed);
  const black = wasted(r, side, theater, 1, s.rollBlack);
  let left = n;
  if (anyRerollable(b, s, side, theater)) {
    const before = s.diceRolled;
    rerollUseless(rng, b, s, side, theater, n);
    left -= s.diceRolled - before;
  }
  if (left > 0 && red !== 0) left = reroll(rng, r, 0, red, left);
  if (left > 0 && black !== 0) reroll(rng, r, 1, black, left);
}

/** Dice of colour c (0 red, 1 black) showing hits (low byte) or specials (high byte) that can do nothing. */
function wasted(r: CinematicContext, side: number, theater: number, c: number, roll: number): number {
  const { s, cs } = r;
  const k = sideTheater(side, theater) * 4;
  const colour = c === 0 ? COLOUR_RED : COLOUR_BLACK;
  // (hits with no enemy unit of their colour: core/reroll.ts rerolls those)
  const targets = s.colourCount[sideTheater(1 - side, theater) * 3 + colour]! > 0;
  const hits = (roll >>> 8) & 255;
  const prevented = cs.prevent[k + (c === 0 ? PREVENT_RED : PREVENT_BLACK)]!;
  const uselessHits = targets && hits > 0 && hits <= prevented ? hits : 0;
  const specials = roll >>> 24;
  const stopped = cs.prevent[k + PREVENT_SPECIAL]! >= specials;
  const uselessSpecials = specials > 0 && (stopped || !canRepair(r, side, theater, colour)) ? specials : 0;
  return uselessHits | (uselessSpecials << 8);
}

/** Whether a special could remove damage from one of `side`'s units in the theater with health `colour`. */
function canRepair(r: CinematicContext, side: number, theater: number, colour: number): boolean {
  const { b, s, cs } = r;
  const k = sideTheater(side, theater);
  if (cs.noRepairRound[k] === s.round) return false;
  for (let g = b.rangeStart[k]!, end = b.rangeEnd[k]!; g < end; g++) {
    if (b.colour[g] !== colour) continue;
    if (s.lethal[g]! > 0 || s.live[g]! - s.lethal[g]! - s.count[g * DAMAGE_LEVELS]! > 0) return true;
  }
  return false;
}

/** Rerolls up to `left` of the wasted dice of colour c (`dice`: hits low byte, specials high byte); returns what is left. */
function reroll(rng: RandomSource, r: CinematicContext, c: number, dice: number, left: number): number {
  const { b, s } = r;
  let roll = c === 0 ? s.rollRed : s.rollBlack;
  let hits = dice & 255;
  let specials = dice >>> 8;
  while (left > 0 && hits + specials > 0) {
    if (hits > 0) {
      hits--;
      roll -= 1 << 8;
    } else {
      specials--;
      roll -= 1 << 24;
    }
    roll += 1 << (8 * rollFace(rng, b, c));
    s.diceRolled++;
    left--;
  }
  if (c === 0) s.rollRed = roll;
  else s.rollBlack = roll;
  return left;
}

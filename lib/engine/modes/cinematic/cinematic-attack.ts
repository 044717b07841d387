import { closeAttack } from "../../core/assignment";
import { cappedDice, rollAttack, rollFace } from "../../core/dice-pool";
import type { StartPosition } from "../../core/start-position";
import { LOG_FULL, LOG_NONE, sideTheater } from "../../core/codes";
import type { RandomSource } from "../../core/rng";
import { assignDamage } from "../../core/targeting";
import { threatKey } from "../../core/threat";
import { PREVENT_BLACK, PREVENT_DIRECT, PREVENT_RED, PREVENT_SPECIAL } from "./cinematic-codes";
import type { CinematicContext } from "./cinematic-context";
import { leaderRerolls } from "./leader-rerolls";
import { recordLethal, repairWithSpecials, respond } from "./repair";

/**
 * One attack of Cinematic Combat (docs/rules.md#cinematic-combat): roll every unit still in the system (units lethally damaged this
 * round roll: they are destroyed at its end), the leader's rerolls, the opponent's prevention, specials removing
 * damage from the side's own units, the damage assigned by the targeting policy, then the opponent's responses.
 * No block step. The damage of the units made lethal is kept until the round ends.
 */
export function cinematicAttack(
  rng: RandomSource,
  r: CinematicContext,
  side: number,
  theater: number,
  from: StartPosition | null = null,
): void {
  const { b, s } = r;
  s.beginAttack();
  const k = sideTheater(side, theater);
  if (from) tableRoll(rng, r, from);
  else rollAttack(rng, b, s, side, theater);
  // Leader rerolls: once per attack, up to the best tactic value in this theater, each die at most once.
  const rerolls = b.tacticValue[k]!;
  if (rerolls > 0 && !from?.rerollChosen) leaderRerolls(rng, r, side, theater, rerolls);
  prevent(r, k);
  repairWithSpecials(r, side, theater);
  threatKey(b, s, side, theater);
  // Written down in full only when the opponent can still take damage off this round (its attack comes after, with
  // dice that show specials, or it has a response waiting): then its kills keep their damage (overkill included), and
  // responses see this attack's damage. Otherwise nothing can undo it, and it goes straight onto the units.
  s.log = canUndo(r, 1 - side, theater) ? LOG_FULL : LOG_NONE;
  assignDamage(b, s, side, theater);
  respond(r, 1 - side, theater);
  recordLethal(r);
  closeAttack(b, s);
}

/**
 * The roll of the battle as it stands (docs/rules.md#after-the-dice): its faces, then the dice the player chose to
 * reroll (each rerolled once, as a leader's reroll) when it chose.
 */
function tableRoll(rng: RandomSource, r: CinematicContext, from: StartPosition): void {
  const { b, s } = r;
  const roll = Int32Array.from(from.pendingRoll);
  for (let c = 0; c < 3; c++)
    for (let face = 0; face < 4; face++) {
      const n = (from.pendingReroll[c]! >>> (8 * face)) & 255;
      s.diceRolled += (roll[c]! >>> (8 * face)) & 255;
      for (let d = 0; d < n && from.rerollChosen; d++) {
        roll[c]! -= 1 << (8 * face);
        roll[c]! += 1 << (8 * rollFace(rng, b, c));
        s.diceRolled++;
      }
    }
  s.rollRed = roll[0]!;
  s.rollBlack = roll[1]!;
  s.rollGreen = roll[2]!;
}

/** Whether `side` can still take damage off its units in `theater` this round (specials later, or a response). */
function canUndo(r: CinematicContext, side: number, theater: number): boolean {
  const { b, s, cs } = r;
  const k = sideTheater(side, theater);
  if (cs.removeAfter[k]! > 0 || cs.moveOnto[k]! > 0) return true;
  if (r.firstToAttack(theater) === side || cs.noRepairRound[k] === s.round) return false;
  // (green dice show no specials)
  return (cappedDice(b, s, side, theater) & 0xffff) !== 0;
}

/** Removes from the roll the dice the opponent's cards prevent: showing hits of a colour, specials, direct hits. */
function prevent(r: CinematicContext, k: number): void {
  const { s, cs } = r;
  const p = k * 4;
  let n = take(s.rollRed, 1, cs.prevent[p + PREVENT_RED]!);
  s.rollRed -= n << 8;
  n = take(s.rollBlack, 1, cs.prevent[p + PREVENT_BLACK]!);
  s.rollBlack -= n << 8;
  let specials = cs.prevent[p + PREVENT_SPECIAL]!;
  n = take(s.rollRed, 3, specials);
  s.rollRed -= n << 24;
  specials -= n;
  s.rollBlack -= take(s.rollBlack, 3, specials) << 24;
  let direct = cs.prevent[p + PREVENT_DIRECT]!;
  n = take(s.rollRed, 2, direct);
  s.rollRed -= n << 16;
  direct -= n;
  n = take(s.rollBlack, 2, direct);
  s.rollBlack -= n << 16;
  direct -= n;
  s.rollGreen -= take(s.rollGreen, 2, direct) << 16;
}

/** How many of `n` dice to take away that show `face` in a packed roll (a byte per face). */
function take(roll: number, face: number, n: number): number {
  const showing = (roll >>> (8 * face)) & 255;
  return n < showing ? n : showing;
}

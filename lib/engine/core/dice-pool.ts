import type { Battle } from "./battle";
import type { BattleState } from "./battle-state";
import type { RandomSource } from "./rng";
import {
  BITS_PER_FACE,
  BYTE,
  DICE_CAP_BLACK,
  DICE_CAP_GREEN,
  DICE_CAP_RED,
  DICE_SUM_BITS,
  DICE_SUM_MASK,
  POOL_BLACK_SHIFT,
  POOL_GREEN_SHIFT,
  ROLE_COUNT,
  ROLE_ION_CANNON,
  SIX_OVER_2_32,
  SPACE,
} from "./codes";

/**
 * The dice `side` rolls in `theater` now, packed a byte a colour (codes.ts POOL_*): every unit in the
 * system (lethally damaged ones that have not attacked yet included), minus 2 red per ion cannon for
 * Imperial space attacks, then capped at 5 / 5 / 3 (docs/rules.md#one-attack).
 */
export function cappedDice(b: Battle, s: BattleState, side: number, theater: number): number {
  const sum = s.diceSum[side * 2 + theater]!;
  let red = sum & DICE_SUM_MASK;
  const black = (sum >>> DICE_SUM_BITS) & DICE_SUM_MASK;
  const green = sum >>> (2 * DICE_SUM_BITS);
  if (theater === SPACE && side === b.empire && red > 0) {
    red -= 2 * s.roleCount[b.rebel * ROLE_COUNT + ROLE_ION_CANNON]!;
    if (red < 0) red = 0;
  }
  return (
    (red < DICE_CAP_RED ? red : DICE_CAP_RED) |
    ((black < DICE_CAP_BLACK ? black : DICE_CAP_BLACK) << POOL_BLACK_SHIFT) |
    ((green < DICE_CAP_GREEN ? green : DICE_CAP_GREEN) << POOL_GREEN_SHIFT)
  );
}

/** `cappedDice` unpacked into `s.pool` (red, black, green); returns the total. */
export function attackPool(b: Battle, s: BattleState, side: number, theater: number): number {
  const dice = cappedDice(b, s, side, theater);
  const pool = s.pool;
  pool[0] = dice & BYTE;
  pool[1] = (dice >>> POOL_BLACK_SHIFT) & BYTE;
  pool[2] = dice >>> POOL_GREEN_SHIFT;
  return pool[0]! + pool[1]! + pool[2]!;
}

/** Rolls one die of `colour` (0 red, 1 black, 2 green) and returns its face code. */
export function rollFace(rng: RandomSource, b: Battle, colour: number): number {
  return b.faceTable[colour * 6 + ((rng.nextU32() * SIX_OVER_2_32) | 0)]!;
}

/**
 * Rolls the attack of `side` in `theater` into `s.rollRed`, `s.rollBlack` and `s.rollGreen`: each counts the faces
 * of that colour's dice, a byte per face (blank | hit << 8 | direct << 16 | special << 24; see `rollCount`).
 */
export function rollAttack(
  rng: RandomSource,
  b: Battle,
  s: BattleState,
  side: number,
  theater: number,
): void {
  const dice = cappedDice(b, s, side, theater);
  const counter = b.faceCounter;
  const red = dice & BYTE;
  const black = (dice >>> POOL_BLACK_SHIFT) & BYTE;
  const green = dice >>> POOL_GREEN_SHIFT;
  let r = 0;
  let k = 0;
  let g = 0;
  for (let d = 0; d < red; d++) r += counter[(rng.nextU32() * SIX_OVER_2_32) | 0]!;
  for (let d = 0; d < black; d++) k += counter[6 + ((rng.nextU32() * SIX_OVER_2_32) | 0)]!;
  for (let d = 0; d < green; d++) g += counter[12 + ((rng.nextU32() * SIX_OVER_2_32) | 0)]!;
  s.rollRed = r;
  s.rollBlack = k;
  s.rollGreen = g;
  s.diceRolled += red + black + green;
}

/** How many dice of `colour` (0 red, 1 black, 2 green) show `face` in the current roll. */
export function rollCount(s: BattleState, colour: number, face: number): number {
  const packed = colour === 0 ? s.rollRed : colour === 1 ? s.rollBlack : s.rollGreen;
  return (packed >>> (BITS_PER_FACE * face)) & BYTE;
}

/**
 * Rolls the attack of `side` in `theater` for damage alone (no cards, so blanks and specials do nothing) and
 * returns the damage packed as red hits | black hits << 8 | single points << 16, where single points are the
 * direct hits and green hits (those can go to any unit). Sums `b.damageCounter`, one integer for all dice.
 */
export function rollDamage(
  rng: RandomSource,
  b: Battle,
  s: BattleState,
  side: number,
  theater: number,
): number {
  const dice = cappedDice(b, s, side, theater);
  const counter = b.damageCounter;
  const red = dice & BYTE;
  const black = (dice >>> POOL_BLACK_SHIFT) & BYTE;
  const green = dice >>> POOL_GREEN_SHIFT;
  let acc = 0;
  for (let d = 0; d < red; d++) acc += counter[(rng.nextU32() * SIX_OVER_2_32) | 0]!;
  for (let d = 0; d < black; d++) acc += counter[6 + ((rng.nextU32() * SIX_OVER_2_32) | 0)]!;
  for (let d = 0; d < green; d++) acc += counter[12 + ((rng.nextU32() * SIX_OVER_2_32) | 0)]!;
  s.diceRolled += red + black + green;
  return acc;
}

import type { Battle } from "./battle";
import type { BattleState } from "./battle-state";
import type { RandomSource } from "./rng";
import {
  DICE_CAP_BLACK,
  DICE_CAP_GREEN,
  DICE_CAP_RED,
  ROLE_COUNT,
  ROLE_ION_CANNON,
  SIX_OVER_2_32,
  SPACE,
} from "./codes";

/**
 * The dice `side` rolls in `theater` now, into `s.pool` (red, black, green): every unit in the system
 * (lethally damaged ones that have not attacked yet included), minus 2 red per ion cannon for Imperial
 * space attacks, then capped at 5 / 5 / 3 (rules 4.3.1). Returns the total.
 */
export function attackPool(b: Battle, s: BattleState, side: number, theater: number): number {
  const k = (side * 2 + theater) * 3;
  const sums = s.diceSum;
  let red = sums[k]!;
  const black = sums[k + 1]!;
  const green = sums[k + 2]!;
  if (theater === SPACE && side === b.empire && red > 0) {
    red -= 2 * s.roleCount[b.rebel * ROLE_COUNT + ROLE_ION_CANNON]!;
    if (red < 0) red = 0;
  }
  const pool = s.pool;
  pool[0] = red < DICE_CAP_RED ? red : DICE_CAP_RED;
  pool[1] = black < DICE_CAP_BLACK ? black : DICE_CAP_BLACK;
  pool[2] = green < DICE_CAP_GREEN ? green : DICE_CAP_GREEN;
  return pool[0]! + pool[1]! + pool[2]!;
}

/** Rolls one die of `colour` (0 red, 1 black, 2 green) and returns its face code. */
export function rollFace(rng: RandomSource, b: Battle, colour: number): number {
  return b.faceTable[colour * 6 + ((rng.nextU32() * SIX_OVER_2_32) | 0)]!;
}

/** Rolls the attack of `side` in `theater`; `s.roll[colour * 4 + face]` holds the counts. */
export function rollAttack(
  rng: RandomSource,
  b: Battle,
  s: BattleState,
  side: number,
  theater: number,
): void {
  const total = attackPool(b, s, side, theater);
  const roll = s.roll;
  const counter = b.faceCounter;
  for (let c = 0; c < 3; c++) {
    const n = s.pool[c]!;
    const offset = c * 6;
    // Four face counts packed in one integer, a byte each (an attack rolls at most 5 dice of a colour).
    let acc = 0;
    for (let d = 0; d < n; d++) acc += counter[offset + ((rng.nextU32() * SIX_OVER_2_32) | 0)]!;
    const out = c * 4;
    roll[out] = acc & 255;
    roll[out + 1] = (acc >>> 8) & 255;
    roll[out + 2] = (acc >>> 16) & 255;
    roll[out + 3] = acc >>> 24;
  }
  s.diceRolled += total;
}

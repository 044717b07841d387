import type { Battle } from "./battle";
import type { BattleState } from "./battle-state";
import { rollAttack, rollDamage } from "./dice-pool";
import type { RandomSource } from "./rng";
import { assignDamage, assignThreat } from "./targeting";
import { threatKey } from "./threat";
import { LOG_NONE, TARGET_THREAT } from "./codes";

/**
 * One attack with dice alone (docs/rules.md#one-attack when nobody plays cards): roll, then assign. Nothing can cancel or re-plan
 * damage once it is assigned, so it goes straight onto the units (lethal ones marked); with the default threat
 * policy the roll counts damage alone and is spent in one loop.
 */
export function diceAttack(
  rng: RandomSource,
  b: Battle,
  s: BattleState,
  side: number,
  theater: number,
): void {
  if (b.targeting[side] === TARGET_THREAT) {
    const damage = rollDamage(rng, b, s, side, theater);
    threatKey(b, s, side, theater);
    assignThreat(b, s, side, theater, damage, LOG_NONE);
    return;
  }
  rollAttack(rng, b, s, side, theater);
  threatKey(b, s, side, theater);
  s.log = LOG_NONE;
  assignDamage(b, s, side, theater);
}

import type { Battle } from "./battle";
import type { BattleState } from "./battle-state";
import { mayBlock, playBlocks } from "./blocks";
import { combatActions } from "./card-play";
import { rollAttack, rollDamage } from "./dice-pool";
import type { RandomSource } from "./rng";
import { closeAttack } from "./assignment";
import { assignDamage, assignThreat } from "./targeting";
import { threatKey } from "./threat";
import { LOG_FULL, LOG_LIGHT, LOG_NONE, TARGET_THREAT } from "./codes";

/**
 * One attack of `side` in `theater` (rules 4.3): roll, combat actions, assign damage, the opponent's
 * blocks. Units made lethal are only marked; the battle step removes them at its end.
 */
export function resolveAttack(
  rng: RandomSource,
  b: Battle,
  s: BattleState,
  side: number,
  theater: number,
): void {
  if (b.directDamage) {
    // Nobody plays cards: no card damage, blocks or plan, and the damage goes straight onto the units.
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
    return;
  }
  rollAttack(rng, b, s, side, theater);
  threatKey(b, s, side, theater);
  s.clearCardDamage();
  s.planValid = false;
  // The opponent's hand cannot change before the block step: it tells now whether blocks are possible.
  s.log = b.tactics && b.playsCards[1 - side] && mayBlock(s, 1 - side, theater) ? LOG_FULL : LOG_LIGHT;
  if (b.tactics && b.playsCards[side]) combatActions(rng, b, s, side, theater);
  // The card policy may already have assigned the final plan while weighing its cards.
  if (!s.planValid) assignDamage(b, s, side, theater);
  if (s.log === LOG_FULL && !s.unstoppable) playBlocks(b, s, 1 - side, theater);
  closeAttack(b, s);
}

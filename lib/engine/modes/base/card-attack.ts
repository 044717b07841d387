import type { Battle } from "../../core/battle";
import type { BattleState } from "../../core/battle-state";
import { closeAttack } from "../../core/assignment";
import { rollAttack } from "../../core/dice-pool";
import type { RandomSource } from "../../core/rng";
import { assignDamage } from "../../core/targeting";
import { threatKey } from "../../core/threat";
import { LOG_FULL } from "../../core/codes";
import type { BaseCards } from "./base-cards";
import { mayBlock, playBlocks } from "./blocks";
import { combatActions } from "./card-play";

/**
 * One attack of `side` in `theater` with tactic cards (docs/rules.md#one-attack): roll, combat actions (the side's card policy),
 * assign damage, the opponent's blocks. Units made lethal are only marked; the battle step removes them at its end.
 * `plays`: which sides play cards (index side).
 */
export function cardAttack(
  rng: RandomSource,
  b: Battle,
  s: BattleState,
  cards: BaseCards,
  plays: Uint8Array,
  side: number,
  theater: number,
): void {
  rollAttack(rng, b, s, side, theater);
  threatKey(b, s, side, theater);
  s.beginAttack();
  cards.beginAttack();
  // The opponent's hand cannot change before the block step: it tells now whether blocks are possible, and so
  // whether this attack's damage must be told apart from earlier damage (LOG_FULL).
  const blocks = plays[1 - side] === 1 && mayBlock(cards, 1 - side, theater);
  s.log = blocks ? LOG_FULL : cards.minLog;
  if (plays[side]) combatActions(rng, b, s, cards, side, theater);
  // The card policy may already have assigned the final plan while weighing its cards.
  if (!cards.planValid) assignDamage(b, s, side, theater, cards.added);
  if (blocks && !cards.unstoppable) playBlocks(b, s, cards, 1 - side, theater);
  closeAttack(b, s);
}

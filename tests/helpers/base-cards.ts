import type { Battle } from "@/lib/engine/core/battle";
import type { BattleState } from "@/lib/engine/core/battle-state";
import type { RandomSource } from "@/lib/engine/core/rng";
import type { BaseCards } from "@/lib/engine/modes/base/base-cards";
import { BaseRules } from "@/lib/engine/modes/base/base-mode";

/** The base mode's card state of a BattleState (fails the test when the battle is not in the base mode). */
export function cardsOf(s: BattleState): BaseCards {
  if (!(s.rules instanceof BaseRules)) throw new Error("not a base-game battle");
  return s.rules.cards;
}

/** One attack, as the combat loop plays it (through the battle's rule mode). */
export function resolveAttack(
  rng: RandomSource,
  _b: Battle,
  s: BattleState,
  side: number,
  theater: number,
): void {
  s.rules.attack(rng, side, theater);
}

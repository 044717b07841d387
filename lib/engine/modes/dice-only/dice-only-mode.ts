import type { Battle } from "../../core/battle";
import type { BattleState } from "../../core/battle-state";
import { ATTACKER } from "../../core/codes";
import { diceAttack } from "../../core/dice-attack";
import type { RandomSource } from "../../core/rng";
import type { CombatRules, RuleMode } from "../../core/rule-mode";

/** Combat with dice alone (scenario `tactics: "none"`): no cards, specials do nothing (docs/rules.md#dice). */
class DiceOnlyRules implements CombatRules {
  constructor(
    private readonly b: Battle,
    private readonly s: BattleState,
  ) {}

  openCombat(): void {}
  beforeStep(): void {}
  firstToAttack(): number {
    return ATTACKER;
  }
  attack(rng: RandomSource, side: number, theater: number): void {
    diceAttack(rng, this.b, this.s, side, theater);
  }
  endRound(): void {}
  canDamageBeyondDice(): boolean {
    return false;
  }
  collectStats(): void {}
}

/** The pure dice odds: the base combat procedure (docs/rules.md#a-combat) without tactic cards. */
export const DICE_ONLY_MODE: RuleMode = {
  id: "none",
  specialWorth: 0,
  destroyAt: "step",
  statCount: () => 0,
  createRules: (b, s) => new DiceOnlyRules(b, s),
  cardStats: () => ({ drawn: 0, played: 0, byCard: {} }),
};

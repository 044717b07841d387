import { TACTIC_CARD_IDS } from "@/lib/data";
import type { Battle } from "../../core/battle";
import type { BattleState } from "../../core/battle-state";
import { ATTACKER, CARD_PLAY_SMART, GROUND, ROLE_SHIELD_GENERATOR, sideTheater } from "../../core/codes";
import { diceAttack } from "../../core/dice-attack";
import { contested, countRole } from "../../core/presence";
import type { RandomSource } from "../../core/rng";
import type { CardStats, CombatRules, RuleMode } from "../../core/rule-mode";
import { BaseCards, scenarioDecks } from "./base-cards";
import { cardAttack } from "./card-attack";
import { CARD_COUNT, CARD_CRITICAL_HIT } from "./card-codes";
import { drawCards, inHand } from "./deck";
import { THEATERS, placeKnownCards } from "./hands-in-play";

/**
 * Start of combat (docs/rules.md#start-of-combat): each side draws its best leader's tactic value, for contested
 * theaters only; a hand the battle as it stands gives (docs/rules.md#in-progress) draws its unknown cards instead,
 * from what is left of the deck.
 */
export function drawOpeningHands(rng: RandomSource, b: Battle, s: BattleState, cards: BaseCards): void {
  const p = b.scenario.inProgress;
  for (let t = 0; t < 2; t++) {
    if (!contested(b, s, t)) continue;
    for (let side = 0; side < 2; side++) {
      const hand = p?.[side === ATTACKER ? "attacker" : "defender"].hand?.[THEATERS[t]!];
      drawCards(rng, cards, side, t, hand ? hand.unknown : b.tacticValue[sideTheater(side, t)]!);
    }
  }
}

/** The base game's combat with its two tactic decks (docs/rules.md#a-combat), bound to one BattleState. */
export class BaseRules implements CombatRules {
  readonly cards: BaseCards;
  /** Which sides play their cards (card-play policy `smart`; `none` draws but never plays). */
  readonly plays: Uint8Array;
  /** Nobody plays cards: attacks are dice alone (cards are still drawn, and counted). */
  private readonly diceOnly: boolean;

  constructor(
    private readonly b: Battle,
    private readonly s: BattleState,
  ) {
    this.cards = new BaseCards(scenarioDecks(b.scenario));
    placeKnownCards(this.cards, b.scenario);
    this.plays = b.cardPlay.map((code) => (code === CARD_PLAY_SMART ? 1 : 0));
    this.diceOnly = this.plays[0] === 0 && this.plays[1] === 0;
  }

  openCombat(rng: RandomSource): void {
    this.cards.reset();
    drawOpeningHands(rng, this.b, this.s, this.cards);
  }

  /** Each shield generator gives the Rebels a ground card before every ground battle step (docs/rules.md#units). */
  beforeStep(rng: RandomSource, theater: number): void {
    if (theater !== GROUND) return;
    const b = this.b;
    drawCards(rng, this.cards, b.rebel, GROUND, countRole(b, this.s, b.rebel, ROLE_SHIELD_GENERATOR));
  }

  firstToAttack(): number {
    return ATTACKER;
  }

  attack(rng: RandomSource, side: number, theater: number): void {
    if (this.diceOnly) diceAttack(rng, this.b, this.s, side, theater);
    else cardAttack(rng, this.b, this.s, this.cards, this.plays, side, theater);
  }

  /** Not in a round the opponent played No Escape on this side (docs/rules.md#tactic-cards). */
  mayRetreat(side: number): boolean {
    return this.cards.noEscapeRound[side] !== this.s.round;
  }

  /** In a round this side played Escape Plan (docs/rules.md#tactic-cards). */
  retreatsWithoutShips(side: number): boolean {
    return this.cards.escapePlanRound[side] === this.s.round;
  }

  endRound(): void {}

  /** A held critical hit, or any way to draw one: specials on the dice, or a shield generator's card. */
  canDamageBeyondDice(side: number, theater: number): boolean {
    const b = this.b;
    const s = this.s;
    if (!this.plays[side]) return false;
    if (inHand(this.cards, side, theater, CARD_CRITICAL_HIT) > 0) return true;
    const pool = s.pool;
    if (
      (pool[0]! > 0 && b.specialShare[0]! > 0) ||
      (pool[1]! > 0 && b.specialShare[1]! > 0) ||
      (pool[2]! > 0 && b.specialShare[2]! > 0)
    )
      return true;
    return theater === GROUND && side === b.rebel && countRole(b, s, side, ROLE_SHIELD_GENERATOR) > 0;
  }

  collectStats(counts: number[]): void {
    this.cards.collectStats(counts);
  }
}

/** The base game's combat system: docs/rules.md#a-combat with the tactic cards of docs/rules.md#tactic-cards. */
export const BASE_MODE: RuleMode = {
  id: "base",
  // A special draws a card: worth about a third of a damage.
  specialWorth: 0.3,
  destroyAt: "step",
  statCount: () => 2 + 2 * CARD_COUNT,
  createRules: (b, s) => new BaseRules(b, s),
  cardStats(_b: Battle, counts: readonly number[], side: number, trials: number): CardStats {
    const n = trials || 1;
    const byCard: Record<string, number> = {};
    let played = 0;
    TACTIC_CARD_IDS.forEach((id, card) => {
      const count = counts[2 + side * CARD_COUNT + card] ?? 0;
      if (count > 0) byCard[id] = count / n;
      played += count;
    });
    return { drawn: (counts[side] ?? 0) / n, played: played / n, byCard };
  },
};

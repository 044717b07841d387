import type { UnitId } from "@/lib/data";
import type { Scenario } from "@/lib/scenario/types";
import type { Battle } from "./battle";
import type { BattleState } from "./battle-state";
import type { RandomSource } from "./rng";

/**
 * A combat system, seen from the unit core (docs/engine.md, "Rule modes"). The core plays what every mode shares —
 * units counted by damage level, rolling capped pools, target picking, putting damage on units, retreats, the
 * end-of-round checks — and asks the mode for the rest: what happens at the start of combat and before each battle
 * step, who attacks first, the phases of one attack, its statistics. Each mode is one folder under modes/ that the
 * core does not import; modes/index.ts picks one per scenario.
 */
export interface RuleMode {
  readonly id: string;
  /**
   * What a special die is worth to the threat policy, in points of damage (base game: it draws a card, about a
   * third of a damage; 0 where specials do nothing).
   */
  readonly specialWorth: number;
  /**
   * When lethally damaged units are destroyed: at the end of each battle step (docs/rules.md#one-attack), or at the end of
   * the round of battle (Cinematic Combat), so that their damage can still be removed until then.
   */
  readonly destroyAt: "step" | "round";
  /**
   * Unit types that may join a side during combat (Cinematic Combat's Reinforcements and Deployment), each with the
   * most that can join; the battle keeps a group for each even when the side starts with none.
   */
  joiners?(scenario: Scenario): readonly Joiner[];
  /** Integers the mode counts over a run (per-card statistics), merged by addition: the tally's `modeCounts`. */
  statCount(scenario: Scenario): number;
  /** The mode's rules and state for one BattleState; called once, by the BattleState's constructor. */
  createRules(b: Battle, s: BattleState): CombatRules;
  /** One side's card statistics for the result, from the tally's `modeCounts` over `trials` trials. */
  cardStats(b: Battle, counts: readonly number[], side: number, trials: number): CardStats;
}

/** Units of type `unit` that may join side `side` (0 attacker, 1 defender) during combat: at most `most`. */
export interface Joiner {
  readonly side: number;
  readonly unit: UnitId;
  readonly most: number;
}

/** A side's tactic-card statistics, per combat: what the CLI, the API and the page show. */
export interface CardStats {
  readonly drawn: number;
  readonly played: number;
  /** Plays per combat, by card id (cards never played are left out). */
  readonly byCard: Readonly<Record<string, number>>;
  /** Cinematic Combat: how often each card's top ability was used, per combat, by card id. */
  readonly top?: Readonly<Record<string, number>>;
  /** Cinematic Combat: the share of combats in which an effect outside the combat happened (capturing a leader…). */
  readonly events?: Readonly<Record<string, number>>;
}

/**
 * One mode's rules bound to one BattleState, with the mode's own state inside (its layout is the mode's business).
 * `fightCombat` calls these in the order of a combat round; `side` and `theater` are codes of core/codes.ts.
 */
export interface CombatRules {
  /** Start of combat, after the units are reset (docs/rules.md#start-of-combat: each side draws its leader's tactic value). */
  openCombat(rng: RandomSource): void;
  /** Before the battle step in `theater` (base: the shield generators' cards; cinematic: both choose a card). */
  beforeStep(rng: RandomSource, theater: number): void;
  /** The side that attacks first in the battle step in `theater` (docs/rules.md#a-round: the attacker, unless a card says). */
  firstToAttack(theater: number): number;
  /**
   * One attack of `side` in `theater` (docs/rules.md#one-attack): roll, modify (rerolls, cards), assign, respond (blocks). Units
   * made lethal are only marked; the core destroys them when the mode's `destroyAt` says.
   */
  attack(rng: RandomSource, side: number, theater: number): void;
  /**
   * Optional (Cinematic): the attack of `side` in `theater` from the roll the battle as it stands gives
   * (StartPosition.pending: docs/rules.md#after-the-dice), its rerolls, prevention, repairs and damage as `attack`'s.
   */
  attackPending?(rng: RandomSource, side: number, theater: number): void;
  /**
   * Optional: whether the mode lets `side` retreat this round (base: not in a round the opponent played No Escape
   * on it). Left out: the mode adds nothing to the rules of retreat (core/retreat.ts:canRetreat).
   */
  mayRetreat?(side: number): boolean;
  /**
   * Optional: whether `side`'s units that need a place on a ship (ground units, TIEs) leave without one if it retreats
   * this round (base: Escape Plan). Left out: never (core/retreat.ts:canRetreat, core/retreat.ts:executeRetreat).
   */
  retreatsWithoutShips?(side: number): boolean;
  /** The end of a round, after retreats and the end-of-round checks: effects that end, what the round brought. */
  endRound(rng: RandomSource): void;
  /**
   * Whether `side` has some way besides its dice to damage the enemy in `theater` some day (cards), for the
   * structural stalemate. `s.pool` holds the dice `side` rolls there.
   */
  canDamageBeyondDice(side: number, theater: number): boolean;
  /** Adds the statistics counted since the last call into `counts` (the tally's `modeCounts`) and clears them. */
  collectStats(counts: number[]): void;
}

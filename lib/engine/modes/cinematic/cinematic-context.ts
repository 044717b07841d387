import type { Battle } from "../../core/battle";
import type { BattleState } from "../../core/battle-state";
import type { PlayCard } from "./card-table";
import type { CardTargets } from "./card-targets";
import type { ChoiceScratch } from "./choice-scratch";
import type { CinematicState } from "./cinematic-state";

/**
 * What Cinematic Combat's parts (the card choice and values, the effects, the attack, rerolls and repairs) read and
 * call: one BattleState's cards, state and scratch. `CinematicRules` is the one implementation; the parts take this
 * interface so that they import nothing that imports them (no circle through cinematic-rules.ts).
 */
export interface CinematicContext {
  readonly b: Battle;
  readonly s: BattleState;
  readonly cs: CinematicState;
  /** The cards of each sideTheater(side, theater), card i being bit i of a hand. */
  readonly cards: readonly (readonly PlayCard[])[];
  /** Card-play policy per side (cinematic-codes.ts CHOICE_*). */
  readonly policy: Uint8Array;
  /** Which groups a card's `onto` or destroy effect may take. */
  readonly targets: CardTargets;
  /** The card choice's work: see card-values.ts and card-choice.ts. */
  readonly choice: ChoiceScratch;
  /** The theater the card choice is valuing (card-choice.ts). */
  choiceTheater: number;
  /** A Shield Bunker of the Empire stands (a Death Star cannot be damaged). */
  bunker(): boolean;
  /** `side`'s additional card of this step ("play 1 additional card"): a choice code, −1: none. */
  choose(side: number, theater: number, canCancel: boolean): number;
  /** The side that attacks first in this step of `theater`. */
  firstToAttack(theater: number): number;
}

import type { Battle } from "../../core/battle";
import type { BattleState } from "../../core/battle-state";
import { TYPE_COUNT, typeIndex } from "../../core/battle";
import {
  ATTACKER,
  DAMAGE_LEVELS,
  DEFENDER,
  GROUND,
  ROLE_COUNT,
  ROLE_SHIELD_GENERATOR,
  SPACE,
  sideTheater,
} from "../../core/codes";
import { bunkerUp } from "../../core/pick-target";
import type { RandomSource } from "../../core/rng";
import type { CombatRules } from "../../core/rule-mode";
import type { CinematicContext } from "./cinematic-context";
import { chooseAbility, chooseCard, DECIDE_AT_RESOLUTION } from "./card-choice";
import { topUsable, valueHands } from "./card-values";
import { ChoiceScratch } from "./choice-scratch";
import { resolveCard } from "./card-effects";
import { cardTable, type Effect, type PlayCard } from "./card-table";
import { cardTargets, destroyTargets, destroyTheater, type CardTargets } from "./card-targets";
import { cinematicAttack } from "./cinematic-attack";
import {
  CARDS_PER_DECK,
  EFFECT_DEAL,
  EFFECT_DESTROY,
  EVENT_CAPTURE,
  EVENT_MARK,
  EVENT_RESCUE,
} from "./cinematic-codes";
import { CinematicState, statBase } from "./cinematic-state";

/** Rise of the Empire's Cinematic Combat (docs/rules.md#cinematic-combat), bound to one BattleState. */
export class CinematicRules implements CombatRules, CinematicContext {
  readonly cs: CinematicState;
  /** The cards of each sideTheater(side, theater), card i being bit i of a hand. */
  readonly cards: PlayCard[][];
  /** Card-play policy per side (cinematic-codes.ts CHOICE_*). */
  readonly policy: Uint8Array;
  /** Cards in the discard pile at the start of every combat, index sideTheater (bit masks). */
  readonly used: Int32Array;
  /** Cards out of the game at the start of every combat (removed in earlier ones), index sideTheater (bit masks). */
  readonly removed: Int32Array;
  /** Which groups a card's `onto` or destroy effect may take. */
  readonly targets: CardTargets;
  /** The card choice's work: see card-values.ts and card-choice.ts. */
  readonly choice: ChoiceScratch;
  /** The theater the card choice is valuing (card-choice.ts). */
  choiceTheater = 0;
  /** The Rebel ground card that leaves the game once its top takes effect (Confrontation; −1: none). */
  private readonly leavesGame: number;

  constructor(
    readonly b: Battle,
    readonly s: BattleState,
    policy: readonly number[],
    used: readonly number[],
    removed: readonly number[] = [0, 0, 0, 0],
    /** A card picked for the first step played (docs/rules.md#cinematic-rerolls): sideTheater << 8 | card, −1: none. */
    private readonly forced = -1,
  ) {
    this.cs = new CinematicState(b.groups);
    this.cards = cardTable(b);
    this.targets = cardTargets(b);
    this.choice = new ChoiceScratch(b);
    this.policy = Uint8Array.from(policy);
    this.used = Int32Array.from(used);
    this.removed = Int32Array.from(removed);
    this.leavesGame = this.cards[sideTheater(b.rebel, GROUND)]!.findIndex(
      (c) => c.def.removedWhenTopUsed === true,
    );
  }

  bunker(): boolean {
    return bunkerUp(this.b, this.s);
  }

  /** `side`'s additional card of this step ("play 1 additional card"): it cannot cancel (a choice code, −1: none). */
  choose(side: number, theater: number, canCancel: boolean): number {
    valueHands(this, theater, side);
    return chooseCard(this, side, theater, canCancel);
  }

  private forcedOpen = false;

  openCombat(): void {
    this.cs.reset(this.used, this.removed);
    this.forcedOpen = this.forced >= 0;
    // (a step under way: its lethal units can still be saved until the round ends, one point each)
    const lethal = this.b.initialLethal;
    for (let g = 0; g < lethal.length; g++)
      if (lethal[g]! > 0) this.cs.lethalAt[g * DAMAGE_LEVELS]! += lethal[g]!;
    this.startRound();
  }

  /**
   * Before each battle step (docs/rules.md#cinematic-combat): the Rebels' shield generators return cards from the ground discard pile;
   * both sides choose a card at once and reveal; then each resolves it, the attacker first unless the defender's
   * card cancels.
   */
  beforeStep(_rng: RandomSource, theater: number): void {
    const cs = this.cs;
    for (let side = 0; side < 2; side++) {
      const k = sideTheater(side, theater);
      cs.prevent.fill(0, k * 4, k * 4 + 4);
      cs.removeAfter[k] = 0;
      cs.moveOnto[k] = 0;
      cs.cancelled[side] = 0;
    }
    if (theater === GROUND) this.shieldGeneratorsReturn();
    // Both choose at once: each from the state as it is, seeing only the other's hand.
    valueHands(this, theater, -1);
    for (let side = 0; side < 2; side++) {
      const c = this.pick(side, theater);
      cs.chosen[side] = c < 0 ? -1 : (c >> 2) & 7;
      cs.chosenTop[side] = c < 0 ? -1 : (c & 3) - 1;
      cs.decideLater[side] = c >= 0 && (c & DECIDE_AT_RESOLUTION) !== 0 ? 1 : 0;
    }
    this.forcedOpen = false;
    this.resolveStep(theater);
  }

  /** `side`'s card for this step, by its policy (a choice code of card-choice.ts, −1: none). Tests script it. */
  pick(side: number, theater: number): number {
    const k = this.forced >> 8;
    const i = this.forced & 255;
    const held = this.forcedOpen && k === sideTheater(side, theater) && ((this.cs.hand[k]! >>> i) & 1) === 1;
    if (held && this.cs.lockedRound[k] !== this.s.round) return (i << 2) | DECIDE_AT_RESOLUTION;
    return chooseCard(this, side, theater, true);
  }

  /**
   * The revealed cards (`cs.chosen`, `cs.chosenTop`) resolve: the attacker's first, unless the defender's cancels
   * (its top ability cancels: then the defender's resolves first and the attacker's is cancelled).
   */
  resolveStep(theater: number): void {
    const cs = this.cs;
    cs.present.set(this.s.live);
    cs.resolving = 1;
    cs.stepChanged = 0;
    const d = cs.chosen[DEFENDER]!;
    const cancels = d >= 0 && this.cards[sideTheater(DEFENDER, theater)]![d]!.topCancels;
    // (a defender whose card can cancel decides first: cancelling means resolving before the attacker)
    if (cancels) this.decide(DEFENDER, theater);
    const defenderFirst = cancels && cs.chosenTop[DEFENDER] === 1;
    const firstSide = defenderFirst ? DEFENDER : ATTACKER;
    this.resolveChosen(firstSide, theater);
    this.resolveChosen(1 - firstSide, theater);
    cs.resolving = 0;
  }

  private resolveChosen(side: number, theater: number): void {
    const cs = this.cs;
    const i = cs.chosen[side]!;
    if (i < 0) return;
    this.decide(side, theater);
    // (marked resolved first: a cancel reaches only a card not resolved yet)
    cs.chosen[side] = -1;
    resolveCard(this, side, theater, i, cs.chosenTop[side]!, true);
  }

  /** A revealed card whose ability the policy decides as it resolves: decided now (docs/rules.md#cinematic-combat, docs/rules.md). */
  private decide(side: number, theater: number): void {
    const cs = this.cs;
    if (cs.decideLater[side] === 0) return;
    cs.decideLater[side] = 0;
    if (cs.cancelled[side] === 1) return;
    cs.chosenTop[side] = chooseAbility(this, side, theater, cs.chosen[side]!);
  }

  /** "Draw N tactic cards" effects return cards instead: each shield generator returns the strongest discarded one. */
  private shieldGeneratorsReturn(): void {
    const { b, s, cs } = this;
    const k = sideTheater(b.rebel, GROUND);
    for (let n = s.roleCount[b.rebel * ROLE_COUNT + ROLE_SHIELD_GENERATOR]!; n > 0; n--) {
      const pile = cs.discard[k]!;
      if (pile === 0) return;
      let best = -1;
      for (let i = 0; i < CARDS_PER_DECK; i++) {
        if (((pile >>> i) & 1) === 0) continue;
        if (best < 0 || this.cards[k]![i]!.strength > this.cards[k]![best]!.strength) best = i;
      }
      cs.returnCard(k, best);
    }
  }

  firstToAttack(theater: number): number {
    const first = this.cs.first[theater]!;
    return first < 0 ? ATTACKER : first;
  }

  attack(rng: RandomSource, side: number, theater: number): void {
    cinematicAttack(rng, this, side, theater);
  }

  attackPending(rng: RandomSource, side: number, theater: number): void {
    cinematicAttack(rng, this, side, theater, this.b.start);
  }

  /** The end of the round: effects that act outside the combat are counted; this round's bookkeeping ends. */
  endRound(): void {
    const { b, s, cs } = this;
    const round = s.round;
    const rebel = b.rebel;
    const empire = b.empire;
    if (cs.eventRound[EVENT_CAPTURE] === round) {
      const sd = b.groupOfType[empire * TYPE_COUNT + typeIndex("star-destroyer")]!;
      const captured =
        sd >= 0 &&
        s.live[sd]! > 0 &&
        s.inCount[sideTheater(rebel, SPACE)] === 0 &&
        b.hasLeader[rebel] &&
        !s.retreated[rebel];
      if (captured) this.event(empire, EVENT_CAPTURE);
    }
    if (cs.eventRound[EVENT_RESCUE] === round) {
      const retreat =
        (s.retreated[0] === 1 && cs.retreatedAtStart[0] === 0) ||
        (s.retreated[1] === 1 && cs.retreatedAtStart[1] === 0);
      if (retreat) this.event(rebel, EVENT_RESCUE);
    }
    if (cs.eventRound[EVENT_MARK] === round) {
      const beaten =
        cs.groundAtStart[empire]! > 0 &&
        s.inCount[sideTheater(empire, GROUND)] === 0 &&
        !s.retreated[empire] &&
        b.hasLeader[empire];
      if (beaten) {
        this.event(rebel, EVENT_MARK);
        // Confrontation leaves the game once its top has taken effect (a leader marked), not when it is chosen.
        if (this.leavesGame >= 0) cs.removeCard(sideTheater(rebel, GROUND), this.leavesGame);
      }
    }
    cs.lethalAt.fill(0);
    this.startRound();
  }

  /** An event outside the combat happened (counted once per combat). */
  private event(side: number, event: number): void {
    if (this.cs.eventDone[event]) return;
    this.cs.eventDone[event] = 1;
    this.cs.stats[statBase(side) + 4 * CARDS_PER_DECK + event]!++;
  }

  private startRound(): void {
    const { s, cs } = this;
    for (let side = 0; side < 2; side++) {
      cs.groundAtStart[side] = s.inCount[sideTheater(side, GROUND)]!;
      cs.retreatedAtStart[side] = s.retreated[side]!;
    }
  }

  /** A card still to come (in hand, or in the discard pile that comes back) that deals damage or destroys here. */
  canDamageBeyondDice(side: number, theater: number): boolean {
    const cs = this.cs;
    const k = sideTheater(side, theater);
    const cards = (cs.hand[k]! | cs.discard[k]!) & ~cs.removed[k]!;
    for (let i = 0; i < CARDS_PER_DECK; i++) {
      if (((cards >>> i) & 1) === 0) continue;
      const card = this.cards[k]![i]!;
      if (damages(this, side, theater, card.bottom)) return true;
      if (topUsable(this, card) && damages(this, side, theater, card.top)) return true;
    }
    return false;
  }

  collectStats(counts: number[]): void {
    this.cs.collectStats(counts);
  }
}

/** An ability deals damage to, or destroys, some enemy unit there is now. */
function damages(r: CinematicRules, side: number, theater: number, effects: readonly Effect[]): boolean {
  const { b, s } = r;
  for (let i = 0; i < effects.length; i++) {
    const e = effects[i]!;
    if (e.kind === EFFECT_DEAL && hasTargets(r, sideTheater(1 - side, theater) * 3 + e.colour)) return true;
    if (e.kind !== EFFECT_DESTROY) continue;
    const fits = destroyTargets(r.targets, e.what);
    const k = sideTheater(1 - side, destroyTheater(e.what));
    for (let g = b.rangeStart[k]!, end = b.rangeEnd[k]!; g < end; g++)
      if (s.mask[g] !== 0 && fits[g]) return true;
  }
  return false;
}

/** Some enemy unit of target list `list` can take damage (not a shielded Death Star). */
function hasTargets(r: CinematicRules, list: number): boolean {
  const { b, s } = r;
  const bunker = r.bunker();
  for (let j = b.targetStart[list]!, end = b.targetStart[list + 1]!; j < end; j++) {
    const g = b.targetList[j]!;
    if (s.mask[g] !== 0 && !(bunker && b.shielded[g])) return true;
  }
  return false;
}

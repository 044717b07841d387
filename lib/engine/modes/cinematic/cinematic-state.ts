import { DAMAGE_LEVELS } from "../../core/codes";
import { layOut } from "../../core/int-layout";
import { CARDS_PER_DECK, EVENT_COUNT } from "./cinematic-codes";

/** Integers the state counts over a run: per side, each of its 16 cards played and its top ability used; events. */
export const STAT_COUNT = 2 * 2 * 2 * CARDS_PER_DECK + 2 * EVENT_COUNT;
/** Where a side's counts start in the stats: played (16), top used (16), events (EVENT_COUNT). */
export const statBase = (side: number): number => side * (4 * CARDS_PER_DECK + EVENT_COUNT);

/**
 * Cinematic Combat's state for one BattleState (docs/rules.md#cinematic-combat), reset at the start of every combat: open hands and
 * discard piles as bit masks of a deck's 8 cards (index sideTheater(side, theater)), the cards used for good, who cannot play
 * next round, attack order, what the cards played this round do to the attacks (prevention, no repairs,
 * responses), and the damage of units lethally damaged by dice this round, kept until the round's end so specials
 * and responses can still remove it.
 */
export class CinematicState {
  private readonly mem: Int32Array;
  private readonly start: Int32Array;
  /** Cards in hand / in the discard pile / out of the game, index sideTheater: bit i is the deck's card i. */
  readonly hand: Int32Array;
  readonly discard: Int32Array;
  readonly removed: Int32Array;
  /** The round in which this side cannot play a card of this theater (index sideTheater; −1: none). */
  readonly lockedRound: Int32Array;
  /** The side that attacks first in each theater for the rest of the combat (−1: the attacker). */
  readonly first: Int32Array;
  /** Dice the attack of a side in a theater loses this round: red hits, black hits, specials, direct hits (index sideTheater * 4 + kind). */
  readonly prevent: Int32Array;
  /** The round in which a side's units of a theater cannot remove damage with specials (−1: none). */
  readonly noRepairRound: Int32Array;
  /** Per group: the round in which its units cannot remove damage (Ion Blast's target). */
  readonly noRepairGroupRound: Int32Array;
  /** Responses of a side in a theater this round, after the opponent assigns damage: damage to remove, and to move onto a structure. */
  readonly removeAfter: Int32Array;
  /** Unit type index that `removeAfter` spares (−1: none). */
  readonly removeExcept: Int32Array;
  readonly moveOnto: Int32Array;
  /** The group that `moveOnto` moves damage onto. */
  readonly moveOntoGroup: Int32Array;
  /** Events: the round in which each was set off (−1: none), and whether it has happened this combat. */
  readonly eventRound: Int32Array;
  readonly eventDone: Int32Array;
  /** Per side, at the start of the round: ground units in the system, and whether the side had retreated. */
  readonly groundAtStart: Int32Array;
  readonly retreatedAtStart: Int32Array;
  /**
   * Units made lethal by dice this round, by how far their damage exceeds their health minus one: index
   * group * DAMAGE_LEVELS + min(excess, DAMAGE_LEVELS − 1). Removing excess + 1 damage saves one.
   */
  readonly lethalAt: Int32Array;
  /**
   * Per group, its units in the system when this step's cards were revealed: a unit a card destroys still counts for
   * the unit requirement of the cards resolved in that step (docs/rules.md#cinematic-combat). Read while `resolving`.
   */
  readonly present: Int32Array;
  /** 1 while the revealed cards of a step resolve (`present` holds). */
  resolving = 0;
  /** 1 once a card of this step changed what the card values read (the values of the pick are out of date). */
  stepChanged = 0;

  /** The cards chosen this step (index side): the card (−1: none), its top ability used, and cancelled. */
  readonly chosen = new Int32Array(2);
  readonly chosenTop = new Int32Array(2);
  readonly cancelled = new Int32Array(2);
  /** 1: the side's policy decides top or bottom when its card resolves (`chosenTop` is its guess at the pick). */
  readonly decideLater = new Int32Array(2);
  /** The group the last card damage landed on (Ion Blast's "which cannot remove damage"). */
  lastTarget = -1;

  /** Statistics since `collectStats` (see STAT_COUNT). */
  readonly stats = new Int32Array(STAT_COUNT);

  constructor(groups: number) {
    const { mem, views } = layOut({
      hand: 4,
      discard: 4,
      removed: 4,
      lockedRound: 4,
      first: 2,
      prevent: 16,
      noRepairRound: 4,
      noRepairGroupRound: groups,
      removeAfter: 4,
      removeExcept: 4,
      moveOnto: 4,
      moveOntoGroup: 4,
      eventRound: EVENT_COUNT,
      eventDone: EVENT_COUNT,
      groundAtStart: 2,
      retreatedAtStart: 2,
      lethalAt: groups * DAMAGE_LEVELS,
      present: groups,
    });
    this.mem = mem;
    this.hand = views.hand;
    this.discard = views.discard;
    this.removed = views.removed;
    this.lockedRound = views.lockedRound;
    this.first = views.first;
    this.prevent = views.prevent;
    this.noRepairRound = views.noRepairRound;
    this.noRepairGroupRound = views.noRepairGroupRound;
    this.removeAfter = views.removeAfter;
    this.removeExcept = views.removeExcept;
    this.moveOnto = views.moveOnto;
    this.moveOntoGroup = views.moveOntoGroup;
    this.eventRound = views.eventRound;
    this.eventDone = views.eventDone;
    this.groundAtStart = views.groundAtStart;
    this.retreatedAtStart = views.retreatedAtStart;
    this.lethalAt = views.lethalAt;
    this.present = views.present;
    for (const v of [
      this.lockedRound,
      this.first,
      this.noRepairRound,
      this.noRepairGroupRound,
      this.eventRound,
    ])
      v.fill(-1);
    this.removeExcept.fill(-1);
    this.start = mem.slice();
  }

  /**
   * Back to the start of a combat, with each hand its deck less the cards `used` (in the discard pile) and `removed`
   * (out of the game for good, docs/rules.md#cards-removed-from-the-game) in earlier combats, index sideTheater.
   */
  reset(used: Int32Array, removed: Int32Array = NONE_REMOVED): void {
    this.mem.set(this.start);
    for (let k = 0; k < 4; k++) {
      this.removed[k] = removed[k]!;
      this.discard[k] = used[k]! & ~removed[k]!;
      this.hand[k] = FULL_DECK & ~used[k]! & ~removed[k]!;
    }
    this.lastTarget = -1;
    this.resolving = 0;
    this.decideLater.fill(0);
  }

  /**
   * Card i of deck sideTheater leaves the hand (docs/rules.md#cinematic-combat): to the discard pile, or out of the game (`removed`). When it was the
   * last card in hand, the discard pile except that card returns to the hand.
   */
  useCard(k: number, i: number, remove: boolean): void {
    const bit = 1 << i;
    this.hand[k]! &= ~bit;
    if (remove) this.removed[k]! |= bit;
    else this.discard[k]! |= bit;
    if (this.hand[k] !== 0) return;
    this.hand[k] = this.discard[k]! & ~bit;
    this.discard[k]! &= bit;
  }

  /** Card i of deck sideTheater leaves the game from wherever it is (Confrontation, once its top took effect). */
  removeCard(k: number, i: number): void {
    const bit = 1 << i;
    this.hand[k]! &= ~bit;
    this.discard[k]! &= ~bit;
    this.removed[k]! |= bit;
    if (this.hand[k] !== 0) return;
    this.hand[k] = this.discard[k]!;
    this.discard[k] = 0;
  }

  /** Card i of deck sideTheater goes from the discard pile back to the hand (the Shield Generator's return). */
  returnCard(k: number, i: number): void {
    const bit = 1 << i;
    this.discard[k]! &= ~bit;
    this.hand[k]! |= bit;
  }

  collectStats(counts: number[]): void {
    const stats = this.stats;
    for (let i = 0; i < STAT_COUNT; i++) {
      counts[i]! += stats[i]!;
      stats[i] = 0;
    }
  }
}

/** No card out of the game at the start (index sideTheater). */
const NONE_REMOVED = new Int32Array(4);

/** A hand holding every card of a deck. */
export const FULL_DECK = (1 << CARDS_PER_DECK) - 1;

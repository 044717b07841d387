import { ROLE_COUNT, TYPE_COUNT, type Battle } from "./battle";
import { CARD_COUNT } from "./codes";

export const STATUS_GONE = 0;
export const STATUS_IN = 1;
export const STATUS_RETREATED = 2;

/**
 * Everything that changes during one combat, allocated once per Battle and reset per trial
 * (no allocation in the hot loop). Plain typed arrays so a test can inspect or script any of it.
 */
export class BattleState {
  /** Per slot: STATUS_GONE (destroyed), STATUS_IN (in the system), STATUS_RETREATED. */
  readonly status: Uint8Array;
  readonly damage: Uint8Array;
  /** Damage assigned by the attack being resolved, not yet applied (blocks cancel it). */
  readonly assigned: Uint8Array;
  /** Lethally damaged; destroyed at the end of the battle step (rules 4.3.5). */
  readonly lethal: Uint8Array;
  /** Targeting scores of the enemy unit types (index: type), refreshed at each attack. */
  readonly score: Float64Array;
  /** Slots given damage by the attack being resolved (so applying and clearing it skips the rest). */
  readonly touched: Int32Array;
  touchedCount = 0;
  /** Slots lethally damaged in the current battle step, destroyed at its end. */
  readonly lethalList: Int32Array;
  lethalCount = 0;
  /** What the scores of the units of st(side, theater) were computed for (-1: not yet). */
  readonly scoreKey: Int32Array;
  /** Scratch mark used by the block step for units it cannot save. */
  readonly mark: Uint8Array;

  /**
   * Slots in the system, in slot order: those of st(side, theater) are at
   * [rangeStart[k], rangeStart[k] + inCount[k]). Targeting scans this instead of every slot.
   */
  readonly members: Int32Array;
  /** Units destroyed so far, index side * TYPE_COUNT + type. */
  readonly lost: Int32Array;
  /** Some slot left the system since `members` was last compacted. */
  membersStale = false;
  /** Which st(side, theater) ranges of `members` need compacting. */
  readonly staleRange: Uint8Array;
  /** Running totals of units in the system, kept by `leaveSystem`, so presence checks cost O(1). */
  readonly inCount: Int32Array;
  /** Index st * 3 + health colour (0 none, 1 red, 2 black). */
  readonly colourCount: Int32Array;
  /** Index side * ROLE_COUNT + role. */
  readonly roleCount: Int32Array;
  /** Attack dice of the units in the system, index st * 3 + die colour (0 red, 1 black, 2 green). */
  readonly diceSum: Int32Array;

  /** Cards in hand, index (side * 2 + theater) * CARD_COUNT + card. */
  readonly hand: Int8Array;
  readonly handSize: Int8Array;
  /** Deck per theater: cards [pos, size) are still to draw, in an order decided lazily by draws. */
  readonly deck: [Uint8Array, Uint8Array];
  readonly deckSize: Int32Array;
  readonly deckPos: Int32Array;
  /** Discard pile counts per theater, index theater * CARD_COUNT + card. */
  readonly discard: Int8Array;

  readonly retreated: Uint8Array;
  /** Round in which a no-escape card stops this side retreating (-1: none). */
  readonly noEscapeRound: Int32Array;
  /** Round in which this side's escape plan is in effect (-1: none). */
  readonly escapePlanRound: Int32Array;
  plansUsed = false;
  round = 0;

  /** The current roll: counts by colour (0 red, 1 black, 2 green) × face (blank, hit, direct, special). */
  readonly roll: Int32Array;
  /** Dice an attack rolls after ion cannons and caps, by colour (scratch). */
  readonly pool: Int32Array;
  /** Card damage of the current attack: critical hits, lump damages (take it down, bombardment), onslaughts. */
  criticals = 0;
  onslaughts = 0;
  readonly lumps: Int32Array;
  lumpCount = 0;
  unstoppable = false;
  /** Result of the last `evaluatePlan`: kills, and the least extra damage that adds one. */
  planKills = 0;
  planMinShort = 0;
  planValid = false;

  /** Statistics across all trials run on this state. */
  diceRolled = 0;
  readonly cardsDrawn: Float64Array;
  readonly cardsPlayed: Float64Array;

  constructor(readonly battle: Battle) {
    const n = battle.slots;
    this.status = new Uint8Array(n);
    this.damage = new Uint8Array(n);
    this.assigned = new Uint8Array(n);
    this.lethal = new Uint8Array(n);
    this.score = new Float64Array(TYPE_COUNT);
    this.mark = new Uint8Array(n);
    this.scoreKey = new Int32Array(4);
    this.touched = new Int32Array(n);
    this.lethalList = new Int32Array(n);
    this.members = new Int32Array(n);
    this.lost = new Int32Array(2 * TYPE_COUNT);
    this.staleRange = new Uint8Array(4);
    this.inCount = new Int32Array(4);
    this.colourCount = new Int32Array(12);
    this.roleCount = new Int32Array(2 * ROLE_COUNT);
    this.diceSum = new Int32Array(12);
    this.hand = new Int8Array(4 * CARD_COUNT);
    this.handSize = new Int8Array(4);
    this.deck = [new Uint8Array(64), new Uint8Array(64)];
    this.deckSize = new Int32Array(2);
    this.deckPos = new Int32Array(2);
    this.discard = new Int8Array(2 * CARD_COUNT);
    this.retreated = new Uint8Array(2);
    this.noEscapeRound = new Int32Array(2);
    this.escapePlanRound = new Int32Array(2);
    this.roll = new Int32Array(12);
    this.pool = new Int32Array(3);
    this.lumps = new Int32Array(16);
    this.cardsDrawn = new Float64Array(2);
    this.cardsPlayed = new Float64Array(2 * CARD_COUNT);
  }

  /** Back to the start of a combat: units as set up, full decks, empty hands. */
  reset(): void {
    const b = this.battle;
    this.status.fill(1);
    this.members.set(b.identity);
    this.lost.fill(0);
    this.membersStale = false;
    this.staleRange.fill(0);
    this.inCount.set(b.initial.inCount);
    this.scoreKey.fill(-1);
    this.colourCount.set(b.initial.colourCount);
    this.roleCount.set(b.initial.roleCount);
    this.diceSum.set(b.initial.diceSum);
    this.damage.set(b.initialDamage);
    // `assigned`, `lethal` and `mark` are back to zero at the end of every attack and battle step.
    this.touchedCount = 0;
    this.lethalCount = 0;
    if (b.tactics) {
      this.hand.fill(0);
      this.handSize.fill(0);
      this.discard.fill(0);
      for (let t = 0; t < 2; t++) {
        const list = b.decks[t as 0 | 1];
        this.deck[t as 0 | 1].set(list);
        this.deckSize[t] = list.length;
        this.deckPos[t] = 0;
      }
    }
    this.retreated.fill(0);
    this.noEscapeRound.fill(-1);
    this.escapePlanRound.fill(-1);
    this.plansUsed = false;
    this.round = 0;
    this.clearCardDamage();
  }

  clearCardDamage(): void {
    this.criticals = 0;
    this.onslaughts = 0;
    this.lumpCount = 0;
    this.unstoppable = false;
  }

  /** Takes slot i out of the system (destroyed or retreated), keeping the running totals. */
  leaveSystem(i: number, to: number): void {
    if (this.status[i] !== STATUS_IN) return;
    const b = this.battle;
    this.status[i] = to;
    if (to === STATUS_GONE) this.lost[b.side[i]! * TYPE_COUNT + b.type[i]!]!++;
    const k = b.side[i]! * 2 + b.theater[i]!;
    this.membersStale = true;
    this.staleRange[k] = 1;
    this.inCount[k]!--;
    this.colourCount[k * 3 + b.colour[i]!]!--;
    this.roleCount[b.side[i]! * ROLE_COUNT + b.role[i]!]!--;
    this.diceSum[k * 3]! -= b.red[i]!;
    this.diceSum[k * 3 + 1]! -= b.black[i]!;
    this.diceSum[k * 3 + 2]! -= b.green[i]!;
  }

  /** Drops the slots that left the system from `members` (one pass; call after units leave). */
  compactMembers(): void {
    if (!this.membersStale) return;
    this.membersStale = false;
    const b = this.battle;
    const members = this.members;
    const status = this.status;
    for (let k = 0; k < 4; k++) {
      if (!this.staleRange[k]) continue;
      this.staleRange[k] = 0;
      const start = b.rangeStart[k]!;
      const end = start + this.inCount[k]!;
      let w = start;
      for (let j = start; w < end; j++) {
        const i = members[j]!;
        if (status[i] === STATUS_IN) members[w++] = i;
      }
    }
  }

  /** Puts the deck of a theater in a fixed order (tests replaying the rulebook use this with a scripted rng). */
  setDeckOrder(theater: number, codes: readonly number[]): void {
    const deck = this.deck[theater as 0 | 1];
    deck.set(codes);
    this.deckSize[theater] = codes.length;
    this.deckPos[theater] = 0;
  }
}

import { packDice, type Battle } from "./battle";
import {
  CARD_COUNT,
  DAMAGE_LEVELS,
  DECK_ROOM,
  MEM_CARDS_DRAWN,
  MEM_CARDS_PLAYED,
  MEM_DECKS,
  MEM_DECK_POS,
  MEM_DECK_SIZE,
  MEM_DISCARDS,
  MEM_ESCAPE_PLAN,
  MEM_HAND_SIZE,
  MEM_HANDS,
  MEM_NO_ESCAPE,
  MEM_UNITS,
  ROLE_COUNT,
  STATUS_GONE,
} from "./codes";

/** The most damaged level present in a damage mask (`BattleState.mask`): its highest set bit. Mask must be non-zero. */
export function topDamage(mask: number): number {
  return 31 - Math.clz32(mask);
}

/** Entries per group in `BattleState.totals`. */
const TOTALS_STRIDE = 7;

/** Room for damage assignments in one attack; each damage point adds at most two. */
const MAX_ENTRIES = 1024;

/**
 * Everything that changes during one combat, allocated once per Battle and reset per trial
 * (no allocation in the hot loop). Units of a group (side, unit type) are interchangeable, so the
 * state counts them: by damage level while they stand, and as totals once lethally damaged, destroyed
 * or retreated. Plain typed arrays so a test can inspect or script any of it.
 */
export class BattleState {
  /** Units in the system that are not lethally damaged, by damage level: index group * DAMAGE_LEVELS + damage. */
  readonly count: Int32Array;
  /** Bit d of mask[g] is set when count[g * DAMAGE_LEVELS + d] > 0 (the most damaged unit is its top bit). */
  readonly mask: Int32Array;
  /** Units of each group in the system, lethally damaged ones included. */
  readonly live: Int32Array;
  /** Lethally damaged units of each group; destroyed at the end of the battle step (rules 4.3.5). */
  readonly lethal: Int32Array;
  /** Groups with lethal units, in no particular order. */
  readonly lethalGroups: Int32Array;
  lethalGroupCount = 0;
  /** Units of each group retreated so far (those destroyed: its size less `live` and `away`). */
  readonly away: Int32Array;

  /**
   * The damage the attack being resolved has assigned, as entries of four integers (group, damage before this
   * attack, damage assigned, units: see assignment.ts). With cards, damage is put on the units as it is assigned
   * and the entries remember what this attack did, so the block step can cancel it, the card policy can take its
   * plan back, and damage is told apart from damage of earlier attacks. Emptied at the end of the attack.
   */
  readonly ent: Int32Array;
  entries = 0;
  /**
   * Units in `count` at damage level d that this attack damaged (they are in entries), index
   * group * DAMAGE_LEVELS + d; bit d of touchedMask[g] is set when touched[g * DAMAGE_LEVELS + d] > 0.
   * Both are all zero between attacks.
   */
  readonly touched: Int32Array;
  readonly touchedMask: Int32Array;
  /** The sum of `touched`. */
  touchCount = 0;
  /** How the attack being resolved writes its damage down (codes.ts LOG_*). */
  log = 0;
  /** Enemy units the damage assigned by the attack being resolved (with cards) makes lethal. */
  attackKills = 0;
  /** The entries whose damage makes their units lethal, in the order they did (a block saves units of these). */
  readonly killList: Int32Array;
  killCount = 0;
  /** Scratch for the block step: the entries of `killList` by the value of their units. */
  readonly blockOrder: Int32Array;

  /** Row of `battle.threat` scoring the enemy groups of the attack being resolved (set by `threatKey`). */
  scoreBase = 0;

  /** Running totals of units in the system, kept by `removeUnits`, so presence checks cost O(1). */
  readonly inCount: Int32Array;
  /** Index st * 3 + health colour (0 none, 1 red, 2 black). */
  readonly colourCount: Int32Array;
  /** Index side * ROLE_COUNT + role. */
  readonly roleCount: Int32Array;
  /** Attack dice of the units in the system, index st, packed: red | black << 10 | green << 20 (`packDice`). */
  readonly diceSum: Int32Array;

  /**
   * Cards in hand, index st(side, theater), packed two bits per card: the copies of card c held are
   * (hands[k] >>> 2c) & 3 (no deck has more than 3 copies of a card).
   */
  readonly hands: Int32Array;
  readonly handSize: Int32Array;
  /** Discard piles, index theater, packed like `hands`. */
  readonly discards: Int32Array;
  /** Deck per theater: cards [pos, size) are still to draw, in an order decided lazily by draws. */
  readonly deck: [Int32Array, Int32Array];
  readonly deckSize: Int32Array;
  readonly deckPos: Int32Array;

  readonly retreated: Int32Array;
  /** Round in which a no-escape card stops this side retreating (-1: none). */
  readonly noEscapeRound: Int32Array;
  /** Round in which this side's escape plan is in effect (-1: none). */
  readonly escapePlanRound: Int32Array;
  plansUsed = false;
  round = 0;

  /** The current roll, per die colour: its faces counted a byte each (blank | hit << 8 | direct << 16 | special << 24). */
  rollRed = 0;
  rollBlack = 0;
  rollGreen = 0;
  /** Dice an attack rolls after ion cannons and caps, by colour (scratch). */
  readonly pool: Int32Array;
  /** Card damage of the current attack: critical hits, lump damages (take it down, bombardment), onslaughts. */
  criticals = 0;
  onslaughts = 0;
  readonly lumps: Int32Array;
  lumpCount = 0;
  unstoppable = false;
  /** The card policy's kept damage plan is assigned (as entries); `planShort` is its least extra damage to a kill (−1: not worked out yet). */
  planValid = false;
  planShort = -1;

  /** Statistics across the trials run on this state since `recordCounters` last took them. */
  diceRolled = 0;
  readonly cardsDrawn: Int32Array;
  readonly cardsPlayed: Int32Array;

  /**
   * The per-combat integer state above, in one buffer so a reset is a copy of its start: the card state at the
   * fixed places of codes.ts MEM_* (hot code reads it there, through one array), the card statistics (not reset),
   * then the unit state.
   */
  readonly mem: Int32Array;
  private readonly startCards: Int32Array;
  private readonly startUnits: Int32Array;
  /**
   * Per group (stride TOTALS_STRIDE), for `removeUnits`: the positions in `mem` of its live and away
   * counts, of the inCount / colourCount / roleCount totals it adds to, of its packed dice sum, then its own
   * dice, packed the same way.
   */
  private readonly totals: Int32Array;

  constructor(readonly battle: Battle) {
    const n = battle.groups;
    // Views into `mem`: everything a combat changes that a reset puts back.
    const sizes = [n * DAMAGE_LEVELS, n, n, n, n, 4, 12, 2 * ROLE_COUNT, 4, 2];
    this.mem = new Int32Array(MEM_UNITS + sizes.reduce((a, x) => a + x, 0));
    const fixed = (at: number, size: number) => this.mem.subarray(at, at + size);
    this.hands = fixed(MEM_HANDS, 4);
    this.handSize = fixed(MEM_HAND_SIZE, 4);
    this.discards = fixed(MEM_DISCARDS, 2);
    this.deckPos = fixed(MEM_DECK_POS, 2);
    this.deckSize = fixed(MEM_DECK_SIZE, 2);
    this.noEscapeRound = fixed(MEM_NO_ESCAPE, 2);
    this.escapePlanRound = fixed(MEM_ESCAPE_PLAN, 2);
    this.deck = [fixed(MEM_DECKS, DECK_ROOM), fixed(MEM_DECKS + DECK_ROOM, DECK_ROOM)];
    let at = MEM_UNITS;
    const view = (size: number) => this.mem.subarray(at, (at += size));
    this.count = view(n * DAMAGE_LEVELS);
    this.mask = view(n);
    this.live = view(n);
    this.away = view(n);
    this.lethal = view(n);
    this.inCount = view(4);
    this.colourCount = view(12);
    this.roleCount = view(2 * ROLE_COUNT);
    this.diceSum = view(4);
    this.retreated = view(2);
    const b = battle;
    this.count.set(b.initialCounts);
    this.mask.set(b.initialMask);
    this.live.set(b.groupSize);
    this.inCount.set(b.initial.inCount);
    this.colourCount.set(b.initial.colourCount);
    this.roleCount.set(b.initial.roleCount);
    this.diceSum.set(b.initial.diceSum);
    this.noEscapeRound.fill(-1);
    this.escapePlanRound.fill(-1);
    this.deckSize[0] = b.decks[0].length;
    this.deckSize[1] = b.decks[1].length;
    this.deck[0].set(b.decks[0]);
    this.deck[1].set(b.decks[1]);
    this.startCards = this.mem.slice(0, MEM_CARDS_DRAWN);
    this.startUnits = this.mem.slice(MEM_UNITS);
    this.cardsDrawn = fixed(MEM_CARDS_DRAWN, 2);
    this.cardsPlayed = fixed(MEM_CARDS_PLAYED, 2 * CARD_COUNT);
    const position = (view: Int32Array, index: number) => view.byteOffset / 4 + index;
    this.totals = new Int32Array(n * TOTALS_STRIDE);
    for (let g = 0; g < n; g++) {
      const side = b.side[g]!;
      const k = side * 2 + b.theater[g]!;
      this.totals.set(
        [
          position(this.live, g),
          position(this.away, g),
          position(this.inCount, k),
          position(this.colourCount, k * 3 + b.colour[g]!),
          position(this.roleCount, side * ROLE_COUNT + b.role[g]!),
          position(this.diceSum, k),
          packDice(b.red[g]!, b.black[g]!, b.green[g]!),
        ],
        g * TOTALS_STRIDE,
      );
    }

    this.lethalGroups = new Int32Array(n);
    this.ent = new Int32Array(4 * MAX_ENTRIES);
    this.killList = new Int32Array(MAX_ENTRIES);
    this.blockOrder = new Int32Array(MAX_ENTRIES);
    this.touched = new Int32Array(n * DAMAGE_LEVELS);
    this.touchedMask = new Int32Array(n);
    this.pool = new Int32Array(3);
    this.lumps = new Int32Array(16);
  }

  /** Back to the start of a combat: units as set up, full decks, empty hands. */
  reset(): void {
    // (the decks too: the same order at the start of every combat)
    this.mem.set(this.startCards);
    this.mem.set(this.startUnits, MEM_UNITS);
    this.entries = 0;
    this.lethalGroupCount = 0;
    this.plansUsed = false;
    this.round = 0;
    this.clearCardDamage();
  }

  clearCardDamage(): void {
    this.attackKills = 0;
    this.criticals = 0;
    this.onslaughts = 0;
    this.lumpCount = 0;
    this.unstoppable = false;
  }

  /** Takes one unit of group g at damage d out of `count` (the caller puts it somewhere else). */
  takeOne(g: number, d: number): void {
    const j = g * DAMAGE_LEVELS + d;
    const left = --this.count[j]!;
    if (left === 0) this.mask[g]! &= ~(1 << d);
  }

  /** Puts n units of group g at damage d into `count`. */
  putBack(g: number, d: number, n: number): void {
    this.count[g * DAMAGE_LEVELS + d]! += n;
    this.mask[g]! |= 1 << d;
  }

  /**
   * Takes `n` units of group g out of the system (destroyed or retreated), keeping the running totals.
   * The caller has already taken them out of `count` / `lethal`.
   */
  removeUnits(g: number, n: number, to: number): void {
    // Everything it changes lives in `mem`; `totals` holds where (one buffer, so V8 checks it once).
    const ints = this.mem;
    const t = this.totals;
    const i = g * TOTALS_STRIDE;
    ints[t[i]!]! -= n;
    if (to !== STATUS_GONE) ints[t[i + 1]!]! += n;
    ints[t[i + 2]!]! -= n;
    ints[t[i + 3]!]! -= n;
    ints[t[i + 4]!]! -= n;
    ints[t[i + 5]!]! -= n * t[i + 6]!;
  }

  /**
   * Takes up to `n` standing units of group g out of the system, most damaged first; returns how many
   * left. Only between battle steps (no lethal units, no damage being assigned).
   */
  removeStanding(g: number, n: number, to: number): number {
    let left = n;
    const base = g * DAMAGE_LEVELS;
    while (left > 0 && this.mask[g] !== 0) {
      const d = topDamage(this.mask[g]!);
      const here = this.count[base + d]!;
      const take = here < left ? here : left;
      this.count[base + d] = here - take;
      if (here === take) this.mask[g]! &= ~(1 << d);
      left -= take;
    }
    const removed = n - left;
    if (removed > 0) this.removeUnits(g, removed, to);
    return removed;
  }
}

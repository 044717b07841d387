import { packDice, type Battle } from "./battle";
import { layOut } from "./int-layout";
import type { CombatRules } from "./rule-mode";
import { DAMAGE_LEVELS, ENTRY_STRIDE, ROLE_COUNT, STATUS_GONE } from "./codes";

/** The most damaged level present in a damage mask (`BattleState.mask`): its highest set bit. Mask must be non-zero. */
export function topDamage(mask: number): number {
  return 31 - Math.clz32(mask);
}

/** Entries per group in `BattleState.totals`. */
const TOTALS_STRIDE = 7;

/** Room for damage assignments in one attack; each damage point adds at most two. */
export const MAX_ENTRIES = 1024;

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
  /** Lethally damaged units of each group; destroyed at the end of the battle step (docs/rules.md#one-attack). */
  readonly lethal: Int32Array;
  /** Groups with lethal units, in no particular order. */
  readonly lethalGroups: Int32Array;
  lethalGroupCount = 0;
  /** Units of each group retreated so far (those destroyed: its size and `gained` less `live` and `away`). */
  readonly away: Int32Array;
  /** Units that joined each group during the combat (`addUnits`). */
  readonly gained: Int32Array;
  /** Of `live`, the units that joined during the combat (only kept when some can join: `Battle.joins`). */
  readonly joinedIn: Int32Array;
  /** Units that joined a group during the combat and were destroyed (see `removeUnits`). */
  readonly joinedGone: Int32Array;

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
  /** Row of `battle.threat` scoring the enemy groups of the attack being resolved (set by `threatKey`). */
  scoreBase = 0;

  /** Running totals of units in the system, kept by `removeUnits`, so presence checks cost O(1). */
  readonly inCount: Int32Array;
  /** Index sideTheater * 3 + health colour (0 none, 1 red, 2 black). */
  readonly colourCount: Int32Array;
  /** Index side * ROLE_COUNT + role. */
  readonly roleCount: Int32Array;
  /** Attack dice of the units in the system, index sideTheater, packed: red | black << 10 | green << 20 (`packDice`). */
  readonly diceSum: Int32Array;

  readonly retreated: Int32Array;
  /** Per side, 1 when its structures rolled dice in this round's ground battle (the structure rule: `round-end.ts`). */
  readonly rolledGround: Int32Array;
  /** The round the Rebels last revealed the Death Star Plans in (0: not yet this combat). */
  plansRound = 0;
  round = 0;

  /** The current roll, per die colour: its faces counted a byte each (blank | hit << 8 | direct << 16 | special << 24). */
  rollRed = 0;
  rollBlack = 0;
  rollGreen = 0;
  /** Dice an attack rolls after ion cannons and caps, by colour (scratch). */
  readonly pool: Int32Array;
  /** Dice rolled in the trials run on this state since `recordCounters` last took them. */
  diceRolled = 0;

  /**
   * The per-combat integer state above, in one buffer so a reset is a copy of its start (and `removeUnits`
   * updates one array).
   */
  readonly mem: Int32Array;
  private readonly start: Int32Array;
  /** The rule mode's rules, with the mode's own state (created last, when the unit state is in place). */
  readonly rules: CombatRules;
  /**
   * Per group (stride TOTALS_STRIDE), for `removeUnits`: the positions in `mem` of its live and away
   * counts, of the inCount / colourCount / roleCount totals it adds to, of its packed dice sum, then its own
   * dice, packed the same way.
   */
  private readonly totals: Int32Array;

  /** The groups with lethal units at the start (a battle step under way), for `reset`. */
  private readonly startLethalGroups: Int32Array;

  /** `Battle.joins`, read in `removeUnits`. */
  private readonly joins: boolean;

  constructor(readonly battle: Battle) {
    const n = battle.groups;
    this.joins = battle.joins;
    const { mem, views } = layOut({
      count: n * DAMAGE_LEVELS,
      mask: n,
      live: n,
      away: n,
      gained: n,
      joinedIn: n,
      joinedGone: n,
      lethal: n,
      inCount: 4,
      colourCount: 12,
      roleCount: 2 * ROLE_COUNT,
      diceSum: 4,
      retreated: 2,
      rolledGround: 2,
    });
    this.mem = mem;
    ({
      count: this.count,
      mask: this.mask,
      live: this.live,
      away: this.away,
      gained: this.gained,
      joinedIn: this.joinedIn,
      joinedGone: this.joinedGone,
      lethal: this.lethal,
      inCount: this.inCount,
      colourCount: this.colourCount,
      roleCount: this.roleCount,
      diceSum: this.diceSum,
      retreated: this.retreated,
      rolledGround: this.rolledGround,
    } = views);
    const b = battle;
    this.count.set(b.initialCounts);
    this.mask.set(b.initialMask);
    this.live.set(b.groupSize);
    this.inCount.set(b.initial.inCount);
    this.colourCount.set(b.initial.colourCount);
    this.roleCount.set(b.initial.roleCount);
    this.diceSum.set(b.initial.diceSum);
    // (the battle as it stands: units lethal in the step under way, a retreat already used)
    this.lethal.set(b.initialLethal);
    this.retreated.set(b.start.retreated);
    this.start = this.mem.slice();
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
    this.startLethalGroups = Int32Array.from(
      Array.from(b.initialLethal).flatMap((units, g) => (units > 0 ? [g] : [])),
    );
    this.ent = new Int32Array(ENTRY_STRIDE * MAX_ENTRIES);
    this.killList = new Int32Array(MAX_ENTRIES);
    this.touched = new Int32Array(n * DAMAGE_LEVELS);
    this.touchedMask = new Int32Array(n);
    this.pool = new Int32Array(3);
    this.rules = battle.mode.createRules(battle, this);
  }

  /** Back to the units as set up at the start of a combat (the rule mode resets its own state: `openCombat`). */
  reset(): void {
    this.mem.set(this.start);
    this.entries = 0;
    this.lethalGroups.set(this.startLethalGroups);
    this.lethalGroupCount = this.startLethalGroups.length;
    this.plansRound = 0;
    this.round = 0;
    this.beginAttack();
  }

  /** The start of an attack: no kills yet. */
  beginAttack(): void {
    this.attackKills = 0;
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
    if (this.joins) this.countJoinersOut(g, n, to);
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
   * Which of `n` units of group g leaving the system joined during the combat (docs/rules.md#goals, `destroy-…`):
   * units of one type are alike, so the units brought go first while any of them is in the system; only the rest
   * are joiners. A joiner destroyed is counted apart, so that a `destroy-…` goal counts kills of the units brought.
   */
  private countJoinersOut(g: number, n: number, to: number): void {
    const brought = this.live[g]! - this.joinedIn[g]!;
    if (n <= brought) return;
    const joiners = n - brought;
    this.joinedIn[g]! -= joiners;
    if (to === STATUS_GONE) this.joinedGone[g]! += joiners;
  }

  /** Units of group g brought to the combat that were destroyed (joiners not counted: `countJoinersOut`). */
  broughtLost(g: number): number {
    const b = this.battle;
    return b.groupSize[g]! + this.gained[g]! - this.live[g]! - this.away[g]! - this.joinedGone[g]!;
  }

  /** Brings `n` undamaged units into group g during combat (a card's gain), keeping the running totals. */
  addUnits(g: number, n: number): void {
    this.putBack(g, 0, n);
    this.gained[g]! += n;
    this.joinedIn[g]! += n;
    const ints = this.mem;
    const t = this.totals;
    const i = g * TOTALS_STRIDE;
    ints[t[i]!]! += n;
    ints[t[i + 2]!]! += n;
    ints[t[i + 3]!]! += n;
    ints[t[i + 4]!]! += n;
    ints[t[i + 5]!]! += n * t[i + 6]!;
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

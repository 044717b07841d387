import { touch, untouch } from "./assignment";
import type { Battle } from "./battle";
import type { BattleState } from "./battle-state";
import { hitDirect, hitGroup, hitOne, overkill, overkillOne } from "./hits";
import { bunkerUp, pickTarget } from "./pick-target";
import {
  BYTE,
  COLOUR_BLACK,
  COLOUR_NONE,
  COLOUR_RED,
  DAMAGE_BLACK_SHIFT,
  DAMAGE_LEVELS,
  DAMAGE_SINGLES_SHIFT,
  ENTRY_ADDED,
  ENTRY_FROM,
  ENTRY_GROUP,
  KILL_FIRST,
  LOG_FULL,
  LOG_NONE,
  ROLL_DIRECT_SHIFT,
  ROLL_HIT_SHIFT,
  TARGET_THREAT,
  sideTheater,
} from "./codes";

/**
 * Damage an attack adds to its dice (a mode's cards: the base game's Critical Hit, Take It Down, Bombardment,
 * Onslaught), assigned with the dice by `assignDamage`: single points any unit can take, amounts that each go whole
 * onto one unit, and pairs of points on two different units. The mode that plays such cards owns one
 * (`modes/base/base-cards.ts:BaseCards.added`) and empties it at the start of each attack; the core only places it.
 */
export interface AddedDamage {
  singlePoints: number;
  pointPairs: number;
  /** Amounts of damage, the first `oneUnitCount` of them, each put whole onto one unit. */
  readonly oneUnitAmounts: Int32Array;
  oneUnitCount: number;
}

/** An attack that adds nothing to its dice. */
export const NO_ADDED_DAMAGE: AddedDamage = {
  singlePoints: 0,
  pointPairs: 0,
  oneUnitAmounts: new Int32Array(0),
  oneUnitCount: 0,
};

function spend(b: Battle, s: BattleState, side: number, list: number, points: number, bunker: boolean): void {
  const log = s.log;
  let budget = points;
  while (budget > 0) {
    const g = pickTarget(b, s, side, list, budget, bunker);
    if (g === -1) {
      // No legal target left but units already lethal: the rest is overkill.
      if (log === LOG_FULL) overkill(b, s, list % 3, budget);
      return;
    }
    budget = hitGroup(b, s, g, budget, log);
  }
}

/**
 * Assigns all damage of the current attack of `side` in `theater` (dice in `s.rollRed` etc., what the mode's cards
 * add in `added`), following the side's targeting policy, written down as `s.log` says (see assignment.ts). Order
 * (docs/rules.md#one-attack plus a careful player's habit): colour hits first, since only one colour of unit can take them; then
 * the amounts that go onto one unit; then direct hits and single points (critical hits), which can go anywhere; then
 * the pairs of points (onslaught).
 */
export function assignDamage(
  b: Battle,
  s: BattleState,
  side: number,
  theater: number,
  added: AddedDamage = NO_ADDED_DAMAGE,
): void {
  const k = sideTheater(1 - side, theater);
  // (the roll's face counts, a byte each: blank, hit, direct hit, special)
  const red = s.rollRed;
  const black = s.rollBlack;
  const green = s.rollGreen;
  const redHits = (red >>> ROLL_HIT_SHIFT) & BYTE;
  const blackHits = (black >>> ROLL_HIT_SHIFT) & BYTE;
  const singles =
    ((red >>> ROLL_DIRECT_SHIFT) & BYTE) +
    ((black >>> ROLL_DIRECT_SHIFT) & BYTE) +
    ((green >>> ROLL_DIRECT_SHIFT) & BYTE) +
    ((green >>> ROLL_HIT_SHIFT) & BYTE) +
    added.singlePoints;
  if (b.targeting[side] === TARGET_THREAT) {
    const hits = redHits | (blackHits << DAMAGE_BLACK_SHIFT);
    const oneUnitCount = added.oneUnitCount;
    if (oneUnitCount === 0)
      assignThreat(b, s, side, theater, hits | (singles << DAMAGE_SINGLES_SHIFT), s.log);
    else {
      assignThreat(b, s, side, theater, hits, s.log);
      for (let l = 0; l < oneUnitCount; l++)
        assignCardDamage(b, s, side, theater, added.oneUnitAmounts[l]!, 0, 0);
      if (singles > 0) assignThreat(b, s, side, theater, singles << DAMAGE_SINGLES_SHIFT, s.log);
    }
  } else {
    const bunker = bunkerUp(b, s);
    if (redHits > 0 && s.colourCount[k * 3 + COLOUR_RED]! > 0)
      spend(b, s, side, k * 3 + COLOUR_RED, redHits, bunker);
    if (blackHits > 0 && s.colourCount[k * 3 + COLOUR_BLACK]! > 0)
      spend(b, s, side, k * 3 + COLOUR_BLACK, blackHits, bunker);
    for (let l = 0; l < added.oneUnitCount; l++)
      assignCardDamage(b, s, side, theater, added.oneUnitAmounts[l]!, 0, 0);
    if (singles > 0) spend(b, s, side, k * 3 + COLOUR_NONE, singles, bunker);
  }
  if (added.pointPairs > 0) assignCardDamage(b, s, side, theater, 0, 0, added.pointPairs);
}

/**
 * Damage spent by the default `threat` policy, kept lean (the commonest case): `damage` is red hits | black hits
 * << 8 | single points << 16 (direct hits, green hits and critical hits, which any unit can take), spent in
 * `assignDamage`'s order with the same choices as `pickTarget` (a unit the damage destroys first, then threat per
 * damage needed, then threat). `log`: how the damage is written down (`BattleState.log`).
 */
export function assignThreat(
  b: Battle,
  s: BattleState,
  side: number,
  theater: number,
  damage: number,
  log: number,
): void {
  const k = sideTheater(1 - side, theater) * 3;
  const bunker = bunkerUp(b, s);
  const targetStart = b.targetStart;
  const colourCount = s.colourCount;
  const groups = b.targetList;
  const mask = s.mask;
  const health = b.health;
  const shielded = b.shielded;
  const rank = b.threatRank;
  const base = s.scoreBase;
  // kind 0: red hits on red-health units, 1: black hits on black-health units, 2: single points on any unit.
  for (let kind = 0; kind < 3; kind++) {
    let budget = (damage >>> (8 * kind)) & BYTE; // (8 × kind: red hits, DAMAGE_BLACK_SHIFT, DAMAGE_SINGLES_SHIFT)
    if (budget === 0) continue;
    // Target list sideTheater * 3 + health colour (COLOUR_RED 1, COLOUR_BLACK 2, COLOUR_NONE 0: any), which also
    // indexes `colourCount`.
    const list = k + (kind === 2 ? COLOUR_NONE : kind + 1);
    if (kind !== 2 && colourCount[list] === 0) continue;
    const start = targetStart[list]!;
    const end = targetStart[list + 1]!;
    if (end - start === 1) {
      // One group to choose from (often so for colour hits): no scores to compare.
      const g = groups[start]!;
      if (bunker && shielded[g]) continue;
      while (budget > 0 && mask[g] !== 0)
        budget = log === LOG_NONE ? hitDirect(b, s, g, budget) : hitGroup(b, s, g, budget, log);
      if (budget > 0 && log === LOG_FULL) overkill(b, s, list % 3, budget);
      continue;
    }
    while (budget > 0) {
      // The threat choice as one integer: a unit this damage destroys first, then the rank of (threat per
      // damage needed, threat); on a tie the earlier group stays. (pickTarget's threat branch, written out: a
      // shared function costs time, docs/performance.md "What V8 charges for".)
      let best = -1;
      let bestScore = -1;
      for (let j = start; j < end; j++) {
        const g = groups[j]!;
        const m = mask[g]!;
        if (m === 0 || (bunker && shielded[g])) continue;
        const need = health[g]! - (31 - Math.clz32(m)); // (topDamage written out: hot loop)
        const score = rank[(base + g) * DAMAGE_LEVELS + need]! + (need <= budget ? KILL_FIRST : 0);
        if (score > bestScore) {
          best = g;
          bestScore = score;
        }
      }
      if (best === -1) {
        // No legal target left but units already lethal: the rest is overkill.
        if (log === LOG_FULL) overkill(b, s, list % 3, budget);
        break;
      }
      budget = log === LOG_NONE ? hitDirect(b, s, best, budget) : hitGroup(b, s, best, budget, log);
    }
  }
}

/**
 * Whether card damage placed now by `side`'s targeting policy destroys a unit: `amount` on one unit (critical hit,
 * take it down, bombardment), or, with `onslaught`, one point on each of two different units. For the policies that
 * prefer a unit the damage destroys this is whether any unit is that close; biggest-first and priority may put it
 * elsewhere.
 */
export function cardDamageKills(
  b: Battle,
  s: BattleState,
  side: number,
  theater: number,
  amount: number,
  onslaught: boolean,
): boolean {
  const list = sideTheater(1 - side, theater) * 3 + COLOUR_NONE;
  const bunker = bunkerUp(b, s);
  const g = pickTarget(b, s, side, list, amount, bunker);
  if (g === -1) return false;
  const d = 31 - Math.clz32(s.mask[g]!);
  if (b.health[g]! - d <= amount) return true;
  if (!onslaught) return false;
  // Onslaught's second point, on another unit: the first one set aside while it is placed.
  s.takeOne(g, d);
  const h = pickTarget(b, s, side, list, 1, bunker);
  const kills = h !== -1 && b.health[h]! - (31 - Math.clz32(s.mask[h]!)) <= 1;
  s.putBack(g, d, 1);
  return kills;
}

/**
 * Adds card damage on top of what is assigned: a lump (take it down, bombardment) to one unit,
 * `singles` single points (critical hits), and `onslaughts` pairs of points on two different units.
 */
export function assignCardDamage(
  b: Battle,
  s: BattleState,
  side: number,
  theater: number,
  lump: number,
  singles: number,
  onslaughts: number,
): void {
  const list = sideTheater(1 - side, theater) * 3 + COLOUR_NONE;
  const bunker = bunkerUp(b, s);
  const full = s.log === LOG_FULL;
  if (lump > 0) {
    const g = pickTarget(b, s, side, list, lump, bunker);
    if (g !== -1) hitOne(b, s, g, lump, -1);
    else if (full) overkillOne(b, s, COLOUR_NONE, lump, -1);
  }
  if (singles > 0) {
    if (b.targeting[side] === TARGET_THREAT)
      assignThreat(b, s, side, theater, singles << DAMAGE_SINGLES_SHIFT, s.log);
    else spend(b, s, side, list, singles, bunker);
  }
  for (let o = 0; o < onslaughts; o++) {
    const first = pickTarget(b, s, side, list, 1, bunker);
    if (first === -1) {
      // Only units already lethal: both points are overkill, on two of them.
      if (full) overkillOne(b, s, COLOUR_NONE, 1, overkillOne(b, s, COLOUR_NONE, 1, -1));
      continue;
    }
    const e = hitOne(b, s, first, 1, -1);
    // The second point goes to a different unit: the first one is set aside while the second is placed.
    const g = s.ent[e + ENTRY_GROUP]!;
    const d = s.ent[e + ENTRY_FROM]! + s.ent[e + ENTRY_ADDED]!;
    const aside = d < b.health[g]!;
    if (aside) {
      if (full) untouch(s, g, d, 1);
      else s.takeOne(g, d);
    }
    const second = pickTarget(b, s, side, list, 1, bunker);
    if (second !== -1) hitOne(b, s, second, 1, e);
    else if (full) overkillOne(b, s, COLOUR_NONE, 1, e);
    if (aside) {
      if (full) touch(s, g, d, 1);
      else s.putBack(g, d, 1);
    }
  }
}

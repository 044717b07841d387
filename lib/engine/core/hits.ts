import { damageEntryUnit, entryAt, markKilled, markLethal, openEntry, touch } from "./assignment";
import type { Battle } from "./battle";
import type { BattleState } from "./battle-state";
import {
  COLOUR_NONE,
  DAMAGE_LEVELS,
  ENTRY_ADDED,
  ENTRY_FROM,
  ENTRY_GROUP,
  ENTRY_UNITS,
  LOG_FULL,
  LOG_NONE,
} from "./codes";

/**
 * Puts damage on the most damaged units of group g: as many of them as `budget` destroys in one step (the next
 * picks would be them as long as each is still destroyed by what is left), or, when it destroys none, all of it
 * on one of them. Returns the damage left. `log` (`BattleState.log`): how the damage is written down. With LOG_FULL,
 * units an earlier attack damaged are taken before units this attack damaged at the same level, and those one at a
 * time (a block can only cancel this attack's damage); with LOG_LIGHT and LOG_NONE all are alike.
 */
export function hitGroup(b: Battle, s: BattleState, g: number, budget: number, log: number): number {
  const d = 31 - Math.clz32(s.mask[g]!); // topDamage
  const need = b.health[g]! - d;
  const j = g * DAMAGE_LEVELS + d;
  const here = s.count[j]!;
  // (touchedMask is all zero unless log is LOG_FULL)
  const standing = ((s.touchedMask[g]! >>> d) & 1) === 0 ? here : here - s.touched[j]!;
  if (standing === 0) {
    const a = need < budget ? need : budget;
    damageEntryUnit(b, s, entryAt(s, g, d, -1), a);
    return budget - a;
  }
  if (budget < need) {
    s.takeOne(g, d);
    if (log === LOG_FULL) touch(s, g, d + budget, 1);
    else s.putBack(g, d + budget, 1);
    if (log !== LOG_NONE) openEntry(s, g, d, budget, 1);
    return 0;
  }
  const fit = (budget / need) | 0;
  const n = fit < standing ? fit : standing;
  s.count[j] = here - n;
  if (here === n) s.mask[g]! &= ~(1 << d);
  if (log === LOG_NONE) markLethal(s, g, n);
  else markKilled(s, openEntry(s, g, d, need, n), g, n, log);
  return budget - n * need;
}

/** `hitGroup` for LOG_NONE (nobody plays cards: no entries, no told-apart units), kept lean for dice-only combats. */
export function hitDirect(b: Battle, s: BattleState, g: number, budget: number): number {
  const d = 31 - Math.clz32(s.mask[g]!); // topDamage
  const need = b.health[g]! - d;
  if (budget < need) {
    s.takeOne(g, d);
    s.putBack(g, d + budget, 1);
    return 0;
  }
  const j = g * DAMAGE_LEVELS + d;
  const here = s.count[j]!;
  const fit = (budget / need) | 0;
  const n = fit < here ? fit : here;
  s.count[j] = here - n;
  if (here === n) s.mask[g]! &= ~(1 << d);
  markLethal(s, g, n);
  return budget - n * need;
}

/**
 * Gives `amount` damage to one unit, the most damaged of group g (with LOG_FULL: one an earlier attack damaged
 * first, else the first entry's other than `exclude`), and returns the entry now holding it.
 */
export function hitOne(b: Battle, s: BattleState, g: number, amount: number, exclude: number): number {
  const d = 31 - Math.clz32(s.mask[g]!);
  const j = g * DAMAGE_LEVELS + d;
  const standing = ((s.touchedMask[g]! >>> d) & 1) === 0 ? s.count[j]! : s.count[j]! - s.touched[j]!;
  if (standing === 0) return damageEntryUnit(b, s, entryAt(s, g, d, exclude), amount);
  s.takeOne(g, d);
  const e = openEntry(s, g, d, amount, 1);
  if (d + amount >= b.health[g]!) markKilled(s, e, g, 1, s.log);
  else if (s.log === LOG_FULL) touch(s, g, d + amount, 1);
  else s.putBack(g, d + amount, 1);
  return e;
}

/**
 * Overkill (docs/rules.md#one-attack: every result that can be assigned must be; overkill is allowed): `points` of damage of
 * health colour `colour` (COLOUR_NONE: any) that found no unit to destroy go to units this attack already made
 * lethal, one point at a time, each where a block could save a unit most cheaply (the least damage beyond its
 * health), the more valuable unit first (`Battle.blockRank`): so the opponent's blocks have the most to cancel.
 * Only with LOG_FULL; without blocks overkill changes nothing.
 */
export function overkill(b: Battle, s: BattleState, colour: number, points: number): void {
  for (let p = 0; p < points; p++) if (overkillOne(b, s, colour, 1, -1) === -1) return;
}

/**
 * Puts `amount` of overkill (see `overkill`) on one unit made lethal by this attack, not the unit of kill entry
 * `exclude` (−1: none); returns the entry now holding that unit, or −1 when there is none to take it.
 */
export function overkillOne(
  b: Battle,
  s: BattleState,
  colour: number,
  amount: number,
  exclude: number,
): number {
  const ent = s.ent;
  const health = b.health;
  const rank = b.blockRank;
  const base = s.scoreBase;
  let best = -1;
  let bestExcess = 0;
  let bestRank = 0;
  for (let j = 0; j < s.killCount; j++) {
    const e = s.killList[j]!;
    const g = ent[e + ENTRY_GROUP]!;
    if (colour !== COLOUR_NONE && b.colour[g] !== colour) continue;
    if (e === exclude && ent[e + ENTRY_UNITS] === 1) continue;
    const excess = ent[e + ENTRY_FROM]! + ent[e + ENTRY_ADDED]! - health[g]!;
    const r = rank[base + g]!;
    if (best !== -1 && (excess > bestExcess || (excess === bestExcess && r <= bestRank))) continue;
    best = e;
    bestExcess = excess;
    bestRank = r;
  }
  if (best === -1) return -1;
  if (ent[best + ENTRY_UNITS] === 1) {
    ent[best + ENTRY_ADDED]! += amount;
    return best;
  }
  ent[best + ENTRY_UNITS]!--;
  const e = openEntry(
    s,
    ent[best + ENTRY_GROUP]!,
    ent[best + ENTRY_FROM]!,
    ent[best + ENTRY_ADDED]! + amount,
    1,
  );
  s.killList[s.killCount++] = e;
  return e;
}

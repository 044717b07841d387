import type { Battle } from "./battle";
import type { BattleState } from "./battle-state";
import {
  DAMAGE_LEVELS,
  ENTRY_ADDED,
  ENTRY_FROM,
  ENTRY_GROUP,
  ENTRY_SHIFT,
  ENTRY_STRIDE,
  ENTRY_UNITS,
  LOG_FULL,
} from "./codes";

// Damage of the attack being resolved, when cards are in play. It goes onto the units as it is assigned (a unit
// moves to its new damage level in `count`, or becomes lethal), and each assignment is also written down (unless
// `BattleState.log` is LOG_NONE) as an entry of `BattleState.ent`: the group, the damage its units stood at before
// this attack ("from"), the damage this attack assigned them, and how many units, at the offsets codes.ts ENTRY_*
// names from the entry's offset e. The entries are what the block step cancels and what the card policy takes back
// when it rerolls; `touched` tells the units this attack damaged from those damaged earlier (only this attack's
// damage can be blocked). Invariant: entry e's units are at damage from + assigned in `count` and `touched`, or
// lethal when that reaches their health.

/**
 * Writes down an assignment: `n` units of group g that stood at damage d were given `amount` more. Returns the
 * entry's offset in `ent`.
 */
export function openEntry(s: BattleState, g: number, d: number, amount: number, n: number): number {
  const e = s.entries++ << ENTRY_SHIFT;
  const ent = s.ent;
  ent[e + ENTRY_GROUP] = g;
  ent[e + ENTRY_FROM] = d;
  ent[e + ENTRY_ADDED] = amount;
  ent[e + ENTRY_UNITS] = n;
  return e;
}

/** n units of group g are lethally damaged: destroyed at the end of the battle step (docs/rules.md#one-attack). */
export function markLethal(s: BattleState, g: number, n: number): void {
  if (s.lethal[g] === 0) s.lethalGroups[s.lethalGroupCount++] = g;
  s.lethal[g]! += n;
}

/**
 * The n units of entry e (group g) are made lethal by the damage this attack assigns: counted in `attackKills`
 * and, with LOG_FULL, listed in `killList` for the block step.
 */
export function markKilled(s: BattleState, e: number, g: number, n: number, log: number): void {
  markLethal(s, g, n);
  s.attackKills += n;
  if (log === LOG_FULL) s.killList[s.killCount++] = e;
}

/** n units this attack made lethal are not lethal after all (a block, or a plan taken back). */
function unmarkKilled(s: BattleState, g: number, n: number): void {
  s.attackKills -= n;
  unmarkLethal(s, g, n);
}

/** n lethal units of group g are not lethal after all (the caller puts them back among the standing units). */
export function unmarkLethal(s: BattleState, g: number, n: number): void {
  const left = (s.lethal[g]! -= n);
  if (left > 0) return;
  // Off the list, so a later markLethal does not list the group twice (the list's order does not matter).
  const list = s.lethalGroups;
  for (let j = 0; j < s.lethalGroupCount; j++) {
    if (list[j] !== g) continue;
    list[j] = list[--s.lethalGroupCount]!;
    return;
  }
}

/** Puts n units this attack damaged at damage level d of group g (below their health). */
export function touch(s: BattleState, g: number, d: number, n: number): void {
  s.putBack(g, d, n);
  s.touched[g * DAMAGE_LEVELS + d]! += n;
  s.touchedMask[g]! |= 1 << d;
  s.touchCount += n;
}

/** Takes n units this attack damaged out of damage level d of group g. */
export function untouch(s: BattleState, g: number, d: number, n: number): void {
  const j = g * DAMAGE_LEVELS + d;
  const here = (s.count[j]! -= n);
  if (here === 0) s.mask[g]! &= ~(1 << d);
  if ((s.touched[j]! -= n) === 0) s.touchedMask[g]! &= ~(1 << d);
  s.touchCount -= n;
}

/**
 * The first entry (in the order they were written) whose units are at damage level d of group g, below their
 * health, other than `exclude` (−1: none). There must be one.
 */
export function entryAt(s: BattleState, g: number, d: number, exclude: number): number {
  const ent = s.ent;
  for (let e = 0; ; e += ENTRY_STRIDE) {
    if (ent[e + ENTRY_GROUP] === g && ent[e + ENTRY_FROM]! + ent[e + ENTRY_ADDED]! === d && e !== exclude)
      return e;
  }
}

/**
 * Gives `amount` more damage to one unit of entry e (which is not lethal) and returns the entry now holding that
 * unit: e itself when it holds one unit, else a new entry split off from it.
 */
export function damageEntryUnit(b: Battle, s: BattleState, e: number, amount: number): number {
  const ent = s.ent;
  const g = ent[e + ENTRY_GROUP]!;
  const from = ent[e + ENTRY_FROM]!;
  const was = ent[e + ENTRY_ADDED]!;
  const assigned = was + amount;
  untouch(s, g, from + was, 1);
  let held = e;
  if (ent[e + ENTRY_UNITS] === 1) ent[e + ENTRY_ADDED] = assigned;
  else {
    ent[e + ENTRY_UNITS]!--;
    held = openEntry(s, g, from, assigned, 1);
  }
  if (from + assigned >= b.health[g]!) markKilled(s, held, g, 1, LOG_FULL);
  else touch(s, g, from + assigned, 1);
  return held;
}

/**
 * A block saves one unit of lethal entry e: of its assigned damage only `left` stays. The unit stands again at
 * damage from + left (the entry is split if it held several units).
 */
export function saveUnit(s: BattleState, e: number, left: number): void {
  const ent = s.ent;
  const g = ent[e + ENTRY_GROUP]!;
  const from = ent[e + ENTRY_FROM]!;
  unmarkKilled(s, g, 1);
  touch(s, g, from + left, 1);
  if (ent[e + ENTRY_UNITS] === 1) {
    ent[e + ENTRY_ADDED] = left;
    return;
  }
  ent[e + ENTRY_UNITS]!--;
  openEntry(s, g, from, left, 1);
}

/**
 * Cancels `x` (≤ its assigned damage) of what entry e assigned, on one of its units (a response that removes or
 * moves this attack's damage), and returns the entry now holding that unit (e, or one split off from it). A unit
 * that falls below its health stands again; one still lethal stays in the kill list.
 */
export function cancelDamage(b: Battle, s: BattleState, e: number, x: number): number {
  const ent = s.ent;
  const g = ent[e + ENTRY_GROUP]!;
  const from = ent[e + ENTRY_FROM]!;
  const a = ent[e + ENTRY_ADDED]!;
  const health = b.health[g]!;
  const now = from + a - x;
  if (from + a >= health) {
    if (now < health) {
      unmarkKilled(s, g, 1);
      touch(s, g, now, 1);
    }
  } else {
    untouch(s, g, from + a, 1);
    touch(s, g, now, 1);
  }
  if (ent[e + ENTRY_UNITS] === 1) {
    ent[e + ENTRY_ADDED] = a - x;
    return e;
  }
  ent[e + ENTRY_UNITS]!--;
  const held = openEntry(s, g, from, a - x, 1);
  if (now >= health) s.killList[s.killCount++] = held;
  return held;
}

/**
 * Takes the assigned damage back: every unit goes back to the damage it stood at before this attack. (Last entry
 * first: with LOG_LIGHT a unit hit twice has two entries, the second starting where the first left it.)
 */
export function takeBackAssigned(b: Battle, s: BattleState): void {
  const ent = s.ent;
  const full = s.log === LOG_FULL;
  for (let e = (s.entries - 1) << ENTRY_SHIFT; e >= 0; e -= ENTRY_STRIDE) {
    const g = ent[e + ENTRY_GROUP]!;
    const from = ent[e + ENTRY_FROM]!;
    const n = ent[e + ENTRY_UNITS]!;
    const d = from + ent[e + ENTRY_ADDED]!;
    if (d >= b.health[g]!) unmarkKilled(s, g, n);
    else if (full) untouch(s, g, d, n);
    else {
      const j = g * DAMAGE_LEVELS + d;
      if ((s.count[j]! -= n) === 0) s.mask[g]! &= ~(1 << d);
    }
    s.putBack(g, from, n);
  }
  s.entries = 0;
  s.killCount = 0;
}

/** The end of an attack with cards: its damage stays where it is; the entries and `touched` are emptied. */
export function closeAttack(b: Battle, s: BattleState): void {
  if (s.touchCount !== 0) {
    const ent = s.ent;
    for (let e = 0, end = s.entries << ENTRY_SHIFT; e < end; e += ENTRY_STRIDE) {
      const g = ent[e + ENTRY_GROUP]!;
      const d = ent[e + ENTRY_FROM]! + ent[e + ENTRY_ADDED]!;
      if (d < b.health[g]!) s.touched[g * DAMAGE_LEVELS + d] = 0;
      s.touchedMask[g] = 0;
    }
    s.touchCount = 0;
  }
  s.entries = 0;
  s.killCount = 0;
}

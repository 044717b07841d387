import type { Battle } from "./battle";
import type { BattleState } from "./battle-state";
import { DAMAGE_LEVELS } from "./codes";

// Damage of the attack being resolved, when cards are in play. It goes onto the units as it is assigned (a unit
// moves to its new damage level in `count`, or becomes lethal), and each assignment is also written down as an
// entry: `entryCount[e]` units of group `entryGroup[e]` that stood at damage `entryDamage[e]` and were given
// `entryAssigned[e]` more. The entries are what the block step cancels and what the card policy takes back when it
// rerolls; `touched` tells the units this attack damaged from those damaged earlier (only this attack's damage can
// be blocked). Invariant: entry e's units are at damage entryDamage[e] + entryAssigned[e] in `count` and
// `touched`, or lethal when that reaches their health.

/** Writes down an assignment: `n` units of group g that stood at damage d were given `amount` more. Returns it. */
export function openEntry(s: BattleState, g: number, d: number, amount: number, n: number): number {
  const e = s.entries++;
  s.entryGroup[e] = g;
  s.entryDamage[e] = d;
  s.entryAssigned[e] = amount;
  s.entryCount[e] = n;
  return e;
}

/** n units of group g are lethally damaged: destroyed at the end of the battle step (rules 4.3.5). */
export function markLethal(s: BattleState, g: number, n: number): void {
  if (s.lethal[g] === 0) s.lethalGroups[s.lethalGroupCount++] = g;
  s.lethal[g]! += n;
}

/**
 * The n units of entry e (group g) are made lethal by the damage this attack assigns: counted in `attackKills`
 * and listed in `killList` for the block step.
 */
export function markKilled(s: BattleState, e: number, g: number, n: number): void {
  markLethal(s, g, n);
  s.attackKills += n;
  s.killList[s.killCount++] = e;
}

/** n units this attack made lethal are not lethal after all (a block, or a plan taken back). */
function unmarkKilled(s: BattleState, g: number, n: number): void {
  s.attackKills -= n;
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
}

/** Takes n units this attack damaged out of damage level d of group g. */
export function untouch(s: BattleState, g: number, d: number, n: number): void {
  const j = g * DAMAGE_LEVELS + d;
  const here = (s.count[j]! -= n);
  if (here === 0) s.mask[g]! &= ~(1 << d);
  if ((s.touched[j]! -= n) === 0) s.touchedMask[g]! &= ~(1 << d);
}

/** Whether entry e's units are made lethal by their assigned damage. */
export function entryKills(b: Battle, s: BattleState, e: number): boolean {
  return s.entryDamage[e]! + s.entryAssigned[e]! >= b.health[s.entryGroup[e]!]!;
}

/**
 * The first entry (in the order they were written) whose units are at damage level d of group g, below their
 * health, other than `exclude` (−1: none). There must be one.
 */
export function entryAt(s: BattleState, g: number, d: number, exclude: number): number {
  for (let e = 0; ; e++) {
    if (s.entryGroup[e] === g && s.entryDamage[e]! + s.entryAssigned[e]! === d && e !== exclude) return e;
  }
}

/**
 * Gives `amount` more damage to one unit of entry e (which is not lethal) and returns the entry now holding that
 * unit: e itself when it holds one unit, else a new entry split off from it.
 */
export function damageEntryUnit(b: Battle, s: BattleState, e: number, amount: number): number {
  const g = s.entryGroup[e]!;
  const from = s.entryDamage[e]!;
  const assigned = s.entryAssigned[e]! + amount;
  untouch(s, g, from + s.entryAssigned[e]!, 1);
  let held = e;
  if (s.entryCount[e] === 1) s.entryAssigned[e] = assigned;
  else {
    s.entryCount[e]!--;
    held = openEntry(s, g, from, assigned, 1);
  }
  if (from + assigned >= b.health[g]!) markKilled(s, held, g, 1);
  else touch(s, g, from + assigned, 1);
  return held;
}

/**
 * A block saves one unit of lethal entry e: of its assigned damage only `left` stays. The unit stands again at
 * damage entryDamage[e] + left (the entry is split if it held several units).
 */
export function saveUnit(b: Battle, s: BattleState, e: number, left: number): void {
  const g = s.entryGroup[e]!;
  const from = s.entryDamage[e]!;
  unmarkKilled(s, g, 1);
  touch(s, g, from + left, 1);
  if (s.entryCount[e] === 1) {
    s.entryAssigned[e] = left;
    return;
  }
  s.entryCount[e]!--;
  openEntry(s, g, from, left, 1);
}

/** Takes the assigned damage back: every unit goes back to the damage it stood at before this attack. */
export function takeBackAssigned(b: Battle, s: BattleState): void {
  for (let e = 0; e < s.entries; e++) {
    const g = s.entryGroup[e]!;
    const n = s.entryCount[e]!;
    const d = s.entryDamage[e]! + s.entryAssigned[e]!;
    if (d >= b.health[g]!) unmarkKilled(s, g, n);
    else untouch(s, g, d, n);
    s.putBack(g, s.entryDamage[e]!, n);
  }
  s.entries = 0;
  s.killCount = 0;
}

/** The end of an attack with cards: its damage stays where it is; the entries and `touched` are emptied. */
export function closeAttack(b: Battle, s: BattleState): void {
  for (let e = 0; e < s.entries; e++) {
    const g = s.entryGroup[e]!;
    const d = s.entryDamage[e]! + s.entryAssigned[e]!;
    if (d < b.health[g]!) s.touched[g * DAMAGE_LEVELS + d] = 0;
    s.touchedMask[g] = 0;
  }
  s.entries = 0;
  s.killCount = 0;
}

import type { Battle } from "./battle";
import type { BattleState } from "./battle-state";

// Damage an attack has assigned but not yet applied (blocks and the card policy's plan may still change it),
// held as entries: `entryCount[e]` units of group `entryGroup[e]` at damage `entryDamage[e]`, each given
// `entryAssigned[e]` more. Units in an entry are out of `BattleState.count` until applied or cleared.

/** Opens an assignment entry: `n` units of group g at damage d, each given `amount` more. Returns it. */
export function openEntry(
  b: Battle,
  s: BattleState,
  g: number,
  d: number,
  amount: number,
  n: number,
): number {
  const e = s.entries++;
  s.entryGroup[e] = g;
  s.entryDamage[e] = d;
  s.entryAssigned[e] = amount;
  s.entryCount[e] = n;
  if (d + amount < b.health[g]!) s.partialEntries[g]!++;
  return e;
}

/** n units of group g are lethally damaged: destroyed at the end of the battle step. */
export function markLethal(s: BattleState, g: number, n: number): void {
  if (s.lethal[g] === 0) s.lethalGroups[s.lethalGroupCount++] = g;
  s.lethal[g]! += n;
}

/** Whether entry e's units are made lethal by their assigned damage. */
export function entryKills(b: Battle, s: BattleState, e: number): boolean {
  return s.entryDamage[e]! + s.entryAssigned[e]! >= b.health[s.entryGroup[e]!]!;
}

/** How many enemy units the assigned damage makes lethal. */
export function countKills(b: Battle, s: BattleState): number {
  let kills = 0;
  for (let e = 0; e < s.entries; e++) {
    if (s.entryAssigned[e]! > 0 && entryKills(b, s, e)) kills += s.entryCount[e]!;
  }
  return kills;
}

/** Drops the assigned damage: every unit goes back to where it stood. */
export function clearAssigned(s: BattleState): void {
  for (let e = 0; e < s.entries; e++) {
    const g = s.entryGroup[e]!;
    s.putBack(g, s.entryDamage[e]!, s.entryCount[e]!);
    s.partialEntries[g] = 0;
  }
  s.entries = 0;
}

/** Turns assigned damage into damage; units reaching their health become lethal (rules 4.3.5). */
export function applyAssigned(b: Battle, s: BattleState): void {
  for (let e = 0; e < s.entries; e++) {
    const g = s.entryGroup[e]!;
    const n = s.entryCount[e]!;
    s.partialEntries[g] = 0;
    if (n === 0) continue;
    const d = s.entryDamage[e]! + s.entryAssigned[e]!;
    if (d < b.health[g]!) {
      s.putBack(g, d, n);
      continue;
    }
    markLethal(s, g, n);
  }
  s.entries = 0;
}

import { buildAttackContext } from "./attack-context";
import type { Assault } from "./assault";

/**
 * How much one answer costs, in units of (row of numbers × defence roll) that lib/assault/single-attack.ts
 * visits in one pass: each attack roll against the rows of keeping it or rerolling one more die, each set of
 * kept faces shared between rolls (with two or more rerolls) likewise, and the defender's choices per attack
 * total. One pass per attack policy, and with rerolls and a health one pass per (attack, damage so far that it
 * can follow). About 100 M units take about 0.5–1 s on one core of the shared test machine; the API and the
 * page refuse more (WORK_LIMIT) with a message, the CLI runs anything.
 */
export const WORK_LIMIT = 100_000_000;

export function assaultWork(a: Assault): number {
  const ctx = buildAttackContext(a);
  const { attackPositions, defensePositions, attackRerolls: ar } = ctx;
  const dice = attackPositions.dice;
  const shared = ar.rerolls >= 2 ? ar.faceSets * dice : 0;
  const pass =
    (attackPositions.count * (ar.rerolls > 0 ? dice + 1 : 1) + shared) * defensePositions.count +
    ctx.clippedKeys.length * defensePositions.count * ctx.defenseChoices.masks.length;
  const rerolls = a.attack.rerolls > 0 || a.defense.rerolls > 0;
  const maxDamage = (ctx.outcomes - 1) / ctx.conditionMasks - 1;
  let passes = 1;
  // With a health, one pass per (attacks to go, damage the attacks before can have dealt): see assault-odds.ts.
  if (rerolls && a.health !== null)
    for (let left = 1; left <= a.attacks; left++)
      passes += Math.min(a.health, (a.attacks - left) * maxDamage + 1);
  return pass * passes;
}

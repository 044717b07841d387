import { buildAttackContext } from "./attack-context";
import type { Assault } from "./scenario";

/**
 * How much one answer costs, in units of (attack roll × defence roll × reroll choice) visited: one pass per
 * attack policy, and with rerolls and a health one pass per (attack, damage so far that it can follow). About 20 M units take about
 * 1 s on one core; the API and the page refuse more (WORK_LIMIT) with a message, the CLI runs anything.
 */
export const WORK_LIMIT = 20_000_000;

export function assaultWork(a: Assault): number {
  const ctx = buildAttackContext(a);
  const pass =
    ctx.attackPositions.count * ctx.defensePositions.count * ctx.attackRerolls.choices +
    ctx.attackKeys * ctx.defensePositions.count * ctx.defenseChoices.masks.length;
  const rerolls = a.attack.rerolls > 0 || a.defense.rerolls > 0;
  const maxDamage = (ctx.outcomes - 1) / ctx.conditionMasks - 1;
  let passes = 1;
  // With a health, one pass per (attacks to go, damage the attacks before can have dealt): see assault-odds.ts.
  if (rerolls && a.health !== null)
    for (let left = 1; left <= a.attacks; left++)
      passes += Math.min(a.health, (a.attacks - left) * maxDamage + 1);
  return pass * passes;
}

export function tooMuchWorkMessage(a: Assault): string {
  return `this attack is too much to compute exactly here (${a.attacks} attacks on health ${a.health} with rerolls on ${a.attack.dice.length} attack and ${a.defense.dice.length} defence dice): use fewer attacks, a lower health or fewer rerolls`;
}

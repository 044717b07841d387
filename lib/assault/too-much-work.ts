import { assaultWork, WORK_LIMIT, type Assault } from "./engine";

/**
 * Why the page, the API and the previews will not compute an attack (its work estimate passes WORK_LIMIT:
 * about a second of one core), or null. The CLI computes anything.
 */
export function tooMuchWork(a: Assault): string | null {
  if (assaultWork(a) <= WORK_LIMIT) return null;
  const what = [
    a.attacks > 1 ? `${a.attacks} attacks` : "1 attack",
    a.health !== null ? `on health ${a.health}` : null,
    `with ${a.attack.rerolls + a.defense.rerolls} rerolls on ${a.attack.dice.length} attack and ${a.defense.dice.length} defence dice`,
  ].filter((x) => x !== null);
  const forDefeat = a.rerollsFor === "defeat" && a.health !== null ? ", rerolls played for the defeat" : "";
  const fix = forDefeat
    ? "rerolls played for damage, fewer attacks, a lower health or fewer rerolls"
    : "fewer attacks, a lower health or fewer rerolls";
  return `this attack is too much to compute exactly here (${what.join(" ")}${forDefeat}): use ${fix}`;
}

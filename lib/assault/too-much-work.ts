import { assaultWork, attackersOf, stepsOf, WORK_LIMIT, type Assault } from "./engine";

/**
 * Why the page, the API and the previews will not compute an attack (its work estimate passes WORK_LIMIT:
 * about a second of one core), or null. The CLI computes anything.
 */
export function tooMuchWork(a: Assault): string | null {
  if (assaultWork(a) <= WORK_LIMIT) return null;
  const lines = attackersOf(a);
  const steps = stepsOf(a);
  const rerolls = lines.reduce((n, l) => n + l.attack.rerolls, a.defense.rerolls);
  const dice = Math.max(...lines.map((l) => l.attack.dice.length));
  const what = [
    steps > 1 ? `${steps} attacks` : "1 attack",
    lines.length > 1 ? `by ${lines.length} figures` : null,
    a.health !== null ? `on health ${a.health}` : null,
    `with ${rerolls} rerolls on ${lines.length > 1 ? "up to " : ""}${dice} attack and ${a.defense.dice.length} defence dice`,
  ].filter((x) => x !== null);
  const forDefeat = a.rerollsFor === "defeat" && a.health !== null ? ", rerolls played for the defeat" : "";
  const fix = forDefeat
    ? "rerolls played for damage, fewer attacks, a lower health or fewer rerolls"
    : "fewer attacks, a lower health or fewer rerolls";
  return `this attack is too much to compute exactly here (${what.join(" ")}${forDefeat}): use ${fix}`;
}

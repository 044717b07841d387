import { formatPercent } from "@/lib/format/percent";
import { setting } from "./assault-preview";
import { attackersOf, stepsOf, type Assault, type AssaultOdds } from "./engine";
import { attackersWords, lineView, orderAdvice } from "./activation";
import { rangeFix } from "./explain";
import { FIELDS } from "./fields";
import { figureById, figureName } from "./figures/find-figure";

/**
 * The CLI's plain-text answer: the attack (dice, range, attacks) and the rest of its setting in each field's own
 * words (lib/assault/fields.ts: surges, modifiers, rerolls, power tokens), the headline numbers, why a miss by
 * range misses and the range that reaches, then P(damage ≥ k) one line per k.
 */
export function formatAssaultOdds(a: Assault, odds: AssaultOdds): string {
  const named = (id: string | null, dice: string) => {
    const f = id === null ? null : figureById(id);
    return f ? `${figureName(f)} (${dice})` : dice;
  };
  const attackers = attackersWords(a, (f) => {
    const line = attackersOf(a)[f]!;
    return named(line.attack.figure, line.attack.dice.join(" + "));
  });
  const attack = `${attackers} vs ${named(a.defense.figure, a.defense.dice.length ? a.defense.dice.join(" + ") : "no defence dice")}`;
  const where = a.range === null ? "melee" : `range ${a.range}`;
  const steps = stepsOf(a);
  const times = steps > 1 ? `, ${steps} attacks` : "";
  const lines = [`${attack} (${where}${times}), exact`];
  const rest = setting(a, ["range", "attacks", "attack.playFor", "attack.figure", "defense.figure"]);
  if (rest) lines.push(a.more.length > 0 ? `figure 1: ${rest}` : rest);
  // (each further figure's own setting: its attack's fields)
  for (let f = 1; f < attackersOf(a).length; f++) {
    const own = setting(
      lineView(a, f),
      FIELDS.filter((x) => !x.path.startsWith("attack.") || x.path === "attack.figure").map((x) => x.path),
    );
    if (own) lines.push(`figure ${f + 1}: ${own}`);
  }
  const fix = rangeFix(a);
  if (fix)
    lines.push(
      `out of range: ${fix.why}; ${fix.fixed.range === null ? 'leave "range" out (melee)' : `"range": ${fix.fixed.range} reaches`}`,
    );
  if (odds.defeated !== undefined)
    lines.push(`defeated (health ${a.health}): ${formatPercent(odds.defeated, "exact")}`);
  lines.push(`expected damage: ${odds.damage.mean.toFixed(2)}`);
  lines.push(`${steps > 1 ? "every attack misses" : "miss"}: ${formatPercent(odds.miss, "exact")}`);
  if (steps > 1)
    lines.push(`each attack misses: ${odds.missByAttack.map((p) => formatPercent(p, "exact")).join(", ")}`);
  const order = orderAdvice(a);
  if (order) lines.push(order.text);
  const first = odds.playedFor === null ? "damage first" : `surges to ${odds.playedFor} first`;
  for (const [name, p] of Object.entries(odds.conditions))
    lines.push(`${name} applied (${first}): ${formatPercent(p, "exact")}`);
  if (odds.damage.atLeast.length > 1) {
    lines.push("damage ≥ k:");
    odds.damage.atLeast.forEach((p, k) => {
      if (k > 0) lines.push(`  ${String(k).padStart(2)}  ${formatPercent(p, "exact").padStart(7)}`);
    });
  } else lines.push("damage ≥ 1: 0% (no roll deals damage)");
  return lines.join("\n");
}

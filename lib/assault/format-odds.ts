import { formatPercent } from "@/lib/format/percent";
import { setting } from "./assault-preview";
import type { AssaultOdds } from "./engine";
import type { Assault } from "./engine";
import { rangeFix } from "./explain";
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
  const attack = `${named(a.attack.figure, a.attack.dice.join(" + "))} vs ${named(a.defense.figure, a.defense.dice.length ? a.defense.dice.join(" + ") : "no defence dice")}`;
  const where = a.range === null ? "melee" : `range ${a.range}`;
  const times = a.attacks > 1 ? `, ${a.attacks} attacks` : "";
  const lines = [`${attack} (${where}${times}), exact`];
  const rest = setting(a, ["range", "attacks", "attack.playFor", "attack.figure", "defense.figure"]);
  if (rest) lines.push(rest);
  const fix = rangeFix(a);
  if (fix)
    lines.push(
      `out of range: ${fix.why}; ${fix.fixed.range === null ? 'leave "range" out (melee)' : `"range": ${fix.fixed.range} reaches`}`,
    );
  if (odds.defeated !== undefined)
    lines.push(`defeated (health ${a.health}): ${formatPercent(odds.defeated, "exact")}`);
  lines.push(`expected damage: ${odds.damage.mean.toFixed(2)}`);
  lines.push(`${a.attacks > 1 ? "every attack misses" : "miss"}: ${formatPercent(odds.miss, "exact")}`);
  if (a.attacks > 1)
    lines.push(`each attack misses: ${odds.missByAttack.map((p) => formatPercent(p, "exact")).join(", ")}`);
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

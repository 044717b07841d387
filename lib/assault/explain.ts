import { formatPercent } from "@/lib/format/percent";
import { ATTACK_DICE, stepsOf, type Assault, type AssaultOdds } from "./engine";
import { withValue } from "./field-value";

/**
 * The answer explaining itself (docs/assault.md#page-cli-api): why an attack cannot hit at its range and the
 * range it can, each attack's miss chance, the one-line answer that stays in view, and what the chart plays for.
 */

const cap = (s: string) => s[0]!.toUpperCase() + s.slice(1);

/** The dice in words: "Red + Yellow". */
export function diceWords(a: Assault): string {
  return a.attack.dice.map(cap).join(" + ");
}

/**
 * The farthest range the attack can reach at best: the most accuracy any roll shows, plus the bonus, plus the
 * accuracy its surges can buy (no evade cancelling one, the surge token spent).
 */
export function bestReach(a: Assault): number {
  // Every (accuracy, surges) a roll can show.
  let rolls = new Set(["0,0"]);
  for (const die of a.attack.dice) {
    const next = new Set<string>();
    for (const r of rolls) {
      const [acc, sur] = r.split(",").map(Number) as [number, number];
      for (const f of ATTACK_DICE[die]) next.add(`${acc + f.accuracy},${sur + f.surge}`);
    }
    rolls = next;
  }
  const abilities = a.attack.surges;
  // The most accuracy s surges buy (each ability once).
  const bought = (s: number) => {
    let best = 0;
    for (let set = 0; set < 1 << abilities.length; set++) {
      let cost = 0;
      let accuracy = 0;
      abilities.forEach((x, i) => {
        if (set & (1 << i)) {
          cost += x.cost ?? 1;
          accuracy += x.accuracy ?? 0;
        }
      });
      if (cost <= s) best = Math.max(best, accuracy);
    }
    return best;
  };
  const token = a.attack.powerTokens.includes("surge") ? 1 : 0;
  let reach = 0;
  for (const r of rolls) {
    const [acc, sur] = r.split(",").map(Number) as [number, number];
    reach = Math.max(reach, acc + a.attack.accuracy + bought(sur + a.attack.surge + token));
  }
  return reach;
}

/** A miss by range: why, and the attack at the farthest range it can reach (melee when none). */
export interface RangeFix {
  readonly why: string;
  readonly action: string;
  readonly fixed: Assault;
}

export function rangeFix(a: Assault): RangeFix | null {
  if (a.range === null) return null;
  const reach = bestReach(a);
  if (reach >= a.range) return null;
  const plural = a.attack.dice.length > 1;
  if (reach === 0)
    return {
      why: `${diceWords(a)} ${plural ? "show" : "shows"} no accuracy, so ${plural ? "they" : "it"} cannot hit at range ${a.range}: ${plural ? "they attack" : "it attacks"} in melee`,
      action: "Make it melee",
      fixed: withValue(a, "range", null),
    };
  return {
    why: `${diceWords(a)} ${plural ? "reach" : "reaches"} range ${reach} at most (surges and bonuses included), so every attack at range ${a.range} misses`,
    action: `Set range ${reach}`,
    fixed: withValue(a, "range", reach),
  };
}

/** Each attack's chance to miss, in words: "each attack misses 12%" or "the attacks miss 10%, 12%, 12%". */
export function missEach(a: Assault, odds: AssaultOdds): string | null {
  if (stepsOf(a) < 2) return null;
  const shown = odds.missByAttack.map((p) => formatPercent(p));
  // (chances that differ only past the rounding read as one)
  if (shown.every((p) => p === shown[0])) return `each attack misses ${shown[0]}`;
  return `the attacks miss ${shown.join(", ")} in turn`;
}

/** The answer in one line, for the bar that stays in view: "Defeated 28% · 3.3 damage · miss 3%". */
export function answerLine(a: Assault, odds: AssaultOdds): string {
  const parts: string[] = [];
  if (odds.defeated !== undefined) parts.push(`Defeated ${formatPercent(odds.defeated)}`);
  parts.push(`${odds.damage.mean.toFixed(1)} damage`);
  parts.push(`${stepsOf(a) > 1 ? "all miss" : "miss"} ${formatPercent(odds.miss)}`);
  return parts.join(" · ");
}

/**
 * What the damage chart shows: with a health and rerolls played for the defeat, both players play for it, which can
 * give a different chart from playing for damage (docs/assault.md#rerolls), and the title says so.
 */
export function chartTitle(a: Assault, pinnedLabel: string | null): string {
  const base = pinnedLabel
    ? `Chance of at least k damage: B (now) and A (${pinnedLabel})`
    : "Chance of at least k damage";
  const rerolls = a.attack.rerolls > 0 || a.defense.rerolls > 0 || a.more.some((l) => l.attack.rerolls > 0);
  return a.health !== null && rerolls && a.rerollsFor === "defeat"
    ? `${base}, rerolls played for the defeat (health ${a.health})`
    : base;
}

/**
 * What stands in for the damage chart when no roll deals damage (the chart would be an empty frame): every
 * attack misses, or the hits never get past the blocks.
 */
export function noDamage(a: Assault, odds: AssaultOdds): string {
  if (odds.miss === 1)
    return `No damage to chart: ${stepsOf(a) > 1 ? "every attack misses" : "the attack always misses"}.`;
  return "No damage to chart: no hit gets past the blocks.";
}

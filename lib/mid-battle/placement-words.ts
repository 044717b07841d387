import type { UnitId } from "@/lib/data";
import { unitName } from "@/lib/scenario/words";
import type { TargetRules, Targets } from "./candidates";

/**
 * A placement in words, unit by unit: "2 on a Star Destroyer with 2 damage (destroyed); 1 on an X-wing (destroyed)".
 * Units of a type are paired most damaged first before and after: when the damage can be placed at all, that pairing
 * is one way to place it.
 */
export function placementWords(before: Targets, after: Targets, rule: TargetRules): string {
  const parts: string[] = [];
  for (const [id, now] of Object.entries(after) as [UnitId, readonly number[]][]) {
    const was = before[id] ?? [];
    const health = rule(id).health;
    const changes = new Map<string, { points: number; from: number; end: string; n: number }>();
    now.forEach((d, i) => {
      const from = was[i] ?? 0;
      if (d === from) return;
      const end = d >= health ? "destroyed" : `now ${d} damage`;
      const key = `${d - from}|${from}|${end}`;
      const old = changes.get(key);
      if (old) old.n++;
      else changes.set(key, { points: d - from, from, end, n: 1 });
    });
    for (const { points, from, end, n } of changes.values()) {
      const units = n === 1 ? article(unitName(id)) : `${n} ${unitName(id, n)}`;
      const hurt = from === 0 ? "" : ` with ${from} damage`;
      parts.push(`${points}${n > 1 ? " each" : ""} on ${units}${hurt} (${end})`);
    }
  }
  return parts.length ? parts.join("; ") : "no damage placed";
}

const article = (words: string) => `${/^([AEIO]|X-)/.test(words) ? "an" : "a"} ${words}`;

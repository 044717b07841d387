import type { SurgeAbility } from "../engine";

/**
 * A surge ability in the printed card's words, read into what the engine plays: "+2 Accuracy", "+1 Damage",
 * "Pierce 2", a condition ("Stun", "Bleed", "Weaken", "Focused", "Hide"), several joined by ", ", and "2 surges:
 * …" for a cost. Anything else is not an ability the engine plays: null (the table keeps such words in `other`).
 */
const CONDITIONS = ["Stun", "Bleed", "Weaken", "Focused", "Hide"];

export function surgeFromWords(words: string): SurgeAbility | null {
  const costed = /^(\d) surges: (.*)$/.exec(words);
  const cost = costed ? Number(costed[1]) : 1;
  const out: { damage?: number; pierce?: number; accuracy?: number; condition?: string; cost?: number } = {};
  for (const part of (costed ? costed[2]! : words).split(", ")) {
    const n = /^\+(\d+) (Accuracy|Damage)$/.exec(part);
    const p = /^Pierce (\d+)$/.exec(part);
    if (n)
      out[n[2] === "Accuracy" ? "accuracy" : "damage"] =
        (out[n[2] === "Accuracy" ? "accuracy" : "damage"] ?? 0) + Number(n[1]);
    else if (p) out.pierce = (out.pierce ?? 0) + Number(p[1]);
    else if (CONDITIONS.includes(part))
      out.condition = out.condition === undefined ? part : `${out.condition} + ${part}`;
    else if (/^\w+ \+ \w+$/.test(part) && part.split(" + ").every((c) => CONDITIONS.includes(c)))
      out.condition = part;
    else return null;
  }
  if (cost !== 1) out.cost = cost;
  return out;
}

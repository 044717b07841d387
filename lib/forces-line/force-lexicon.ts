import {
  LEADERS,
  LEADER_WORDS,
  UNITS,
  UNIT_WORDS,
  leaderDef,
  unitDef,
  type Faction,
  type LeaderId,
  type UnitId,
} from "@/lib/data";

/**
 * The words of the one-line force entry (read-forces.ts): every unit and leader by its name and by the words
 * players use for it (lib/data/force-words.ts), compared as keys that ignore case, accents, spaces, hyphens and
 * apostrophes.
 */
export type Thing =
  { readonly kind: "unit"; readonly id: UnitId } | { readonly kind: "leader"; readonly id: LeaderId };

/** "AT-ST" → "atst", "Chirrut Îmwe" → "chirrutimwe", "Krennic's Finest" → "krennicsfinest". */
export function wordKey(text: string): string {
  return text
    .normalize("NFD")
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "");
}

export function thingName(t: Thing): string {
  return t.kind === "unit" ? unitDef(t.id).name : leaderDef(t.id).name;
}

/** Whether a thing is the base game's or Rise of the Empire's (the common reading of a shared name is the base game's). */
export function thingExpansion(t: Thing): "base" | "rote" {
  return t.kind === "unit" ? unitDef(t.id).expansion : leaderDef(t.id).expansion;
}

export function thingFaction(t: Thing): Faction {
  return t.kind === "unit" ? unitDef(t.id).faction : leaderDef(t.id).faction;
}

/** The short form the page writes a thing in (the first of its words: "SD", "Vader"). */
export function shortWord(t: Thing): string {
  return listOf(t)[0] ?? thingName(t);
}

/** A thing's words of force-words.ts (leader ids are plain strings, so their table is read by key). */
function listOf(t: Thing): readonly string[] {
  if (t.kind === "unit") return UNIT_WORDS[t.id];
  const words: Readonly<Record<string, readonly string[]>> = LEADER_WORDS;
  return words[t.id] ?? [];
}

export const THINGS: readonly Thing[] = [
  ...UNITS.map((u) => ({ kind: "unit", id: u.id }) as const),
  ...LEADERS.map((l) => ({ kind: "leader", id: l.id }) as const),
];

/** Every word of a thing: its name first, then its words of force-words.ts. */
export function wordsOf(t: Thing): readonly string[] {
  return [thingName(t), ...listOf(t)];
}

const EXACT = new Map<string, Thing>();
for (const t of THINGS) for (const w of wordsOf(t)) EXACT.set(wordKey(w), t);

/** A plural of a unit ("SDs", "X-wings", "AT-STs", "TIE's") read as the unit. */
function singular(key: string): string | null {
  return key.length > 1 && key.endsWith("s") ? key.slice(0, -1) : null;
}

/** The one thing a phrase names exactly (a name, a word of force-words.ts, a unit's plural), or null. */
export function lookUp(phrase: string): Thing | null {
  const key = wordKey(phrase);
  if (key === "") return null;
  const exact = EXACT.get(key);
  if (exact) return exact;
  const one = singular(key);
  const plural = one === null ? undefined : EXACT.get(one);
  return plural?.kind === "unit" ? plural : null;
}

/** The separate words of a thing's name and words: "Mon Calamari Cruiser" → mon, calamari, cruiser. */
const PARTS: readonly { readonly thing: Thing; readonly parts: readonly string[] }[] = THINGS.map(
  (thing) => ({
    thing,
    parts: [...new Set(wordsOf(thing).flatMap((w) => w.split(/[\s-]+/).map(wordKey)))].filter(
      (p) => p !== "",
    ),
  }),
);

/**
 * Everything one word could be part of, when it names nothing exactly: "Luke" → both Lukes, "shield" → Shield
 * Generator and Shield Bunker, "troopers" → Rebel Trooper and Stormtrooper. A word of 4 letters or more also
 * matches the end of a longer one (troopers → stormtrooper).
 */
export function partialMatches(word: string): Thing[] {
  const key = wordKey(word);
  if (key.length < 2) return [];
  const keys = [key, singular(key)].filter((k): k is string => k !== null && k.length >= 2);
  return PARTS.filter(({ parts }) =>
    parts.some((p) => keys.some((k) => p === k || (k.length >= 4 && p.length > k.length && p.endsWith(k)))),
  ).map(({ thing }) => thing);
}

/** Edits (insert, delete, change, swap two) between two keys, or more than `most` once it is clear. */
function distance(a: string, b: string, most: number): number {
  if (Math.abs(a.length - b.length) > most) return most + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) {
    rows.push([i]);
    for (let j = 1; j <= b.length; j++) {
      if (i === 0) {
        rows[0]!.push(j);
        continue;
      }
      const change = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + change);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d = Math.min(d, rows[i - 2]![j - 2]! + 1);
      rows[i]!.push(d);
    }
  }
  return rows[a.length]![b.length]!;
}

/** What an unreadable word was likely meant to be: names and words a typo or two away, closest first, at most 3. */
export function suggestions(word: string): Thing[] {
  const key = wordKey(word);
  if (key.length < 2) return [];
  const most = key.length <= 4 ? 1 : 2;
  const scored: { thing: Thing; d: number }[] = [];
  for (const [k, thing] of EXACT) {
    let d = distance(key, k, most);
    if (d > most && key.length >= 3 && k.startsWith(key)) d = most;
    if (d <= most) scored.push({ thing, d });
  }
  scored.sort((a, b) => a.d - b.d);
  const seen = new Set<string>();
  const out: Thing[] = [];
  for (const { thing } of scored) {
    if (seen.has(thing.id)) continue;
    seen.add(thing.id);
    out.push(thing);
  }
  return out.slice(0, 3);
}

import { FIGURES } from "./figure-table";
import type { FigureRow } from "./figure";
import { HEROES, WEAPONS, type HeroRow, type WeaponRow } from "./heroes";

/**
 * Finding a figure by what a player types (docs/assault.md#figures): "Stormtrooper", "stormtrooper (elite)", "Elite
 * Stormtrooper", "E-Web Engineer", "Luke Skywalker", "Gaarkhan" (a hero), or the table's id ("stormtrooper-elite").
 * Case, spaces and punctuation do not matter. An unknown name is answered with the nearest one.
 */
export type Figure =
  { readonly kind: "figure"; readonly row: FigureRow } | { readonly kind: "hero"; readonly row: HeroRow };

const key = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, "");

/** A figure's name as the page and messages say it: "Stormtrooper (Elite)", "Gaarkhan (hero)". */
export function figureName(f: Figure): string {
  if (f.kind === "hero") return `${f.row.name} (hero)`;
  return f.row.version === "elite" ? `${f.row.name} (Elite)` : f.row.name;
}

const ALL: readonly Figure[] = [
  ...FIGURES.map((row) => ({ kind: "figure" as const, row })),
  ...HEROES.map((row) => ({ kind: "hero" as const, row })),
];

/** Every way a figure is found, to the figure. */
const BY_KEY = new Map<string, Figure>();
for (const f of ALL) {
  const names = [f.row.id, figureName(f)];
  if (f.kind === "hero") names.push(f.row.name);
  if (f.kind === "figure" && f.row.version === "elite") names.push(`Elite ${f.row.name}`);
  // (a figure with only an elite card, the AT-ST, goes by its plain name too)
  if (f.kind === "figure" && !FIGURES.some((g) => g.name === f.row.name && g.version !== "elite"))
    names.push(f.row.name);
  for (const n of names) if (!BY_KEY.has(key(n))) BY_KEY.set(key(n), f);
}

export const ALL_FIGURES: readonly Figure[] = ALL;

export function figureById(id: string): Figure | null {
  return ALL.find((f) => f.row.id === id) ?? null;
}

export function weaponByName(name: string): WeaponRow | null {
  return WEAPONS.find((w) => w.id === name || key(w.name) === key(name)) ?? null;
}

/** Edit distance (insertions, deletions, substitutions), for the nearest name. */
function distance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++)
      next.push(Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1)));
    row = next;
  }
  return row[b.length]!;
}

/** The figure a name names, or the nearest name to suggest. */
export function findFigure(name: string): { ok: true; figure: Figure } | { ok: false; nearest: string } {
  const found = BY_KEY.get(key(name));
  if (found) return { ok: true, figure: found };
  // A name that holds what was typed ("E-Web" in "E-Web Engineer"), the shortest; else the fewest edits away.
  const holding = key(name).length >= 3 ? ALL.filter((f) => key(figureName(f)).includes(key(name))) : [];
  if (holding.length > 0) {
    const shortest = holding.reduce((a, b) => (figureName(b).length < figureName(a).length ? b : a));
    return { ok: false, nearest: figureName(shortest) };
  }
  let best = ALL[0]!;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const f of ALL)
    for (const n of [figureName(f), f.row.name]) {
      const d = distance(key(name), key(n));
      if (d < bestDistance) [best, bestDistance] = [f, d];
    }
  return { ok: false, nearest: figureName(best) };
}

/** The nearest figure's name to what was typed. */
export function nearestFigure(text: string): string {
  const found = findFigure(text);
  return found.ok ? figureName(found.figure) : found.nearest;
}

/** The nearest weapon's name to what was typed. */
export function nearestWeapon(text: string): string {
  let best = WEAPONS[0]!;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const w of WEAPONS) {
    const d = distance(key(text), key(w.name));
    if (d < bestDistance) [best, bestDistance] = [w, d];
  }
  return best.name;
}

/** One line for an unknown name: `"Stromtrooper" is not a figure: did you mean "Stormtrooper"?`. */
export function unknownFigure(name: string, nearest: string): string {
  return `${JSON.stringify(name)} is not a figure: did you mean ${JSON.stringify(nearest)}?`;
}

import { formatPercent } from "@/lib/format/percent";
import { attackingWords, defenderWords } from "./answer-view";
import { assaultOdds, stepsOf, type Assault, type AssaultOdds } from "./engine";
import { tooMuchWork } from "./too-much-work";

/**
 * Compare and overlay (docs/assault.md#compare): up to 8 attacks or activations kept side by side, each played
 * against the one target the page shows (its defence, health and reroll goal), as "at least N damage" curves and a
 * table sortable by any column. What an entry keeps is its attacking side: the figures, dice, surges, tokens,
 * ranges and attacks; the target is always the current one, so changing the defence changes every row at once.
 */

/** At most this many attacks or activations side by side. */
export const MAX_COMPARED = 8;

/** What the table sorts by: the order they were added, or a column (best first: most defeat, damage; least miss). */
export type CompareSort = "added" | "defeated" | "mean" | "miss";

export interface CompareRow {
  /** The entry's place in the list (the order it was added), its colour and its key in the curves. */
  readonly index: number;
  readonly label: string;
  /** The entry's attacks against the current target. */
  readonly assault: Assault;
  /** Its exact odds, or the one line saying why they are not worked out (too much work). */
  readonly odds: AssaultOdds | null;
  readonly error: string | null;
}

/** `kept`'s attacking side against `target`'s target: its defence, health and reroll goal. */
export function againstTarget(kept: Assault, target: Assault): Assault {
  const steps = stepsOf(kept);
  const tokens = target.defense.powerTokens.slice(0, steps);
  // (the target's tokens are listed over the activation's attacks: a shorter one spends only the first ones)
  while (tokens.length > 0 && tokens.at(-1) === null) tokens.pop();
  return {
    ...kept,
    defense: { ...target.defense, powerTokens: tokens },
    health: target.health,
    rerollsFor: target.rerollsFor,
  };
}

/** The attacking side in words: "2× Stormtrooper (Blue + Green), then E-Web Engineer (Red + Blue), range 4". */
export function attackWords(a: Assault): string {
  const steps = stepsOf(a);
  return `${attackingWords(a)}, ${a.range === null ? "melee" : `range ${a.range}`}${steps > 1 ? `, ${steps} attacks` : ""}`;
}

/** The target every entry is played against: "Luke Skywalker (White), health 10". */
export function targetWords(a: Assault): string {
  return `${defenderWords(a)}${a.health !== null ? `, health ${a.health}` : ""}`;
}

/** Whether two entries keep the same attacking side (adding one again is refused). */
export function sameAttack(x: Assault, y: Assault): boolean {
  const side = (a: Assault) => JSON.stringify([a.attack, a.range, a.attacks, a.more]);
  return side(x) === side(y);
}

/** `list` with `a`'s attacking side added at the end, or the line saying why not. */
export function addCompared(
  list: readonly Assault[],
  a: Assault,
): { ok: true; list: Assault[] } | { ok: false; error: string } {
  if (list.some((x) => sameAttack(x, a)))
    return { ok: false, error: "This attack is in the comparison already" };
  if (list.length >= MAX_COMPARED)
    return { ok: false, error: `At most ${MAX_COMPARED} attacks side by side: remove one first` };
  return { ok: true, list: [...list, a] };
}

/** Every entry against the target, exact (an entry too heavy to work out says so in its row). */
export function compareRows(list: readonly Assault[], target: Assault): CompareRow[] {
  return list.map((kept, index) => {
    const a = againstTarget(kept, target);
    const tooMuch = tooMuchWork(a);
    return {
      index,
      label: attackWords(kept),
      assault: a,
      odds: tooMuch ? null : assaultOdds(a),
      error: tooMuch,
    };
  });
}

/** The rows in the order asked: best first for a column (a tie, and a row with no odds, keep the order added). */
export function sortRows(rows: readonly CompareRow[], by: CompareSort): CompareRow[] {
  if (by === "added") return [...rows];
  const score = (r: CompareRow) => {
    if (!r.odds) return -Infinity;
    if (by === "defeated") return r.odds.defeated ?? r.odds.damage.mean;
    if (by === "mean") return r.odds.damage.mean;
    return -r.odds.miss;
  };
  return [...rows].sort((x, y) => score(y) - score(x) || x.index - y.index);
}

/**
 * The curves, ready for the chart: one point per k ≥ 1 up to the most damage any entry can deal, each entry's
 * P(damage ≥ k) under the key `e<index>` (an entry with no odds has no key).
 */
export function compareCurves(rows: readonly CompareRow[]): Record<string, number | string>[] {
  const most = Math.max(0, ...rows.map((r) => (r.odds ? r.odds.damage.atLeast.length - 1 : 0)));
  return Array.from({ length: most }, (_, i) => {
    const k = i + 1;
    const point: Record<string, number | string> = { k, label: `≥${k}` };
    for (const r of rows) if (r.odds) point[`e${r.index}`] = r.odds.damage.atLeast[k] ?? 0;
    return point;
  });
}

/** One row in words, for a screen reader and the CLI: "1. Red, melee: defeated 44%, 2.50 damage, miss 0%". */
export function compareLine(r: CompareRow): string {
  if (!r.odds) return `${r.index + 1}. ${r.label}: ${r.error}`;
  const defeated = r.odds.defeated !== undefined ? `defeated ${formatPercent(r.odds.defeated)}, ` : "";
  return `${r.index + 1}. ${r.label}: ${defeated}${r.odds.damage.mean.toFixed(2)} damage, miss ${formatPercent(r.odds.miss)}`;
}

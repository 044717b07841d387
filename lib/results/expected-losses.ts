import type { UnitId } from "@/lib/data";
import type { SimulationResult } from "@/lib/engine";
import { formatPercent } from "@/lib/format/percent";
import type { SideKey } from "@/lib/scenario/types";
import { unitName } from "@/lib/scenario/words";
import { lossWords } from "./summary";
import { joinWords } from "@/lib/scenario/unit-words";

/** A loss chance below this is not worth a line of the verdict (the Details still list every unit type). */
export const NOTICE_CHANCE = 0.05;
/** A side's likeliest exact losses are headlined only when they are at least this likely. */
export const LIKELY = 0.5;

export interface UnitLoss {
  readonly unit: UnitId;
  readonly start: number;
  /** Units of the type lost on average (those that joined during combat and fell included). */
  readonly expected: number;
  /** Chance of losing at least one, and all, of the type. */
  readonly loseAny: number;
  readonly loseAll: number;
}

export interface SideLosses {
  readonly side: SideKey;
  /** "about 2.4 TIE Fighters, 1.4 Stormtroopers and 0.4 Star Destroyers", or "nothing". */
  readonly expected: string;
  /** The unit types worth noticing, each in a few words: "TIE Fighters: 90% to lose one, 29% all 4". */
  readonly chances: readonly string[];
  /** The side's likeliest exact losses, when they are likely: "lose everything" at 99%. */
  readonly likely: { readonly text: string; readonly p: number } | null;
  /** Every unit type, biggest expected loss first. */
  readonly units: readonly UnitLoss[];
}

/** "2.4", "3", "0.4": an expected count in one decimal, whole when it is. */
export function aboutCount(n: number): string {
  const text = n.toFixed(1);
  return text.endsWith(".0") ? text.slice(0, -2) : text;
}

/** "about 2.4 TIE Fighters": the plural unless the count reads as exactly 1. */
function expectedWords(u: UnitLoss): string {
  const n = aboutCount(u.expected);
  return `${n} ${unitName(u.unit, n === "1" ? 1 : 2)}`;
}

/** The chances a unit type's words give: losing it (a lone unit), or losing one and losing all. */
const chancesOf = (u: UnitLoss) => (u.start === 1 ? [u.loseAny] : [u.loseAny, u.loseAll]);

/**
 * "TIE Fighters: 90% to lose one, 29% all 4" ("both" for two); a lone unit: "Star Destroyer: 35% to lose it". The
 * chances read as they do everywhere outside the Details (lib/format/percent.ts:formatPercent).
 */
function chanceWords(u: UnitLoss): string {
  const [any, all] = chancesOf(u).map((p) => formatPercent(p));
  if (u.start === 1) return `${unitName(u.unit)}: ${any} to lose it`;
  return `${unitName(u.unit, 2)}: ${any} to lose one, ${all} ${u.start === 2 ? "both" : `all ${u.start}`}`;
}

/**
 * A side's losses as a player counts them: units lost on average by type (never summed over types: a TIE
 * Fighter is not a Star Destroyer), the chance of losing each type worth noticing, and its likeliest exact
 * losses only when those are likely (in the fewest words: `summary.ts:lossWords`).
 */
export function sideLosses(result: SimulationResult, side: SideKey): SideLosses {
  const stats = result[side];
  const units = stats.survivors
    .filter((s) => s.start > 0 || (s.gained ?? 0) > 0)
    .map((s): UnitLoss => ({
      unit: s.unit,
      start: s.start,
      expected: stats.losses.byUnit[s.unit] ?? s.start - s.mean,
      loseAny: s.start > 0 ? 1 - (s.atLeast[s.start] ?? 0) : 0,
      loseAll: s.start > 0 ? (s.exactly[0] ?? 0) : 0,
    }))
    .sort((x, y) => y.expected - x.expected);
  const shown = units.filter((u) => aboutCount(u.expected) !== "0");
  const expected = shown.length === 0 ? "nothing" : `about ${joinWords(shown.map(expectedWords))}`;
  const top = stats.likelyLosses[0];
  const start = Object.fromEntries(stats.survivors.map((s) => [s.unit, s.start]));
  const likely = top && top.p >= LIKELY ? { text: lossWords(start, top.lost), p: top.p } : null;
  // A side that likely loses everything needs no line per unit type.
  const everything = likely?.text === "lose everything";
  const noticed = everything ? [] : units.filter((u) => u.start > 0 && u.loseAny >= NOTICE_CHANCE);
  const chances = noticed.map(chanceWords);
  return { side, expected, chances, likely, units };
}

import type { Faction } from "@/lib/data";
import type { Thing } from "./force-lexicon";

/**
 * Reads forces the way players write them: `2 SD, 4 TIE, 3 AT-ST, 4 ST, Vader vs MC, 3 X-wing, 2 Y, 4 RT, SG,
 * Mothma`. Names, the words of lib/data/force-words.ts and plurals in any order; counts before or after (`TIE x4`);
 * "vs" or a new line between the sides; damage as `SD (2 dmg)`. A side's faction comes from what it names (or a
 * label: `Rebels: …`). A word that fits two things is read by the side's faction when that settles it, and
 * otherwise asked about, never guessed. Pure: the page, the CLI and the API read the same way. Text past
 * FORCES_MAX (text-limits.ts) is refused whole before anything reads it; below it the work is linear in its
 * length (`meter` counts it: tests/forces-line/force-tokens.test.ts).
 */
export interface ReadItem {
  /** Which force of the text (0: the first, the attacker when there are two). */
  readonly side: number;
  /** Where the item is in the text: its count, words and damage. */
  readonly start: number;
  readonly end: number;
  /** Where its words are (what a suggestion replaces). */
  readonly wordStart: number;
  readonly wordEnd: number;
  /** The words as typed ("X-wings"); "" for a count or damage with nothing to count. */
  readonly text: string;
  readonly count: number | null;
  readonly damage: readonly number[];
  /** What it was read as, or null. */
  readonly thing: Thing | null;
  /** The things it could be, when it is one of several (and the side's faction does not settle it). */
  readonly options: readonly Thing[];
  /** What an unreadable word was likely meant to be. */
  readonly suggestions: readonly Thing[];
  /**
   * A name that fits several things read as the common one (docs/engine.md#the-forces-in-one-line: "Luke" is Luke Skywalker, the base game's):
   * the others, for a chip that switches.
   */
  readonly alternatives: readonly Thing[];
  /** Why the item cannot be used, or null. */
  readonly problem: string | null;
}

export interface ForcesReading {
  readonly items: readonly ReadItem[];
  /** Each force's faction, as named or inferred (null: it could not be told). */
  readonly factions: readonly (Faction | null)[];
  /** One short phrase per problem; empty when the text can be used. */
  readonly problems: readonly string[];
  /** The text names the Death Star Plans ("plans", "Death Star Plans", "DSP"): the battle option turns on. */
  readonly plans: boolean;
}

/** An item while the line is read: what settle-forces.ts makes a ReadItem of. */
export interface Draft {
  side: number;
  start: number;
  end: number;
  wordStart: number;
  wordEnd: number;
  text: string;
  count: number | null;
  damage: number[];
  thing: Thing | null;
  options: Thing[];
  /** Names a few words are a typo or two from, read as one item (docs/engine.md#the-forces-in-one-line: "Star Destoyers", "rebel troops"). */
  near: Thing[];
  problem: string | null;
}

/** A side's faction as an adjective: "both forces are Imperial". */
export const FACTION_ADJ: Readonly<Record<Faction, string>> = { empire: "Imperial", rebel: "Rebel" };

export const quote = (s: string) => `"${s}"`;

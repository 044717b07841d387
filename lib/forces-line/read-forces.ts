import type { Faction } from "@/lib/data";
import { lookUp, wordKey } from "./force-lexicon";
import { tokenize, type Token } from "./force-tokens";
import { quote, type Draft, type ForcesReading } from "./forces-reading";
import { matchWords } from "./match-words";
import { countScan, type ScanMeter } from "./scan-meter";
import { settle } from "./settle-forces";
import { forcesTooLong } from "@/lib/scenario/text-limits";

export type { ForcesReading, ReadItem } from "./forces-reading";

/** The words for the Death Star Plans (a battle option, not a unit or leader), as keys. */
const PLANS_KEYS: ReadonlySet<string> = new Set(["plans", "deathstarplans", "dsplans", "dsp", "theplans"]);
/** Words that make "with 2 damage" damage: the damage words of force-tokens.ts. */
const DAMAGE_KEYS: ReadonlySet<string> = new Set(["dmg", "damage", "damaged", "dam", "hit", "hits"]);

// A Map, not an object: a word such as "constructor" must find nothing, not Object's own (docs/server.md#text-limits).
const FACTION_LABELS: ReadonlyMap<string, Faction> = new Map([
  ["empire", "empire"],
  ["imperial", "empire"],
  ["imperials", "empire"],
  ["imps", "empire"],
  ["rebel", "rebel"],
  ["rebels", "rebel"],
  ["rebellion", "rebel"],
  ["alliance", "rebel"],
]);

type Word = Extract<Token, { kind: "word" }>;
type Count = Extract<Token, { kind: "count" }>;

/** The line as it is read, token by token: the items so far, each side's label, and what waits for a word. */
interface Reader {
  readonly text: string;
  readonly meter: ScanMeter | undefined;
  readonly drafts: Draft[];
  readonly labels: (Faction | null)[];
  readonly problems: string[];
  side: number;
  sideHasItems: boolean;
  /** The item a count or damage after it belongs to. */
  current: Draft | null;
  /** A count before its words (`3 X-wing`). */
  pending: Count | null;
  plans: boolean;
}

/**
 * Reads forces the way players write them: `2 SD, 4 TIE, 3 AT-ST, 4 ST, Vader vs MC, 3 X-wing, 2 Y, 4 RT, SG,
 * Mothma`. Names, the words of lib/data/force-words.ts and plurals in any order; counts before or after (`TIE x4`);
 * "vs" or a new line between the sides; damage as `SD (2 dmg)`. A side's faction comes from what it names (or a
 * label: `Rebels: …`). A word that fits two things is read by the side's faction when that settles it, and
 * otherwise asked about, never guessed. Pure: the page, the CLI and the API read the same way. Text past
 * FORCES_MAX (text-limits.ts) is refused whole before anything reads it; below it the work is linear in its
 * length (`meter` counts it: tests/forces-line/force-tokens.test.ts).
 */
export function readForces(text: string, meter?: ScanMeter): ForcesReading {
  const tooLong = forcesTooLong(text);
  if (tooLong) return { items: [], factions: [], problems: [tooLong], plans: false };
  const tokens = tokenize(text, meter);
  const r: Reader = {
    text,
    meter,
    drafts: [],
    labels: [],
    problems: [],
    side: 0,
    sideHasItems: false,
    current: null,
    pending: null,
    plans: false,
  };
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    countScan(meter, 1);
    if (t.kind === "side" || t.kind === "item") {
      strayCount(r);
      r.current = null;
      if (t.kind === "side") nextSide(r, false);
    } else if (t.kind === "label" && readLabel(r, t.text)) continue;
    else if (t.kind === "count") readCount(r, t, tokens[i + 1]);
    else if (t.kind === "damage") {
      const target: Draft = r.current ?? start(r, t.start);
      if (t.amounts === null)
        r.problems.push(`${quote(text.slice(t.start, t.end))} is not damage (write it as SD (2 dmg))`);
      else target.damage.push(...t.amounts);
      target.end = t.end;
      r.current = target;
    } else i = readWords(r, tokens, i);
  }
  strayCount(r);
  return { ...settle(text, r.drafts, r.labels, r.problems, meter), plans: r.plans };
}

/** A count that found nothing to count is said. */
function strayCount(r: Reader): void {
  if (r.pending) r.problems.push(`${quote(r.text.slice(r.pending.start, r.pending.end))} counts nothing`);
  r.pending = null;
}

/** The next force starts, when this one has begun (`always`: a faction's label after a force's items). */
function nextSide(r: Reader, always: boolean): void {
  if (always || r.sideHasItems || r.labels[r.side] != null) r.side++;
  r.sideHasItems = false;
}

/** A new item at `from`, taking the count that waits for it. */
function start(r: Reader, from: number): Draft {
  const d: Draft = {
    side: r.side,
    start: r.pending?.start ?? from,
    end: from,
    wordStart: from,
    wordEnd: from,
    text: "",
    count: r.pending?.n ?? null,
    damage: [],
    thing: null,
    options: [],
    near: [],
    problem: null,
  };
  r.pending = null;
  r.drafts.push(d);
  r.sideHasItems = true;
  return d;
}

/** A label (`Rebels:`): true when it named the side's faction; else it is read as words ("Vader:" is Vader). */
function readLabel(r: Reader, text: string): boolean {
  const faction = FACTION_LABELS.get(wordKey(text));
  if (!faction) return false;
  if (r.sideHasItems || r.labels[r.side] != null) {
    // "Empire: 2 SD; Rebels: 3 X-wing": a faction's label after a force's items starts the next force.
    strayCount(r);
    r.current = null;
    nextSide(r, true);
  }
  if (r.labels[r.side] != null) return false;
  r.labels[r.side] = faction;
  return true;
}

/** A count: the item before's (`TIE x4`), or one that waits for the words after it (`4 TIE`). */
function readCount(r: Reader, t: Count, next: Token | undefined): void {
  const before = t.after === true || (t.after === null && next?.kind !== "word" && next?.kind !== "label");
  if (!before) {
    strayCount(r);
    r.pending = t;
    r.current = null;
  } else if (r.current && r.current.count === null) {
    r.current.count = t.n;
    r.current.end = t.end;
  } else r.problems.push(`${quote(r.text.slice(t.start, t.end))} counts nothing`);
}

/** Words from `i`: as many as name one thing; the index of the last token read. */
function readWords(r: Reader, tokens: readonly Token[], i: number): number {
  // (at most the 6 that matchWords tries: the whole run of words would make a line of words quadratic)
  const words: Word[] = [];
  for (let j = i; j < tokens.length && words.length < 6; j++) {
    const w = tokens[j]!;
    countScan(r.meter, 1);
    if (w.kind === "word") words.push(w);
    else if (w.kind === "label") words.push({ kind: "word", text: w.text, start: w.start, end: w.end - 1 });
    else break;
  }
  const first = words[0]!;
  if (first.bracket) {
    r.problems.push(`${quote(r.text.slice(first.start, first.end))} is not damage (write it as SD (2 dmg))`);
    return i;
  }
  // "MC with 2 damage" ("with" parts items, so the count waits for a word): the damage of the item before.
  const last0 = r.drafts[r.drafts.length - 1];
  if (r.pending && DAMAGE_KEYS.has(wordKey(first.text)) && last0 && last0.side === r.side) {
    last0.damage.push(r.pending.n);
    last0.end = first.end;
    r.pending = null;
    return i;
  }
  // "plans", "Death Star Plans": the battle option, read before "Death Star" could take its first two words.
  const joined = (n: number) =>
    words
      .slice(0, n)
      .map((w) => w.text)
      .join("");
  const plansUsed = [3, 2, 1].find((n) => n <= words.length && PLANS_KEYS.has(wordKey(joined(n))));
  if (plansUsed !== undefined) {
    strayCount(r);
    r.plans = true;
    return i + plansUsed - 1;
  }
  const faction = FACTION_LABELS.get(wordKey(first.text));
  const match = matchWords(words, 0, r.meter);
  if (
    faction &&
    !r.sideHasItems &&
    r.labels[r.side] == null &&
    match.used === 1 &&
    lookUp(first.text) === null
  ) {
    // "Rebels 3 X-wing": a side's first word naming a faction, not one of its units.
    r.labels[r.side] = faction;
    return i;
  }
  const last = words[match.used - 1]!;
  const d = start(r, first.start);
  d.end = last.end;
  d.wordStart = first.start;
  d.wordEnd = last.end;
  d.text = r.text.slice(first.start, last.end);
  d.thing = match.thing;
  d.options = match.options;
  d.near = match.near;
  r.current = d;
  return i + match.used - 1;
}

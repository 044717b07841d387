import { lookUp } from "./force-lexicon";
import { countScan, type ScanMeter } from "./scan-meter";

/**
 * The one-line force entry's tokens (read-forces.ts): words, counts before a name ("2", "4x", "a", "2xSD") or
 * after it ("x4", "TIEx4"), damage in brackets ("(2 dmg)"), item separators (",", ";", "+", "&", "and", "with")
 * and side separators ("vs", "versus", "against", a lone "/" or "|", or a new line). Each keeps where it is in the text, so the page
 * can show what each word was read as and replace one word.
 *
 * A hand-written scanner (docs/server.md#text-limits): each character is read once to find the tokens and a fixed number of times to
 * classify its token, so the work is linear in the text's length whatever it holds (the regular expressions it
 * replaced backtracked quadratically on one long word). tests/forces-line/force-tokens.test.ts counts the steps and
 * holds the scanner to the expressions it replaced on random text.
 */
export type Token =
  | {
      readonly kind: "word";
      readonly text: string;
      readonly start: number;
      readonly end: number;
      /** Words in brackets: only part of a longer name ("Luke Skywalker (Jedi)"). */
      readonly bracket?: true;
    }
  | {
      readonly kind: "count";
      readonly n: number;
      readonly after: boolean | null;
      readonly start: number;
      readonly end: number;
    }
  | {
      readonly kind: "damage";
      readonly amounts: readonly number[] | null;
      readonly start: number;
      readonly end: number;
    }
  | { readonly kind: "label"; readonly text: string; readonly start: number; readonly end: number }
  | { readonly kind: "item"; readonly start: number; readonly end: number }
  | { readonly kind: "side"; readonly start: number; readonly end: number };

const SIDE_WORDS = new Set(["vs", "vs.", "v", "v.", "versus", "against", "/", "|"]);
const ITEM_WORDS = new Set(["and", "with", "plus"]);
// A Map, not an object: "constructor" must not find Object's own (docs/server.md#text-limits: "function Object()" in a message).
const NUMBER_WORDS: ReadonlyMap<string, number> = new Map([
  ["a", 1],
  ["an", 1],
  ["one", 1],
  ["two", 2],
  ["three", 3],
  ["four", 4],
  ["five", 5],
  ["six", 6],
  ["seven", 7],
  ["eight", 8],
  ["nine", 9],
  ["ten", 10],
  ["eleven", 11],
  ["twelve", 12],
]);
const SEPARATORS = ",;+&";
const MARKS = "x×*X";
/** Damage in brackets: numbers and damage words only ("2 dmg", "2dmg", "2, 1 damage", "dmg 2+1"). */
const DAMAGE_WORD = /(?<![a-z])(dmg|damage|damaged|dam|hits?)\b/i;
const DAMAGE_WORDS = new RegExp(DAMAGE_WORD.source, "gi");

const isDigit = (c: string | undefined) => c !== undefined && c >= "0" && c <= "9";
const isLetter = (c: string | undefined) =>
  c !== undefined && ((c >= "a" && c <= "z") || (c >= "A" && c <= "Z"));
/** What `\s` matches, one character at a time. */
const isSpace = (c: string) => /\s/.test(c);

/** Whether `text` has an ASCII letter in [from, to). */
function hasLetter(text: string, from: number, to: number, meter: ScanMeter | undefined): boolean {
  countScan(meter, to - from);
  for (let i = from; i < to; i++) if (isLetter(text[i])) return true;
  return false;
}

function damageAmounts(inner: string): number[] | null {
  if (!DAMAGE_WORD.test(inner)) return null;
  const rest = inner.replace(DAMAGE_WORDS, " ");
  if (!/^[\s\d,+/&]*$/.test(rest.replace(/\band\b/gi, " "))) return null;
  const amounts = (rest.match(/\d+/g) ?? []).map(Number);
  return amounts.length > 0 ? amounts : null;
}

/** A count written as a word of its own: "4", "4x" (before a name), "x4", "×4" (after), "a", "two". */
function countOf(text: string): { n: number; after: boolean | null } | null {
  if (text.length > 6) return null; // "twelve", the longest
  const lower = text.toLowerCase();
  let m = /^(\d{1,4})$/.exec(lower);
  if (m) return { n: Number(m[1]), after: null };
  m = /^(\d{1,4})[x×*]$/.exec(lower);
  if (m) return { n: Number(m[1]), after: false };
  m = /^[x×*](\d{1,4})$/.exec(lower);
  if (m) return { n: Number(m[1]), after: true };
  const word = NUMBER_WORDS.get(lower);
  return word === undefined ? null : { n: word, after: false };
}

/** The end of the token that starts at `i` (the text's own tokens: a new line, a bracket, a separator, a word). */
function tokenEnd(text: string, i: number, meter: ScanMeter | undefined): number {
  const c = text[i]!;
  if (c === "\n" || SEPARATORS.includes(c)) return i + 1;
  let j = i + 1;
  if (c === "(") {
    // To the closing bracket, or the line's end.
    while (j < text.length && text[j] !== ")" && text[j] !== "\n") j++;
    countScan(meter, j - i);
    return j < text.length && text[j] === ")" ? j + 1 : j;
  }
  while (j < text.length) {
    const d = text[j]!;
    if (d === "(" || d === ")" || SEPARATORS.includes(d) || isSpace(d)) break;
    j++;
  }
  countScan(meter, j - i);
  return j;
}

/** The tokens of `text`, in order; `meter` counts the characters read (tests hold it linear). */
export function tokenize(text: string, meter?: ScanMeter): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    countScan(meter, 1);
    if ((c !== "\n" && isSpace(c)) || c === ")") {
      i++;
      continue;
    }
    const end = tokenEnd(text, i, meter);
    tokens.push(...classify(text.slice(i, end), i, meter));
    i = end;
  }
  return loneX(text, joinSpacedCounts(tokens));
}

/** What one of the text's tokens is. */
function classify(raw: string, start: number, meter: ScanMeter | undefined): Token[] {
  const end = start + raw.length;
  countScan(meter, raw.length);
  if (raw === "\n") return [{ kind: "side", start, end }];
  if (raw.startsWith("(")) {
    const closed = raw.endsWith(")") && raw.length > 1;
    const inner = raw.slice(1, closed ? -1 : undefined);
    countScan(meter, 3 * inner.length);
    // "Luke Skywalker (Jedi)": words in brackets are part of a name; numbers in brackets are damage.
    const digits = [...inner].some(isDigit);
    if (closed && !digits && hasLetter(inner, 0, inner.length, meter) && !DAMAGE_WORD.test(inner))
      return [{ kind: "word", text: inner.trim(), start, end, bracket: true }];
    return [{ kind: "damage", amounts: closed ? damageAmounts(inner) : null, start, end }];
  }
  if (raw.length === 1 && SEPARATORS.includes(raw)) return [{ kind: "item", start, end }];
  const lower = raw.toLowerCase();
  if (SIDE_WORDS.has(lower)) return [{ kind: "side", start, end }];
  if (ITEM_WORDS.has(lower)) return [{ kind: "item", start, end }];
  if (raw.endsWith(":") && raw.length > 1) return [{ kind: "label", text: raw.slice(0, -1), start, end }];
  const count = countOf(raw);
  if (count) return [{ kind: "count", ...count, start, end }];
  return gluedCount(raw, start, meter) ?? [{ kind: "word", text: raw, start, end }];
}

/** "3X," or "3x" at the end: with nothing after it to count, the x is the X-wing ("3X" = 3 X-wings), not a mark. */
function loneX(text: string, tokens: Token[]): Token[] {
  return tokens.flatMap((t, i): Token[] => {
    const next = tokens[i + 1];
    if (t.kind !== "count" || t.after !== false || next?.kind === "word" || next?.kind === "label")
      return [t];
    if (!/^\d+x$/i.test(text.slice(t.start, t.end))) return [t];
    return [
      { ...t, end: t.end - 1 },
      { kind: "word", text: text.slice(t.end - 1, t.end), start: t.end - 1, end: t.end },
    ];
  });
}

/**
 * A count written onto its word, as chats do: "TIEx4", "MCs×2", "SD*2" (after), "2xSD", "2*TIE", "2SD" (before).
 * After: 1–4 digits at the end behind a mark, a letter before the mark. Before: the first 1–4 digits, a letter after.
 */
function gluedCount(raw: string, start: number, meter: ScanMeter | undefined): Token[] | null {
  const end = start + raw.length;
  let digits = 0;
  while (digits < 5 && isDigit(raw[raw.length - 1 - digits])) digits++;
  const markAt = raw.length - 1 - digits;
  if (digits >= 1 && digits <= 4 && MARKS.includes(raw[markAt] ?? "") && hasLetter(raw, 0, markAt, meter)) {
    const cut = start + markAt;
    return [
      { kind: "word", text: raw.slice(0, markAt), start, end: cut },
      { kind: "count", n: Number(raw.slice(markAt + 1)), after: true, start: cut, end },
    ];
  }
  let lead = 0;
  while (lead < 4 && isDigit(raw[lead])) lead++;
  if (lead === 0 || !hasLetter(raw, lead, raw.length, meter)) return null;
  const rest = raw.slice(lead);
  // An "x" is the count's mark unless the word with it names something ("3XW", "2xwings" are X-wings).
  const first = rest[0]!;
  const mark =
    first === "×" ||
    first === "*" ||
    ((first === "x" || first === "X") && rest.length > 1 && lookUp(rest) === null)
      ? 1
      : 0;
  const cut = start + lead + mark;
  return [
    { kind: "count", n: Number(raw.slice(0, lead)), after: false, start, end: cut },
    { kind: "word", text: rest.slice(mark), start: cut, end },
  ];
}

/** "TIE x 4": a lone "x" between a word and a number is the count's mark, not an X-wing. */
function joinSpacedCounts(tokens: Token[]): Token[] {
  const out: Token[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    const next = tokens[i + 1];
    const before = out[out.length - 1];
    if (
      t.kind === "word" &&
      /^[x×]$/i.test(t.text) &&
      before?.kind === "word" &&
      next?.kind === "count" &&
      next.after === null
    ) {
      out.push({ kind: "count", n: next.n, after: true, start: t.start, end: next.end });
      i++;
    } else out.push(t);
  }
  return out;
}

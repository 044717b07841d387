import { lookUp } from "@/lib/forces-line/force-lexicon";
import type { Token } from "@/lib/forces-line/force-tokens";

// The regular-expression tokenizer the scanner replaced (quadratic on one long word; docs/server.md#text-limits),
// kept to hold the scanner to it (tests/forces-line/force-tokens.test.ts). Only its number words are read through
// hasOwn ("constructor" was a count).

const SIDE_WORDS = new Set(["vs", "vs.", "v", "v.", "versus", "against", "/", "|"]);
const ITEM_WORDS = new Set(["and", "with", "plus"]);
const NUMBER_WORDS: Readonly<Record<string, number>> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
};
/** Damage in brackets: numbers and damage words only ("2 dmg", "2dmg", "2, 1 damage", "dmg 2+1"). */
const DAMAGE_WORD = /(?<![a-z])(dmg|damage|damaged|dam|hits?)\b/i;
const DAMAGE_WORDS = new RegExp(DAMAGE_WORD.source, "gi");

function damageAmounts(inner: string): number[] | null {
  if (!DAMAGE_WORD.test(inner)) return null;
  const rest = inner.replace(DAMAGE_WORDS, " ");
  if (!/^[\s\d,+/&]*$/.test(rest.replace(/\band\b/gi, " "))) return null;
  const amounts = (rest.match(/\d+/g) ?? []).map(Number);
  return amounts.length > 0 ? amounts : null;
}

/** A count written as a word of its own: "4", "4x" (before a name), "x4", "×4" (after), "a", "two". */
function countOf(text: string): { n: number; after: boolean | null } | null {
  const lower = text.toLowerCase();
  let m = /^(\d{1,4})$/.exec(lower);
  if (m) return { n: Number(m[1]), after: null };
  m = /^(\d{1,4})[x×*]$/.exec(lower);
  if (m) return { n: Number(m[1]), after: false };
  m = /^[x×*](\d{1,4})$/.exec(lower);
  if (m) return { n: Number(m[1]), after: true };
  const word = Object.hasOwn(NUMBER_WORDS, lower) ? NUMBER_WORDS[lower] : undefined;
  return word === undefined ? null : { n: word, after: false };
}

export function regexTokenize(text: string): Token[] {
  const tokens: Token[] = [];
  const pattern = /\n|\([^)\n]*\)?|[,;+&]|[^\s,;+&()]+/g;
  for (const m of text.matchAll(pattern)) {
    const raw = m[0];
    const start = m.index;
    const end = start + raw.length;
    if (raw === "\n") tokens.push({ kind: "side", start, end });
    else if (raw.startsWith("(")) {
      const closed = raw.endsWith(")") && raw.length > 1;
      const inner = raw.slice(1, closed ? -1 : undefined);
      // "Luke Skywalker (Jedi)": words in brackets are part of a name; numbers in brackets are damage.
      if (closed && /^[^\d]*[a-z][^\d]*$/i.test(inner) && !DAMAGE_WORD.test(inner))
        tokens.push({ kind: "word", text: inner.trim(), start, end, bracket: true });
      else tokens.push({ kind: "damage", amounts: closed ? damageAmounts(inner) : null, start, end });
    } else if (/^[,;+&]$/.test(raw)) tokens.push({ kind: "item", start, end });
    else if (SIDE_WORDS.has(raw.toLowerCase())) tokens.push({ kind: "side", start, end });
    else if (ITEM_WORDS.has(raw.toLowerCase())) tokens.push({ kind: "item", start, end });
    else if (raw.endsWith(":") && raw.length > 1)
      tokens.push({ kind: "label", text: raw.slice(0, -1), start, end });
    else {
      const count = countOf(raw);
      if (count) tokens.push({ kind: "count", ...count, start, end });
      else tokens.push(...(gluedCount(raw, start) ?? [{ kind: "word", text: raw, start, end } as const]));
    }
  }
  return loneX(text, joinSpacedCounts(tokens));
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

/** A count written onto its word, as chats do: "TIEx4", "MCs×2", "SD*2" (after), "2xSD", "2*TIE", "2SD" (before). */
function gluedCount(raw: string, start: number): Token[] | null {
  const end = start + raw.length;
  let m = /^(.*[a-z].*?)[x×*](\d{1,4})$/i.exec(raw);
  if (m) {
    const cut = start + m[1]!.length;
    return [
      { kind: "word", text: m[1]!, start, end: cut },
      { kind: "count", n: Number(m[2]), after: true, start: cut, end },
    ];
  }
  m = /^(\d{1,4})(.*[a-z].*)$/i.exec(raw);
  if (m) {
    const rest = m[2]!;
    // An "x" is the count's mark unless the word with it names something ("3XW", "2xwings" are X-wings).
    const mark = /^[×*]/.test(rest) || (/^x./i.test(rest) && lookUp(rest) === null) ? 1 : 0;
    const cut = start + m[1]!.length + mark;
    return [
      { kind: "count", n: Number(m[1]), after: false, start, end: cut },
      { kind: "word", text: rest.slice(mark), start: cut, end },
    ];
  }
  return null;
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

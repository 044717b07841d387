import { lookUp, partialMatches, suggestions, wordKey, type Thing } from "./force-lexicon";
import type { Token } from "./force-tokens";
import { countScan, type ScanMeter } from "./scan-meter";

/**
 * The forgiving reading of a run of words (docs/engine.md#the-forces-in-one-line): the longest run that names one
 * thing, else a run of two or three words a typo or two from one name (with what it was likely meant to be), else
 * the things the first word can start.
 */
/** The longest run of words from `i` that names one thing exactly; else the first word alone. */
export function matchWords(
  words: readonly Extract<Token, { kind: "word" }>[],
  i: number,
  meter: ScanMeter | undefined,
) {
  for (let j = Math.min(words.length, i + 6); j > i; j--) {
    countScan(meter, j - i);
    const phrase = words
      .slice(i, j)
      .map((w) => w.text)
      .join(" ");
    const thing = lookUp(phrase);
    if (thing) {
      // "Tie fighers": a name's first word, then a word that reads as nothing; together a typo of a longer name.
      const next = words[j];
      if (next && lookUp(next.text) === null && partialMatches(next.text).length === 0) {
        const longer = `${phrase} ${next.text}`;
        const near = wordKey(longer).length >= 8 ? suggestions(longer) : [];
        if (near.length > 0) return { thing: null, options: [] as Thing[], near, used: j - i + 1 };
      }
      return { thing, options: [] as Thing[], near: [] as Thing[], used: j - i };
    }
  }
  // "Star Destoyers", "Tie fighers", "rebel troops": two or three words a typo or two from one name are one item,
  // with what it was likely meant to be (a word alone would be asked about or refused, and the rest left standing).
  for (let j = Math.min(words.length, i + 3); j > i + 1; j--) {
    const phrase = words
      .slice(i, j)
      .map((w) => w.text)
      .join(" ");
    if (wordKey(phrase).length < 8) continue;
    const near = suggestions(phrase);
    if (near.length > 0) return { thing: null, options: [] as Thing[], near, used: j - i };
  }
  const options = partialMatches(words[i]!.text);
  return {
    thing: options.length === 1 ? options[0]! : null,
    options: options.length > 1 ? options : [],
    near: [] as Thing[],
    used: 1,
  };
}

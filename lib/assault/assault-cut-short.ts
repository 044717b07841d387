import { keysCutAt, LOST_AFTER, stopsPartway } from "@/lib/link/cut-short";
import { ATTACK_DIE_NAMES, DEFENSE_DIE_NAMES } from "./engine";
import { FIELDS } from "./fields";

/**
 * An /assault link cut short (a chat app or a mail line break took its end), the way every link reads one
 * (lib/link/cut-short.ts): the half word at its end is left out, what came before loads, and one line names
 * what could not be read whole and says that anything after it is missing. Only signs no whole link shows count:
 * an ellipsis, an empty last value, a list ending in a separator or in part of a die's name or a surge
 * ability's tag, a last key that stops partway.
 */

/** The words of each list key; a last item that is the start of one (and not one) was cut. */
const LIST_WORDS: Readonly<Record<string, readonly string[]>> = {
  atk: ATTACK_DIE_NAMES,
  def: [...DEFENSE_DIE_NAMES, "none"],
};

/** A field as a player names it in a sentence: its label ("Attack dice" → "attack dice", "+Damage"). */
export const noun = (label: string) => {
  const text = label.replace(/ \(.*\)$/, "");
  return /^[A-Z][a-z]/.test(text) ? text[0]!.toLowerCase() + text.slice(1) : text;
};

/** What of a cut list's text still reads: no ellipsis, no dangling separator, no half word at its end. */
function readable(key: string, value: string): string {
  let text = value.replace(/…$/, "");
  const words = LIST_WORDS[key];
  const last = text.split(".").at(-1)!;
  if (words && stopsPartway(last, words)) text = text.slice(0, -last.length);
  // (a surge ability's part is a tag and a number, `d1`; a bare tag or a trailing `_` was cut)
  if (key === "sg") text = text.replace(/(^|[._])[dpakc]$/, "$1");
  return text.replace(/[._]+$/, "");
}

export interface AssaultCut {
  /** The link with the cut value made readable (or, when nothing of it is left, without it). */
  readonly params: URLSearchParams;
  /** The line naming what was left out, or null when the link does not look cut. */
  readonly line: string | null;
}

export function assaultCutShort(params: URLSearchParams): AssaultCut {
  const pairs = [...params];
  const last = pairs.at(-1);
  if (!last) return { params, line: null };
  const [key, value] = last;
  // (a further attacking figure's key is a field's key and its place: `atk2`)
  const base = key.replace(/(?<=[a-z])[2-4]$/, "");
  const field = FIELDS.find((f) => f.link.key === base);
  const ends = `(it ends "${value.slice(-24)}")`;
  if (!field) {
    // `&h` of `&hp=5`: a key that stops partway, in a link with some of the attack's keys
    const keys = FIELDS.map((f) => f.link.key);
    const partOf = keysCutAt(pairs, keys, (k) => keys.includes(k));
    if (partOf.length === 0) return { params, line: null };
    const what =
      partOf.length === 1
        ? `the ${noun(FIELDS.find((f) => f.link.key === partOf[0])!.label)}`
        : "the end of the link";
    return { params, line: `it looks cut short, so ${what} could not be read (it ends "${key}")${AFTER}` };
  }
  const text = readable(base, value);
  const the = base === key ? "the" : `attacker ${key.slice(base.length)}'s`;
  if (text === value && value !== "") return { params, line: null };
  const kept = new URLSearchParams(pairs.slice(0, -1));
  if (text !== "") kept.append(key, text);
  const lost = value.slice(text.length).replace(/^[._]/, "").replace(/…$/, "");
  const what =
    text === ""
      ? `${the} ${noun(field.label)} ${base === "atk" || base === "def" ? "are" : "is"} left at the default`
      : `its last part "${lost}" was left out`;
  return {
    params: kept,
    line: `it looks cut short, so ${the} ${noun(field.label)} could not be read whole ${ends}; ${lost === "" && text !== "" ? "what came before it loads" : what}${AFTER}`,
  };
}

const AFTER = `, and ${LOST_AFTER}`;

import { keysCutAt, stopsPartway } from "@/lib/link/cut-short";
import { CINEMATIC_CARDS, LEADER_IDS, UNIT_IDS } from "@/lib/data";
import { SETUP_KEYS, SETUP_PARAMS } from "./link-params";
import { SIDE_POLICIES } from "./policies";

/** Words a link is made of; a link ending in part of one was cut short. */
const WORDS = [
  "empire",
  "rebel",
  ...UNIT_IDS,
  ...LEADER_IDS,
  ...SIDE_POLICIES.flatMap((c) => c.options.map((o) => String(o.value))),
  ...CINEMATIC_CARDS.map((c) => c.id),
];

/**
 * Why the link looks cut short (a chat app or a mail line break took its end), naming what could not be
 * read, or null. Only signs no whole link shows count: an ellipsis, an empty last value, a last key or word
 * that stops partway, a side ending in a separator.
 */
export function cutShort(q: URLSearchParams): string | null {
  const pairs = [...q];
  const last = pairs.at(-1);
  if (!last) return null;
  const [key, value] = last;
  const param = SETUP_PARAMS.find((p) => p.key === key);
  const said = (what: string) =>
    `it looks cut short, so ${what} could not be read whole (it ends "${value.slice(-24)}")`;
  if (!param) {
    const partOf = keysCutAt(
      pairs,
      SETUP_PARAMS.map((p) => p.key),
      (k) => SETUP_KEYS.has(k),
    );
    if (partOf.length === 0) return null;
    return said(
      partOf.length === 1 ? SETUP_PARAMS.find((p) => p.key === partOf[0])!.noun : "the end of the link",
    );
  }
  if (value === "" || value.endsWith("…")) return said(param.noun);
  if ((key === "a" || key === "d") && (/[_,.-]$/.test(value) || sideStopsPartway(value)))
    return said(param.noun);
  return null;
}

/** The side's last word is part of a unit, leader, faction, policy or card name, not a whole one. */
function sideStopsPartway(side: string): boolean {
  const fields = side.split("_");
  const field = fields.length - 1;
  const item = fields[field]!.split(",").at(-1)!;
  const tokens = item.split(".");
  // Units and damage are `id.number…`: only a lone id can be a word; leaders are whole ids; policies `name.param…`.
  const word =
    field === 1 || field === 3 ? (tokens.length === 1 ? item : "") : field === 2 ? item : tokens.at(-1)!;
  return stopsPartway(word, WORDS);
}

/** The part of a cut link's last value that can still be read: no ellipsis, no half word, no dangling separator. */
export function readablePart(key: string, value: string): string {
  let text = value.replace(/…$/, "");
  if ((key === "a" || key === "d") && sideStopsPartway(text)) text = text.replace(/[^_,]*$/, "");
  return key === "a" || key === "d" ? text.replace(/[_,.-]+$/, "") : value.endsWith("…") ? "" : text;
}

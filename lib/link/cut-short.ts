/**
 * What a link cut short (a chat app or a mail line break took its end) looks like, for any link: only signs no
 * whole link shows count (docs/links-and-history.md#links-keep-what-they-can). Each link names its own words and
 * keys: the battle's (lib/scenario/cut-short.ts) and Imperial Assault's (lib/assault/assault-cut-short.ts).
 */

/** How every line about a link cut short ends. */
export const LOST_AFTER = "anything the link had after it is missing";

/** The start of one of `words` but not one of them: the link stopped partway through a word. */
export function stopsPartway(word: string, words: readonly string[]): boolean {
  return word !== "" && !words.includes(word) && words.some((w) => w.startsWith(word));
}

/**
 * The keys a link's last key is the start of (`&h` of `&hp=5`), when it has no value and the link holds some of
 * its own keys (`own`); none otherwise.
 */
export function keysCutAt(
  pairs: readonly (readonly [string, string])[],
  keys: readonly string[],
  own: (key: string) => boolean,
): string[] {
  const [key, value] = pairs.at(-1) ?? ["", ""];
  if (key === "" || value !== "" || !pairs.some(([k]) => own(k))) return [];
  return keys.filter((k) => k !== key && k.startsWith(key));
}

/** Longest battle name, in characters (what a person reads as one; an emoji pair counts once per code point). */
export const NAME_MAX = 60;

/**
 * Characters a name never keeps: control characters (C0, DEL, C1) and invisible format characters, among them
 * the direction marks and overrides that could turn the page's text around a name (U+200E/F, U+202A–U+202E,
 * U+2066–U+2069), zero-width spaces and joiners and byte-order marks. Line breaks and tabs become spaces first.
 */
const DROPPED = /[\p{Cc}\p{Cf}]/gu;

/**
 * A battle's name as the page, the title, the preview and Recent battles show it: plain text (markup is just
 * characters, escaped where it is shown), no control or direction characters, spaces collapsed, cut to
 * NAME_MAX characters. "" when nothing is left.
 */
export function cleanName(text: string): string {
  const plain = text.replace(/\s+/gu, " ").replace(DROPPED, "").replace(/ {2,}/g, " ").trim();
  const chars = Array.from(plain);
  return chars.length <= NAME_MAX ? plain : chars.slice(0, NAME_MAX).join("").trimEnd();
}

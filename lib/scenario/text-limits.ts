import { NAME_MAX } from "@/lib/scenario/clean-name";

/**
 * The longest texts the calculator reads (docs/server.md#text-limits), one number each, the same at every edge: the page's fields
 * (maxLength), the CLI (exit 2) and the API (a one-line 400), all before anything parses the text.
 */

/** The one-line forces, in characters (UTF-16 units, what a field's maxLength counts): a real line is under 200. */
export const FORCES_MAX = 2_000;

/** A battle's name (lib/scenario/clean-name.ts): longer names are cut, never refused. */
export { NAME_MAX };

const fmt = (n: number) => n.toLocaleString("en-US");

/** Why `text` is too long to be read as forces, naming the limit, or null. */
export function forcesTooLong(text: string): string | null {
  return text.length > FORCES_MAX
    ? `the forces are ${fmt(text.length)} characters, over the limit of ${fmt(FORCES_MAX)}`
    : null;
}

/** Where a field starts showing its count: the last fifth before its limit. */
export const NEAR_LIMIT = 0.8;

/** A field's count near its limit ("1,850 of 2,000 characters"), or null while it is far from it. */
export function lengthNote(length: number, max: number): string | null {
  if (length < max * NEAR_LIMIT) return null;
  return `${fmt(length)} of ${fmt(max)} characters${length >= max ? " (the limit)" : ""}`;
}

import { clip } from "@/lib/format/clip-echoes";

/**
 * What every link reader throws for a part it cannot read: one line naming the part and what is wrong, in the
 * game's words (docs/links-and-history.md#links-keep-what-they-can). Any other error is a bug and is not caught.
 */
export class LinkError extends Error {}

/** A message with every quoted value in it cut to ECHO_MAX characters (a 3,000-character junk value echoed). */
export function clipQuoted(message: string): string {
  return message.replace(/"([^"]*)"/g, (_, v: string) => `"${clip(v)}"`);
}

/** A count as a link writes it: whole digits, at most four. */
export function wholeNumber(text: string, what: string): number {
  if (!/^\d{1,4}$/.test(text)) throw new LinkError(`${what} is not a whole number ("${text}")`);
  return Number(text);
}

/**
 * A real number as JavaScript writes it, the shortest text that reads back as the same number (`0.5`,
 * `1e-7`): the decoder accepts exactly that syntax, so any value the schema allows survives a link.
 */
export function realNumber(text: string, what: string): number {
  if (!/^\d{1,22}(\.\d{1,25})?(e-?\d{1,3})?$/.test(text))
    throw new LinkError(`${what} is not a number ("${text}")`);
  return Number(text);
}

import type { QueryParams } from "./repair-query";
import { LinkError } from "./link-error";

/**
 * A parameter riding beside a link's own: a panel's state in the same link (the battle's pinned setup A, its Plan
 * panel: lib/scenario/link-riders.ts), not part of what the link holds, so its decoder leaves it alone, and the
 * panel reads it through `readRider`. `parse` throws a LinkError naming what is wrong.
 */
export interface RiderParam<T = unknown, I = T> {
  readonly rides: true;
  readonly key: string;
  readonly noun: string;
  /** How a message about it starts: "Invalid compare link". */
  readonly invalid: string;
  readonly serialize: (value: T) => string;
  readonly parse: (text: string) => I;
}

/** What a query gives for `key`: nothing, one value, or every value when it is given more than once. */
export function queryValue(params: QueryParams, key: string): string | readonly string[] | undefined {
  if (!(params instanceof URLSearchParams)) return params[key];
  const all = params.getAll(key);
  return all.length === 0 ? undefined : all.length === 1 ? all[0] : all;
}

export type RiderRead<I> =
  { readonly ok: true; readonly value: I | null } | { readonly ok: false; readonly error: string };

/** Reads a rider's value (absent: null); every problem is one line naming the link ("Invalid plan link: …"). */
export function readRider<I>(
  p: RiderParam<never, I>,
  value: string | readonly string[] | undefined,
): RiderRead<I> {
  if (value === undefined) return { ok: true, value: null };
  if (typeof value !== "string")
    return { ok: false, error: `${p.invalid}: "${p.key}" is given ${value.length} times` };
  try {
    return { ok: true, value: p.parse(value) };
  } catch (e) {
    if (!(e instanceof LinkError)) throw e;
    return { ok: false, error: `${p.invalid}: ${e.message}` };
  }
}

/** What a link too long for the server lost when the server trimmed it: the keys' names, and how many more. */
export interface DroppedKeys {
  readonly names: readonly string[];
  readonly more: number;
}

/**
 * `dropped`: written only by the server (scripts/header-overflow.cjs) when a link was too long for it because of
 * keys this app does not read (tracking tags…): it sends the browser to the link without them, naming them here
 * (`dropped=utm_source,fbclid,+3`), and the page says so in one line. Never written by the app.
 */
export const DROPPED_PARAM: RiderParam<DroppedKeys> = {
  rides: true,
  key: "dropped",
  noun: "the parts the server left out",
  invalid: "Invalid note of left-out parts",
  serialize: (d) => [...d.names, ...(d.more > 0 ? [`+${d.more}`] : [])].join(","),
  parse: (text) => {
    const parts = text.split(",");
    const more = /^\+(\d{1,6})$/.exec(parts.at(-1) ?? "");
    const names = more ? parts.slice(0, -1) : parts;
    if (names.length > 5 || names.some((n) => !/^[A-Za-z0-9_.-]{1,24}$/.test(n)))
      throw new LinkError(`"${text}" is not a list of up to 5 key names`);
    return { names, more: more ? Number(more[1]) : 0 };
  },
};

/** What a page says of a link the server trimmed (scripts/header-overflow.cjs): the keys it left out, named. */
export function trimmedWords(d: DroppedKeys): string {
  const names = d.names.map((n) => `"${n}"`);
  const listed =
    d.more > 0 ? `${names.join(", ")} and ${d.more} more` : names.join(", ").replace(/, ([^,]*)$/, " and $1");
  return `it was too long for the server, so what this app does not read was left out (${listed})`;
}

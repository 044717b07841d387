import { queryValue, readRider } from "@/lib/link/riders";
import { PINNED_PARAM } from "@/lib/scenario/link-riders";
import { decodeSetup, encodeSetup, type Setup } from "@/lib/scenario/url-codec";

/**
 * The pinned setup A of a comparison rides in one extra parameter, `vs`, next to B's own parameters:
 *   `?v=1&d=rebel_x-wing.2,y-wing_jan-dodonna&vs=1~t:50000~seed:abc`
 * Its format is declared with every other link key (link-params.ts PINNED_PARAM); A's values pass through
 * `decodeSetup`, strictly. `decodeSetup` ignores `vs`, so B, the link preview and /og read a compare link exactly as
 * the plain link of B.
 */
export const COMPARE_KEY = PINNED_PARAM.key;

export type PinDecodeResult =
  { readonly ok: true; readonly pinned: Setup | null } | { readonly ok: false; readonly error: string };

export function encodePinned(a: Setup): string {
  return PINNED_PARAM.serialize(encodeSetup(a));
}

/** B's query plus A's `vs` parameter; just B's query when nothing is pinned. */
export function encodeCompare(b: Setup, a: Setup | null): string {
  const query = encodeSetup(b);
  if (!a) return query;
  return `${query}${query ? "&" : ""}${COMPARE_KEY}=${encodePinned(a)}`;
}

/** Reads `vs` (absent: nothing pinned). A's values pass through `decodeSetup`, so they obey the same rules and messages. */
export function decodePinned(value: string | readonly string[] | undefined): PinDecodeResult {
  const read = readRider(PINNED_PARAM, value);
  if (!read.ok || read.value === null) return read.ok ? { ok: true, pinned: null } : read;
  // (A pinned setup is all or nothing: a half-read A would compare B with a battle nobody pinned.)
  const decoded = decodeSetup(read.value, { strict: true });
  if (!decoded.ok)
    return {
      ok: false,
      error: `${PINNED_PARAM.invalid}: pinned setup A: ${decoded.error.replace(/^Invalid battle link: /, "")}`,
    };
  return { ok: true, pinned: decoded.setup };
}

type Params = URLSearchParams | Readonly<Record<string, string | readonly string[] | undefined>>;

/** `decodePinned` on a whole query (URLSearchParams or Next's searchParams object). */
export function decodePinnedParam(params: Params): PinDecodeResult {
  return decodePinned(queryValue(params, COMPARE_KEY));
}

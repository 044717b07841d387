import { LINK_VERSION, decodeSetup, encodeSetup, type Setup } from "@/lib/scenario/url-codec";

/**
 * The pinned setup A of a comparison rides in one extra parameter, `vs`, next to B's own parameters:
 *   `?v=1&d=rebel_x-wing.2,y-wing_jan-dodonna&vs=1~t:50000~seed:abc`
 * Its value is A's share link with `&` written `~` and `=` written `:` (neither occurs in link values),
 * led by the link version; `vs=1` alone pins the default battle. `decodeSetup` ignores `vs`, so B, the
 * link preview and /og read a compare link exactly as the plain link of B.
 */
export const COMPARE_KEY = "vs";

export type PinDecodeResult =
  { readonly ok: true; readonly pinned: Setup | null } | { readonly ok: false; readonly error: string };

export function encodePinned(a: Setup): string {
  const pairs = encodeSetup(a)
    .split("&")
    .filter((p) => p !== "" && !p.startsWith("v="))
    .map((p) => p.replace("=", ":"));
  return [String(LINK_VERSION), ...pairs].join("~");
}

/** B's query plus A's `vs` parameter; just B's query when nothing is pinned. */
export function encodeCompare(b: Setup, a: Setup | null): string {
  const query = encodeSetup(b);
  if (!a) return query;
  return `${query}${query ? "&" : ""}${COMPARE_KEY}=${encodePinned(a)}`;
}

function fail(message: string): PinDecodeResult {
  return { ok: false, error: `Invalid compare link: ${message}` };
}

/** Reads `vs` (absent: nothing pinned). A's values pass through `decodeSetup`, so they obey the same rules and messages. */
export function decodePinned(value: string | readonly string[] | undefined): PinDecodeResult {
  if (value === undefined) return { ok: true, pinned: null };
  if (typeof value !== "string") return fail(`"${COMPARE_KEY}" is given ${value.length} times`);
  const [version, ...pairs] = value.split("~");
  if (version !== String(LINK_VERSION))
    return fail(`pinned setup format "${version}" is not supported (this app reads version ${LINK_VERSION})`);
  const query = new URLSearchParams([["v", String(LINK_VERSION)]]);
  for (const pair of pairs) {
    const colon = pair.indexOf(":");
    if (colon <= 0) return fail(`pinned setup part "${pair}" is not written as key:value`);
    const key = pair.slice(0, colon);
    if (key === "v" || key === COMPARE_KEY) return fail(`pinned setup cannot set "${key}"`);
    query.append(key, pair.slice(colon + 1));
  }
  // (A pinned setup is all or nothing: a half-read A would compare B with a battle nobody pinned.)
  const decoded = decodeSetup(query, { strict: true });
  if (!decoded.ok) return fail(`pinned setup A: ${decoded.error.replace(/^Invalid battle link: /, "")}`);
  return { ok: true, pinned: decoded.setup };
}

type Params = URLSearchParams | Readonly<Record<string, string | readonly string[] | undefined>>;

/** `decodePinned` on a whole query (URLSearchParams or Next's searchParams object). */
export function decodePinnedParam(params: Params): PinDecodeResult {
  if (params instanceof URLSearchParams) {
    const all = params.getAll(COMPARE_KEY);
    return decodePinned(all.length === 0 ? undefined : all.length === 1 ? all[0] : all);
  }
  return decodePinned(params[COMPARE_KEY]);
}

import { clipEchoes } from "@/lib/format/clip-echoes";
import { DROPPED_PARAM, readRider, trimmedWords } from "@/lib/link/riders";
import {
  ASSAULT_LINK_KEYS,
  ASSAULT_LINK_VERSION,
  decodeAssault,
  encodeAssault,
  opening,
  type AssaultLinkResult,
} from "./assault-link";
import { MAX_COMPARED } from "./compare";
import type { Assault } from "./engine";

/**
 * What /assault opens with, read from its link: the attack, a pinned attack A, and one line per part of the
 * link left out (or why the whole link was refused).
 */
export interface AssaultPage {
  readonly assault: Assault;
  readonly pinned: Assault | null;
  /** The attacks kept side by side (docs/assault.md#compare), in the order added. */
  readonly compared: readonly Assault[];
  readonly notices: readonly string[];
}

/** How a line about the pinned A begins (the attack itself was read). */
const PIN_NOTICE = "pinned A: ";

/** How a line about a compared attack begins. */
const compareNotice = (i: number) => `compared attack ${i + 1}: `;

/**
 * The page's link: the attack's parameters, `pin` = the pinned A's own query (URL-encoded), and one `cmp` per
 * compared attack, its own query the same way (at most MAX_COMPARED are read; one that cannot be read is left out).
 */
export function readAssaultPage(params: URLSearchParams): AssaultPage {
  const decoded = decodeAssault(params);
  const pinText = params.get("pin");
  const pin = pinText === null ? null : decodePin(pinText);
  const notices: string[] = [];
  if (!decoded.ok) notices.push(decoded.error);
  else notices.push(...decoded.notices.map((n) => `Part of the attack link: ${n}`));
  // (the server's note of the keys it left out of a link too long for it: scripts/header-overflow.cjs)
  const trimmed = readRider(DROPPED_PARAM, params.get(DROPPED_PARAM.key) ?? undefined);
  if (trimmed.ok && trimmed.value) notices.unshift(`Part of the attack link: ${trimmedWords(trimmed.value)}`);
  if (params.getAll("pin").length > 1)
    notices.push(`${PIN_NOTICE}"pin" is given ${params.getAll("pin").length} times; the first is read`);
  if (pin && !pin.ok) notices.push(`${PIN_NOTICE}${pin.error}`);
  else if (pin) notices.push(...pin.notices.map((n) => `${PIN_NOTICE}part of its link: ${n}`));
  const compared: Assault[] = [];
  const cmp = params.getAll("cmp");
  if (cmp.length > MAX_COMPARED)
    notices.push(
      `"cmp" is given ${cmp.length} times; the first ${MAX_COMPARED} are compared (at most ${MAX_COMPARED} side by side)`,
    );
  cmp.slice(0, MAX_COMPARED).forEach((text, i) => {
    const kept = decodePin(text);
    if (!kept.ok) notices.push(`${compareNotice(i)}${kept.error}`);
    else {
      notices.push(...kept.notices.map((n) => `${compareNotice(i)}part of its link: ${n}`));
      compared.push(kept.assault);
    }
  });
  return {
    assault: decoded.ok ? decoded.assault : opening(),
    pinned: decoded.ok && pin?.ok ? pin.assault : null,
    compared,
    notices,
  };
}

/** A pinned A's own query: empty is the opening attack, text with no attack key is said. */
function decodePin(text: string): AssaultLinkResult {
  const q = new URLSearchParams(text || `v=${ASSAULT_LINK_VERSION}`);
  if (![...q.keys()].some((k) => ASSAULT_LINK_KEYS.has(k)))
    return { ok: false, error: clipEchoes(`Invalid attack link: "${text}" holds no attack`) };
  return decodeAssault(q);
}

/** What the page does about a link's line: a refused attack shows the opening one, a refused pin pins nothing. */
export function noticeOutcome(notice: string): string | null {
  if (notice.startsWith(`${PIN_NOTICE}Invalid`)) return "nothing is pinned";
  if (/^compared attack \d+: Invalid/.test(notice)) return "it is left out of the comparison";
  if (notice.startsWith("Invalid attack link")) return "showing the opening attack instead";
  return null;
}

export function writeAssaultPage(page: {
  assault: Assault;
  pinned: Assault | null;
  compared?: readonly Assault[];
}): string {
  const own = encodeAssault(page.assault);
  const riders = [
    ...(page.pinned ? [["pin", page.pinned] as const] : []),
    ...(page.compared ?? []).map((a) => ["cmp", a] as const),
  ].map(([key, a]) => `${key}=${encodeURIComponent(encodeAssault(a) || `v=${ASSAULT_LINK_VERSION}`)}`);
  if (riders.length === 0) return own;
  return [own || `v=${ASSAULT_LINK_VERSION}`, ...riders].join("&");
}

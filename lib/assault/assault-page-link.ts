import { clipEchoes } from "@/lib/format/clip-echoes";
import { DROPPED_PARAM, readRider, trimmedWords } from "@/lib/scenario/link-riders";
import {
  ASSAULT_LINK_KEYS,
  ASSAULT_LINK_VERSION,
  decodeAssault,
  encodeAssault,
  opening,
  type AssaultLinkResult,
} from "./assault-link";
import type { Assault } from "./engine";

/**
 * What /assault opens with, read from its link: the attack, a pinned attack A, and one line per part of the
 * link left out (or why the whole link was refused).
 */
export interface AssaultPage {
  readonly assault: Assault;
  readonly pinned: Assault | null;
  readonly notices: readonly string[];
}

/** How a line about the pinned A begins (the attack itself was read). */
const PIN_NOTICE = "pinned A: ";

/** The page's link: the attack's parameters, and `pin` = the pinned A's own query (URL-encoded). */
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
  return {
    assault: decoded.ok ? decoded.assault : opening(),
    pinned: decoded.ok && pin?.ok ? pin.assault : null,
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
  if (notice.startsWith("Invalid attack link")) return "showing the opening attack instead";
  return null;
}

export function writeAssaultPage(page: { assault: Assault; pinned: Assault | null }): string {
  const own = encodeAssault(page.assault);
  if (!page.pinned) return own;
  const pin = `pin=${encodeURIComponent(encodeAssault(page.pinned) || `v=${ASSAULT_LINK_VERSION}`)}`;
  return own ? `${own}&${pin}` : `v=${ASSAULT_LINK_VERSION}&${pin}`;
}

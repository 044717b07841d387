import { decodeAssault, DEFAULT_ASSAULT_INPUT, encodeAssault } from "./assault-link";
import { parseAssault, type Assault } from "./scenario";

/** What /assault opens with, read from its link: the attack, a pinned attack A, and why a link was refused. */
export interface AssaultPage {
  readonly assault: Assault;
  readonly pinned: Assault | null;
  readonly notice: string | null;
}

function openingAttack(): Assault {
  const r = parseAssault(DEFAULT_ASSAULT_INPUT);
  if (!r.ok) throw new Error(`the opening attack is invalid: ${r.error}`);
  return r.assault;
}

/** The page's link: the attack's parameters, and `pin` = the pinned A's own query (URL-encoded). */
export function readAssaultPage(params: URLSearchParams): AssaultPage {
  const decoded = decodeAssault(params);
  const pinText = params.get("pin");
  const pin = pinText === null ? null : decodeAssault(new URLSearchParams(pinText || "v=1"));
  const notice = !decoded.ok ? decoded.error : pin && !pin.ok ? `${PIN_NOTICE}${pin.error}` : null;
  return {
    assault: decoded.ok ? decoded.assault : openingAttack(),
    pinned: decoded.ok && pin?.ok ? pin.assault : null,
    notice,
  };
}

/** How a notice about the pinned A begins (the attack itself was read). */
const PIN_NOTICE = "pinned A: ";

/** What the page does about a link's notice: a bad attack shows the opening one, a bad pin pins nothing. */
export function noticeOutcome(notice: string): string {
  return notice.startsWith(PIN_NOTICE) ? "nothing is pinned" : "showing the opening attack instead";
}

export function writeAssaultPage(page: AssaultPage): string {
  const own = encodeAssault(page.assault);
  if (!page.pinned) return own;
  const pin = `pin=${encodeURIComponent(encodeAssault(page.pinned) || "v=1")}`;
  return own ? `${own}&${pin}` : `v=1&${pin}`;
}

import { z } from "zod";
import { describeForce } from "@/lib/compare/describe-setup";
import type { SideSetup } from "@/lib/scenario/types";
import { LINK_VERSION } from "@/lib/scenario/choice-link";
import {
  decodeSetup,
  encodeSetup,
  MAX_LINK_LENGTH,
  versionedLink,
  type Setup,
} from "@/lib/scenario/url-codec";

/**
 * Recent battles: the last setups a player looked at for more than a moment, kept on the device only
 * (localStorage holds their share links and when they were seen; nothing is sent anywhere).
 */

export const RECENT_LIMIT = 20;
/** A setup shown this long was looked at, not passed through on the way to another. */
export const RECENT_AFTER_MS = 2000;
export const RECENT_STORAGE_KEY = "rebellion-odds.recent-battles.v1";

const STORED = z.object({
  link: z.string().max(MAX_LINK_LENGTH),
  seenAt: z.number().int().nonnegative(),
});

export interface RecentBattle {
  /** The setup's share link as this version writes it (its identity; stored with its version, `versionedLink`). */
  readonly link: string;
  /** Milliseconds since 1970 when it was last looked at. */
  readonly seenAt: number;
  readonly setup: Setup;
  readonly name: string;
}

function sideName(side: SideSetup): string {
  return describeForce(side) || "no units";
}

/** "2 Star Destroyers, 4 TIE Fighters vs 1 Mon Calamari Cruiser, 3 X-wings": a battle by its forces. */
export function battleName(setup: Setup): string {
  return `${sideName(setup.scenario.attacker)} vs ${sideName(setup.scenario.defender)}`;
}

/** One stored entry, or null when it is not one this version wrote (a corrupt entry is dropped). */
function readEntry(raw: unknown): RecentBattle | null {
  const entry = STORED.safeParse(raw);
  if (!entry.success) return null;
  // Read as any link is, an older version's through its migrations (docs/links-and-history.md#link-versions); only
  // a link read whole, and one of this version unchanged: an entry is never silently a different battle.
  const decoded = decodeSetup(entry.data.link, { strict: true });
  if (!decoded.ok) return null;
  const current = new URLSearchParams(entry.data.link).get("v") === String(LINK_VERSION);
  if (
    current &&
    versionedLink(decoded.setup) !== entry.data.link &&
    encodeSetup(decoded.setup) !== entry.data.link
  )
    return null;
  const link = encodeSetup(decoded.setup);
  return { link, seenAt: entry.data.seenAt, setup: decoded.setup, name: battleName(decoded.setup) };
}

/** The stored list, newest first; anything unreadable (bad JSON, a wrong shape, a bad link) is left out. */
export function readRecent(stored: string | null): RecentBattle[] {
  if (stored === null) return [];
  let raw: unknown;
  try {
    raw = JSON.parse(stored);
  } catch {
    return [];
  }
  if (!Array.isArray(raw)) return [];
  const seen = new Set<string>();
  const list: RecentBattle[] = [];
  for (const item of raw) {
    const entry = readEntry(item);
    if (!entry || seen.has(entry.link)) continue;
    seen.add(entry.link);
    list.push(entry);
  }
  return list.sort((a, b) => b.seenAt - a.seenAt).slice(0, RECENT_LIMIT);
}

export function writeRecent(list: readonly RecentBattle[]): string {
  return JSON.stringify(list.map(({ setup, seenAt }) => ({ link: versionedLink(setup), seenAt })));
}

/** `setup` looked at `at`: first in the list (once), the oldest beyond RECENT_LIMIT dropped. */
export function addRecent(list: readonly RecentBattle[], setup: Setup, at: number): RecentBattle[] {
  const link = encodeSetup(setup);
  const entry: RecentBattle = { link, seenAt: at, setup, name: battleName(setup) };
  return [entry, ...list.filter((b) => b.link !== link)].slice(0, RECENT_LIMIT);
}

export function removeRecent(list: readonly RecentBattle[], link: string): RecentBattle[] {
  return list.filter((b) => b.link !== link);
}

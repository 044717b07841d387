import { z } from "zod";
import { describeForce } from "@/lib/compare/describe-setup";
import { setupChanges } from "@/lib/compare/setup-difference";
import { cleanName, NAME_MAX } from "@/lib/scenario/clean-name";
import type { SideSetup } from "@/lib/scenario/types";
import { LINK_VERSION } from "@/lib/scenario/link-defaults";
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
  // (both added later: a list written before has neither, and reads as unnamed battles without odds)
  name: z
    .string()
    .max(NAME_MAX * 4)
    .optional(),
  chance: z.number().min(0).max(1).optional(),
});

export interface RecentBattle {
  /** The setup's share link as this version writes it (its identity; stored with its version, `versionedLink`). */
  readonly link: string;
  /** Milliseconds since 1970 when it was last looked at. */
  readonly seenAt: number;
  readonly setup: Setup;
  /** The battle's forces in words ("4 TIE Fighters, 2 Star Destroyers vs 3 X-wings"). */
  readonly forces: string;
  /** What the player called it (`name=`), "" for none: shown instead of the forces. */
  readonly name: string;
  /** The attacker's chance to win as the page showed it after its run, when it got that far. */
  readonly chance: number | null;
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
  const { seenAt, name = "", chance = null } = entry.data;
  return {
    link,
    seenAt,
    setup: decoded.setup,
    forces: battleName(decoded.setup),
    name: cleanName(name),
    chance,
  };
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
  return JSON.stringify(
    list.map(({ setup, seenAt, name, chance }) => ({
      link: versionedLink(setup),
      seenAt,
      ...(name ? { name } : {}),
      ...(chance === null ? {} : { chance }),
    })),
  );
}

/**
 * `setup` looked at `at`: first in the list (once), the oldest beyond RECENT_LIMIT dropped. Its name and chance
 * are the page's now; without a chance yet, the one it had before is kept (the same setup, the same numbers).
 */
export function addRecent(
  list: readonly RecentBattle[],
  setup: Setup,
  at: number,
  seen: { readonly name?: string; readonly chance?: number | null } = {},
): RecentBattle[] {
  const link = encodeSetup(setup);
  const before = list.find((b) => b.link === link);
  const entry: RecentBattle = {
    link,
    seenAt: at,
    setup,
    forces: battleName(setup),
    name: cleanName(seen.name ?? ""),
    chance: seen.chance ?? before?.chance ?? null,
  };
  return [entry, ...list.filter((b) => b.link !== link)].slice(0, RECENT_LIMIT);
}

/** The entry for `link` with its chance (and name) as the page now shows them; the list's order is kept. */
export function updateRecent(
  list: readonly RecentBattle[],
  link: string,
  seen: { readonly name: string; readonly chance: number | null },
): RecentBattle[] {
  return list.map((b) =>
    b.link === link ? { ...b, name: cleanName(seen.name), chance: seen.chance ?? b.chance } : b,
  );
}

/**
 * How many characters of an entry's words a 375-px phone shows on a line before it cuts them with "…" (about 35
 * of the list's text at 390 px): neighbours that read the same that far are told apart by their differences.
 */
export const RECENT_SHOWN = 30;

/** Whether two entries would read the same in the list: the same words as far as a phone shows them. */
function readAlike(x: RecentBattle, y: RecentBattle, shown: number): boolean {
  const cut = (text: string) => text.slice(0, shown);
  if (cut(x.name || x.forces) === cut(y.name || y.forces)) return true;
  // (a named battle shows its forces under its name: an unnamed one with the same forces reads as it does)
  return (!x.name || !y.name) && cut(x.forces) === cut(y.forces);
}

/**
 * What tells each entry apart from the one next to it when their words alone would not (the same name, or
 * forces that read the same up to where a phone cuts them, `RECENT_SHOWN`): its differences from that neighbour,
 * "+ 1 AT-AT (vs the one below)", "seed 2 (vs the one above)". Null where the words already differ.
 */
export function recentDifferences(list: readonly RecentBattle[], shown = RECENT_SHOWN): (string | null)[] {
  return list.map((b, i) => {
    const next = [list[i + 1], list[i - 1]].find((n) => n !== undefined && readAlike(n, b, shown));
    if (!next) return null;
    const changes = setupChanges(next.setup, b.setup);
    return changes.length === 0
      ? null
      : `${changes.join(", ")} (vs the ${next === list[i + 1] ? "one below" : "one above"})`;
  });
}

export function removeRecent(list: readonly RecentBattle[], link: string): RecentBattle[] {
  return list.filter((b) => b.link !== link);
}

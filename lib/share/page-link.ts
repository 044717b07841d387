import { clipEchoes } from "@/lib/format/clip-echoes";
import { decodePinnedParam, encodePinned } from "@/lib/compare/compare-link";
import { decodePlanParam, encodePlan, type PlanSettings } from "@/lib/planner/plan-link";
import { decodeLuckParam, LUCK_PARAM, type LuckEntry } from "@/lib/luck/luck-entry";
import { repairQuery } from "@/lib/link/repair-query";
import {
  DEFAULT_SETUP,
  decodeSetup,
  encodeSetup,
  type DecodeResult,
  type Setup,
} from "@/lib/scenario/url-codec";
import { DROPPED_PARAM, queryValue, readRider, trimmedWords } from "@/lib/link/riders";
import { NAME_PARAM, SHARED_PARAM, type SharedOdds } from "@/lib/scenario/link-riders";

/** What the calculator opens with, read from its link: the setup, the pinned setup A, the Plan panel, any notices. */
export interface PageLink {
  readonly initial: Setup;
  readonly pinned: Setup | null;
  /** Why the link could not be used (the default battle is loaded instead). */
  readonly notice: string | null;
  /** Each part of the link that could not be read and was left out, one line each (the rest is loaded). */
  readonly dropped: readonly string[];
  /** Why the link's pinned setup A could not be used (nothing is pinned). */
  readonly pinNotice: string | null;
  readonly initialPlan: PlanSettings | null;
  /** Why the link's Plan panel could not be used (no plan is shown). */
  readonly planNotice: string | null;
  /** The luck gauge's entry (`luck=`), null when it is closed; why the link's entry could not be read, if not. */
  readonly initialLuck: LuckEntry | null;
  readonly luckNotice: string | null;
  /** The battle's name (`name=`, cleaned: lib/scenario/clean-name.ts); "" when it has none. */
  readonly name: string;
  /** The headline chances the link was shared with (`shared=`), for the setup as the link gives it. */
  readonly shared: SharedOdds | null;
  /** Identifies all of the above: two links with the same key open the same calculator. */
  readonly key: string;
}

/**
 * Reads the calculator's link: on the server for the page, and in the browser when the page came from the
 * offline cache (its HTML was made for another link). A bad link becomes a notice and the default battle,
 * a bad pinned setup A a notice and no comparison, a bad Plan panel (`plan`) a notice and no plan.
 */
export function decodePageLink(
  query: URLSearchParams | Readonly<Record<string, string | string[] | undefined>>,
): PageLink {
  // `&amp;` for `&` (a chat app's or mail's mangling) is undone once, for the setup and its pinned A alike.
  const params = repairQuery(query);
  const decoded = decodeSetup(params);
  const initial = decoded.ok ? decoded.setup : DEFAULT_SETUP;
  // Notices quote the link's values cut short: a link may be thousands of characters long.
  const notice = decoded.ok ? null : clipEchoes(decoded.error);
  const dropped = decoded.ok ? decoded.notices.map(clipEchoes) : [];
  const pin = decodePinnedParam(params);
  const pinned = pin.ok ? pin.pinned : null;
  const pinNotice = pin.ok ? null : clipEchoes(pin.error);
  const plan = decodePlanParam(params);
  const initialPlan = plan.ok ? plan.plan : null;
  const planNotice = plan.ok ? null : clipEchoes(plan.error);
  const luck = decodeLuckParam(params);
  const initialLuck = luck.ok ? luck.luck : null;
  const luckNotice = luck.ok ? null : clipEchoes(luck.error);
  const name = readName(params);
  const sharedRead = readRider(SHARED_PARAM, queryValue(params, SHARED_PARAM.key));
  const { shared, line } = linkShared(params, decoded);
  if (line) dropped.push(line);
  const trimmed = readRider(DROPPED_PARAM, queryValue(params, DROPPED_PARAM.key));
  if (trimmed.ok && trimmed.value) dropped.unshift(`Part of the battle link: ${trimmedWords(trimmed.value)}`);
  const key = [
    encodeSetup(initial),
    pinned ? encodePinned(pinned) : "",
    initialPlan ? encodePlan(initialPlan) : "",
    notice ?? "",
    dropped.join("\n"),
    pinNotice ?? "",
    planNotice ?? "",
    initialLuck ? LUCK_PARAM.serialize(initialLuck) : "",
    luckNotice ?? "",
    name,
    sharedRead.ok && sharedRead.value ? SHARED_PARAM.serialize(sharedRead.value) : "",
  ].join("|");
  return {
    initial,
    pinned,
    notice,
    dropped,
    pinNotice,
    initialPlan,
    planNotice,
    initialLuck,
    luckNotice,
    name,
    shared,
    key,
  };
}

/**
 * The odds the link was shared with (`shared=`), when they are the loaded battle's, and the line saying why they
 * are not. They belong to the setup exactly as the link gives it: with a link that could not be read they would be
 * some other battle's, and with one read in part (a unit left out, a side at the default) they are the battle
 * the sender had, not the one loaded, so they are left out with one line rather than drawn as this battle's odds
 * or taken for a rules change (lib/share/shared-odds.ts:sharedDrift).
 */
export function linkShared(
  params: URLSearchParams,
  decoded: DecodeResult,
): { readonly shared: SharedOdds | null; readonly line: string | null } {
  const text = queryValue(params, SHARED_PARAM.key);
  if (text === undefined || !decoded.ok) return { shared: null, line: null };
  const read = readRider(SHARED_PARAM, text);
  if (!read.ok) return { shared: null, line: clipEchoes(`Part of the battle link: ${read.error}; left out`) };
  if (read.value === null || decoded.notices.length === 0) return { shared: read.value, line: null };
  return {
    shared: null,
    line: "Part of the battle link: the odds it was shared with were for the whole battle it had, not what could be loaded; left out",
  };
}

/** The link's name: the first `name` if given more than once (a name is any text, so it always reads). */
export function readName(params: URLSearchParams): string {
  const value = queryValue(params, NAME_PARAM.key);
  const first = typeof value === "string" ? value : value?.[0];
  return first === undefined ? "" : NAME_PARAM.parse(first);
}

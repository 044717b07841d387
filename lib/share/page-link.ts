import { clipEchoes } from "@/lib/format/clip-echoes";
import { decodePinnedParam, encodePinned } from "@/lib/compare/compare-link";
import { decodePlanParam, encodePlan, type PlanSettings } from "@/lib/planner/plan-link";
import { DEFAULT_SETUP, decodeSetup, encodeSetup, repairQuery, type Setup } from "@/lib/scenario/url-codec";

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
  const key = [
    encodeSetup(initial),
    pinned ? encodePinned(pinned) : "",
    initialPlan ? encodePlan(initialPlan) : "",
    notice ?? "",
    dropped.join("\n"),
    pinNotice ?? "",
    planNotice ?? "",
  ].join("|");
  return { initial, pinned, notice, dropped, pinNotice, initialPlan, planNotice, key };
}

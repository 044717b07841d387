import { encodeCompare } from "@/lib/compare/compare-link";
import { withLuck, type LuckEntry } from "@/lib/luck/luck-entry";
import { withPlan, type PlanSettings } from "@/lib/planner/plan-link";
import { LINK_VERSION } from "@/lib/scenario/link-defaults";
import type { Setup } from "@/lib/scenario/url-codec";
import { withNameAndShared, type SharedOdds } from "./shared-odds";

export interface ShareState {
  readonly setup: Setup;
  readonly pinned: Setup | null;
  readonly plan: PlanSettings | null;
  /** The luck gauge's entry (`luck=`), null when the gauge is closed. */
  readonly luck?: LuckEntry | null;
  /** The battle's name, cleaned; "" for none. */
  readonly name: string;
  readonly shared: SharedOdds | null;
}

/**
 * The calculator's whole link: the setup, the pinned A (`vs`), the Plan panel, the luck gauge, the name and the
 * shared odds.
 * `versioned`: the version is written even when the setup is the default battle (what is copied keeps its
 * meaning: docs/links-and-history.md#link-versions); the address bar's default battle stays the bare `/`.
 */
export function shareQuery(s: ShareState, versioned: boolean): string {
  let query = encodeCompare(s.setup, s.pinned);
  // (a named link, or one with a luck entry, is kept too: it carries its version like a copied one)
  const keep = versioned || s.name !== "" || s.shared !== null || (s.luck ?? null) !== null;
  if (keep && !query.startsWith("v=")) query = [`v=${LINK_VERSION}`, query].filter(Boolean).join("&");
  return withNameAndShared(withLuck(withPlan(query, s.plan), s.luck ?? null), s.name, s.shared);
}

import { queryValue, readRider } from "@/lib/link/riders";
import { PLAN_PARAM, type PlanSettings } from "@/lib/scenario/link-riders";

/**
 * The "Plan" panel in the share link: one extra parameter, `plan`, next to the setup's own, as
 * `plan=attacker.80` (the planning side and the target chance in whole percent), `plan=attacker.80.here` when
 * the attacker's units are already in the system (docs/planner.md#legal-forces). Its format is declared with every
 * other link key (link-params.ts PLAN_PARAM). `decodeSetup` ignores it, like the pinned comparison's `vs`, so the
 * setup reads the same with or without it.
 */
export const PLAN_KEY = PLAN_PARAM.key;

export type { PlanSettings };

export const DEFAULT_PLAN_TARGET = 80;

export type PlanDecodeResult =
  { readonly ok: true; readonly plan: PlanSettings | null } | { readonly ok: false; readonly error: string };

export function encodePlan(plan: PlanSettings): string {
  return PLAN_PARAM.serialize(plan);
}

/** `query` with the plan parameter added (nothing when the panel is not in use). */
export function withPlan(query: string, plan: PlanSettings | null): string {
  if (!plan) return query;
  return `${query}${query ? "&" : ""}${PLAN_KEY}=${encodePlan(plan)}`;
}

/** Reads `plan` (absent: the panel is not in use); every problem is one line naming it. */
export function decodePlan(value: string | readonly string[] | undefined): PlanDecodeResult {
  const read = readRider(PLAN_PARAM, value);
  return read.ok ? { ok: true, plan: read.value } : read;
}

type Params = URLSearchParams | Readonly<Record<string, string | readonly string[] | undefined>>;

/** `decodePlan` on a whole query (URLSearchParams or Next's searchParams object). */
export function decodePlanParam(params: Params): PlanDecodeResult {
  return decodePlan(queryValue(params, PLAN_KEY));
}

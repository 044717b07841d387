import type { SideKey } from "@/lib/scenario/types";

/**
 * The "Plan" panel in the share link: one extra parameter, `plan`, next to the setup's own, as
 * `plan=attacker.80` (the planning side and the target chance in whole percent), `plan=attacker.80.here` when
 * the attacker's units are already in the system (docs/planner.md#legal-forces). `decodeSetup` ignores it,
 * like the pinned comparison's `vs`, so the setup reads the same with or without it.
 */
export const PLAN_KEY = "plan";

export interface PlanSettings {
  readonly side: SideKey;
  /** Whole percent, 1 to 100. */
  readonly target: number;
  /** The attacker's units are already in the system: plans need not carry their riders. */
  readonly inSystem?: boolean;
}

export const DEFAULT_PLAN_TARGET = 80;

export type PlanDecodeResult =
  { readonly ok: true; readonly plan: PlanSettings | null } | { readonly ok: false; readonly error: string };

export function encodePlan(plan: PlanSettings): string {
  return `${plan.side}.${plan.target}${plan.inSystem && plan.side === "attacker" ? ".here" : ""}`;
}

/** `query` with the plan parameter added (nothing when the panel is not in use). */
export function withPlan(query: string, plan: PlanSettings | null): string {
  if (!plan) return query;
  return `${query}${query ? "&" : ""}${PLAN_KEY}=${encodePlan(plan)}`;
}

function fail(message: string): PlanDecodeResult {
  return { ok: false, error: `Invalid plan link: ${message}` };
}

/** Reads `plan` (absent: the panel is not in use); every problem is one line naming it. */
export function decodePlan(value: string | readonly string[] | undefined): PlanDecodeResult {
  if (value === undefined) return { ok: true, plan: null };
  if (typeof value !== "string") return fail(`"${PLAN_KEY}" is given ${value.length} times`);
  const match = /^(attacker|defender)\.(\d{1,3})(\.here)?$/.exec(value);
  if (!match)
    return fail(
      `"${value.slice(0, 40)}" is not written as side.target (attacker.80, attacker.80.here or defender.65)`,
    );
  if (match[3] && match[1] === "defender")
    return fail(`"here" (units already in the system) is for the attacker only (got "${value}")`);
  const target = Number(match[2]);
  if (target < 1 || target > 100)
    return fail(`the target must be a whole percent from 1 to 100 (got ${target})`);
  const side = match[1] as SideKey;
  return { ok: true, plan: match[3] ? { side, target, inSystem: true } : { side, target } };
}

type Params = URLSearchParams | Readonly<Record<string, string | readonly string[] | undefined>>;

/** `decodePlan` on a whole query (URLSearchParams or Next's searchParams object). */
export function decodePlanParam(params: Params): PlanDecodeResult {
  if (params instanceof URLSearchParams) {
    const all = params.getAll(PLAN_KEY);
    return decodePlan(all.length === 0 ? undefined : all.length === 1 ? all[0] : all);
  }
  return decodePlan(params[PLAN_KEY]);
}

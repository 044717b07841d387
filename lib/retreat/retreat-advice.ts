import { unitDef, type UnitId } from "@/lib/data";
import type { SimulationResult } from "@/lib/engine";
import { distinctJobs, runJob, withTrials, type RunJob } from "@/lib/compare/run-job";
import type { Setup } from "@/lib/scenario/setup";
import type { RetreatPolicy, SideKey } from "@/lib/scenario/types";
import { unitStrength } from "@/lib/results/unit-strength";
import { retreatBlocked } from "./retreat-blocked";

/** Trials per retreat rule: the same as the targeting table's, enough to tell rules about 1.5 points apart. */
export const RETREAT_TRIALS = 20_000;
/** Rules that win within this much of the best one count as winning as often. */
export const WIN_TOLERANCE = 0.01;

/** One retreat rule for one side, run on the battle as it stands otherwise. */
export interface RetreatCase {
  readonly side: SideKey;
  readonly rule: RetreatPolicy;
  readonly label: string;
  /** The side's rule in the setup now. */
  readonly current: boolean;
  /** The setup with this rule, at the player's trials (what Apply sets). */
  readonly setup: Setup;
  readonly job: RunJob;
}

export function retreatLabel(rule: RetreatPolicy): string {
  switch (rule.policy) {
    case "never":
      return "Never";
    case "after-round":
      return `After round ${rule.round}`;
    case "when-outgunned":
      return `When outgunned (dice ratio below ${rule.ratio})`;
    case "when-losing-units":
      return `When fewer than ${rule.below} units are left`;
  }
}

function sameRule(a: RetreatPolicy, b: RetreatPolicy): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Units of a side that can fight on and leave: structures do neither. */
function mobileUnits(setup: Setup, side: SideKey): number {
  return Object.entries(setup.scenario[side].units).reduce(
    (n, [id, c]) => n + (unitDef(id as UnitId).structure ? 0 : (c ?? 0)),
    0,
  );
}

/**
 * The sweep a player would try (issue 15): never; after round 1, 2, 3; when outgunned at dice ratios 0.5,
 * 0.75 and 1; when fewer than 2, 3 or half the side's units are left (each only where it can differ from
 * retreating at once) — plus the side's own rule if it is none of these.
 */
export function retreatRules(setup: Setup, side: SideKey): RetreatPolicy[] {
  const n = mobileUnits(setup, side);
  const below = [...new Set([2, 3, Math.ceil(n / 2)])].filter((b) => b >= 2 && b <= n).sort((a, b) => a - b);
  const rules: RetreatPolicy[] = [
    { policy: "never" },
    ...[1, 2, 3].map((round): RetreatPolicy => ({ policy: "after-round", round })),
    ...[0.5, 0.75, 1].map((ratio): RetreatPolicy => ({ policy: "when-outgunned", ratio })),
    ...below.map((b): RetreatPolicy => ({ policy: "when-losing-units", below: b })),
  ];
  const own = setup.scenario[side].retreat;
  if (!rules.some((r) => sameRule(r, own))) rules.push(own);
  return rules;
}

/** Why a side can never use a retreat rule (then it gets no runs), or null. */
export function sideCannotRetreat(setup: Setup, side: SideKey): string | null {
  const enemy = setup.scenario[side === "attacker" ? "defender" : "attacker"];
  const reason = retreatBlocked(setup.scenario[side], enemy);
  // (only a rule that can never fire rules the advisor out; "while a Death Star is here" may end mid-combat)
  return reason && /can never fire|only with an Escape Plan/.test(reason) ? reason : null;
}

export function retreatCases(setup: Setup, trials = RETREAT_TRIALS): RetreatCase[] {
  const cases: RetreatCase[] = [];
  for (const side of ["attacker", "defender"] as const) {
    if (sideCannotRetreat(setup, side)) continue;
    const own = setup.scenario[side].retreat;
    for (const rule of retreatRules(setup, side)) {
      const next: Setup = {
        ...setup,
        scenario: { ...setup.scenario, [side]: { ...setup.scenario[side], retreat: rule } },
      };
      cases.push({
        side,
        rule,
        label: retreatLabel(rule),
        current: sameRule(rule, own),
        setup: next,
        job: runJob(withTrials(next, trials)),
      });
    }
  }
  return cases;
}

/** Distinct runs in the order a player waits for them: the current rules first. */
export function retreatJobs(cases: readonly RetreatCase[]): RunJob[] {
  return distinctJobs(cases);
}

export interface RetreatRow {
  readonly side: SideKey;
  readonly label: string;
  readonly rule: RetreatPolicy;
  readonly current: boolean;
  /** Null while its run is missing. */
  readonly win: number | null;
  readonly retreat: number | null;
  readonly destroyed: number | null;
  /** Expected units kept (not destroyed: still in the system or retreated), and the share of the side's strength they are. */
  readonly unitsKept: number | null;
  readonly strengthKept: number | null;
  /** Among the best by the stated criterion. */
  readonly best: boolean;
}

export const RETREAT_CRITERION = `Best first: the rules that win about as often as the best one (within ${WIN_TOLERANCE * 100} point) come first, the one keeping the most strength (units weighted by their dice and half their health) on top; then the others, most wins first.`;

/**
 * A side's rows, best first by RETREAT_CRITERION: what a retreat rule is for is keeping units when the
 * battle turns bad without giving up the wins, so winning about as often comes first, then what is kept.
 */
export function retreatRows(
  cases: readonly RetreatCase[],
  results: ReadonlyMap<string, SimulationResult>,
  side: SideKey,
): RetreatRow[] {
  const rows = cases
    .filter((c) => c.side === side)
    .map((c): RetreatRow => {
      const r = results.get(c.job.key);
      const stats = r?.[side];
      const start = stats?.survivors.reduce((s, u) => s + u.start * unitStrength(u.unit), 0) ?? 0;
      const kept = stats?.survivors.reduce((s, u) => s + u.mean * unitStrength(u.unit), 0) ?? 0;
      return {
        side,
        label: c.label,
        rule: c.rule,
        current: c.current,
        win: r ? r.outcomes[side].p : null,
        retreat: stats ? stats.retreated.p : null,
        destroyed: stats ? stats.wipedOut.p : null,
        unitsKept: stats ? stats.survivors.reduce((s, u) => s + u.mean, 0) : null,
        strengthKept: stats && start > 0 ? kept / start : null,
        best: false,
      };
    });
  if (rows.some((r) => r.win === null)) return rows;
  const top = Math.max(...rows.map((r) => r.win!));
  const near = (r: RetreatRow) => r.win! >= top - WIN_TOLERANCE;
  const sorted = [...rows].sort(
    (a, b) =>
      Number(near(b)) - Number(near(a)) ||
      (near(a) ? b.strengthKept! - a.strengthKept! : b.win! - a.win!) ||
      b.win! - a.win!,
  );
  return sorted.map((r, i) => ({ ...r, best: i === 0 }));
}

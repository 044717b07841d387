import { unitDef, type UnitId } from "@/lib/data";
import { distinctJobs, runJob, withTrials, type RunJob } from "@/lib/runs/run-job";
import type { Setup } from "@/lib/scenario/setup";
import type { RetreatPolicy, SideKey } from "@/lib/scenario/types";
import { retreatBlocked } from "./retreat-blocked";
import { sideNoContest as goalNoContest } from "@/lib/scenario/goals";

/**
 * Trials per retreat rule. Rules are compared trial by trial with the main run (same seed: each trial plays on
 * the same dice until the rules make it differ), so 20,000 trials tell apart rules a fraction of a point apart.
 */
export const RETREAT_TRIALS = 20_000;

/** One retreat rule for one side, run on the battle as it stands otherwise. */
export interface RetreatCase {
  readonly side: SideKey;
  readonly rule: RetreatPolicy;
  readonly label: string;
  /** The side's rule in the setup now. */
  readonly current: boolean;
  /** The setup with this rule, at the player's trials (what Apply sets). */
  readonly setup: Setup;
  /** Its traced run; the current rule's is the main run, which the panel reuses instead. */
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

/** The rule in a table's narrow first column: "After round 1", "Under half their dice", "Under 3 units". */
export function retreatShortLabel(rule: RetreatPolicy): string {
  switch (rule.policy) {
    case "when-outgunned": {
      const ratio =
        rule.ratio === 0.5
          ? "half"
          : rule.ratio === 0.75
            ? "¾ of"
            : rule.ratio === 1
              ? "as many as"
              : `${rule.ratio} of`;
      return `Under ${ratio} their dice`;
    }
    case "when-losing-units":
      return `Under ${rule.below} units`;
    default:
      return retreatLabel(rule);
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
 * The sweep a player would try (docs/runs.md#retreat): never; after round 1, 2, 3; when outgunned at dice ratios 0.5,
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

/** Why a side's goal has nothing to fight for (docs/rules.md#no-contest): then no rule is ranked on it, or null. */
export function sideNoContest(setup: Setup, side: SideKey): string | null {
  return goalNoContest(setup.scenario, side);
}

export function retreatCases(setup: Setup, trials = RETREAT_TRIALS): RetreatCase[] {
  const cases: RetreatCase[] = [];
  for (const side of ["attacker", "defender"] as const) {
    if (sideCannotRetreat(setup, side) || sideNoContest(setup, side)) continue;
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
        job: runJob(withTrials(next, trials), true),
      });
    }
  }
  return cases;
}

/** The runs the advisor needs: every rule but the current ones (those are the main run), never first. */
export function retreatJobs(cases: readonly RetreatCase[]): RunJob[] {
  return distinctJobs(cases.filter((c) => !c.current));
}

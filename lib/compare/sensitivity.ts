import type { SimulationResult } from "@/lib/engine";
import { TARGETING } from "@/lib/scenario/policies";
import type { SideKey, TargetingPolicy } from "@/lib/scenario/types";
import type { Setup } from "@/lib/scenario/url-codec";
import { distinctJobs, runJob, withTrials, type RunJob } from "./run-job";
import { compareProportions, type Difference } from "./significance";

/** Trials per policy run: enough to see a 1.5-point change, few enough to finish in a couple of seconds. */
export const SENSITIVITY_TRIALS = 20_000;

/** The targeting policies a player can pick without writing a priority list. */
export const TARGETING_CHOICES = TARGETING.options.flatMap((o) => ("params" in o ? [] : [o.value]));

export interface SensitivityCase {
  readonly side: SideKey;
  readonly policy: TargetingPolicy["policy"];
  /** The side's current choice (its row is the baseline every other row is measured against). */
  readonly current: boolean;
  readonly setup: Setup;
  readonly job: RunJob;
}

/**
 * The battle under each targeting policy of the attacker (defender as chosen), then of the defender, all at
 * the same reduced trials and seed. The current choice is one shared baseline run; a priority list stays
 * in its side's rows as the current choice.
 */
export function sensitivityCases(setup: Setup, trials = SENSITIVITY_TRIALS): SensitivityCase[] {
  const base = withTrials(setup, trials);
  const cases: SensitivityCase[] = [];
  for (const side of ["attacker", "defender"] as const) {
    const chosen = setup.scenario[side].targeting;
    const policies: TargetingPolicy["policy"][] = [...TARGETING_CHOICES];
    if (chosen.policy === "priority") policies.unshift("priority");
    for (const policy of policies) {
      const current = policy === chosen.policy;
      const variant: Setup = current
        ? base
        : {
            ...base,
            scenario: {
              ...base.scenario,
              [side]: { ...base.scenario[side], targeting: { policy } as TargetingPolicy },
            },
          };
      cases.push({ side, policy, current, setup: variant, job: runJob(variant) });
    }
  }
  return cases;
}

/** Distinct runs, baseline first. */
export function sensitivityJobs(cases: readonly SensitivityCase[]): RunJob[] {
  return distinctJobs(cases);
}

export interface SensitivityRow {
  readonly side: SideKey;
  readonly policy: string;
  readonly current: boolean;
  /** Null until its run has finished. */
  readonly attackerWins: number | null;
  readonly defenderWins: number | null;
  /** Attacker-win chance minus the current choice's; null for the current row or while runs are missing. */
  readonly difference: Difference | null;
}

export function sensitivityRows(
  cases: readonly SensitivityCase[],
  results: ReadonlyMap<string, SimulationResult>,
): SensitivityRow[] {
  return cases.map((c) => {
    const r = results.get(c.job.key);
    const baseline = cases.find((x) => x.side === c.side && x.current);
    const base = baseline ? results.get(baseline.job.key) : undefined;
    const difference =
      r && base && !c.current
        ? compareProportions(
            { p: base.outcomes.attacker.p, trials: base.trials },
            { p: r.outcomes.attacker.p, trials: r.trials },
          )
        : null;
    return {
      side: c.side,
      policy: c.policy,
      current: c.current,
      attackerWins: r ? r.outcomes.attacker.p : null,
      defenderWins: r ? r.outcomes.defender.p : null,
      difference,
    };
  });
}

import type { TrialTrace } from "@/lib/engine";
import { TARGETING } from "@/lib/scenario/policies";
import type { SideKey, TargetingPolicy } from "@/lib/scenario/types";
import type { Setup } from "@/lib/scenario/url-codec";
import { pairedRun, type Baseline } from "./paired-run";
import { distinctJobs, runJob, withTrials, type RunJob } from "./run-job";
import { fromPaired, type Difference } from "./significance";

/**
 * Trials per policy run, each compared trial by trial with the main run (the same seed: lib/compare/paired-run.ts),
 * which tells apart policies well under a point apart; few enough to finish in a couple of seconds.
 */
export const SENSITIVITY_TRIALS = 20_000;

/** The targeting policies a player can pick without writing a priority list. */
export const TARGETING_CHOICES = TARGETING.options.flatMap((o) => ("params" in o ? [] : [o.value]));

export interface SensitivityCase {
  readonly side: SideKey;
  readonly policy: TargetingPolicy["policy"];
  /** The side's current choice: the unchanged setup, whose row is the main run (the baseline). */
  readonly current: boolean;
  readonly setup: Setup;
  readonly job: RunJob;
}

/**
 * The battle under each targeting policy of the attacker (defender as chosen), then of the defender, all at
 * the same reduced trials and seed. The current choice is the main run itself; a priority list stays in its
 * side's rows as the current choice.
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
      cases.push({ side, policy, current, setup: variant, job: runJob(variant, true) });
    }
  }
  return cases;
}

/** The runs needed: every policy but the current ones (those are the main run). */
export function sensitivityJobs(cases: readonly SensitivityCase[]): RunJob[] {
  return distinctJobs(cases.filter((c) => !c.current));
}

export interface SensitivityRow {
  readonly side: SideKey;
  readonly policy: string;
  readonly current: boolean;
  /**
   * The chances on the one baseline: the main run's for the current choice, the main run's moved by the
   * policy's difference (measured trial by trial) for the others. Null until its run has finished.
   */
  readonly attackerWins: number | null;
  readonly defenderWins: number | null;
  /** Attacker-win chance minus the current choice's, trial by trial; null for the current row or while runs are missing. */
  readonly difference: Difference | null;
}

export function sensitivityRows(
  cases: readonly SensitivityCase[],
  runs: { readonly baseline: Baseline | null; readonly traces: ReadonlyMap<string, TrialTrace> },
): SensitivityRow[] {
  const base = runs.baseline;
  return cases.map((c) => {
    const trace = c.current ? (base?.trace ?? null) : (runs.traces.get(c.job.key) ?? null);
    const paired = base && trace ? pairedRun(base.trace, trace) : null;
    const on = (side: SideKey) =>
      base && paired ? Math.min(1, Math.max(0, base.result.outcomes[side].p + paired[side].win.mean)) : null;
    return {
      side: c.side,
      policy: c.policy,
      current: c.current,
      attackerWins: on("attacker"),
      defenderWins: on("defender"),
      difference: paired && !c.current ? fromPaired(paired.attacker.win) : null,
    };
  });
}

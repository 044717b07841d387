import { CHUNK_SIZE, type TrialTrace } from "@/lib/engine";
import { descriptor } from "@/lib/runs/run-descriptor";
import { settled } from "@/lib/runs/sequential";
import { TARGETING } from "@/lib/scenario/policies";
import type { SideKey, TargetingPolicy } from "@/lib/scenario/types";
import type { Setup } from "@/lib/scenario/url-codec";
import { goalChanges, type GoalChange } from "./goal-change";
import type { Baseline } from "@/lib/runs/run-descriptor";
import { distinctJobs, runJob, withTrials, type RunJob } from "@/lib/runs/run-job";
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
   * Each side's goal chance on the one baseline: the main run's for the current choice, the main run's moved by
   * the policy's difference (measured trial by trial) for the others. Null until its first trials are in.
   */
  readonly attackerGoal: number | null;
  readonly defenderGoal: number | null;
  /** The change in the choosing side's own goal chance against its current choice; null for the current row or while missing. */
  readonly difference: Difference | null;
  /** Settled (lib/runs/sequential.ts): more trials would not change the answer. */
  readonly settled: boolean;
}

/** A paired goal change as a Difference, significant when its sequential verdict says it moved. */
export function changeDifference(c: GoalChange): Difference {
  const d = fromPaired(c.diff);
  return { ...d, significant: c.verdict === "more" || c.verdict === "less" };
}

/** Each case's row after what is known of its run (at most `maxTrials` trials). */
export function sensitivityRow(
  c: SensitivityCase,
  base: Baseline | null,
  trace: TrialTrace | null,
  maxTrials: number,
): SensitivityRow {
  const t = c.current ? (base?.trace ?? null) : trace;
  const changes = base && t ? goalChanges(base, t, c.setup.scenario, maxTrials) : null;
  return {
    side: c.side,
    policy: c.policy,
    current: c.current,
    attackerGoal: changes?.attacker.p ?? null,
    defenderGoal: changes?.defender.p ?? null,
    difference: changes && !c.current ? changeDifference(changes[c.side]) : null,
    settled: c.current || (changes !== null && settled(changes[c.side].verdict)),
  };
}

export function sensitivityRows(
  cases: readonly SensitivityCase[],
  runs: { readonly baseline: Baseline | null; readonly trace: (job: RunJob) => TrialTrace | null },
  maxTrials: number,
): SensitivityRow[] {
  return cases.map((c) => sensitivityRow(c, runs.baseline, runs.trace(c.job), maxTrials));
}

/**
 * How much targeting matters: each side's targeting policies against its current choice, on the main run's seed,
 * each until the change in the side's goal is settled.
 */
export const SENSITIVITY_RUNS = descriptor({
  id: "targeting",
  priority: 20,
  plan: (ctx) => ({
    cases: sensitivityCases(ctx.setup),
    trials: Math.min(ctx.setup.trials, SENSITIVITY_TRIALS),
  }),
  demands: (plan, ctx, known) =>
    ctx.baseline
      ? plan.cases
          .filter((c) => !c.current)
          .map((c) => {
            const done = known.trials(c.job);
            const row = sensitivityRow(c, ctx.baseline, known.trace(c.job), plan.trials);
            const more = done === 0 || !row.settled;
            return { job: c.job, trials: Math.min(plan.trials, more ? done + CHUNK_SIZE : done) };
          })
      : [],
  view: (plan, ctx, known, progress) => ({
    rows: sensitivityRows(plan.cases, { baseline: ctx.baseline, trace: (j) => known.trace(j) }, plan.trials),
    trials: plan.trials,
    progress,
  }),
});

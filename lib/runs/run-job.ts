import { CHUNK_SIZE } from "@/lib/engine";
import { DEFAULT_TRIALS } from "@/lib/scenario/run-settings";
import { encodeSetup, type Setup } from "@/lib/scenario/url-codec";
import type { Scenario, SideSetup } from "@/lib/scenario/types";
import type { RunRequest } from "@/lib/worker/run-request";

/** An extra run for the worker pool; `key` (the setup's canonical link) identifies its result in the cache. */
export interface RunJob {
  readonly key: string;
  readonly request: RunRequest;
}

function withoutGoal(side: SideSetup): SideSetup {
  if (side.goal === undefined) return side;
  const { goal: _goal, ...rest } = side;
  return rest;
}

/** The battle without the sides' goals: what the engine plays (a goal changes what is read of a run, not the run). */
export function withoutGoals(scenario: Scenario): Scenario {
  return { ...scenario, attacker: withoutGoal(scenario.attacker), defender: withoutGoal(scenario.defender) };
}

/**
 * What identifies the main run: the share link without the sides' goals (trials and precision kept), so choosing
 * another goal reads the same run another way instead of running it again.
 */
export function mainRunKey(setup: Setup): string {
  return encodeSetup({ ...setup, scenario: withoutGoals(setup.scenario) });
}

/**
 * What identifies a run's numbers: the battle (goals left out) and the seed. A run of whole chunks is the first
 * trials of any longer run of its seed (chunk k is seeded by (seed, k) alone), so its trials are not part of it;
 * only a run ending inside a chunk, whose last chunk is cut short, names its trials.
 */
export function runKey(setup: Setup): string {
  const whole = setup.trials % CHUNK_SIZE === 0;
  const key = encodeSetup({
    scenario: withoutGoals(setup.scenario),
    seed: setup.seed,
    trials: whole ? DEFAULT_TRIALS : setup.trials,
  });
  return key || "v=1";
}

/**
 * `traced`: the run keeps how each trial ended, to be compared trial by trial with the main run (same seed:
 * lib/compare/paired-run.ts). The key is the same either way: the numbers are.
 */
export function runJob(setup: Setup, traced = false): RunJob {
  return {
    key: runKey(setup),
    request: {
      scenario: withoutGoals(setup.scenario),
      seed: setup.seed,
      trials: setup.trials,
      ...(traced ? { trace: true } : {}),
    },
  };
}

/** The distinct runs of a list of cases, the current setup's first (a shared baseline is run once). */
export function distinctJobs(
  cases: readonly { readonly current: boolean; readonly job: RunJob }[],
): RunJob[] {
  const sorted = [...cases].sort((x, y) => Number(y.current) - Number(x.current));
  const seen = new Set<string>();
  return sorted.filter((c) => !seen.has(c.job.key) && seen.add(c.job.key)).map((c) => c.job);
}

/** The same battle with fewer trials (never more than the setup asks for) and the same seed. */
export function withTrials(setup: Setup, trials: number): Setup {
  return { ...setup, trials: Math.min(setup.trials, trials) };
}

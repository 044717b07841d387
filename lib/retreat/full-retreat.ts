import { simulateTraced, type TrialTrace } from "@/lib/engine";
import type { Baseline } from "@/lib/compare/paired-run";
import type { Setup } from "@/lib/scenario/setup";
import { RETREAT_TRIALS, retreatCases, retreatJobs, sideCannotRetreat } from "./retreat-advice";
import { retreatRows, type RetreatRow } from "./retreat-ranking";
import { retreatVerdict, type RetreatVerdict } from "./retreat-verdict";

type Sides<T> = { readonly attacker: T; readonly defender: T };

/**
 * The retreat advice as it was before looks were sequential: every rule run in full (RETREAT_TRIALS trials, or the
 * setup's if fewer) and ranked on those. The reference the sequential advice is held to (tests, and
 * scripts/advice-agreement.ts): the same ★ and verdict on battles whose answer is known and on the presets.
 */
export function fullRetreat(
  setup: Setup,
  main: Baseline,
): {
  readonly rows: Sides<readonly RetreatRow[]>;
  readonly verdicts: Sides<RetreatVerdict>;
} {
  const maxTrials = Math.min(setup.trials, RETREAT_TRIALS);
  const cases = retreatCases(setup);
  const traces = new Map<string, TrialTrace>();
  for (const job of retreatJobs(cases))
    traces.set(
      job.key,
      simulateTraced(job.request.scenario, { trials: maxTrials, seed: job.request.seed }).trace!,
    );
  const runs = {
    baseline: main,
    trace: (c: { job: { key: string } }) => traces.get(c.job.key) ?? null,
    maxTrials,
  };
  const rows = {
    attacker: retreatRows(cases, runs, "attacker"),
    defender: retreatRows(cases, runs, "defender"),
  };
  const { attacker, defender } = setup.scenario;
  return {
    rows,
    verdicts: {
      attacker: retreatVerdict(attacker, rows.attacker, sideCannotRetreat(setup, "attacker")),
      defender: retreatVerdict(defender, rows.defender, sideCannotRetreat(setup, "defender")),
    },
  };
}

import { simulateTraced, type TrialTrace } from "@/lib/engine";
import type { Baseline } from "@/lib/runs/run-descriptor";
import type { Setup } from "@/lib/scenario/setup";
import {
  RETREAT_TRIALS,
  retreatCases,
  retreatJobs,
  sideCannotRetreat,
  sideNoContest,
} from "./retreat-advice";
import { retreatRows, versusOf, type RetreatRow } from "./retreat-ranking";
import type { Versus } from "./retreat-star";
import type { SideKey } from "@/lib/scenario/types";
import { retreatVerdict, type RetreatVerdict } from "./retreat-verdict";

type Sides<T> = { readonly attacker: T; readonly defender: T };

/**
 * The retreat advice with every rule run in full (`trials`: RETREAT_TRIALS, or the setup's if fewer, by default)
 * and every answer taken at that last look. The reference the sequential advice is held to: the tests, and
 * scripts/advice-agreement.ts at 100,000 trials a rule (the answers' true differences, near enough).
 */
export function fullRetreat(
  setup: Setup,
  main: Baseline,
  trials = RETREAT_TRIALS,
): {
  readonly rows: Sides<readonly RetreatRow[]>;
  readonly verdicts: Sides<RetreatVerdict>;
  /** Rule against rule on the same dice, per side, from the full runs. */
  readonly versus: Sides<Versus>;
} {
  const maxTrials = Math.min(setup.trials, trials);
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
  const versus = (side: SideKey) =>
    versusOf(
      cases.filter((c) => c.side === side),
      runs,
      side,
    );
  return {
    versus: { attacker: versus("attacker"), defender: versus("defender") },
    rows,
    verdicts: {
      attacker: retreatVerdict(
        attacker,
        rows.attacker,
        sideCannotRetreat(setup, "attacker"),
        false,
        sideNoContest(setup, "attacker"),
      ),
      defender: retreatVerdict(
        defender,
        rows.defender,
        sideCannotRetreat(setup, "defender"),
        false,
        sideNoContest(setup, "defender"),
      ),
    },
  };
}

import { cardWorthPlan } from "@/lib/cards/card-worth";
import { CHUNK_SIZE } from "@/lib/engine";
import { RETREAT_TRIALS, retreatCases, retreatJobs } from "@/lib/retreat/retreat-advice";
import type { Setup } from "@/lib/scenario/setup";

/**
 * The most an advice (advice.ts) runs: its main run, one run for each retreat rule but the current ones
 * (lib/retreat/retreat-advice.ts, at most RETREAT_TRIALS each) and, in Cinematic Combat, one for each card still in
 * a hand (lib/cards/card-worth.ts). Each is stopped once settled, so most advices run less; the server admits an
 * advice on this (docs/server.md#text-limits: counted as 4 main runs, one of 50 runs took 4.23 s where 3 ms was expected).
 */
export interface AdviceWork {
  /** Runs, the main run's included. */
  readonly jobs: number;
  /** Trials of all of them together, at most. */
  readonly trials: number;
  /** Trials of all of them together, at least: the main run, then one chunk of each run before any is settled. */
  readonly leastTrials: number;
}

export function adviceWork(setup: Setup): AdviceWork {
  const retreat = retreatJobs(retreatCases(setup)).length;
  const cards = setup.scenario.tactics.mode === "cinematic" ? cardWorthPlan(setup) : null;
  const candidates = cards?.candidates.length ?? 0;
  const jobs = 1 + retreat + candidates;
  return {
    jobs,
    leastTrials: setup.trials + (jobs - 1) * Math.min(setup.trials, CHUNK_SIZE),
    trials:
      setup.trials + retreat * Math.min(setup.trials, RETREAT_TRIALS) + candidates * (cards?.trials ?? 0),
  };
}

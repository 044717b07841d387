import { withTrials, runJob, type RunJob } from "./run-job";
import type { Baseline } from "./run-descriptor";
import type { SimulationResult, TrialTrace } from "@/lib/engine";
import type { Setup } from "@/lib/scenario/setup";
import { descriptor, type Known } from "./run-descriptor";

/** Trials of the baseline's trace when the main run has none (its numbers came with the page). */
export const BASELINE_TRIALS = 20_000;

/** The main run as the queue is told of it: its numbers, and its trace once it has finished (null if none). */
export interface MainRun {
  readonly result: SimulationResult | null;
  readonly trace: TrialTrace | null;
}

/**
 * The traced run that stands in for the main run's trace when its numbers came with the page (no trace): the same
 * seed's first BASELINE_TRIALS trials, or all of them when A is pinned (so A and B are compared trial by trial as
 * when the page ran B itself). Null when the main run has its own trace.
 */
export function baselineJob(setup: Setup, pinned: Setup | null, main: MainRun): RunJob | null {
  if (main.trace || !main.result) return null;
  return runJob(pinned ? setup : withTrials(setup, BASELINE_TRIALS), true);
}

/** What every panel's numbers stand on: the main run's numbers with its trace, or the stand-in's. */
export function baselineOf(setup: Setup, pinned: Setup | null, main: MainRun, known: Known): Baseline | null {
  if (!main.result) return null;
  const job = baselineJob(setup, pinned, main);
  const trace = main.trace ?? (job && known.trials(job) >= job.request.trials ? known.trace(job) : null);
  return trace ? { result: main.result, trace } : null;
}

/** The stand-in run, when one is needed: before every other extra run, since they all pair with it. */
export const BASELINE_RUNS = descriptor({
  id: "baseline",
  priority: 0,
  standalone: true,
  plan: (ctx) => baselineJob(ctx.setup, ctx.pinned, ctx.main),
  demands: (job) => (job ? [{ job, trials: job.request.trials }] : []),
  view: (job, _ctx, known) => ({
    job,
    error: job ? known.failed(job) : null,
    /** The stand-in's whole trace once in (B's trace for Compare when A is pinned). */
    trace: job && known.trials(job) >= job.request.trials ? known.trace(job) : null,
  }),
});

import type { SimulationResult, TrialTrace } from "@/lib/engine";
import type { RunJob } from "./run-job";
import type { UnitChange } from "@/lib/scenario/setup-edits";
import type { Setup } from "@/lib/scenario/setup";

/** The main run of the unchanged setup and its trial trace: what every panel's numbers stand on. */
export interface Baseline {
  readonly result: SimulationResult;
  readonly trace: TrialTrace;
}

/**
 * What every panel with runs of its own is given (docs/runs.md): the setup as it is, the main run it is compared
 * with, the pinned setup A, and what the player asked for in the panels (what-if changes).
 */
export interface RunContext {
  readonly setup: Setup;
  /** The main run: its numbers (null until it has finished) and trace (null when they came with the page). */
  readonly main: { readonly result: SimulationResult | null; readonly trace: TrialTrace | null };
  /** The main run and its trace: null until it has finished (the extra runs wait for it). */
  readonly baseline: Baseline | null;
  readonly pinned: Setup | null;
  readonly changes: readonly UnitChange[];
}

/** What the queue knows of a job: its first trials so far (a job grows chunk by chunk), or why it failed. */
export interface Known {
  /** Trials done, from the first. */
  trials(job: RunJob): number;
  /** The trace of those trials (a traced job), or null before the first chunk. */
  trace(job: RunJob): TrialTrace | null;
  /** The numbers of those trials, or null before the first chunk. */
  result(job: RunJob): SimulationResult | null;
  failed(job: RunJob): string | null;
}

/** Run `job` until it holds its first `trials` trials (at most `job.request.trials`). */
export interface Demand {
  readonly job: RunJob;
  readonly trials: number;
}

/** How far a panel's runs are: the trials it asks for now, and those done. */
export interface RunProgressView {
  readonly done: number;
  readonly wanted: number;
  /** 0 to 1 (it can step back when a candidate turns out to need more trials). */
  readonly fraction: number;
  /** Candidates whose answer is in (their demand met), of `candidates`: what a progress bar counts. */
  readonly settled: number;
  readonly candidates: number;
  /** Nothing more is wanted: every answer of the panel is settled. */
  readonly complete: boolean;
}

/**
 * A panel's extra runs, declared: what it runs (`plan`, once per setup), how many trials of each job it still
 * wants given what is known (`demands`: sequential panels stop a job once its answer is settled), and how its view
 * is built. The queue (run-queue.ts) runs every registered descriptor's demands on the worker pool, highest
 * priority (lowest number) first, after the main run, and cancels them when the setup changes.
 */
export interface RunDescriptor<P = unknown, V = unknown> {
  readonly id: string;
  readonly priority: number;
  /** Runs only while its panel is open (the queue is told which panels are open). */
  readonly whenOpen?: boolean;
  /**
   * Needs nothing of the main run (Compare's A, the baseline's stand-in); every other panel compares with the main
   * run, so it is not complete, whatever it has run, until the main run's baseline is there.
   */
  readonly standalone?: boolean;
  readonly plan: (ctx: RunContext) => P;
  readonly demands: (plan: P, ctx: RunContext, known: Known) => readonly Demand[];
  readonly view: (plan: P, ctx: RunContext, known: Known, progress: RunProgressView) => V;
}

/** A descriptor with its id and types kept, for a typed registry (views by id). */
export function descriptor<const Id extends string, P, V>(
  d: RunDescriptor<P, V> & { readonly id: Id },
): RunDescriptor<P, V> & { readonly id: Id } {
  return d;
}

import { emptyTally, type Battle, type Tally } from "@/lib/engine";
import type { Entry } from "./pool/pool-policy";
import type { RunOptions, RunOutcome, RunRequest } from "./run-types";

// The deadline-slicing policy's (run-scheduler.ts) bookkeeping: an admitted run, and what it notes of a slice.

/** What the pool is asked to run: the request and its options. */
export interface RunJob {
  readonly request: RunRequest;
  readonly options: RunOptions;
}

export interface Run extends Entry<RunJob, RunOutcome> {
  readonly request: RunRequest;
  readonly battle: Battle;
  readonly tally: Tally;
  readonly bestEffort: boolean;
  readonly costKey: string;
  /** The cost model's estimate (µs per trial), until the battle's own batches are measured. */
  readonly modelUs: number;
  /** Next trial not handed out yet, and slices handed back (a replaced thread's) to hand out first. */
  nextTrial: number;
  readonly requeued: [number, number][];
  trialsDone: number;
  inFlight: number;
  started: boolean;
  crashes: number;
  /** Its probe came back (or it never needed one): its own measured cost has judged it. */
  probed: boolean;
}

/** What a slice on a thread is, to the policy: its battle (to learn from it even once its run is answered). */
export interface SliceNote {
  readonly costKey: string;
  /** The first slice of a battle not measured yet. */
  readonly probe: boolean;
}

/** What a simulation thread posts once it has loaded the engine, before any batch's answer. */
export interface ThreadReady {
  readonly ready: true;
}

type RunFields = Pick<Run, "request" | "battle" | "bestEffort" | "costKey" | "modelUs" | "probed">;

/** A run as admitted (the pool's entry, with its fields), nothing handed out yet. */
export function newRun(base: Entry<RunJob, RunOutcome>, fields: RunFields): Run {
  return {
    ...base,
    ...fields,
    tally: emptyTally(fields.battle),
    nextTrial: 0,
    requeued: [],
    trialsDone: 0,
    inFlight: 0,
    started: false,
    crashes: 0,
  };
}

/** Trials of a run not handed to a thread yet (handed-back slices included). */
export function trialsUndispatched(run: Run): number {
  return run.requeued.reduce((n, [a, b]) => n + b - a, 0) + run.request.trials - run.nextTrial;
}

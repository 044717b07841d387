import { emptyTally, type Battle, type Tally } from "@/lib/engine";
import type { RunOutcome, RunRequest } from "./run-types";
import type { BatchRequest } from "@/lib/worker/protocol";
import type { WorkerLike } from "@/lib/worker/worker-like";

// The scheduler's (run-scheduler.ts) bookkeeping: an admitted run, and a thread with the slice it is running.

export interface Run {
  readonly id: number;
  readonly request: RunRequest;
  readonly battle: Battle;
  readonly tally: Tally;
  readonly arrival: number;
  readonly deadline: number;
  readonly bestEffort: boolean;
  readonly costKey: string;
  /** The cost model's estimate (µs per trial), until the battle's own batches are measured. */
  readonly modelUs: number;
  readonly settle: (outcome: RunOutcome) => void;
  /** Next trial not handed out yet, and slices handed back (a replaced thread's) to hand out first. */
  nextTrial: number;
  readonly requeued: [number, number][];
  trialsDone: number;
  inFlight: number;
  started: boolean;
  crashes: number;
  /** Its probe came back (or it never needed one): its own measured cost has judged it. */
  probed: boolean;
  timer: unknown;
}

export interface Slot {
  worker: WorkerLike;
  batch: BatchRequest | null;
  sentAt: number;
  /** When the batch is expected back, on the scheduler's clock. */
  expectedEnd: number;
  /** When the thread is replaced if the batch is not back: a multiple of the slice's estimate. */
  hardAt: number;
  /** Replaces the thread if the batch is not back by the hard limit. */
  hardTimer: unknown;
  /** The cost key of the batch's run, to learn from the batch even if its run was answered meanwhile. */
  costKey: string;
  /** The batch is the first slice of a battle not measured yet. */
  probe: boolean;
  /** No batch has come back from this thread yet (it may still be loading the engine). */
  fresh: boolean;
  /** When the thread said it had loaded the engine (`ThreadReady`), on the scheduler's clock; null: not yet. */
  readyAt: number | null;
}

/** What a simulation thread posts once it has loaded the engine, before any batch's answer. */
export interface ThreadReady {
  readonly ready: true;
}

/**
 * Milliseconds a slice lost at its hard limit was running the battle: from when it was sent, or, on a thread
 * that had not said it was ready then, from when it did; null if it never did (its time was all the thread's
 * start, which says nothing of the battle). Under load a fresh thread's start can take most of a probe's hard
 * limit, and counted as the battle's time it would refuse a battle of a few hundred ms for good.
 */
export function sliceRunMs(slot: Slot, now: number): number | null {
  if (slot.readyAt === null) return null;
  return now - Math.max(slot.sentAt, slot.readyAt);
}

type RunFields = Pick<
  Run,
  "id" | "request" | "battle" | "arrival" | "deadline" | "bestEffort" | "costKey" | "modelUs" | "probed"
>;

/** A run as admitted, nothing handed out yet; `settle` answers it once, calling `onSettle` first. */
export function newRun(fields: RunFields, resolve: (outcome: RunOutcome) => void, onSettle: () => void): Run {
  let settled = false;
  return {
    ...fields,
    tally: emptyTally(fields.battle),
    nextTrial: 0,
    requeued: [],
    trialsDone: 0,
    inFlight: 0,
    started: false,
    crashes: 0,
    timer: null,
    settle: (outcome) => {
      if (settled) return;
      settled = true;
      onSettle();
      resolve(outcome);
    },
  };
}

/** Trials of a run not handed to a thread yet (handed-back slices included). */
export function trialsUndispatched(run: Run): number {
  return run.requeued.reduce((n, [a, b]) => n + b - a, 0) + run.request.trials - run.nextTrial;
}

/** A thread in a slice past its expected end: it may be stuck (it is replaced at `hardAt`). */
export const isLate = (slot: Slot, now: number): boolean => slot.batch !== null && now > slot.expectedEnd;

/**
 * Milliseconds until a thread is free, by the estimate: what is left of its slice, or, for a slice past its
 * expected end, the time to its hard limit (the most it can still take).
 */
export function slotBusyMs(slot: Slot, now: number): number {
  if (!slot.batch) return 0;
  return Math.max(0, (now > slot.expectedEnd ? slot.hardAt : slot.expectedEnd) - now);
}

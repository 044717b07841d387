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
  timer: unknown;
}

export interface Slot {
  worker: WorkerLike;
  batch: BatchRequest | null;
  sentAt: number;
  /** When the batch is expected back, on the scheduler's clock. */
  expectedEnd: number;
  /** Replaces the thread if the batch is not back by the hard limit. */
  hardTimer: unknown;
  /** The cost key of the batch's run, to learn from the batch even if its run was answered meanwhile. */
  costKey: string;
}

type RunFields = Pick<
  Run,
  "id" | "request" | "battle" | "arrival" | "deadline" | "bestEffort" | "costKey" | "modelUs"
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

/** Thread-milliseconds left of slices still in the threads whose runs were answered (by their estimate). */
export function staleWorkMs(slots: readonly Slot[], runs: readonly Run[], now: number): number {
  let ms = 0;
  for (const slot of slots) {
    const batch = slot.batch;
    if (batch && !runs.some((r) => r.id === batch.runId)) ms += Math.max(0, slot.expectedEnd - now);
  }
  return ms;
}

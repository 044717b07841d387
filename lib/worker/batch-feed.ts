import type { BatchRequest, BatchResponse } from "./protocol";

/**
 * Batches the pool does not plan itself: the extra runs' queue (lib/runs/run-queue.ts) hands them out one at a
 * time while the pool has no run of its own, and decides from each answer what to run next. Its batches carry
 * run ids from FEED_RUN_IDS up, so a worker keeps each job's compiled battle apart from the main run's.
 */
export interface BatchFeed {
  /** The next batch to post, or null when none is ready now (the pool asks again after each answer, or on `poke`). */
  next(): BatchRequest | null;
  receive(response: BatchResponse): void;
  /** The batch will not be answered (its worker was replaced, or the feed was cancelled). */
  lost(batch: BatchRequest): void;
}

/** Run ids of a feed's batches start here (the pool's own runs count up from 1). */
export const FEED_RUN_IDS = 2 ** 30;
/** A feed's batches kept queued at each worker: fewer than a run's, since each answer may change what comes next. */
export const FEED_IN_FLIGHT = 2;

import { ENGINE_WORKER_URL } from "./engine-worker-url";
import { runBatch, type BatchRequest, type BatchResponse } from "./protocol";

/** The part of a Web Worker the pool uses, so tests and the main-thread fallback can stand in for one. */
export interface WorkerLike {
  onmessage: ((event: { data: BatchResponse }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  postMessage(request: BatchRequest): void;
  terminate(): void;
}

export type WorkerFactory = () => WorkerLike;

/**
 * The main-thread fallback: runs each batch in a macrotask, so the page can paint and a new run can
 * cancel between batches. `delay` lets tests finish batches out of order.
 */
export function createInlineWorker(delay: (request: BatchRequest) => number = () => 0): WorkerLike {
  let alive = true;
  const worker: WorkerLike = {
    onmessage: null,
    onerror: null,
    postMessage(request) {
      setTimeout(() => {
        if (!alive) return;
        const data = runBatch(request);
        if (alive) worker.onmessage?.({ data });
      }, delay(request));
    },
    terminate() {
      alive = false;
    },
  };
  return worker;
}

/** A real Web Worker running the engine bundle, or null where workers are unavailable. */
export function createWebWorker(): WorkerLike | null {
  if (typeof Worker === "undefined") return null;
  try {
    return new Worker(ENGINE_WORKER_URL) as unknown as WorkerLike;
  } catch {
    return null;
  }
}

/**
 * A window property a browser test may set (before the page loads) to slow every worker to one batch per that many
 * milliseconds: the test's way to make the main run slow (`slowedWorker`). Never set by the page itself.
 */
export const SLOW_BATCH_FLAG = "__rebellionOddsSlowBatchMs";

/**
 * For browser tests only: `inner` slowed to answer at most one batch every `ms` (a slow phone's worker), so a test
 * can make the main run take longer than the page's thresholds. Off unless a test sets the page's flag
 * (`SLOW_BATCH_FLAG`, read by components/calculator/use-pool.ts).
 */
export function slowedWorker(inner: WorkerLike, ms: number): WorkerLike {
  let free = 0;
  const worker: WorkerLike = {
    onmessage: null,
    onerror: null,
    postMessage: (request) => inner.postMessage(request),
    terminate: () => inner.terminate(),
  };
  inner.onmessage = (event) => {
    const at = Math.max(performance.now(), free + ms);
    free = at;
    setTimeout(() => worker.onmessage?.(event), at - performance.now());
  };
  inner.onerror = (event) => worker.onerror?.(event);
  return worker;
}

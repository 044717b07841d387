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

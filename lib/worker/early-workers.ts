import { poolSize } from "./batches";
import { createWebWorker, type WorkerLike } from "./worker-like";

const early: WorkerLike[] = [];

/**
 * Starts the calculator's workers as soon as the page's script runs (instrumentation-client.ts), before React
 * hydrates the page: a worker takes a few hundred milliseconds to start (a thread, the engine script), which
 * then overlaps hydration instead of delaying the first run. The pool takes them (takeEarlyWorker).
 */
export function prestartWorkers(): void {
  if (early.length > 0 || typeof Worker === "undefined" || window.location.pathname !== "/") return;
  for (let i = 0; i < poolSize(navigator.hardwareConcurrency); i++) {
    const worker = createWebWorker();
    if (worker) early.push(worker);
  }
}

/** A worker started early, once; null when none is left. */
export function takeEarlyWorker(): WorkerLike | null {
  return early.shift() ?? null;
}

import { setPriority } from "node:os";
import { parentPort } from "node:worker_threads";
import { runBatch, type BatchRequest } from "@/lib/worker/protocol";
import type { ThreadReady } from "./scheduler-state";

/** Nice value of a simulation thread: it yields the cores to the request thread (weight 1024 vs 335). */
const SIMULATION_THREAD_NICE = 5;

// The server's worker-thread entry (bundled by scripts/engine-bundles.mjs): the same bridge as the
// browser's Web Worker. On Linux the nice value is per thread, so this lowers only this thread: when the
// cores are contended, the event loop that serves pages and validates requests runs first.
try {
  setPriority(0, SIMULATION_THREAD_NICE);
} catch {
  // Not permitted here (some containers): the scheduler's deadlines still hold, only pages get less headroom.
}

// The engine is loaded: from now on a stuck slice's time is the battle's (under load a thread's start alone can
// outlast a probe's hard limit, and must not be taken for the battle's cost).
parentPort?.postMessage({ ready: true } satisfies ThreadReady);

let warm = false;

parentPort?.on("message", (request: BatchRequest) => {
  // A fresh thread's first batch would time the engine's first compilation too (several times the battle's own
  // cost, and a probe is judged on its time): a few of its trials run first, untimed.
  if (!warm && request.first !== undefined && request.end !== undefined) {
    runBatch({ ...request, runId: -1, end: Math.min(request.end, request.first + 8) });
    warm = true;
  }
  // Timed here: the scheduler's clock would count the thread's start and the messages too.
  const started = performance.now();
  const response = runBatch(request);
  parentPort?.postMessage(
    "error" in response ? response : { ...response, elapsedMs: performance.now() - started },
  );
});

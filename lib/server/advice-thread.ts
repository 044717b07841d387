import { setPriority } from "node:os";
import { parentPort } from "node:worker_threads";
import { advise } from "@/lib/advice/advice";
import type { Scenario } from "@/lib/scenario/types";

/** Nice value of the advice thread, as a simulation thread's: the request thread runs first. */
const ADVICE_THREAD_NICE = 5;

// The server's advice thread (bundled by scripts/engine-bundles.mjs): POST /api/advise's whole run, the main run
// and the page's queue of extra runs, off the request thread (lib/server/advice-service.ts).
try {
  setPriority(0, ADVICE_THREAD_NICE);
} catch {
  // Not permitted here: the service's time limit still holds.
}

parentPort?.on("message", (request: { id: number; scenario: Scenario; trials: number; seed: string }) => {
  try {
    const advice = advise({ scenario: request.scenario, trials: request.trials, seed: request.seed });
    parentPort?.postMessage({ id: request.id, advice });
  } catch (e) {
    parentPort?.postMessage({ id: request.id, error: e instanceof Error ? e.message : String(e) });
  }
});

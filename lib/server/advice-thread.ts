import { setPriority } from "node:os";
import { parentPort } from "node:worker_threads";
import { advise, type Advice } from "@/lib/advice/advice";
import { CHUNK_SIZE, type RolledDice } from "@/lib/engine";
import type { AskedMove } from "@/lib/mid-battle/asked-move";
import { bestMove } from "@/lib/mid-battle/best-move";
import { MOVE_TRIALS } from "@/lib/mid-battle/move-search";
import type { Scenario } from "@/lib/scenario/types";
import { runBatch, type BatchRequest } from "@/lib/worker/protocol";

/** Nice value of the advice thread, as a simulation thread's: the request thread runs first. */
const ADVICE_THREAD_NICE = 5;

// The server's advice thread (bundled by scripts/engine-bundles.mjs): POST /api/advise's whole run, the main run
// and the page's queue of extra runs, off the request thread (lib/server/advice-service.ts). It stops at its budget
// between two batches, and answers with the pace it measured (docs/server.md#the-advice-thread).
try {
  setPriority(0, ADVICE_THREAD_NICE);
} catch {
  // Not permitted here: the service's time limit still holds.
}

export interface AdviceJob {
  readonly id: number;
  readonly scenario: Scenario;
  readonly trials: number;
  readonly seed: string;
  readonly workTrials: number;
  readonly budgetMs: number;
  /** A roll just made: the best move after it is added to the advice (lib/mid-battle/best-move.ts). */
  readonly rolled?: RolledDice;
  readonly asked?: AskedMove;
}

/** What the thread answers: the advice, or that it ran out of its budget, with the pace it measured; or an error. */
export interface AdviceReply {
  readonly id: number;
  readonly advice?: Advice;
  readonly error?: string;
  readonly tooLong?: true;
  /** Microseconds a trial, as measured; trials run. */
  readonly usPerTrial?: number;
  readonly trials?: number;
}

class OutOfTime extends Error {}

parentPort?.on("message", (job: AdviceJob) => {
  const started = performance.now();
  let trials = 0;
  /** Microseconds a trial, as measured so far. */
  const pace = () => ((performance.now() - started) * 1000) / Math.max(1, trials);
  const tooLong = () => ({ id: job.id, tooLong: true, usPerTrial: pace(), trials });
  try {
    const setup = { scenario: job.scenario, trials: job.trials, seed: job.seed };
    let mainDone = false;
    const run = (batch: BatchRequest) => {
      if (!mainDone) {
        mainDone = true;
        trials += job.trials;
      }
      if (performance.now() - started > job.budgetMs) throw new OutOfTime();
      const response = runBatch(batch);
      if (!("error" in response)) trials += response.tally.trials;
      return response;
    };
    const plain = advise(setup, undefined, { run });
    if (!mainDone) trials += job.trials;
    const move = job.rolled ? bestMove(job.scenario, job.rolled, job.seed, MOVE_TRIALS, job.asked) : null;
    if (move?.ok) trials += move.move.rows.length === 0 ? 0 : move.move.run * CHUNK_SIZE;
    const advice = move ? { ...plain, afterRoll: move.ok ? move.move : { error: move.error } } : plain;
    parentPort?.postMessage({ id: job.id, advice, usPerTrial: pace(), trials });
  } catch (e) {
    if (e instanceof OutOfTime) parentPort?.postMessage(tooLong());
    else parentPort?.postMessage({ id: job.id, error: e instanceof Error ? e.message : String(e) });
  }
});

import { runBatch, type BatchRequest, type BatchResponse } from "@/lib/worker/protocol";
import { RunQueue } from "@/lib/runs/run-queue";
import type { Known } from "@/lib/runs/run-descriptor";
import { RUN_ORDER, demandGroups, runPlans, runViews, type RunInput } from "./run-plan";
import type { RunViews } from "./registry";

/**
 * Runs every registered panel's extra runs to the end on this thread, as the page's queue would on its workers:
 * the same plans, demands and stopping rules, one chunk at a time in the order the queue hands them out. The CLI's
 * and the API's advice (lib/advice) and the tests use it. `open`: the panels that run only while open.
 */
export function runToEnd(
  input: RunInput,
  open: ReadonlySet<string> = new Set(),
  options: {
    /** Only these panels run (every one by default); the others' views show nothing run. */
    readonly only?: ReadonlySet<string>;
    readonly run?: (batch: BatchRequest) => BatchResponse;
  } = {},
): { readonly views: RunViews; readonly trials: number } {
  const { only, run = runBatch } = options;
  const plans = runPlans(input);
  const plan = (known: Known) =>
    demandGroups(plans, input, open, known).map((g, i) => (!only || only.has(RUN_ORDER[i]!) ? g : []));
  const queue = new RunQueue(plan);
  queue.replan(plan);
  let trials = 0;
  for (let batch = queue.next(); batch; batch = queue.next()) {
    const response = run(batch);
    if (!("error" in response)) trials += response.tally.trials;
    queue.receive(response);
  }
  return { views: runViews(plans, input, open, queue), trials };
}

import { PLANNER_WORKER_URL } from "@/lib/worker/engine-worker-url";
import type { PlanReply } from "./plan-messages";
import { PlanError, planSearch } from "./search";
import type { PlanInput } from "./types";

/** A planner run that can be stopped at any time. */
export interface PlanRun {
  stop(): void;
}

/** How long the main-thread fallback runs before letting the page paint. */
const SLICE_MS = 30;

/**
 * Runs the planner in its own Web Worker and reports each reply; `stop` terminates the worker. Where workers
 * are unavailable the search runs on the main thread in slices between paints, stoppable the same way.
 */
export function startPlan(input: PlanInput, onReply: (reply: PlanReply) => void): PlanRun {
  if (typeof Worker !== "undefined") {
    try {
      // (a static script, scripts/engine-bundles.mjs, which the service worker keeps: Plan works offline)
      const worker = new Worker(PLANNER_WORKER_URL);
      let live = true;
      worker.onmessage = (e: MessageEvent<PlanReply>) => {
        if (!live) return;
        if (e.data.type !== "progress") live = false;
        onReply(e.data);
        if (!live) worker.terminate();
      };
      worker.onerror = () => {
        if (!live) return;
        live = false;
        worker.terminate();
        onReply({ type: "error", message: "the planner's worker stopped unexpectedly" });
      };
      worker.postMessage(input);
      return {
        stop() {
          live = false;
          worker.terminate();
        },
      };
    } catch {
      // fall through to the main thread
    }
  }
  return startOnMainThread(input, onReply);
}

function startOnMainThread(input: PlanInput, onReply: (reply: PlanReply) => void): PlanRun {
  let live = true;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const search = planSearch(input);
  const slice = () => {
    const until = performance.now() + SLICE_MS;
    try {
      for (;;) {
        const step = search.next();
        if (step.done) {
          onReply({ type: "done", result: step.value });
          return;
        }
        if (performance.now() >= until) {
          onReply({ type: "progress", progress: step.value });
          break;
        }
      }
    } catch (e) {
      onReply({
        type: "error",
        message: e instanceof PlanError ? e.message : `the planner failed (${String(e)})`,
      });
      return;
    }
    if (live) timer = setTimeout(slice, 0);
  };
  timer = setTimeout(slice, 0);
  return {
    stop() {
      live = false;
      clearTimeout(timer);
    },
  };
}

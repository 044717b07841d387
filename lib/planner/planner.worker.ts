/// <reference lib="webworker" />
import type { PlanReply, PlanRequestMessage } from "./plan-messages";
import { PlanError, planSearch } from "./search";

/** Progress is posted at most this often, so the page is not flooded. */
const REPORT_EVERY_MS = 150;

// The planner's Web Worker: the whole search runs here, so the page stays responsive; the page cancels a
// search by terminating the worker.
self.onmessage = (event: MessageEvent<PlanRequestMessage>) => {
  const post = (reply: PlanReply) => self.postMessage(reply);
  try {
    const search = planSearch(event.data);
    let last = 0;
    for (;;) {
      const step = search.next();
      if (step.done) {
        post({ type: "done", result: step.value });
        return;
      }
      const now = performance.now();
      if (now - last >= REPORT_EVERY_MS) {
        last = now;
        post({ type: "progress", progress: step.value });
      }
    }
  } catch (e) {
    post({
      type: "error",
      message: e instanceof PlanError ? e.message : `the planner failed (${String(e)})`,
    });
  }
};

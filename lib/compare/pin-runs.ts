import type { SimulationResult, TrialTrace } from "@/lib/engine";
import { descriptor, type RunProgressView } from "@/lib/runs/run-descriptor";
import { runJob, type RunJob } from "@/lib/runs/run-job";

export interface PinView {
  /** A's run (its own trials and seed, traced), null when nothing is pinned. */
  readonly job: RunJob | null;
  readonly a: SimulationResult | null;
  readonly aTrace: TrialTrace | null;
  readonly error: string | null;
  readonly progress: RunProgressView;
}

/**
 * Compare's pinned setup A: run in full (its own trials and seed, traced, so A and B are compared trial by trial
 * when they share a seed). When A is the setup just shown, the main run is A's run already (the queue keeps it).
 * First of the extra runs: a compare link opens on it.
 */
export const PIN_RUNS = descriptor({
  id: "pin",
  priority: 0,
  standalone: true,
  plan: (ctx) => (ctx.pinned ? runJob(ctx.pinned, true) : null),
  demands: (job) => (job ? [{ job, trials: job.request.trials }] : []),
  view: (job, _ctx, known, progress): PinView => {
    const done = job !== null && known.trials(job) >= job.request.trials;
    return {
      job,
      a: job && done ? known.result(job) : null,
      aTrace: job && done ? known.trace(job) : null,
      error: job ? known.failed(job) : null,
      progress,
    };
  },
});

import { CHUNK_SIZE } from "@/lib/engine";
import type { Piece } from "./pool/pool-policy";
import type { SchedulerOptions } from "./run-types";
import type { Run, SliceNote } from "./scheduler-state";
import { nextSlice } from "./slices";
import type { BatchRequest } from "@/lib/worker/protocol";

/** Trials [first, end) for the run's next slice: handed-back trials first, cut to the slice's size. */
function takeSlice(run: Run, costUs: number, sliceMs: number): [number, number] {
  const back = run.requeued.shift();
  if (back) {
    const [first, end] = nextSlice(back[0], back[1], costUs, sliceMs);
    if (end < back[1]) run.requeued.unshift([end, back[1]]);
    return [first, end];
  }
  const slice = nextSlice(run.nextTrial, run.request.trials, costUs, sliceMs);
  run.nextTrial = slice[1];
  return slice;
}

/**
 * The next slice of `run` for a thread (a probe: ~probeMs by the estimate, else ~sliceMs), at `costUs` a trial,
 * timed: when it is expected back, and its hard limit, a multiple of that estimate (a `fresh` thread's first slice
 * gets the time to load the engine on top).
 */
export function startSlice(
  run: Run,
  probe: boolean,
  fresh: boolean,
  costUs: number,
  options: SchedulerOptions,
): Piece<Run, BatchRequest, SliceNote> {
  const [first, end] = takeSlice(run, costUs, probe ? options.probeMs : options.sliceMs);
  const { scenario, seed, trials } = run.request;
  const message: BatchRequest = {
    runId: run.id,
    scenario,
    seed,
    trials,
    from: Math.floor(first / CHUNK_SIZE),
    to: Math.ceil(end / CHUNK_SIZE),
    first,
    end,
  };
  const expectedMs = ((end - first) * costUs) / 1000;
  const hardMs =
    Math.max(options.hardLimitMs, options.hardLimitFactor * expectedMs) + (fresh ? options.threadStartMs : 0);
  run.inFlight++;
  run.started = true;
  return { entry: run, message, expectedMs, hardMs, note: { costKey: run.costKey, probe } };
}

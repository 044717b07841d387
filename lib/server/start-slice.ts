import { CHUNK_SIZE } from "@/lib/engine";
import type { SchedulerOptions } from "./run-types";
import type { Run, Slot } from "./scheduler-state";
import { nextSlice } from "./slices";

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
 * Hands `slot`'s thread the next slice of `run` (a probe: ~probeMs by the estimate, else ~sliceMs), at `costUs` a
 * trial, and times it: when it is expected back, and its hard limit, a multiple of that estimate (a fresh thread's
 * first slice gets the time to load the engine on top). `onHardLimit` is called if it is not back by then.
 */
export function startSlice(
  slot: Slot,
  run: Run,
  probe: boolean,
  costUs: number,
  options: SchedulerOptions,
  onHardLimit: () => void,
): void {
  const [first, end] = takeSlice(run, costUs, probe ? options.probeMs : options.sliceMs);
  const { scenario, seed, trials } = run.request;
  slot.batch = {
    runId: run.id,
    scenario,
    seed,
    trials,
    from: Math.floor(first / CHUNK_SIZE),
    to: Math.ceil(end / CHUNK_SIZE),
    first,
    end,
  };
  const now = options.clock.now();
  const expectedMs = ((end - first) * costUs) / 1000;
  const hardMs =
    Math.max(options.hardLimitMs, options.hardLimitFactor * expectedMs) +
    (slot.fresh ? options.threadStartMs : 0);
  slot.sentAt = now;
  slot.expectedEnd = now + expectedMs;
  slot.hardAt = now + hardMs;
  slot.costKey = run.costKey;
  slot.probe = probe;
  slot.hardTimer = options.clock.setTimeout(onHardLimit, hardMs);
  run.inFlight++;
  run.started = true;
  slot.worker.postMessage(slot.batch);
}

import { getHeapStatistics, setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { performance } from "node:perf_hooks";

/** When the idle collector looks, and what it takes to run a full collection (docs/server.md, "Caches"). */
export const IDLE_COLLECTOR = {
  /** Every 5 s… */
  everyMs: 5000,
  /** …if the request thread was busy less than 5% of it… */
  idleBelow: 0.05,
  /** …and its heap is 16 MB over its size after the last collection. */
  grownBytes: 16 * 1024 * 1024,
} as const;

export interface HeapProbe {
  /** The request thread's share of time busy since the last look (event-loop utilization). */
  busyShare(): number;
  /** The V8 heap's size now, in bytes. */
  heapBytes(): number;
  /** A full collection. */
  collect(): void;
}

/**
 * Decides, at each look, whether to collect: only when the thread was idle and its heap grew by `grownBytes`
 * since the last collection (or the first look). docs/server.md#load-and-its-figures: a minute after a 60 s flood RSS was 57 MB over idle; it
 * was garbage in the request thread's heap (new space grown to 32 MB, old space doubled), which V8 does not collect
 * while nothing allocates. A full collection once idle, and one more at the next idle look, give it back (~50 ms
 * each, only when nothing is asked).
 */
export function idleCollector(probe: HeapProbe, limits = IDLE_COLLECTOR): () => boolean {
  let baseline = probe.heapBytes();
  // V8 gives back the new space it grew (up to 32 MB) only in a collection after a while of little allocation:
  // the one after a collection, at the next idle look, does.
  let again = false;
  return () => {
    const idle = probe.busyShare() < limits.idleBelow;
    const heap = probe.heapBytes();
    if (!idle || (!again && heap - baseline < limits.grownBytes)) {
      baseline = Math.min(baseline, heap);
      return false;
    }
    probe.collect();
    again = !again;
    baseline = probe.heapBytes();
    return true;
  };
}

/** `gc()` without starting Node with --expose-gc: the flag turned on, the function read from a fresh context. */
function fullCollection(): () => void {
  setFlagsFromString("--expose-gc");
  return runInNewContext("gc") as () => void;
}

const GLOBAL_KEY = Symbol.for("rebellion-odds.idle-collector");
type WithCollector = typeof globalThis & { [GLOBAL_KEY]?: ReturnType<typeof setInterval> };

/** Starts the process's one idle collector (once; its timer keeps no process alive). */
export function startIdleCollector(): void {
  const global = globalThis as WithCollector;
  if (global[GLOBAL_KEY]) return;
  const gc = fullCollection();
  let last = performance.eventLoopUtilization();
  const look = idleCollector({
    busyShare: () => {
      const now = performance.eventLoopUtilization();
      const share = performance.eventLoopUtilization(now, last).utilization;
      last = now;
      return share;
    },
    heapBytes: () => getHeapStatistics().total_heap_size,
    collect: gc,
  });
  global[GLOBAL_KEY] = setInterval(look, IDLE_COLLECTOR.everyMs).unref();
}

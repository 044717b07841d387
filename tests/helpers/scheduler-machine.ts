import { PRESETS, parseScenario, type Scenario } from "@/lib/scenario";
import type { RunOutcome, SchedulerOptions } from "@/lib/server/run-types";
import { scriptedClock } from "./scripted-clock";
import { runBatch, type BatchRequest, type BatchResponse } from "@/lib/worker/protocol";
import type { WorkerLike } from "@/lib/worker/worker-like";

// A scripted machine for the scheduler's tests (tests/server/run-*.test.ts).

export function presetScenario(id: string): Scenario {
  const parsed = parseScenario(PRESETS.find((p) => p.id === id)?.scenario);
  if (!parsed.ok) throw new Error(parsed.ok === false ? parsed.error : "");
  return parsed.scenario;
}

/**
 * A scripted machine: a clock that only moves when told, and threads that hold their batch until the test
 * finishes it (really running it, after `ms` of simulated time). A thread says it is ready (has loaded the engine)
 * when given its first batch, or, with `slowStart`, only when the test says so (`ready`).
 */
export function machine({ slowStart = false } = {}) {
  type Thread = { worker: WorkerLike; batch: BatchRequest | null; dead: boolean; ready: boolean };
  const threads: Thread[] = [];
  const READY = { ready: true } as unknown as BatchResponse;
  /** The thread says it has loaded the engine. */
  function ready(thread: Thread): void {
    thread.ready = true;
    thread.worker.onmessage?.({ data: READY });
  }
  const { clock, advance } = scriptedClock();
  const factory = (): WorkerLike => {
    const thread: Thread = { worker: null as unknown as WorkerLike, batch: null, dead: false, ready: false };
    thread.worker = {
      onmessage: null,
      onerror: null,
      postMessage(request) {
        if (thread.batch) throw new Error("a thread was given two batches at once");
        if (!slowStart && !thread.ready) ready(thread);
        thread.batch = request;
      },
      terminate() {
        thread.dead = true;
      },
    };
    threads.push(thread);
    return thread.worker;
  };
  const live = () => threads.filter((t) => !t.dead);
  /**
   * Every thread busy now (or only the live thread `only`) finishes its batch after `ms` (not one handed out
   * meanwhile); returns those batches.
   */
  function finishAll(ms: number, only?: number): BatchRequest[] {
    advance(ms);
    const done: BatchRequest[] = [];
    const now = live().map((t) => [t, t.batch] as const);
    for (const [thread, batch] of only === undefined ? now : now.slice(only, only + 1)) {
      if (!batch || thread.batch !== batch || thread.dead) continue;
      thread.batch = null;
      done.push(batch);
      const data: BatchResponse = runBatch(batch);
      thread.worker.onmessage?.({ data });
    }
    return done;
  }
  return { clock, factory, threads, live, advance, finishAll, ready };
}

export const options = (
  clock: SchedulerOptions["clock"],
  over: Partial<SchedulerOptions> = {},
): SchedulerOptions => ({
  maxRuns: 8,
  defaultCostUs: 10,
  modelSlack: 4,
  sliceMs: 1e6, // whole 4,000-trial slices, unless a test sizes them by time
  probeMs: 1e6, // a probe is a whole slice too, unless a test sizes it by time
  hardLimitMs: 60_000,
  hardLimitFactor: 10,
  threadStartMs: 0,
  threadStartLimitMs: 10_000,
  idleReclaimMs: 1e9,
  remeasureMs: 5_000,
  capacityShare: 0.8,
  clock,
  ...over,
});

/** Settles runs in the order they finish; each at most once. */
export function track(outcome: Promise<RunOutcome>, log: string[], name: string): { value?: RunOutcome } {
  const box: { value?: RunOutcome } = {};
  void outcome.then((o) => {
    if (box.value) throw new Error(`${name} settled twice`);
    box.value = o;
    log.push(`${name}:${o.kind}`);
  });
  return box;
}

export const flush = () => new Promise((r) => setTimeout(r, 0));

/** Finishes every slice out at `us` a trial until the run is answered (at most `rounds` rounds). */
export async function finishAt(
  m: ReturnType<typeof machine>,
  us: number,
  box: { value?: RunOutcome },
  rounds = 200,
): Promise<void> {
  for (let i = 0; i < rounds && !box.value; i++) {
    const out = m.live().map((t) => (t.batch ? t.batch.end! - t.batch.first! : 0));
    m.finishAll((Math.max(...out) * us) / 1000);
    await flush();
  }
}

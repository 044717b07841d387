import {
  compileBattle,
  emptyTally,
  mergeTallies,
  summarize,
  type Battle,
  type SimulationResult,
  type Tally,
} from "@/lib/engine";
import type { Scenario } from "@/lib/scenario/types";
import { planBatches } from "./batches";
import type { BatchRequest, BatchResponse } from "./protocol";
import { createInlineWorker, type WorkerFactory, type WorkerLike } from "./worker-like";

export interface RunRequest {
  readonly scenario: Scenario;
  readonly seed: string;
  readonly trials: number;
}

export interface RunProgress {
  readonly result: SimulationResult;
  /** Trials finished so far, of `total`. */
  readonly done: number;
  readonly total: number;
  readonly finished: boolean;
}

export interface RunCallbacks {
  readonly onProgress: (progress: RunProgress) => void;
  readonly onError: (message: string) => void;
}

interface Slot {
  worker: WorkerLike;
  /** Batches posted to this worker and not answered yet, oldest first. */
  inFlight: BatchRequest[];
}

interface Run {
  readonly id: number;
  readonly request: RunRequest;
  readonly battle: Battle;
  readonly queue: [number, number][];
  readonly tally: Tally;
  readonly callbacks: RunCallbacks;
  chunksLeft: number;
}

/**
 * A pool of workers fed from a queue of chunk batches. Tallies are integer counts merged by addition, so
 * the final numbers are the same for any pool size and any finishing order. Starting a run cancels the
 * previous one at once: workers still busy with it are terminated and replaced.
 */
/**
 * Batches kept queued at each worker: the next one is already waiting in the worker's message queue when
 * it finishes one, so it never sits idle while the page is busy drawing the last partial result.
 */
export const IN_FLIGHT_PER_WORKER = 2;

export class SimulationPool {
  private readonly slots: Slot[] = [];
  private run: Run | null = null;
  private nextId = 1;

  constructor(
    size: number,
    private readonly factory: WorkerFactory = () => createInlineWorker(),
  ) {
    for (let i = 0; i < size; i++) this.slots.push(this.makeSlot());
  }

  get size(): number {
    return this.slots.length;
  }

  /** Starts a run (cancelling any other) and returns its id, for `cancelRun`. */
  start(request: RunRequest, callbacks: RunCallbacks): number {
    this.cancel();
    const battle = compileBattle(request.scenario);
    const queue = planBatches(request.trials);
    const id = this.nextId++;
    this.run = {
      id,
      request,
      battle,
      queue,
      tally: emptyTally(battle),
      callbacks,
      chunksLeft: queue.reduce((n, [from, to]) => n + to - from, 0),
    };
    this.dispatch();
    return id;
  }

  /** Cancels run `id` if it is still the current one, so a caller never stops somebody else's run. */
  cancelRun(id: number): void {
    if (this.run?.id === id) this.cancel();
  }

  /** Drops the current run; busy workers are replaced so the new run does not wait for stale batches. */
  cancel(): void {
    this.run = null;
    this.slots.forEach((slot, i) => {
      if (slot.inFlight.length > 0) {
        slot.worker.terminate();
        this.slots[i] = this.makeSlot();
      }
    });
  }

  dispose(): void {
    this.run = null;
    for (const slot of this.slots) slot.worker.terminate();
    this.slots.length = 0;
  }

  private makeSlot(factory: WorkerFactory = this.factory): Slot {
    const slot: Slot = { worker: factory(), inFlight: [] };
    slot.worker.onmessage = (event) => this.receive(slot, event.data);
    slot.worker.onerror = () => this.fallBack(slot);
    return slot;
  }

  /** A worker that fails to load (or crashes) is replaced by the main-thread runner; its batch is re-queued. */
  private fallBack(slot: Slot): void {
    const i = this.slots.indexOf(slot);
    if (i < 0) return;
    slot.worker.terminate();
    const replacement = this.makeSlot(() => createInlineWorker());
    this.slots[i] = replacement;
    const run = this.run;
    if (run) {
      const lost = slot.inFlight
        .filter((b) => b.runId === run.id)
        .map((b): [number, number] => [b.from, b.to]);
      run.queue.unshift(...lost);
    }
    this.dispatch();
  }

  private dispatch(): void {
    const run = this.run;
    if (!run) return;
    const { scenario, seed, trials } = run.request;
    for (const slot of this.slots) {
      while (slot.inFlight.length < IN_FLIGHT_PER_WORKER) {
        const next = run.queue.shift();
        if (!next) return;
        const batch: BatchRequest = { runId: run.id, scenario, seed, trials, from: next[0], to: next[1] };
        slot.inFlight.push(batch);
        slot.worker.postMessage(batch);
      }
    }
  }

  private receive(slot: Slot, response: BatchResponse): void {
    const i = slot.inFlight.findIndex((b) => b.runId === response.runId && b.from === response.from);
    if (i >= 0) slot.inFlight.splice(i, 1);
    const run = this.run;
    if (!run || response.runId !== run.id) return;
    if ("error" in response) {
      this.run = null;
      run.callbacks.onError(response.error);
      return;
    }
    mergeTallies(run.tally, response.tally);
    run.chunksLeft -= response.to - response.from;
    const finished = run.chunksLeft === 0;
    if (finished) this.run = null;
    else this.dispatch();
    run.callbacks.onProgress({
      result: summarize(run.battle, run.tally, run.request.seed),
      done: run.tally.trials,
      total: run.request.trials,
      finished,
    });
  }
}

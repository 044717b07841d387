import { mergeTallies, summarize } from "@/lib/engine";
import { FEED_IN_FLIGHT, FEED_RUN_IDS, type BatchFeed } from "./batch-feed";
import { keepTrace, mergeInOrder, newRun, runTrace, type Run } from "./pool-run";
import type { BatchRequest, BatchResponse } from "./protocol";
import type { RunCallbacks, RunRequest } from "./run-request";
import { createInlineWorker, type WorkerFactory, type WorkerLike } from "./worker-like";

interface Slot {
  worker: WorkerLike;
  /** Batches posted to this worker and not answered yet, oldest first. */
  inFlight: BatchRequest[];
  /** When each of them was posted. */
  postedAt: number[];
  /** When it last answered, and how long its last batch took (ms, 0 before the first). */
  answeredAt: number;
  batchMs: number;
}

/**
 * Batches kept queued at each worker: the next one is already waiting in the worker's message queue when
 * it finishes one, so it never sits idle while the page is busy drawing the last partial result.
 */
export const IN_FLIGHT_PER_WORKER = 3;

/**
 * A cancelled run's batches still queued at a worker are let run (their results are dropped) when they
 * should take less than this: a worker that has run the engine for a while runs it several times faster
 * than a new one (Chromium's V8 takes some 20,000 trials of the large battle to optimise it fully), so
 * replacing it costs more than waiting. Longer queues are cut by replacing the worker.
 */
export const DRAIN_LIMIT_MS = 300;

/**
 * A pool of workers fed from a queue of chunk batches. Tallies are integer counts merged by addition, so
 * the final numbers are the same for any pool size and any finishing order. A precision run merges its
 * chunks in chunk order and stops at the first chunk where the precision holds, so where it stops does not
 * depend on the pool either. Starting a run cancels the previous one at once: its results are dropped from
 * then on, and a worker still busy with it for long is replaced (see DRAIN_LIMIT_MS).
 */
export class SimulationPool {
  private readonly slots: Slot[] = [];
  private run: Run | null = null;
  private source: BatchFeed | null = null;
  private nextId = 1;

  /** `now`: the clock batches are timed by (milliseconds; tests give their own, so load cannot move them). */
  constructor(
    size: number,
    private readonly factory: WorkerFactory = () => createInlineWorker(),
    private readonly now: () => number = () => performance.now(),
  ) {
    for (let i = 0; i < size; i++) this.slots.push(this.makeSlot());
  }

  get size(): number {
    return this.slots.length;
  }

  /** Feeds the workers from `source` (cancelling any run or other feed) until `cancel` or the next `start`. */
  feed(source: BatchFeed): void {
    this.cancel();
    this.source = source;
    this.dispatch();
  }

  /** Stops feeding from `source` if it is the pool's feed now (a run or another feed is left alone). */
  stopFeed(source: BatchFeed): void {
    if (this.source === source) this.cancel();
  }

  /** The feed has new batches ready: post them to workers with room. */
  poke(): void {
    this.dispatch();
  }

  /** Starts a run (cancelling any other) and returns its id, for `cancelRun`. */
  start(request: RunRequest, callbacks: RunCallbacks): number {
    this.cancel();
    const id = this.nextId++;
    this.run = newRun(id, request, callbacks);
    this.dispatch();
    return id;
  }

  /** Cancels run `id` if it is still the current one, so a caller never stops somebody else's run. */
  cancelRun(id: number): void {
    if (this.run?.id === id) this.cancel();
  }

  /**
   * Drops the current run. A worker whose queued batches of it would keep the next run waiting more than
   * DRAIN_LIMIT_MS is replaced; the others finish them (the results are dropped) and stay warm.
   */
  cancel(): void {
    const run = this.run;
    const source = this.source;
    this.run = null;
    this.source = null;
    if (!run && !source) return;
    const dropped = (b: BatchRequest) => (run ? b.runId === run.id : b.runId >= FEED_RUN_IDS);
    // (the feed forgets every batch it had out; one answered later still reaches the next feed, which takes it if useful)
    const lost = source ? this.allInFlight().filter(dropped) : [];
    this.slots.forEach((slot, i) => {
      const queued = slot.inFlight.filter(dropped).length;
      if (queued > 0 && (slot.batchMs === 0 || queued * slot.batchMs > DRAIN_LIMIT_MS)) {
        slot.worker.terminate();
        this.slots[i] = this.makeSlot();
      }
    });
    for (const b of lost) source!.lost(b);
  }

  private allInFlight(): BatchRequest[] {
    return this.slots.flatMap((slot) => slot.inFlight);
  }

  dispose(): void {
    this.run = null;
    for (const slot of this.slots) slot.worker.terminate();
    this.slots.length = 0;
  }

  private makeSlot(factory: WorkerFactory = this.factory): Slot {
    const slot: Slot = { worker: factory(), inFlight: [], postedAt: [], answeredAt: 0, batchMs: 0 };
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
    if (this.source) for (const b of slot.inFlight) if (b.runId >= FEED_RUN_IDS) this.source.lost(b);
    this.dispatch();
  }

  private dispatch(): void {
    const run = this.run;
    if (!run) {
      if (this.source) this.dispatchFeed(this.source);
      return;
    }
    const { scenario, seed, trials, precision } = run.request;
    const perChunk = precision != null;
    const trace = run.request.trace === true;
    for (const slot of this.slots) {
      while (slot.inFlight.length < IN_FLIGHT_PER_WORKER) {
        const next = run.queue.shift();
        if (!next) return;
        const [from, to] = next;
        const batch: BatchRequest = { runId: run.id, scenario, seed, trials, from, to, perChunk, trace };
        slot.inFlight.push(batch);
        slot.postedAt.push(this.now());
        slot.worker.postMessage(batch);
      }
    }
  }

  private dispatchFeed(source: BatchFeed): void {
    for (let round = 1; round <= FEED_IN_FLIGHT; round++) {
      // (one batch per worker first, so both cores start before either queues a second)
      for (const slot of this.slots) {
        if (slot.inFlight.length >= round) continue;
        const batch = source.next();
        if (!batch) return;
        slot.inFlight.push(batch);
        slot.postedAt.push(this.now());
        slot.worker.postMessage(batch);
      }
    }
  }

  private receive(slot: Slot, response: BatchResponse): void {
    const i = slot.inFlight.findIndex((b) => b.runId === response.runId && b.from === response.from);
    const now = this.now();
    if (i >= 0) {
      // The worker ran this batch since it answered the last one (or since it was posted, if idle then).
      slot.batchMs = now - Math.max(slot.answeredAt, slot.postedAt[i]!);
      slot.inFlight.splice(i, 1);
      slot.postedAt.splice(i, 1);
    }
    slot.answeredAt = now;
    if (response.runId >= FEED_RUN_IDS) {
      this.source?.receive(response);
      this.dispatch();
      return;
    }
    const run = this.run;
    if (!run || response.runId !== run.id) {
      this.dispatch(); // a cancelled run's batch: the worker has room for the current run again
      return;
    }
    if ("error" in response) {
      this.run = null;
      run.callbacks.onError(response.error);
      return;
    }
    run.chunksLeft -= response.to - response.from;
    if (response.trace) keepTrace(run, response.trace);
    const precision = run.request.precision;
    let finished: boolean;
    let margin: number | null = null;
    if (precision == null) {
      mergeTallies(run.tally, response.tally);
      finished = run.chunksLeft === 0;
    } else {
      (response.chunks ?? []).forEach((tally, i) => run.early.set(response.from + i, tally));
      const before = run.nextChunk;
      margin = mergeInOrder(run, precision);
      finished = margin <= precision || run.chunksLeft === 0;
      // Only the chunks in order count: nothing new to show until the next one in line has arrived.
      if (!finished && run.nextChunk === before) {
        this.dispatch();
        return;
      }
    }
    if (finished) this.run = null;
    else this.dispatch();
    run.callbacks.onProgress({
      result: summarize(run.battle, run.tally, run.request.seed),
      done: run.tally.trials,
      total: run.request.trials,
      finished,
      margin,
      trace: finished && run.request.trace ? runTrace(run) : null,
      shares: run.shares,
    });
  }
}

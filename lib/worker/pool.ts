import {
  CHUNK_SIZE,
  compileBattle,
  emptyTally,
  joinTraces,
  mergeTallies,
  summarize,
  type Battle,
  type SimulationResult,
  type Tally,
  type TrialTrace,
} from "@/lib/engine";
import type { Scenario } from "@/lib/scenario/types";
import { planBatches } from "./batches";
import { headlineMargin } from "./precision";
import type { BatchRequest, BatchResponse } from "./protocol";
import { createInlineWorker, type WorkerFactory, type WorkerLike } from "./worker-like";

export interface RunRequest {
  readonly scenario: Scenario;
  readonly seed: string;
  /** The trials to run; with `precision`, the most the run may use. */
  readonly trials: number;
  /** Stop at the first chunk where every headline chance is known to ± this many points (lib/worker/precision.ts). */
  readonly precision?: number | null;
  /**
   * Keep how each trial ended (its first TRACE_MAX_TRIALS trials): the finished run's `trace`, for comparing
   * it trial by trial with a run of another setup and the same seed (lib/engine/paired.ts).
   */
  readonly trace?: boolean;
}

export interface RunProgress {
  readonly result: SimulationResult;
  /** Trials finished so far, of `total`. */
  readonly done: number;
  readonly total: number;
  readonly finished: boolean;
  /** A precision run's largest headline half-width so far, in percentage points; null for fixed runs. */
  readonly margin: number | null;
  /** The finished run's trial trace, when asked for (`RunRequest.trace`); null until then. */
  readonly trace?: TrialTrace | null;
}

export interface RunCallbacks {
  readonly onProgress: (progress: RunProgress) => void;
  readonly onError: (message: string) => void;
}

/**
 * Batches the pool does not plan itself: the extra runs' queue (lib/runs/run-queue.ts) hands them out one at a
 * time while the pool has no run of its own, and decides from each answer what to run next. Its batches carry
 * run ids from FEED_RUN_IDS up, so a worker keeps each job's compiled battle apart from the main run's.
 */
export interface BatchFeed {
  /** The next batch to post, or null when none is ready now (the pool asks again after each answer, or on `poke`). */
  next(): BatchRequest | null;
  receive(response: BatchResponse): void;
  /** The batch will not be answered (its worker was replaced, or the feed was cancelled). */
  lost(batch: BatchRequest): void;
}

/** Run ids of a feed's batches start here (the pool's own runs count up from 1). */
export const FEED_RUN_IDS = 2 ** 30;
/** A feed's batches kept queued at each worker: fewer than a run's, since each answer may change what comes next. */
const FEED_IN_FLIGHT = 2;

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

interface Run {
  readonly id: number;
  readonly request: RunRequest;
  readonly battle: Battle;
  readonly queue: [number, number][];
  /** Every chunk merged so far; for a precision run, only the chunks 0 … nextChunk − 1. */
  readonly tally: Tally;
  readonly callbacks: RunCallbacks;
  chunksLeft: number;
  /** Precision runs: chunk tallies that arrived ahead of their turn, and the next chunk to merge. */
  readonly early: Map<number, Tally>;
  nextChunk: number;
  /** The traces of the batches answered so far (traced runs). */
  readonly traces: TrialTrace[];
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
      early: new Map(),
      nextChunk: 0,
      traces: [],
    };
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
    if (response.trace) run.traces.push(response.trace);
    const precision = run.request.precision;
    let finished: boolean;
    let margin: number | null = null;
    if (precision == null) {
      mergeTallies(run.tally, response.tally);
      finished = run.chunksLeft === 0;
    } else {
      (response.chunks ?? []).forEach((tally, i) => run.early.set(response.from + i, tally));
      const before = run.nextChunk;
      margin = this.mergeInOrder(run, precision);
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
    });
  }

  /**
   * Merges the chunks that are next in line, one at a time, stopping at the first one after which every
   * headline chance is within `precision`; returns the largest half-width reached.
   */
  private mergeInOrder(run: Run, precision: number): number {
    let margin = headlineMargin(run.tally);
    for (let tally = run.early.get(run.nextChunk); tally; tally = run.early.get(run.nextChunk)) {
      run.early.delete(run.nextChunk++);
      mergeTallies(run.tally, tally);
      margin = headlineMargin(run.tally);
      if (margin <= precision) break;
    }
    return margin;
  }
}

/**
 * A finished run's trace: its batches' traces joined. A precision run counts only the chunks it merged, so
 * only the traces of those (a batch past where it stopped is left out, and so is what follows it).
 */
function runTrace(run: Run): TrialTrace | null {
  const merged = run.request.precision == null ? Infinity : run.nextChunk * CHUNK_SIZE;
  const parts = run.traces.filter((t) => t.first + t.trials <= merged).sort((x, y) => x.first - y.first);
  const prefix: TrialTrace[] = [];
  for (const t of parts) {
    if (t.first !== (prefix.at(-1) ? prefix.at(-1)!.first + prefix.at(-1)!.trials : 0)) break;
    prefix.push(t);
  }
  return joinTraces(prefix);
}

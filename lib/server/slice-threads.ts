import type { SchedulerOptions } from "./run-types";
import { isLate, sliceRunMs, slotBusyMs, type Run, type Slot, type ThreadReady } from "./scheduler-state";
import { startSlice } from "./start-slice";
import type { BatchRequest, BatchResponse } from "@/lib/worker/protocol";
import type { WorkerFactory } from "@/lib/worker/worker-like";

/** What the threads ask of the scheduler (run-scheduler.ts) that owns the runs. */
export interface SliceOwner {
  /**
   * The next run to serve on a free thread, and whether its slice is a probe; null: nothing to hand out there.
   * `mayProbe`: the thread may take a probe; `probing`: the cost keys of the battles being probed now.
   */
  pick(mayProbe: boolean, probing: ReadonlySet<string>): { run: Run; probe: boolean } | null;
  /** Microseconds a trial of the run's battle is expected to take now. */
  runCostUs(run: Run): number;
  /**
   * A slice came back (`ms`: its time as the thread timed it, else the wall time since it was sent; `cold`: the
   * thread's first, run while the engine was still being compiled for it).
   */
  back(batch: BatchRequest, response: BatchResponse, costKey: string, ms: number, cold: boolean): void;
  /**
   * A slice will not come back: its thread crashed, or was stuck past the hard limit after running the battle for
   * `ms` (null: the thread never said it was ready, so none of that time was the battle's).
   */
  lost(batch: BatchRequest | null, costKey: string, stuck: boolean, ms: number | null): void;
  /** Runs are admitted: the threads are not idle even with no slice out. */
  hasRuns(): boolean;
}

/**
 * The simulation threads, each running at most one slice: handing slices out (probes on every thread but the
 * first), replacing a thread that crashes or is stuck past its slice's hard limit, and, once idle for a while,
 * the threads that ran slices (issue 37: a thread's heap grows with the battles it ran and is not given back).
 */
export class SliceThreads {
  private readonly slots: Slot[] = [];
  private reclaimTimer: unknown = null;

  constructor(
    size: number,
    private readonly factory: WorkerFactory,
    private readonly options: SchedulerOptions,
    private readonly owner: SliceOwner,
  ) {
    for (let i = 0; i < size; i++) this.slots.push(this.makeSlot());
  }

  get size(): number {
    return this.slots.length;
  }

  /** Threads in a slice, those probing a battle not measured, and those past their slice's expected end. */
  counts(): { busy: number; probing: number; late: number } {
    const now = this.options.clock.now();
    return {
      busy: this.slots.filter((s) => s.batch).length,
      probing: this.slots.filter((s) => s.batch && s.probe).length,
      late: this.slots.filter((s) => isLate(s, now)).length,
    };
  }

  /** No thread is in a slice. */
  idle(): boolean {
    return this.slots.every((s) => !s.batch);
  }

  /** Thread-milliseconds until the threads are free, by the estimates (a late slice: until its hard limit). */
  busyMs(): number {
    const now = this.options.clock.now();
    return this.slots.reduce((ms, slot) => ms + slotBusyMs(slot, now), 0);
  }

  /** Hands a slice to every free thread that has one to take (probes never to the first: never every thread). */
  serve(): void {
    this.armReclaim();
    // …and a probe's thread replaced at its hard limit is never the one that serves measured battles first.
    const probeFrom = this.slots.length === 1 ? 0 : 1;
    for (const [i, slot] of this.slots.entries()) {
      if (slot.batch) continue;
      const probing = new Set(this.slots.filter((s) => s.batch && s.probe).map((s) => s.costKey));
      const next = this.owner.pick(i >= probeFrom, probing);
      if (!next) continue;
      const { run, probe } = next;
      startSlice(slot, run, probe, this.owner.runCostUs(run), this.options, () => this.replace(slot, true));
    }
  }

  dispose(): void {
    this.options.clock.clearTimeout(this.reclaimTimer);
    for (const slot of this.slots) {
      this.options.clock.clearTimeout(slot.hardTimer);
      slot.worker.terminate();
    }
    this.slots.length = 0;
  }

  private makeSlot(): Slot {
    const slot: Slot = {
      worker: this.factory(),
      batch: null,
      sentAt: 0,
      expectedEnd: 0,
      hardAt: 0,
      hardTimer: null,
      costKey: "",
      probe: false,
      fresh: true,
      readyAt: null,
    };
    slot.worker.onmessage = (event) => {
      const data: BatchResponse | ThreadReady = event.data;
      if ("ready" in data) slot.readyAt = this.options.clock.now();
      else this.receive(slot, data);
    };
    slot.worker.onerror = () => this.replace(slot, false);
    return slot;
  }

  /** A thread that dies, or is stuck in a slice past its hard limit, is replaced; its owner hears of the slice. */
  private replace(slot: Slot, stuck: boolean): void {
    const i = this.slots.indexOf(slot);
    if (i < 0) return;
    this.options.clock.clearTimeout(slot.hardTimer);
    slot.worker.terminate();
    this.slots[i] = this.makeSlot();
    this.owner.lost(slot.batch, slot.costKey, stuck, sliceRunMs(slot, this.options.clock.now()));
    this.serve();
  }

  private receive(slot: Slot, response: BatchResponse): void {
    const batch = slot.batch;
    if (!batch || batch.runId !== response.runId || batch.from !== response.from) return;
    slot.batch = null;
    const cold = slot.fresh;
    slot.fresh = false;
    this.options.clock.clearTimeout(slot.hardTimer);
    const timed = "error" in response ? undefined : response.elapsedMs;
    const ms = timed ?? this.options.clock.now() - slot.sentAt;
    this.owner.back(batch, response, slot.costKey, ms, cold);
    this.serve();
  }

  /**
   * Once the pool has been idle for `idleReclaimMs`, its threads that ran slices are replaced by fresh ones, so
   * memory returns to about its idle size after a flood (issue 37).
   */
  private armReclaim(): void {
    const { clock, idleReclaimMs } = this.options;
    clock.clearTimeout(this.reclaimTimer);
    this.reclaimTimer = null;
    if (this.owner.hasRuns() || !this.idle()) return;
    this.reclaimTimer = clock.setTimeout(() => {
      this.reclaimTimer = null;
      if (this.owner.hasRuns() || !this.idle()) return;
      for (const slot of [...this.slots]) if (!slot.fresh) this.replace(slot, false);
    }, idleReclaimMs);
  }
}

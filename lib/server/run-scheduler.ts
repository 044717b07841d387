import { CHUNK_SIZE, compileBattle, mergeTallies, summarize, type Battle } from "@/lib/engine";
import { CostEstimates } from "./cost-estimates";
import { admits, serveOrder, type Capacity, type Queued } from "./run-order";
import { nextSlice, retryAfterS } from "./slices";
import type { RunOptions, RunOutcome, RunRequest, SchedulerOptions, SchedulerStats } from "./run-types";
import { isLate, newRun, slotBusyMs, trialsUndispatched, type Run, type Slot } from "./scheduler-state";
import type { BatchResponse } from "@/lib/worker/protocol";
import type { WorkerFactory } from "@/lib/worker/worker-like";

/**
 * Runs simulations on a few threads in slices of trials sized by estimated time (≤ sliceMs each), serving
 * admitted runs in `serveOrder` (best-effort runs by deadline, then the API's by least work left). A battle the
 * scheduler has not measured gets one small probe slice on one thread first (probes run on every thread but the
 * first), and its own measured cost then judges the run again: too long even alone (answered at once),
 * no longer fitting behind the work queued (busy), or served. Until then the cost model's estimate counts. A thread
 * still in a slice at a multiple of the slice's estimate is replaced, and the time it took teaches the battle's
 * cost. Health and Retry-After count what every thread still holds, late and probing slices included.
 */
export class RunScheduler {
  private readonly slots: Slot[] = [];
  private readonly runs: Run[] = [];
  private readonly costs = new CostEstimates();
  private nextId = 1;
  private reclaimTimer: unknown = null;

  constructor(
    size: number,
    private readonly factory: WorkerFactory,
    private readonly options: SchedulerOptions,
  ) {
    for (let i = 0; i < size; i++) this.slots.push(this.makeSlot());
  }

  /** The load as it is: busy, probing and late threads, runs, the work queued and in the threads, the wait. */
  stats(): SchedulerStats {
    const now = this.options.clock.now();
    const running = this.runs.filter((r) => r.inFlight > 0).length;
    const queuedMs = this.queuedMs();
    return {
      threads: this.slots.length,
      busyThreads: this.slots.filter((s) => s.batch).length,
      probingThreads: this.slots.filter((s) => s.batch && s.probe).length,
      lateThreads: this.slots.filter((s) => isLate(s, now)).length,
      running,
      waiting: this.runs.length - running,
      maxRuns: this.options.maxRuns,
      queuedMs: Math.round(queuedMs),
      estimatedWaitS: Math.round(queuedMs / Math.max(1, this.slots.length) / 100) / 10,
    };
  }

  /** Microseconds per trial expected for a battle: learned from its slices, else the model's estimate. */
  costUs(costKey: string, modelUs = this.options.defaultCostUs): number {
    return this.costs.now(costKey) ?? modelUs;
  }

  /** Runs `request` within its time limit, or says why not. Never rejects. */
  submit(request: RunRequest, options: RunOptions): Promise<RunOutcome> {
    const { clock, maxRuns } = this.options;
    const now = clock.now();
    const arrival = options.arrival ?? now;
    const deadline = arrival + options.timeLimitMs;
    const bestEffort = options.bestEffort ?? false;
    const costKey = options.costKey ?? JSON.stringify(request.scenario);
    const modelUs = this.options.estimateUs?.(request.scenario) ?? this.options.defaultCostUs;
    const never = this.neverFits(request.trials, costKey, modelUs, arrival, options.timeLimitMs, now);
    if (never) return Promise.resolve(never);
    if (this.runs.length >= maxRuns) {
      return Promise.resolve(this.busy(`${this.runs.length} simulations are already running or waiting`));
    }
    // Before its battle is measured a best-effort run counts on the best the model allows (it is probed first,
    // on one thread, and judged again on what the probe measures).
    const costUs = bestEffort ? (this.costs.best(costKey) ?? modelUs) : this.costUs(costKey, modelUs);
    const candidate = { id: this.nextId, bestEffort, deadline, leftMs: (request.trials * costUs) / 1000 };
    // An idle pool admits any run that passed `neverFits`.
    const idle = this.runs.length === 0 && this.slots.every((s) => !s.batch);
    if (!idle && !admits(this.queued(), candidate, this.capacity())) {
      return Promise.resolve(this.busy("the simulations already queued would not leave it time to finish"));
    }
    let battle: Battle;
    try {
      battle = compileBattle(request.scenario);
    } catch (e) {
      return Promise.resolve({ kind: "failed", error: e instanceof Error ? e.message : String(e) });
    }
    return new Promise<RunOutcome>((resolve) => {
      const probed = this.costs.has(costKey);
      const fields = {
        id: this.nextId++,
        request,
        battle,
        arrival,
        deadline,
        bestEffort,
        costKey,
        modelUs,
        probed,
      };
      const run = newRun(fields, resolve, () => {
        clock.clearTimeout(run.timer);
        const i = this.runs.indexOf(run);
        if (i >= 0) this.runs.splice(i, 1);
      });
      run.timer = clock.setTimeout(() => this.expire(run), Math.max(0, deadline - now));
      this.runs.push(run);
      this.dispatch();
    });
  }

  /**
   * A too-long outcome if the run cannot fit its time limit even alone on every thread: counted on the
   * battle's best measured cost, or before any measurement on the model's estimate over its error factor
   * (so only what is surely too long is refused before it is tried).
   */
  private neverFits(
    trials: number,
    costKey: string,
    modelUs: number,
    arrival: number,
    limitMs: number,
    now: number,
  ): RunOutcome | null {
    const best = this.costs.best(costKey) ?? modelUs / this.options.modelSlack;
    const aloneMs = (trials * best) / 1000 / this.slots.length;
    if (now - arrival + aloneMs <= limitMs * this.options.capacityShare) return null;
    return { kind: "too-long", done: 0, trials, estimatedMs: Math.round(aloneMs) };
  }

  /**
   * How many times slower than an idle machine the threads run now (≥ 1): slices are timed by the wall clock,
   * and what a battle costs alone (`best`, which decides "too long") must not take in others' load.
   */
  private contention(): number {
    return Math.max(1, this.options.contention?.() ?? 1);
  }

  /** Stops the threads; runs still admitted are answered as busy. */
  dispose(): void {
    this.options.clock.clearTimeout(this.reclaimTimer);
    for (const run of [...this.runs]) run.settle(this.busy("the server is shutting down"));
    for (const slot of this.slots) {
      this.options.clock.clearTimeout(slot.hardTimer);
      slot.worker.terminate();
    }
    this.slots.length = 0;
  }

  private busy(reason: string): RunOutcome {
    return { kind: "busy", retryAfterS: retryAfterS(this.queuedMs(), this.slots.length), reason };
  }

  /** Thread-milliseconds until everything admitted is done: what the threads hold, then what is not handed out. */
  private queuedMs(): number {
    return this.inThreadsMs() + this.runs.reduce((ms, r) => ms + this.leftMs(r), 0);
  }

  private inThreadsMs(): number {
    const now = this.options.clock.now();
    return this.slots.reduce((ms, slot) => ms + slotBusyMs(slot, now), 0);
  }

  private leftMs(run: Run): number {
    return (trialsUndispatched(run) * this.costUs(run.costKey, run.modelUs)) / 1000;
  }

  private queued(): Queued[] {
    return this.runs.map((r) => ({
      id: r.id,
      bestEffort: r.bestEffort,
      deadline: r.deadline,
      leftMs: this.leftMs(r),
    }));
  }

  private capacity(): Capacity {
    return {
      now: this.options.clock.now(),
      threads: this.slots.length,
      share: this.options.capacityShare,
      inThreadsMs: this.inThreadsMs(),
    };
  }

  private expire(run: Run): void {
    if (!run.started) {
      run.settle(this.busy("it waited past its time limit behind other simulations"));
      return;
    }
    // Would it have fit alone, on every thread of an idle machine (the best cost seen)? Then load made it
    // late: busy, not too long.
    run.settle(
      this.tooLong(run, run.deadline - run.arrival) ??
        this.busy("the load on the server made it pass its time limit"),
    );
  }

  /**
   * A too-long outcome if the whole run would not fit `limitMs` alone on every thread, at the best cost
   * seen for its battle (an idle machine), else null: then load made it late, and it is busy.
   */
  private tooLong(run: Run, limitMs: number): RunOutcome | null {
    const best = this.costs.best(run.costKey) ?? run.modelUs;
    const aloneMs = (run.request.trials * best) / 1000 / this.slots.length;
    if (aloneMs <= limitMs) return null;
    const { trials } = run.request;
    return { kind: "too-long", done: run.trialsDone, trials, estimatedMs: Math.round(aloneMs) };
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
    };
    slot.worker.onmessage = (event) => this.receive(slot, event.data);
    slot.worker.onerror = () => this.replace(slot, false);
    return slot;
  }

  /**
   * A thread that dies, or is stuck in a slice past its hard limit, is replaced; its slice goes back to its
   * run. A second crash fails the run; a stuck slice teaches the battle's cost (at least the time it took),
   * so the runs of that battle are judged again and their slices get smaller.
   */
  private replace(slot: Slot, stuck: boolean): void {
    const i = this.slots.indexOf(slot);
    if (i < 0) return;
    this.options.clock.clearTimeout(slot.hardTimer);
    slot.worker.terminate();
    this.slots[i] = this.makeSlot();
    const batch = slot.batch;
    const trials = batch ? batch.end! - batch.first! : 0;
    const run = batch && this.runs.find((r) => r.id === batch.runId);
    if (run && batch) {
      run.inFlight--;
      if (!stuck) run.crashes++;
      if (run.crashes > 1)
        run.settle({ kind: "failed", error: "a simulation thread crashed on this battle" });
      else run.requeued.unshift([batch.first!, batch.end!]);
    }
    if (stuck && batch) {
      const boundUs = ((this.options.clock.now() - slot.sentAt) * 1000) / trials;
      this.costs.bound(slot.costKey, boundUs, boundUs / this.contention());
      this.judgeBattle(slot.costKey);
    } else if (run?.crashes === 1) this.judge(run);
    this.dispatch();
  }

  /**
   * The next run to serve on a free thread, and whether its slice is a probe; null: nothing to hand out there.
   * Probes go only to the threads that may probe (`mayProbe`), one probe of a battle at a time.
   */
  private pick(mayProbe: boolean): { run: Run; probe: boolean } | null {
    const probing = new Set(this.slots.filter((s) => s.batch && s.probe).map((s) => s.costKey));
    for (const run of [...this.runs].sort((a, b) => serveOrder(this.asQueued(a), this.asQueued(b)))) {
      if (trialsUndispatched(run) === 0) continue;
      if (this.costs.has(run.costKey)) return { run, probe: false };
      if (mayProbe && !probing.has(run.costKey)) return { run, probe: true };
    }
    return null;
  }

  private asQueued(r: Run): Queued {
    return { id: r.id, bestEffort: r.bestEffort, deadline: r.deadline, leftMs: this.leftMs(r) };
  }

  /**
   * Once the pool has been idle for `idleReclaimMs`, its threads that ran slices are replaced by fresh ones: a
   * thread's heap grows with the battles it ran and is not given back, so memory returns to about its idle size
   * after a flood (issue 37).
   */
  private armReclaim(): void {
    const { clock, idleReclaimMs } = this.options;
    clock.clearTimeout(this.reclaimTimer);
    this.reclaimTimer = null;
    if (this.runs.length > 0 || this.slots.some((s) => s.batch)) return;
    this.reclaimTimer = clock.setTimeout(() => {
      this.reclaimTimer = null;
      if (this.runs.length > 0 || this.slots.some((s) => s.batch)) return;
      for (const slot of [...this.slots]) if (!slot.fresh) this.replace(slot, false);
    }, idleReclaimMs);
  }

  private dispatch(): void {
    this.armReclaim();
    // Probes (battles not measured) go only to the last threads, all but the first: probes never hold every
    // thread, and a probe's thread replaced at its hard limit is never the one that serves measured battles first.
    const probeFrom = this.slots.length === 1 ? 0 : 1;
    for (const [i, slot] of this.slots.entries()) {
      if (slot.batch) continue;
      const next = this.pick(i >= probeFrom);
      if (!next) continue;
      const { run, probe } = next;
      const costUs = this.costUs(run.costKey, run.modelUs);
      const sliceMs = probe ? this.options.probeMs : this.options.sliceMs;
      const [first, end] = this.takeSlice(run, costUs, sliceMs);
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
      const now = this.options.clock.now();
      const expectedMs = ((end - first) * costUs) / 1000;
      // A fresh thread loads the engine first: its first slice gets that time on top.
      const hardMs =
        Math.max(this.options.hardLimitMs, this.options.hardLimitFactor * expectedMs) +
        (slot.fresh ? this.options.threadStartMs : 0);
      slot.sentAt = now;
      slot.expectedEnd = now + expectedMs;
      slot.hardAt = now + hardMs;
      slot.costKey = run.costKey;
      slot.probe = probe;
      slot.hardTimer = this.options.clock.setTimeout(() => this.replace(slot, true), hardMs);
      run.inFlight++;
      run.started = true;
      slot.worker.postMessage(slot.batch);
    }
  }

  /** Trials [first, end) for the run's next slice: handed-back trials first, cut to the slice's size. */
  private takeSlice(run: Run, costUs: number, sliceMs: number): [number, number] {
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

  private receive(slot: Slot, response: BatchResponse): void {
    const batch = slot.batch;
    if (!batch || batch.runId !== response.runId || batch.from !== response.from) return;
    slot.batch = null;
    slot.fresh = false;
    this.options.clock.clearTimeout(slot.hardTimer);
    const trials = batch.end! - batch.first!;
    const run = this.runs.find((r) => r.id === response.runId);
    if (run) this.record(run, response, trials);
    // The slice's time as the thread timed it (else the wall time since it was sent), contention included: what
    // the next admission should count on.
    if (!("error" in response)) {
      const ms = response.elapsedMs ?? this.options.clock.now() - slot.sentAt;
      this.measured(slot.costKey, (ms * 1000) / trials);
    }
    this.dispatch();
  }

  /** A slice of a battle came back: learn its cost, and judge again the runs of that battle. */
  private measured(costKey: string, sampleUs: number): void {
    this.costs.learn(costKey, sampleUs, sampleUs / this.contention());
    this.judgeBattle(costKey);
  }

  /**
   * The runs of a battle whose cost just changed: too long even alone, answered at once; after their probe (a
   * batch back, not only a bound), answered busy if they no longer fit behind the work queued.
   */
  private judgeBattle(costKey: string): void {
    const measured = this.costs.has(costKey);
    for (const run of this.runs.filter((r) => r.costKey === costKey)) {
      if (this.judge(run) || !measured || run.probed) continue;
      run.probed = true;
      // Its probe is back: its own cost, not the model's, now says whether it may stay: admitted again as if it
      // came now (it fits, and makes no run late that would fit without it).
      const others = this.queued().filter((q) => q.id !== run.id);
      if (!admits(others, this.asQueued(run), this.capacity()))
        run.settle(this.busy("measured, it would not finish before its time limit behind the work queued"));
    }
  }

  private record(run: Run, response: BatchResponse, trials: number): void {
    run.inFlight--;
    if ("error" in response) {
      run.settle({ kind: "failed", error: response.error });
      return;
    }
    mergeTallies(run.tally, response.tally);
    run.trialsDone += trials;
    if (run.trialsDone === run.request.trials) {
      run.settle({ kind: "done", result: summarize(run.battle, run.tally, run.request.seed) });
    }
  }

  /** A run that cannot fit its limit even alone is answered at once, not at its deadline. True: answered. */
  private judge(run: Run): boolean {
    const best = this.costs.best(run.costKey) ?? run.modelUs;
    const leftMs = ((run.request.trials - run.trialsDone) * best) / 1000 / this.slots.length;
    if (this.options.clock.now() + leftMs <= run.deadline) return false;
    const outcome = this.tooLong(run, run.deadline - run.arrival);
    if (outcome) run.settle(outcome);
    return outcome !== null;
  }
}

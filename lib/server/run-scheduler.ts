import { CHUNK_SIZE, compileBattle, mergeTallies, summarize, type Battle } from "@/lib/engine";
import { CostEstimates } from "./cost-estimates";
import { nextSlice, retryAfterS } from "./slices";
import type { RunOptions, RunOutcome, RunRequest, SchedulerOptions, SchedulerStats } from "./run-types";
import { newRun, staleWorkMs, type Run, type Slot } from "./scheduler-state";
import type { BatchResponse } from "@/lib/worker/protocol";
import type { WorkerFactory } from "@/lib/worker/worker-like";

/**
 * Runs simulations on a few threads in slices of trials sized by estimated time (≤ sliceMs each), always
 * giving the next free thread a slice of the admitted run with the earliest deadline. The cost of a trial is
 * known before a run is admitted: the cost model (lib/server/cost-model.ts) until the battle's own slices
 * are measured. A run that cannot fit its time limit even alone is refused at once (too-long), at admission
 * or after its first slice; one that does not fit behind the work queued is turned away as busy, with a
 * Retry-After of that work. An answered run's remaining slices are dropped, and a thread stuck in a slice
 * past the hard limit is replaced.
 */
export class RunScheduler {
  private readonly slots: Slot[] = [];
  private readonly runs: Run[] = [];
  private readonly costs = new CostEstimates();
  private nextId = 1;

  constructor(
    size: number,
    private readonly factory: WorkerFactory,
    private readonly options: SchedulerOptions,
  ) {
    for (let i = 0; i < size; i++) this.slots.push(this.makeSlot());
  }

  /** The load as it is: busy threads, runs, the work queued and in the threads, the estimated wait. */
  stats(): SchedulerStats {
    const running = this.runs.filter((r) => r.inFlight > 0).length;
    const queuedMs = this.queuedMs();
    return {
      threads: this.slots.length,
      busyThreads: this.slots.filter((s) => s.batch).length,
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
    if (!this.admits(request.trials, costKey, modelUs, deadline, bestEffort)) {
      return Promise.resolve(this.busy("the simulations already queued would not leave it time to finish"));
    }
    let battle: Battle;
    try {
      battle = compileBattle(request.scenario);
    } catch (e) {
      return Promise.resolve({ kind: "failed", error: e instanceof Error ? e.message : String(e) });
    }
    return new Promise<RunOutcome>((resolve) => {
      const fields = { id: this.nextId++, request, battle, arrival, deadline, bestEffort, costKey, modelUs };
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
   * Whether a run fits behind the work due before it (the runs with earlier deadlines and the slices in the
   * threads), spread over the threads, within the time to its deadline (times capacityShare). An idle pool
   * admits any run that passed `neverFits`.
   */
  private admits(
    trials: number,
    costKey: string,
    modelUs: number,
    deadline: number,
    bestEffort: boolean,
  ): boolean {
    if (this.runs.length === 0 && this.slots.every((s) => !s.batch)) return true;
    const ahead =
      this.runs.filter((r) => r.deadline <= deadline).reduce((ms, r) => ms + this.workLeftMs(r), 0) +
      this.staleMs();
    const costUs = bestEffort ? (this.costs.best(costKey) ?? modelUs) : this.costUs(costKey, modelUs);
    const own = (trials * costUs) / 1000;
    const room = (deadline - this.options.clock.now()) * this.options.capacityShare * this.slots.length;
    return ahead + own <= room;
  }

  /** Stops the threads; runs still admitted are answered as busy. */
  dispose(): void {
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

  /** Work queued and in the threads, in thread-milliseconds. */
  private queuedMs(): number {
    return this.runs.reduce((ms, r) => ms + this.workLeftMs(r), 0) + this.staleMs();
  }

  private workLeftMs(run: Run): number {
    return ((run.request.trials - run.trialsDone) * this.costUs(run.costKey, run.modelUs)) / 1000;
  }

  /** What is left of slices still in the threads whose runs were answered. */
  private staleMs(): number {
    return staleWorkMs(this.slots, this.runs, this.options.clock.now());
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
      hardTimer: null,
      costKey: "",
    };
    slot.worker.onmessage = (event) => this.receive(slot, event.data);
    slot.worker.onerror = () => this.replace(slot, false);
    return slot;
  }

  /**
   * A thread that dies, or is stuck in a slice past the hard limit, is replaced; its slice goes back to its
   * run. A second crash fails the run; a stuck slice teaches the battle's cost (at least the time it took),
   * so the run is judged again and its slices get smaller.
   */
  private replace(slot: Slot, stuck: boolean): void {
    const i = this.slots.indexOf(slot);
    if (i < 0) return;
    this.options.clock.clearTimeout(slot.hardTimer);
    slot.worker.terminate();
    this.slots[i] = this.makeSlot();
    const batch = slot.batch;
    const trials = batch ? batch.end! - batch.first! : 0;
    if (stuck && batch)
      this.costs.learn(slot.costKey, ((this.options.clock.now() - slot.sentAt) * 1000) / trials);
    const run = batch && this.runs.find((r) => r.id === batch.runId);
    if (run && batch) {
      run.inFlight--;
      if (!stuck) run.crashes++;
      if (run.crashes > 1)
        run.settle({ kind: "failed", error: "a simulation thread crashed on this battle" });
      else {
        run.requeued.unshift([batch.first!, batch.end!]);
        this.judge(run);
      }
    }
    this.dispatch();
  }

  private dispatch(): void {
    for (const slot of this.slots) {
      if (slot.batch) continue;
      let next: Run | undefined;
      for (const run of this.runs) {
        const more = run.requeued.length > 0 || run.nextTrial < run.request.trials;
        if (more && (!next || run.deadline < next.deadline)) next = run;
      }
      if (!next) return;
      const costUs = this.costUs(next.costKey, next.modelUs);
      const [first, end] =
        next.requeued.shift() ?? nextSlice(next.nextTrial, next.request.trials, costUs, this.options.sliceMs);
      if (end > next.nextTrial) next.nextTrial = end;
      const { scenario, seed, trials } = next.request;
      const from = Math.floor(first / CHUNK_SIZE);
      slot.batch = {
        runId: next.id,
        scenario,
        seed,
        trials,
        from,
        to: Math.ceil(end / CHUNK_SIZE),
        first,
        end,
      };
      slot.sentAt = this.options.clock.now();
      slot.expectedEnd = slot.sentAt + ((end - first) * costUs) / 1000;
      slot.costKey = next.costKey;
      slot.hardTimer = this.options.clock.setTimeout(
        () => this.replace(slot, true),
        this.options.hardLimitMs,
      );
      next.inFlight++;
      next.started = true;
      slot.worker.postMessage(slot.batch);
    }
  }

  private receive(slot: Slot, response: BatchResponse): void {
    const batch = slot.batch;
    if (!batch || batch.runId !== response.runId || batch.from !== response.from) return;
    slot.batch = null;
    this.options.clock.clearTimeout(slot.hardTimer);
    const trials = batch.end! - batch.first!;
    if (!("error" in response)) {
      // The wall time of the slice, contention included: what the next admission should count on.
      this.costs.learn(slot.costKey, ((this.options.clock.now() - slot.sentAt) * 1000) / trials);
    }
    const run = this.runs.find((r) => r.id === response.runId);
    if (run) this.record(run, response, trials);
    this.dispatch();
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
    } else this.judge(run);
  }

  /** Once measured: a run that cannot fit its limit even alone is answered at once, not at its deadline. */
  private judge(run: Run): void {
    const best = this.costs.best(run.costKey) ?? run.modelUs;
    const leftMs = ((run.request.trials - run.trialsDone) * best) / 1000 / this.slots.length;
    if (this.options.clock.now() + leftMs <= run.deadline) return;
    const outcome = this.tooLong(run, run.deadline - run.arrival);
    if (outcome) run.settle(outcome);
  }
}

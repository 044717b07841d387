import {
  CHUNK_SIZE,
  compileBattle,
  emptyTally,
  mergeTallies,
  summarize,
  type Battle,
  type Tally,
} from "@/lib/engine";
import { CostEstimates } from "./cost-estimates";
import type { RunOptions, RunOutcome, RunRequest, SchedulerOptions, SchedulerStats } from "./run-types";
import { planBatches } from "@/lib/worker/batches";
import type { BatchRequest, BatchResponse } from "@/lib/worker/protocol";
import type { WorkerFactory, WorkerLike } from "@/lib/worker/worker-like";

interface Run {
  readonly id: number;
  readonly request: RunRequest;
  readonly battle: Battle;
  readonly tally: Tally;
  readonly batches: [number, number][];
  readonly arrival: number;
  readonly deadline: number;
  readonly bestEffort: boolean;
  readonly costKey: string;
  readonly settle: (outcome: RunOutcome) => void;
  chunksLeft: number;
  inFlight: number;
  started: boolean;
  crashes: number;
  timer: unknown;
}

interface Slot {
  worker: WorkerLike;
  batch: BatchRequest | null;
  sentAt: number;
  /** The cost key of the batch's run, to learn from the batch even if its run was answered meanwhile. */
  costKey: string;
}

/** Retry-After bounds, in seconds. */
const RETRY_MIN_S = 1;
const RETRY_MAX_S = 60;

/**
 * Runs simulations on a few threads, batch by batch (chunk ranges, as the browser's pool does), always
 * giving the next free thread a batch of the admitted run with the earliest deadline. So a short run (the
 * page's first numbers) overtakes long API runs within one batch (~50 ms), and API runs finish in order of
 * arrival. Admission is bounded twice: at most `maxRuns` runs at once, and a run is admitted only if the
 * estimated work ahead of it and its own fit before its deadline; the estimate is learned per battle from
 * the batches' wall time, so it follows the machine's real load. A run past its deadline is answered at
 * once; the batch a thread is busy with finishes and is thrown away.
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

  get size(): number {
    return this.slots.length;
  }

  stats(): SchedulerStats {
    const running = this.runs.filter((r) => r.inFlight > 0).length;
    return {
      threads: this.slots.length,
      running,
      waiting: this.runs.length - running,
      maxRuns: this.options.maxRuns,
    };
  }

  /** Microseconds per trial expected for a battle: learned from its batches, else the default. */
  costUs(costKey: string): number {
    return this.costs.now(costKey) ?? this.options.defaultCostUs;
  }

  /** Runs `request` within its time limit, or says why not. Never rejects. */
  submit(request: RunRequest, options: RunOptions): Promise<RunOutcome> {
    const { clock, maxRuns } = this.options;
    const now = clock.now();
    const arrival = options.arrival ?? now;
    const deadline = arrival + options.timeLimitMs;
    const bestEffort = options.bestEffort ?? false;
    const costKey = options.costKey ?? JSON.stringify(request.scenario);
    if (this.runs.length >= maxRuns) {
      return Promise.resolve(this.busy(`${this.runs.length} simulations are already running or waiting`));
    }
    if (!this.admits(request.trials, costKey, deadline, bestEffort)) {
      return Promise.resolve(this.busy("the simulations already queued would not leave it time to finish"));
    }
    let battle: Battle;
    try {
      battle = compileBattle(request.scenario);
    } catch (e) {
      return Promise.resolve({ kind: "failed", error: e instanceof Error ? e.message : String(e) });
    }
    return new Promise<RunOutcome>((resolve) => {
      const batches = planBatches(request.trials);
      let settled = false;
      const run: Run = {
        id: this.nextId++,
        request,
        battle,
        tally: emptyTally(battle),
        batches,
        arrival,
        deadline,
        bestEffort,
        costKey,
        chunksLeft: batches.reduce((n, [from, to]) => n + to - from, 0),
        inFlight: 0,
        started: false,
        crashes: 0,
        timer: null,
        settle: (outcome) => {
          if (settled) return;
          settled = true;
          clock.clearTimeout(run.timer);
          const i = this.runs.indexOf(run);
          if (i >= 0) this.runs.splice(i, 1);
          resolve(outcome);
        },
      };
      run.timer = clock.setTimeout(() => this.expire(run), Math.max(0, deadline - now));
      this.runs.push(run);
      this.dispatch();
    });
  }

  /**
   * Whether a run fits: the estimated work of the runs due before it plus its own, spread over the
   * threads, within the time to its deadline (times capacityShare). An idle pool admits any API run, so
   * an estimate learned under a passing load cannot shut a battle out for good (it is measured again). A
   * best-effort run of a battle not measured yet is tried (dropped at its deadline if it does not fit);
   * once measured, one that cannot fit is turned away at once instead of holding the page up. On an idle
   * pool a best-effort run counts on its battle's best cost seen: the first runs on new threads are slow
   * (the JIT is cold), and an estimate stuck at that cost would turn the page's battle away for good.
   */
  private admits(trials: number, costKey: string, deadline: number, bestEffort: boolean): boolean {
    const idle = this.runs.length === 0;
    if (bestEffort ? !this.costs.has(costKey) : idle) return true;
    const ahead = this.runs
      .filter((r) => r.deadline <= deadline)
      .reduce((ms, r) => ms + this.workLeftMs(r), 0);
    const costUs = bestEffort && idle ? this.costs.best(costKey)! : this.costUs(costKey);
    const own = (trials * costUs) / 1000;
    const room = (deadline - this.options.clock.now()) * this.options.capacityShare * this.slots.length;
    return ahead + own <= room;
  }

  /** Stops the threads; runs still admitted are answered as busy. */
  dispose(): void {
    for (const run of [...this.runs]) run.settle(this.busy("the server is shutting down"));
    for (const slot of this.slots) slot.worker.terminate();
    this.slots.length = 0;
  }

  private busy(reason: string): RunOutcome {
    const workMs = this.runs.reduce((ms, r) => ms + this.workLeftMs(r), 0) / Math.max(1, this.slots.length);
    const retryAfterS = Math.min(RETRY_MAX_S, Math.max(RETRY_MIN_S, Math.ceil(workMs / 1000)));
    return { kind: "busy", retryAfterS, reason };
  }

  private workLeftMs(run: Run): number {
    const trialsLeft = run.request.trials - run.tally.trials;
    return (trialsLeft * this.costUs(run.costKey)) / 1000;
  }

  private expire(run: Run): void {
    if (!run.started) {
      run.settle(this.busy("it waited past its time limit behind other simulations"));
      return;
    }
    // Would it have fit alone, on every thread of an idle machine (the best cost seen)? Then load made it
    // late: busy, not too long.
    const best = this.costs.best(run.costKey) ?? this.options.defaultCostUs;
    const aloneMs = (run.request.trials * best) / 1000 / this.slots.length;
    run.settle(
      aloneMs > run.deadline - run.arrival
        ? { kind: "too-long", done: run.tally.trials, trials: run.request.trials }
        : this.busy("the load on the server made it pass its time limit"),
    );
  }

  private makeSlot(): Slot {
    const slot: Slot = { worker: this.factory(), batch: null, sentAt: 0, costKey: "" };
    slot.worker.onmessage = (event) => this.receive(slot, event.data);
    slot.worker.onerror = () => this.crashed(slot);
    return slot;
  }

  /** A thread that dies is replaced; its batch goes back to its run, which fails on a second crash. */
  private crashed(slot: Slot): void {
    const i = this.slots.indexOf(slot);
    if (i < 0) return;
    slot.worker.terminate();
    this.slots[i] = this.makeSlot();
    const batch = slot.batch;
    const run = batch && this.runs.find((r) => r.id === batch.runId);
    if (run && batch) {
      run.inFlight--;
      run.crashes++;
      if (run.crashes > 1)
        run.settle({ kind: "failed", error: "a simulation thread crashed on this battle" });
      else run.batches.unshift([batch.from, batch.to]);
    }
    this.dispatch();
  }

  private dispatch(): void {
    for (const slot of this.slots) {
      if (slot.batch) continue;
      let next: Run | undefined;
      for (const run of this.runs) {
        if (run.batches.length > 0 && (!next || run.deadline < next.deadline)) next = run;
      }
      if (!next) return;
      const [from, to] = next.batches.shift()!;
      const { scenario, seed, trials } = next.request;
      slot.batch = { runId: next.id, scenario, seed, trials, from, to };
      slot.sentAt = this.options.clock.now();
      slot.costKey = next.costKey;
      next.inFlight++;
      next.started = true;
      slot.worker.postMessage(slot.batch);
    }
  }

  private receive(slot: Slot, response: BatchResponse): void {
    const batch = slot.batch;
    if (!batch || batch.runId !== response.runId || batch.from !== response.from) return;
    slot.batch = null;
    if (!("error" in response)) {
      // The wall time of the batch, contention included: what the next admission should count on.
      const trials = Math.min(batch.to * CHUNK_SIZE, batch.trials) - batch.from * CHUNK_SIZE;
      this.costs.learn(slot.costKey, ((this.options.clock.now() - slot.sentAt) * 1000) / trials);
    }
    const run = this.runs.find((r) => r.id === response.runId);
    if (run) this.record(run, response);
    this.dispatch();
  }

  private record(run: Run, response: BatchResponse): void {
    run.inFlight--;
    if ("error" in response) {
      run.settle({ kind: "failed", error: response.error });
      return;
    }
    mergeTallies(run.tally, response.tally);
    run.chunksLeft -= response.to - response.from;
    if (run.chunksLeft === 0) {
      run.settle({ kind: "done", result: summarize(run.battle, run.tally, run.request.seed) });
    }
  }
}

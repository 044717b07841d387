import { compileBattle, mergeTallies, summarize, type Battle } from "@/lib/engine";
import type { Candidate } from "./admission-wait";
import { CostEstimates } from "./cost-estimates";
import { admits, serveOrder } from "./run-order";
import { RunLoad } from "./run-load";
import type { RunOptions, RunOutcome, RunRequest, SchedulerOptions, SchedulerStats } from "./run-types";
import type { Entry, Piece, PoolPolicy, SlotView } from "./pool/pool-policy";
import { ThreadPool } from "./pool/thread-pool";
import { newRun, trialsUndispatched, type Run, type RunJob, type SliceNote } from "./scheduler-state";
import { startSlice } from "./start-slice";
import { tooLongAlone } from "./too-long-alone";
import type { BatchRequest, BatchResponse } from "@/lib/worker/protocol";
import type { WorkerFactory } from "@/lib/worker/worker-like";

type Slice = Piece<Run, BatchRequest, SliceNote>;

/**
 * The simulations' deadline slicing, a policy of the one ThreadPool (lib/server/pool/thread-pool.ts). Runs
 * simulations on a few threads in slices of trials sized by estimated time (≤ sliceMs each), serving
 * admitted runs in `serveOrder` (best-effort runs by deadline, then the API's by least work left). A battle the
 * scheduler has not measured gets one small probe slice on one thread first (probes run on every thread but the
 * first), and its own measured cost then judges the run again: too long even alone (answered at once),
 * no longer fitting behind the work queued, another run admitted (busy), or served. Until then the cost model's estimate counts. A thread
 * still in a slice at a multiple of the slice's estimate is replaced, and the time it took teaches the battle's
 * cost. Health and Retry-After count what every thread still holds, late and probing slices included; Retry-After
 * is when a run like the one turned away would be let in (lib/server/admission-wait.ts).
 */
export class RunScheduler implements PoolPolicy<
  RunJob,
  RunOutcome,
  BatchRequest,
  BatchResponse,
  SliceNote,
  Run
> {
  private readonly costs = new CostEstimates();
  private readonly threads: ThreadPool<RunJob, RunOutcome, BatchRequest, BatchResponse, SliceNote, Run>;
  private readonly load: RunLoad;

  constructor(
    size: number,
    factory: WorkerFactory,
    private readonly options: SchedulerOptions,
  ) {
    this.threads = new ThreadPool(
      {
        size,
        factory,
        clock: options.clock,
        idle: { afterMs: options.idleReclaimMs, then: "replace-used" },
        isReady: (reply) => "ready" in reply,
        startLimitMs: options.threadStartLimitMs,
        matches: (batch, reply) => batch.runId === reply.runId && batch.from === reply.from,
        timed: (reply) => ("error" in reply ? undefined : reply.elapsedMs),
      },
      this,
    );
    this.load = new RunLoad(this.threads, options, (run) => this.runCostUs(run));
  }

  /** The runs admitted and not answered. */
  private get runs(): readonly Run[] {
    return this.threads.entries();
  }

  /** The load as it is: busy, probing and late threads, runs, the work queued and in the threads, the wait. */
  stats(): SchedulerStats {
    return this.load.stats();
  }

  /** Microseconds per trial expected for a battle: learned from its slices, else the model's estimate. */
  costUs(costKey: string, modelUs = this.options.defaultCostUs): number {
    return this.costs.now(costKey) ?? modelUs;
  }

  /** Runs `request` within its time limit, or says why not. Never rejects. */
  submit(request: RunRequest, options: RunOptions): Promise<RunOutcome> {
    return this.threads.submit({ request, options }, options);
  }

  /** (policy) Admission: too long alone (422), past the cap or not fitting behind the work queued (503), or queued. */
  admit(base: Entry<RunJob, RunOutcome>): { answer: RunOutcome } | { entry: Run } {
    const { request, options } = base.job;
    const { maxRuns } = this.options;
    const now = this.options.clock.now();
    const { arrival, deadline } = base;
    const bestEffort = options.bestEffort ?? false;
    const costKey = options.costKey ?? JSON.stringify(request.scenario);
    const modelUs = this.options.estimateUs?.(request.scenario) ?? this.options.defaultCostUs;
    // Only what is surely too long is refused before it is tried: at the best cost measured, or before any
    // measurement at the model's estimate over its error factor.
    const budgetMs = options.timeLimitMs * this.options.capacityShare - (now - arrival);
    const fromModel = modelUs / this.options.modelSlack;
    let never = tooLongAlone(
      request.trials,
      0,
      this.costs.best(costKey) ?? fromModel,
      this.threads.size,
      budgetMs,
    );
    if (never && !this.costs.trusted(costKey, now, this.options.remeasureMs)) {
      // A refusal is never remembered as a fact (docs/server.md#probes-no-estimate-error-can-stall-others): on a measure that is old or cold, the battle is probed
      // again and the run judged on what the probe measures; only the model's surely-too-long refuses it untried.
      this.costs.expire(costKey);
      never = tooLongAlone(request.trials, 0, fromModel, this.threads.size, budgetMs);
    }
    if (never) return { answer: never };
    // Before its battle is measured a best-effort run counts on the best the model allows (it is probed first,
    // on one thread, and judged again on what the probe measures).
    const costUs = bestEffort ? (this.costs.best(costKey) ?? modelUs) : this.costUs(costKey, modelUs);
    const leftMs = (request.trials * costUs) / 1000;
    const like: Candidate = { bestEffort, leftMs, limitMs: options.timeLimitMs };
    if (this.runs.length >= maxRuns)
      return {
        answer: this.load.busy(`${this.runs.length} simulations are already running or waiting`, like),
      };
    const candidate = { id: base.id, bestEffort, deadline, leftMs };
    // With no other run admitted, any run that passed `tooLongAlone` is let in: nothing is queued for it to wait
    // behind (a slice a run answered already left on a thread runs out within its hard limit), and a run the load
    // makes late is answered at its deadline (docs/server.md#admission-deadlines-status-codes).
    if (this.runs.length > 0 && !admits(this.load.queued(), candidate, this.load.capacity()))
      return {
        answer: this.load.busy("the simulations already queued would not leave it time to finish", like),
      };
    let battle: Battle;
    try {
      battle = compileBattle(request.scenario);
    } catch (e) {
      return { answer: { kind: "failed", error: e instanceof Error ? e.message : String(e) } };
    }
    const probed = this.costs.has(costKey);
    return { entry: newRun(base, { request, battle, bestEffort, costKey, modelUs, probed }) };
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
    this.threads.dispose();
  }

  /** (policy) */
  stopping(run: Run): RunOutcome {
    return this.load.busy("the server is shutting down", this.load.like(run), run);
  }

  /** (policy) A run still there at its deadline. */
  expire(run: Run): void {
    if (!run.started) {
      run.settle(
        this.load.busy("it waited past its time limit behind other simulations", this.load.like(run), run),
      );
      return;
    }
    // Would it have fit alone, on every thread of an idle machine (the best cost seen)? Then load made it
    // late: busy, not too long.
    run.settle(
      this.tooLong(run) ??
        this.load.busy("the load on the server made it pass its time limit", this.load.like(run), run),
    );
  }

  /** Too long if the whole run would not fit its limit alone on every thread, at its battle's best cost seen. */
  private tooLong(run: Run): RunOutcome | null {
    const best = this.costs.best(run.costKey) ?? run.modelUs;
    const { trials } = run.request;
    return tooLongAlone(trials, run.trialsDone, best, this.threads.size, run.deadline - run.arrival);
  }

  /**
   * (policy) The next slice for a free thread: of the first run in serve order with trials to hand out; a battle not
   * measured only as a probe, never on the first thread (probes never hold every thread, and a probe's thread
   * replaced at its hard limit is never the one that serves measured battles first), one probe per battle.
   */
  next(slot: SlotView<SliceNote>): Slice | null {
    const mayProbe = slot.index >= (this.threads.size === 1 ? 0 : 1);
    const probing = new Set(
      this.threads
        .slots()
        .filter((s) => s.note?.probe)
        .map((s) => s.note!.costKey),
    );
    for (const run of [...this.runs].sort((a, b) =>
      serveOrder(this.load.asQueued(a), this.load.asQueued(b)),
    )) {
      if (trialsUndispatched(run) === 0) continue;
      const probe = !this.costs.has(run.costKey);
      if (probe && (!mayProbe || probing.has(run.costKey))) continue;
      return startSlice(run, probe, slot.fresh, this.runCostUs(run), this.options);
    }
    return null;
  }

  private runCostUs(run: Run): number {
    return this.costUs(run.costKey, run.modelUs);
  }

  /** (policy) A slice came back: its run's tally, and (its time, contention included) its battle's cost. */
  back(slice: Slice, response: BatchResponse, ms: number, cold: boolean): void {
    const { message: batch, note } = slice;
    const costKey = note.costKey;
    const trials = batch.end! - batch.first!;
    const run = this.runs.find((r) => r.id === batch.runId);
    if (run) this.record(run, response, trials);
    if (!("error" in response)) this.measured(costKey, (ms * 1000) / trials, cold);
  }

  /**
   * (policy) A slice that will not come back goes back to its run. A second crash fails the run; a stuck slice
   * teaches the battle's cost (at least the time it took), so the runs of that battle are judged again and their
   * slices get smaller.
   */
  lost(slice: Slice, stuck: boolean, ms: number | null, cold: boolean): void {
    const { message: batch, note } = slice;
    const costKey = note.costKey;
    const run = this.runs.find((r) => r.id === batch.runId);
    if (run) {
      run.inFlight--;
      if (!stuck) run.crashes++;
      if (run.crashes > 1)
        run.settle({ kind: "failed", error: "a simulation thread crashed on this battle" });
      else run.requeued.unshift([batch.first!, batch.end!]);
    }
    if (stuck) {
      // (a thread that never said it was ready spent its time starting: no bound, the slice is simply tried again)
      if (ms === null) return;
      const boundUs = (ms * 1000) / (batch.end! - batch.first!);
      this.costs.bound(costKey, boundUs, boundUs / this.contention(), this.options.clock.now(), cold);
      this.judgeBattle(costKey);
    } else if (run?.crashes === 1) this.judge(run);
  }

  /** A slice of a battle came back: learn its cost, and judge again the runs of that battle. */
  private measured(costKey: string, sampleUs: number, cold: boolean): void {
    const now = this.options.clock.now();
    this.costs.learn(costKey, sampleUs, sampleUs / this.contention(), now, cold);
    this.judgeBattle(costKey);
  }

  /**
   * The runs of a battle whose cost just changed: too long even alone, answered at once; after their probe (a
   * batch back, not only a bound), answered busy if they no longer fit behind the work queued.
   */
  private judgeBattle(costKey: string): void {
    // (a cold measure judges nothing: the next, warm, slice does)
    const measured = this.costs.has(costKey) && !this.costs.cold(costKey);
    for (const run of this.runs.filter((r) => r.costKey === costKey)) {
      if (this.judge(run) || !measured || run.probed) continue;
      run.probed = true;
      // Its probe is back: its own cost, not the model's, now says whether it may stay: admitted again as if it
      // came now (it fits, and makes no run late that would fit without it).
      // Alone, it stays (as `admit` lets in a run with no other admitted): nothing is queued for it to wait behind.
      const others = this.load.queued().filter((q) => q.id !== run.id);
      if (others.length > 0 && !admits(others, this.load.asQueued(run), this.load.capacity())) {
        const why = "measured, it would not finish before its time limit behind the work queued";
        run.settle(this.load.busy(why, this.load.like(run), run));
      }
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
      run.settle({ kind: "done", value: summarize(run.battle, run.tally, run.request.seed) });
    }
  }

  /**
   * A run that cannot fit its limit even alone is answered at once, not at its deadline. True: answered. Not on a
   * cold measure alone: its next slice, on a thread that has compiled the battle, measures it (docs/server.md#probes-no-estimate-error-can-stall-others).
   */
  private judge(run: Run): boolean {
    if (this.costs.cold(run.costKey)) return false;
    const best = this.costs.best(run.costKey) ?? run.modelUs;
    const leftMs = ((run.request.trials - run.trialsDone) * best) / 1000 / this.threads.size;
    if (this.options.clock.now() + leftMs <= run.deadline) return false;
    const outcome = this.tooLong(run);
    if (outcome) run.settle(outcome);
    return outcome !== null;
  }
}

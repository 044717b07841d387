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
import type { RunJob } from "./run-job";
import { FEED_RUN_IDS, type BatchFeed } from "@/lib/worker/batch-feed";
import type { BatchRequest, BatchResponse } from "@/lib/worker/protocol";
import type { Demand, Known, RunProgressView } from "./run-descriptor";

/** One job's chunks so far: chunk k holds trials [k × CHUNK_SIZE, (k + 1) × CHUNK_SIZE) of its seed. */
interface JobState {
  readonly id: number;
  readonly job: RunJob;
  readonly chunks: Map<number, { readonly tally: Tally; readonly trace: TrialTrace | null }>;
  /** Chunks 0 … done − 1 are all in. */
  done: number;
  readonly inFlight: Set<number>;
  failed: string | null;
  /** A whole run handed over (the main run): its numbers and trace, instead of chunks. */
  adopted: {
    readonly result: SimulationResult;
    readonly trace: TrialTrace | null;
    readonly trials: number;
  } | null;
  /** The joined trace and the summed numbers of chunks 0 … done − 1, each made when first asked for. */
  joinedTrace: { readonly done: number; readonly trace: TrialTrace | null } | null;
  joinedResult: { readonly done: number; readonly result: SimulationResult } | null;
  battle: Battle | null;
}

/**
 * Job ids, unique in the process (every queue's): a worker keeps the battles it compiled by run id, so two queues
 * must never hand out the same id for different jobs.
 */
let nextJobId = FEED_RUN_IDS;

/** Jobs kept: enough for a session of edits (going back to a setup shows its answers at once), bounded. */
const JOB_LIMIT = 400;
/** A job past its first chunk may have a second chunk in flight only when nothing else is ready to run. */
const IN_FLIGHT_FIRST = 1;
const IN_FLIGHT_MOST = 2;

/**
 * The one queue of extra runs (docs/runs.md). It holds every job's chunks, keyed by the job (a battle and seed:
 * `RunJob.key`), so a job grows chunk by chunk as its panel asks for more, and results are kept by setup. As the
 * pool's feed it hands out one chunk at a time: the highest-priority group first, and within a group the job with
 * the fewest trials so far (every candidate gets its first look before any gets a second). After each answer it
 * asks `plan` what is wanted now, so a panel that has settled its answer stops getting trials.
 */
export class RunQueue implements BatchFeed, Known {
  private readonly jobs = new Map<string, JobState>();
  private groups: readonly (readonly Demand[])[] = [];

  /**
   * `plan`: the demands of every registered panel, in priority order, given what is known now; `changed`: called
   * after every answer (to repaint).
   */
  constructor(
    private plan: (known: Known) => readonly (readonly Demand[])[],
    private readonly changed: () => void = () => undefined,
  ) {}

  /** New panels or a new setup: what is wanted is asked again (the caller then pokes the pool). */
  replan(plan: (known: Known) => readonly (readonly Demand[])[]): void {
    this.plan = plan;
    this.groups = plan(this);
  }

  /** A run made elsewhere (the main run), kept as a finished job of its key. */
  adopt(job: RunJob, result: SimulationResult, trace: TrialTrace | null): void {
    const s = this.state(job);
    s.adopted = { result, trace, trials: result.trials };
  }

  /** Every demand is met (or failed): nothing is left to run. */
  idle(): boolean {
    return this.groups.every((g) => g.every((d) => this.met(d)));
  }

  progress(demands: readonly Demand[]): RunProgressView {
    let done = 0;
    let wanted = 0;
    for (const d of demands) {
      const want = Math.min(d.trials, d.job.request.trials);
      wanted += want;
      done += this.failed(d.job) ? want : Math.min(want, this.trials(d.job));
    }
    const settled = demands.filter((d) => this.met(d)).length;
    return {
      done,
      wanted,
      fraction: wanted > 0 ? done / wanted : 1,
      settled,
      candidates: demands.length,
      complete: settled === demands.length,
    };
  }

  // Known

  trials(job: RunJob): number {
    const s = this.jobs.get(job.key);
    if (!s) return 0;
    // (an adopted run is a whole run of its setup: complete for any demand of its key)
    if (s.adopted) return Math.max(s.adopted.trials, job.request.trials);
    return Math.min(s.done * CHUNK_SIZE, job.request.trials);
  }

  trace(job: RunJob): TrialTrace | null {
    const s = this.jobs.get(job.key);
    if (!s) return null;
    if (s.adopted) return s.adopted.trace;
    if (s.done === 0) return null;
    if (s.joinedTrace?.done !== s.done) {
      const traces = [...Array(s.done).keys()].flatMap((k) => s.chunks.get(k)?.trace ?? []);
      s.joinedTrace = { done: s.done, trace: traces.length > 0 ? joinTraces(traces) : null };
    }
    return s.joinedTrace.trace;
  }

  result(job: RunJob): SimulationResult | null {
    const s = this.jobs.get(job.key);
    if (!s) return null;
    if (s.adopted) return s.adopted.result;
    if (s.done === 0) return null;
    if (s.joinedResult?.done !== s.done) {
      s.battle ??= compileBattle(s.job.request.scenario);
      const tally = emptyTally(s.battle);
      for (let k = 0; k < s.done; k++) mergeTallies(tally, s.chunks.get(k)!.tally);
      s.joinedResult = { done: s.done, result: summarize(s.battle, tally, s.job.request.seed) };
    }
    return s.joinedResult.result;
  }

  failed(job: RunJob): string | null {
    return this.jobs.get(job.key)?.failed ?? null;
  }

  // BatchFeed

  next(): BatchRequest | null {
    for (const most of [IN_FLIGHT_FIRST, IN_FLIGHT_MOST])
      for (const group of this.groups) {
        let pick: { s: JobState; d: Demand; chunk: number } | null = null;
        for (const d of group) {
          const s = this.state(d.job);
          const chunk = this.nextChunk(s, d);
          if (chunk === null || s.inFlight.size >= most) continue;
          // (the job with the fewest trials so far and in flight goes first: breadth before depth)
          if (!pick || s.done + s.inFlight.size < pick.s.done + pick.s.inFlight.size) pick = { s, d, chunk };
        }
        if (pick) return this.post(pick.s, pick.d.job, pick.chunk);
      }
    return null;
  }

  receive(response: BatchResponse): void {
    const s = [...this.jobs.values()].find((j) => j.id === response.runId);
    if (!s) return;
    s.inFlight.delete(response.from);
    if ("error" in response) s.failed = response.error;
    else if (!s.chunks.has(response.from) && response.from >= s.done) {
      s.chunks.set(response.from, { tally: response.tally, trace: response.trace ?? null });
      while (s.chunks.has(s.done)) s.done++;
    }
    this.groups = this.plan(this);
    this.changed();
  }

  lost(batch: BatchRequest): void {
    const s = [...this.jobs.values()].find((j) => j.id === batch.runId);
    s?.inFlight.delete(batch.from);
  }

  private met(d: Demand): boolean {
    return this.failed(d.job) !== null || this.trials(d.job) >= Math.min(d.trials, d.job.request.trials);
  }

  /** The next chunk `d` wants that is neither in nor in flight, or null. */
  private nextChunk(s: JobState, d: Demand): number | null {
    if (s.failed || s.adopted) return null;
    const wanted = Math.ceil(Math.min(d.trials, d.job.request.trials) / CHUNK_SIZE);
    for (let k = s.done; k < wanted; k++) if (!s.chunks.has(k) && !s.inFlight.has(k)) return k;
    return null;
  }

  private post(s: JobState, job: RunJob, chunk: number): BatchRequest {
    s.inFlight.add(chunk);
    const { scenario, seed, trials, trace } = job.request;
    return { runId: s.id, scenario, seed, trials, from: chunk, to: chunk + 1, trace: trace === true };
  }

  private state(job: RunJob): JobState {
    let s = this.jobs.get(job.key);
    if (s) {
      // (most recently used last: the oldest go first when the queue is full)
      this.jobs.delete(job.key);
      this.jobs.set(job.key, s);
      return s;
    }
    s = {
      id: nextJobId++,
      job,
      chunks: new Map(),
      done: 0,
      inFlight: new Set(),
      failed: null,
      adopted: null,
      joinedTrace: null,
      joinedResult: null,
      battle: null,
    };
    this.jobs.set(job.key, s);
    this.evict();
    return s;
  }

  private evict(): void {
    for (const [key, s] of this.jobs) {
      if (this.jobs.size <= JOB_LIMIT) return;
      if (s.inFlight.size === 0) this.jobs.delete(key);
    }
  }
}

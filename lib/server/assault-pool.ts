import { createHash } from "node:crypto";
import { assaultWork, WORK_LIMIT, type Assault, type AssaultOdds } from "@/lib/assault";
import type { AssaultJob, AssaultJobReply, AssaultOutcome } from "./assault-jobs";
import type { ThreadLike } from "./engine-bundle";
import { LruCache } from "./lru-cache";
import type { PoolClock } from "./pool/pool-policy";
import { ThreadPool } from "./pool/thread-pool";
import { leastWorkFirst, WholeJobs, type Waiting } from "./pool/whole-jobs";
import { retryAfterS } from "./admission-wait";

type Outcome = AssaultOutcome<AssaultOdds>;
type Job = Omit<AssaultJob, "id">;

export interface AssaultPoolOptions {
  /** Jobs waiting (not running) at most per thread; more are answered busy. */
  readonly queuedPerThread: number;
  /** A job still running after `hardLimitFactor` × its estimate, and at least `hardLimitMs`, is stopped: too long. */
  readonly hardLimitMs: number;
  readonly hardLimitFactor: number;
  /** Jobs of at most this many ms (by the estimate) also have a thread of their own: never behind a heavy one. */
  readonly smallJobMs: number;
  /** How many times slower than idle the machine runs now (≥ 1): hard limits stretch by it. */
  readonly contention?: () => number;
  readonly clock: PoolClock;
}

/** Milliseconds a job's attack takes by its work estimate: WORK_LIMIT is about 1 s of one core. */
const estimateMs = (job: Job): number => (assaultWork(job.assault) / WORK_LIMIT) * 1000;

/**
 * Exact Imperial Assault attacks, off the request thread (docs/server.md#load-and-its-figures): a configuration of the one ThreadPool with
 * a few threads of their own (lib/server/assault-thread.ts) and one more for small jobs only (a reserved share: a
 * small attack never waits behind a heavy one), jobs served least work first with a capped queue (past it, busy
 * with a Retry-After of the work queued), a job running past a multiple of its estimate stopped and answered too
 * long, and results kept by attack, so a link's page, metadata and image compute it once.
 */
export class AssaultPool {
  private readonly jobs: WholeJobs<Job, Outcome, AssaultJob, AssaultJobReply>;
  private readonly pool: ThreadPool<Job, Outcome, AssaultJob, AssaultJobReply, null, Waiting<Job, Outcome>>;
  private readonly pending = new Map<string, Promise<Outcome>>();
  private readonly results = new LruCache<string>(1000, 4 * 1024 * 1024, (json) => json.length);

  constructor(
    size: number,
    factory: () => ThreadLike<AssaultJob, AssaultJobReply>,
    options: AssaultPoolOptions,
  ) {
    const busy = (reason = "computing other attacks"): Outcome => ({
      kind: "busy",
      retryAfterS: retryAfterS(this.jobs.queuedMs() / size),
      reason,
    });
    this.jobs = new WholeJobs<Job, Outcome, AssaultJob, AssaultJobReply>({
      estimateMs: (job) => estimateMs(job),
      message: (entry) => ({ ...entry.job, id: entry.id }),
      answer: (reply) =>
        "error" in reply ? { kind: "failed", error: reply.error } : { kind: "done", value: reply.odds },
      admission: [() => (this.jobs.waiting.length >= options.queuedPerThread * size ? busy() : null)],
      order: leastWorkFirst,
      // (the last thread takes only small jobs)
      mayTake: (slot, entry) => slot < size || entry.estimatedMs <= options.smallJobMs,
      hardLimitMs: (ms) =>
        Math.max(options.hardLimitMs, options.hardLimitFactor * ms) *
        Math.max(1, options.contention?.() ?? 1),
      lost: (_, stuck) =>
        stuck ? { kind: "too-long" } : { kind: "failed", error: "the attack's thread stopped" },
      // Still waiting at its deadline: busy (the queue made it late).
      late: () => busy(),
      stopping: () => ({ kind: "busy", retryAfterS: 1, reason: "the server is shutting down" }),
    });
    this.pool = new ThreadPool(
      { size: size + 1, factory, clock: options.clock, matches: (job, reply) => job.id === reply.id },
      this.jobs,
    );
  }

  /** An attack's exact odds, computed on a thread within `timeLimitMs` (the queue included), or why not. */
  odds(assault: Assault, timeLimitMs: number): Promise<Outcome> {
    const job: Job = { assault };
    const key = createHash("sha256").update(JSON.stringify(job)).digest("base64");
    const hit = this.results.get(key);
    if (hit !== undefined) return Promise.resolve({ kind: "done", value: JSON.parse(hit) as AssaultOdds });
    // The same attack asked again while it runs (a page's metadata and its image, a client repeating itself).
    const same = this.pending.get(key);
    if (same) return same;
    const outcome = this.pool.submit(job, { timeLimitMs });
    this.pending.set(key, outcome);
    void outcome.then((o) => {
      this.pending.delete(key);
      if (o.kind === "done") this.results.set(key, JSON.stringify(o.value));
    });
    return outcome;
  }

  /** The load: threads, busy threads, jobs waiting, the work queued and in the threads, the estimated wait. */
  stats() {
    const queuedMs = this.jobs.queuedMs();
    return {
      threads: this.pool.size,
      busyThreads: this.jobs.running.length,
      waiting: this.jobs.waiting.length,
      queuedMs: Math.round(queuedMs),
      estimatedWaitS: Math.round(queuedMs / (this.pool.size - 1) / 100) / 10,
      cached: this.results.size,
    };
  }

  dispose(): void {
    this.pool.dispose();
  }
}

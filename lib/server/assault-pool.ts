import { createHash } from "node:crypto";
import { assaultWork, WORK_LIMIT, type Assault, type AssaultOdds } from "@/lib/assault";
import type { AssaultJob, AssaultJobReply, AssaultOutcome } from "./assault-jobs";
import type { ThreadLike } from "./engine-bundle";
import { LruCache } from "./lru-cache";
import type { SchedulerClock } from "./run-types";
import { retryAfterS } from "./admission-wait";

type Thread = ThreadLike<AssaultJob, AssaultJobReply>;
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
  readonly clock: SchedulerClock;
}

interface Waiting {
  readonly id: number;
  readonly job: Job;
  readonly key: string;
  /** By the work estimate: WORK_LIMIT is about 1 s of one core (lib/assault/engine/assault-work.ts). */
  readonly estimatedMs: number;
  readonly resolve: (outcome: AssaultOutcome<AssaultOdds>) => void;
}

interface Slot {
  /** Takes only jobs of at most `smallJobMs`. */
  readonly smallOnly: boolean;
  thread: Thread;
  running: Waiting | null;
  expectedEnd: number;
  hardTimer: unknown;
}

/** Milliseconds a job's attack takes by its work estimate. */
const estimateMs = (job: Job): number => (assaultWork(job.assault) / WORK_LIMIT) * 1000;

/**
 * Exact Imperial Assault attacks, off the request thread (issue 37): a few threads of their
 * own (lib/server/assault-thread.ts) and one more for small jobs only (a reserved share: a small attack never waits
 * behind a heavy one), jobs served least work first with a capped queue (past it, busy with a
 * Retry-After of the work queued), a job running past a multiple of its estimate stopped and answered too long,
 * and results kept by attack, so a link's page, metadata and image compute it once.
 */
export class AssaultPool {
  private readonly slots: Slot[] = [];
  private readonly waiting: Waiting[] = [];
  private readonly pending = new Map<string, Promise<AssaultOutcome<AssaultOdds>>>();
  private readonly results = new LruCache<string>(1000, 4 * 1024 * 1024, (json) => json.length);
  private nextId = 1;

  constructor(
    size: number,
    private readonly factory: () => Thread,
    private readonly options: AssaultPoolOptions,
  ) {
    for (let i = 0; i < size; i++) this.slots.push(this.makeSlot(false));
    this.slots.push(this.makeSlot(true));
  }

  /** An attack's exact odds, computed on a thread within `timeLimitMs` (the queue included), or why not. */
  odds(assault: Assault, timeLimitMs: number): Promise<AssaultOutcome<AssaultOdds>> {
    return this.run({ assault }, timeLimitMs);
  }

  /** The load: threads, busy threads, jobs waiting, the work queued and in the threads, the estimated wait. */
  stats() {
    const queuedMs = this.queuedMs();
    return {
      threads: this.slots.length,
      busyThreads: this.slots.filter((s) => s.running).length,
      waiting: this.waiting.length,
      queuedMs: Math.round(queuedMs),
      estimatedWaitS: Math.round(queuedMs / (this.slots.length - 1) / 100) / 10,
      cached: this.results.size,
    };
  }

  dispose(): void {
    for (const w of this.waiting.splice(0))
      w.resolve({ kind: "busy", retryAfterS: 1, reason: "the server is shutting down" });
    for (const slot of this.slots) {
      this.options.clock.clearTimeout(slot.hardTimer);
      slot.running?.resolve({ kind: "busy", retryAfterS: 1, reason: "the server is shutting down" });
      slot.thread.terminate();
    }
  }

  private run(job: Job, timeLimitMs: number): Promise<AssaultOutcome<AssaultOdds>> {
    const key = createHash("sha256").update(JSON.stringify(job)).digest("base64");
    const hit = this.results.get(key);
    if (hit !== undefined) return Promise.resolve({ kind: "done", value: JSON.parse(hit) as AssaultOdds });
    // The same attack asked again while it runs (a page's metadata and its image, a client repeating itself).
    const same = this.pending.get(key);
    if (same) return same;
    if (this.waiting.length >= this.options.queuedPerThread * (this.slots.length - 1))
      return Promise.resolve(this.busy());
    const outcome = new Promise<AssaultOutcome<AssaultOdds>>((resolve) => {
      const waiting = { id: this.nextId++, job, key, estimatedMs: estimateMs(job), resolve };
      this.waiting.push(waiting);
      // Still waiting at its deadline: busy (the queue made it late).
      this.options.clock.setTimeout(() => {
        const i = this.waiting.indexOf(waiting);
        if (i < 0) return;
        this.waiting.splice(i, 1);
        resolve(this.busy());
      }, timeLimitMs);
      this.dispatch();
    });
    this.pending.set(key, outcome);
    void outcome.then((o) => {
      this.pending.delete(key);
      if (o.kind === "done") this.results.set(key, JSON.stringify(o.value));
    });
    return outcome;
  }

  private busy(): AssaultOutcome<never> {
    return {
      kind: "busy",
      retryAfterS: retryAfterS(this.queuedMs() / (this.slots.length - 1)),
      reason: "computing other attacks",
    };
  }

  /** Thread-milliseconds until the jobs running and waiting are done (a job past its estimate: to its hard limit). */
  private queuedMs(): number {
    const now = this.options.clock.now();
    const running = this.slots.reduce((ms, s) => ms + (s.running ? Math.max(0, s.expectedEnd - now) : 0), 0);
    return running + this.waiting.reduce((ms, w) => ms + w.estimatedMs, 0);
  }

  private makeSlot(smallOnly: boolean): Slot {
    const slot: Slot = { smallOnly, thread: this.factory(), running: null, expectedEnd: 0, hardTimer: null };
    slot.thread.onmessage = ({ data }) => {
      const job = slot.running;
      if (!job || job.id !== data.id) return;
      this.finish(slot);
      if ("error" in data) job.resolve({ kind: "failed", error: data.error });
      else job.resolve({ kind: "done", value: data.odds });
    };
    slot.thread.onerror = () => this.replace(slot, { kind: "failed", error: "the attack's thread stopped" });
    return slot;
  }

  private finish(slot: Slot): void {
    this.options.clock.clearTimeout(slot.hardTimer);
    slot.running = null;
    this.dispatch();
  }

  private replace(slot: Slot, outcome: AssaultOutcome<never>): void {
    const i = this.slots.indexOf(slot);
    if (i < 0) return;
    this.options.clock.clearTimeout(slot.hardTimer);
    slot.thread.terminate();
    const job = slot.running;
    this.slots[i] = this.makeSlot(slot.smallOnly);
    job?.resolve(outcome);
    this.dispatch();
  }

  private dispatch(): void {
    const now = this.options.clock.now();
    for (const slot of this.slots) {
      if (slot.running || this.waiting.length === 0) continue;
      // Least work first: a small attack is not starved behind heavy ones (arrival order among equals), and the
      // small-job thread takes only small ones.
      const next = this.waiting.reduce((a, b) => (b.estimatedMs < a.estimatedMs ? b : a));
      if (slot.smallOnly && next.estimatedMs > this.options.smallJobMs) continue;
      this.waiting.splice(this.waiting.indexOf(next), 1);
      slot.running = next;
      slot.expectedEnd = now + next.estimatedMs;
      const contention = Math.max(1, this.options.contention?.() ?? 1);
      const hardMs =
        Math.max(this.options.hardLimitMs, this.options.hardLimitFactor * next.estimatedMs) * contention;
      slot.hardTimer = this.options.clock.setTimeout(() => this.replace(slot, { kind: "too-long" }), hardMs);
      slot.thread.postMessage({ ...next.job, id: next.id } as AssaultJob);
    }
  }
}

import { admissionWaitMs, retryAfterS, type Candidate } from "./admission-wait";
import type { PoolView } from "./pool/pool-policy";
import type { Capacity, Queued } from "./run-order";
import type { RunOutcome, SchedulerOptions, SchedulerStats } from "./run-types";
import { trialsUndispatched, type Run, type SliceNote } from "./scheduler-state";

/**
 * The simulations' load as admission sees it (run-scheduler.ts): each run's work left, the runs as the serve order
 * and the admission test see them, the threads' capacity, and the busy answer with its Retry-After.
 */
export class RunLoad {
  constructor(
    private readonly pool: PoolView<Run, SliceNote>,
    private readonly options: SchedulerOptions,
    /** Microseconds a trial of the run's battle is expected to take now. */
    private readonly costUs: (run: Run) => number,
  ) {}

  /**
   * Busy, with a Retry-After of when a run like `like` would be let in; `except`: a run answered busy itself, whose
   * work no longer counts.
   */
  busy(reason: string, like: Candidate, except?: Run): RunOutcome {
    const queued = this.queued().filter((q) => q.id !== except?.id);
    const waitMs = admissionWaitMs(queued, like, this.capacity(), this.options.maxRuns);
    return { kind: "busy", retryAfterS: retryAfterS(waitMs), reason };
  }

  /** A run as a candidate for admission: what Retry-After is worked out for when it is answered busy. */
  like(run: Run): Candidate {
    const limitMs = run.deadline - run.arrival;
    return { bestEffort: run.bestEffort, leftMs: (run.request.trials * this.costUs(run)) / 1000, limitMs };
  }

  /** Thread-milliseconds until everything admitted is done: what the threads hold, then what is not handed out. */
  queuedMs(): number {
    return this.pool.busyMs() + this.pool.entries().reduce((ms, r) => ms + this.leftMs(r), 0);
  }

  /** Thread-milliseconds of the run's trials not handed to a thread yet. */
  leftMs(run: Run): number {
    return (trialsUndispatched(run) * this.costUs(run)) / 1000;
  }

  asQueued(r: Run): Queued {
    return { id: r.id, bestEffort: r.bestEffort, deadline: r.deadline, leftMs: this.leftMs(r) };
  }

  queued(): Queued[] {
    return this.pool.entries().map((r) => this.asQueued(r));
  }

  capacity(): Capacity {
    return {
      now: this.pool.now(),
      threads: this.pool.size,
      share: this.options.capacityShare,
      inThreadsMs: this.pool.busyMs(),
    };
  }

  /** The load as it is: busy, probing and late threads, runs, the work queued and in the threads, the wait. */
  stats(): SchedulerStats {
    const running = this.pool.entries().filter((r) => r.inFlight > 0).length;
    const queuedMs = this.queuedMs();
    const now = this.pool.now();
    const slots = this.pool.slots();
    const busy = slots.filter((s) => s.note).length;
    const probing = slots.filter((s) => s.note?.probe).length;
    const late = slots.filter((s) => s.note && now > s.expectedEnd).length;
    return {
      threads: this.pool.size,
      busyThreads: busy,
      probingThreads: probing,
      lateThreads: late,
      running,
      waiting: this.pool.entries().length - running,
      maxRuns: this.options.maxRuns,
      queuedMs: Math.round(queuedMs),
      estimatedWaitS: Math.round(queuedMs / Math.max(1, this.pool.size) / 100) / 10,
    };
  }
}

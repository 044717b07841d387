import type { SimulationResult } from "@/lib/engine";
import type { Scenario } from "@/lib/scenario/types";
import type { PoolOutcome } from "./pool/pool-outcome";

// What the server's simulation scheduler (run-scheduler.ts) is asked and answers, for its callers: the API, the
// page's first numbers and the link previews.

export interface RunRequest {
  readonly scenario: Scenario;
  readonly trials: number;
  readonly seed: string;
}

export interface RunOptions {
  /** Milliseconds the caller gives the run, counted from `arrival` (the queue included). */
  readonly timeLimitMs: number;
  /** When the request arrived, on the scheduler's clock; defaults to now. */
  readonly arrival?: number;
  /**
   * Best effort (the page's first numbers, link previews): put ahead of the API's runs by its short
   * deadline, and simply dropped at it. Admitted like any run, except that a battle not measured yet is
   * tried whatever the estimate says.
   */
  readonly bestEffort?: boolean;
  /** Runs of the same battle share a cost estimate (microseconds per trial); the scenario's JSON by default. */
  readonly costKey?: string;
}

/** How a run ended (too long: `estimatedMs` is the whole run alone on every thread). Each settles exactly once. */
export type RunOutcome = PoolOutcome<SimulationResult>;

export interface SchedulerClock {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface SchedulerOptions {
  /** Runs admitted at once (running or waiting); more are turned away. */
  readonly maxRuns: number;
  /** Cost assumed for a battle not seen yet, in microseconds per trial (on one thread), without `estimateUs`. */
  readonly defaultCostUs: number;
  /** The cost model: microseconds per trial of a battle before it is measured (lib/server/cost-model.ts). */
  readonly estimateUs?: (scenario: Scenario) => number;
  /** How far the model may overestimate: before measuring, a run is refused only if it cannot fit at model / slack. */
  readonly modelSlack: number;
  /** Target time of one slice of trials on a thread (ms). */
  readonly sliceMs: number;
  /** Target time of a probe: the first slice of a battle not measured yet, by the model (ms). */
  readonly probeMs: number;
  /**
   * A thread still in a slice after `hardLimitFactor` times the slice's estimate, and at least `hardLimitMs`, is
   * replaced (a fresh thread's first slice gets `threadStartMs` more, for loading the engine).
   */
  readonly hardLimitMs: number;
  readonly hardLimitFactor: number;
  readonly threadStartMs: number;
  /**
   * A thread still loading the engine at its slice's hard limit is kept (the slice's hard limit then counts from when
   * it is ready), and replaced only if it has not loaded it this long after the slice was sent (ms).
   */
  readonly threadStartLimitMs: number;
  /**
   * How many times slower than idle the machine runs the threads now (the server: the load average per thread);
   * 1 without it.
   */
  readonly contention?: () => number;
  /** A battle's measured cost older than this is measured again before it refuses a run (ms; docs/server.md#probes-no-estimate-error-can-stall-others). */
  readonly remeasureMs: number;
  /** After this long with nothing to do, threads that ran slices are replaced by fresh ones (their heaps go). */
  readonly idleReclaimMs: number;
  /** Share of the threads' time counted on when admitting (the rest is headroom for estimates that are off). */
  readonly capacityShare: number;
  readonly clock: SchedulerClock;
}

export interface SchedulerStats {
  readonly threads: number;
  /** Threads working on a slice now (of a live run or of one just answered). */
  readonly busyThreads: number;
  /** Of those, threads probing a battle not measured yet, and threads past their slice's expected end. */
  readonly probingThreads: number;
  readonly lateThreads: number;
  /** Runs with a slice in a thread, and runs admitted waiting for one. */
  readonly running: number;
  readonly waiting: number;
  readonly maxRuns: number;
  /**
   * Estimated work queued and in the threads, in thread-milliseconds (a slice past its expected end counts
   * until its hard limit).
   */
  readonly queuedMs: number;
  /** When a new run would get a thread, by the estimate (s): what Retry-After says. */
  readonly estimatedWaitS: number;
}

import { createHash } from "node:crypto";
import { availableParallelism, loadavg } from "node:os";
import type { SimulationResult } from "@/lib/engine";
import { modelCostUs } from "./cost-model";
import { createSimulationThread, engineVersion } from "./engine-bundle";
import { startIdleCollector } from "./idle-collector";
import { LruCache } from "./lru-cache";
import { RunScheduler } from "./run-scheduler";
import type { RunOptions, RunOutcome, RunRequest, SchedulerStats } from "./run-types";

/** The server's limits, as the README documents them. */
export const SERVER_LIMITS = {
  /** Runs admitted at once per thread (running or waiting); beyond, the API answers 503. */
  runsPerThread: 4,
  /** Cost assumed without a model (tests): about the large battle with cards. The server uses the model. */
  defaultCostUs: 15,
  /** The cost model's error factor: before a battle is measured, it is refused only if model / 4 cannot fit. */
  modelSlack: 4,
  /** Target time of one slice of trials (ms): a page's run overtakes API runs within one. */
  sliceMs: 50,
  /** Target time of a probe, the first slice of a battle not measured yet, by the model (ms). */
  probeMs: 10,
  /**
   * A thread still in a slice after 10 times its estimate, and at least 200 ms, is replaced (the model may be
   * 5x off and a loaded machine 2x more); a fresh thread's first slice gets 300 ms more to load the engine.
   */
  hardLimitFactor: 10,
  hardLimitMs: 200,
  threadStartMs: 300,
  /**
   * A thread still loading the engine at that limit is kept, and its slice's limit counts from when it has loaded
   * it: replaced, a fresh thread would load it again, and at load 20 be replaced in turn before it was ready
   * (docs/server.md#a-thread-still-starting). Only a thread not ready after 10 s is replaced.
   */
  threadStartLimitMs: 10_000,
  /** A battle's cost measured over 5 s ago is measured again (a fresh probe) before it refuses a run: 422 never sticks. */
  remeasureMs: 5_000,
  /** After 10 s idle, threads that ran slices are replaced by fresh ones: memory goes back after a flood. */
  idleReclaimMs: 10_000,
  /** Share of the threads' time counted on when admitting a run. */
  capacityShare: 0.8,
  /** Results kept, and their total size as JSON. */
  cacheEntries: 2000,
  cacheBytes: 16 * 1024 * 1024,
} as const;

export interface ServiceStats extends SchedulerStats {
  readonly engine: string;
  readonly cache: { readonly entries: number; readonly bytes: number };
}

/**
 * Every simulation the server runs — the API, the page's first numbers, the link previews — goes
 * through here: first the shared result cache (a run is a pure function of scenario, trials, seed and
 * engine version), then an identical run already under way, then the thread pool.
 */
export class SimulationService {
  // Results are kept as their JSON (what the API sends anyway): the byte bound is then what they take.
  private readonly results = new LruCache<string>(
    SERVER_LIMITS.cacheEntries,
    SERVER_LIMITS.cacheBytes,
    (json) => json.length,
  );
  private readonly pending = new Map<string, { bestEffort: boolean; outcome: Promise<RunOutcome> }>();

  constructor(
    private readonly scheduler: RunScheduler,
    readonly engine: string,
  ) {}

  /** The battle's cost key: a hash of its JSON (a scenario may be 60 KB, and 2,000 keys are kept). */
  private battleKey(request: RunRequest): string {
    return createHash("sha256").update(JSON.stringify(request.scenario)).digest("base64");
  }

  private key(request: RunRequest, battle = this.battleKey(request)): string {
    return `${this.engine}|${request.trials}|${request.seed}|${battle}`;
  }

  /** A finished result for exactly this request, if one is cached. */
  cached(request: RunRequest): SimulationResult | undefined {
    const json = this.results.get(this.key(request));
    return json === undefined ? undefined : (JSON.parse(json) as SimulationResult);
  }

  async run(request: RunRequest, options: RunOptions): Promise<RunOutcome> {
    const costKey = this.battleKey(request);
    const key = this.key(request, costKey);
    const hit = this.results.get(key);
    if (hit !== undefined) return { kind: "done", value: JSON.parse(hit) as SimulationResult };
    // Join an identical run under way (the page's metadata and body ask at once; a chat app fetches the
    // page and its image together; a client repeats itself), unless this request may not be dropped at a
    // best-effort run's short deadline.
    const bestEffort = options.bestEffort ?? false;
    const same = this.pending.get(key);
    if (same && (bestEffort || !same.bestEffort)) return same.outcome;
    const outcome = this.scheduler.submit(request, { ...options, costKey });
    this.pending.set(key, { bestEffort, outcome });
    const settled = await outcome;
    if (this.pending.get(key)?.outcome === outcome) this.pending.delete(key);
    if (settled.kind === "done") this.results.set(key, JSON.stringify(settled.value));
    return settled;
  }

  stats(): ServiceStats {
    return {
      ...this.scheduler.stats(),
      engine: this.engine,
      cache: { entries: this.results.size, bytes: this.results.bytes },
    };
  }
}

/** Threads: SIMULATION_THREADS if set (a container's CPU quota), else the cores Node sees. */
export function threadCount(env: Record<string, string | undefined> = process.env): number {
  const set = Number(env.SIMULATION_THREADS);
  return Number.isInteger(set) && set >= 1 && set <= 256 ? set : availableParallelism();
}

const GLOBAL_KEY = Symbol.for("rebellion-odds.simulation-service");
type WithService = typeof globalThis & { [GLOBAL_KEY]?: SimulationService };

/**
 * The process's one service. Kept on globalThis because Next may load this module once per route bundle,
 * and the API, the page and the preview must share one pool and one cache. Throws a one-line message if
 * the engine bundle is missing.
 */
export function simulationService(): SimulationService {
  const global = globalThis as WithService;
  if (!global[GLOBAL_KEY]) {
    const engine = engineVersion();
    const threads = threadCount();
    const scheduler = new RunScheduler(threads, createSimulationThread, {
      maxRuns: threads * SERVER_LIMITS.runsPerThread,
      defaultCostUs: SERVER_LIMITS.defaultCostUs,
      estimateUs: modelCostUs,
      modelSlack: SERVER_LIMITS.modelSlack,
      sliceMs: SERVER_LIMITS.sliceMs,
      probeMs: SERVER_LIMITS.probeMs,
      hardLimitMs: SERVER_LIMITS.hardLimitMs,
      hardLimitFactor: SERVER_LIMITS.hardLimitFactor,
      threadStartMs: SERVER_LIMITS.threadStartMs,
      threadStartLimitMs: SERVER_LIMITS.threadStartLimitMs,
      idleReclaimMs: SERVER_LIMITS.idleReclaimMs,
      remeasureMs: SERVER_LIMITS.remeasureMs,
      // Runnable threads per core over the last minute: on a machine others load too, a slice's wall time
      // overstates what the battle costs alone by about that much.
      contention: () => loadavg()[0]! / availableParallelism(),
      capacityShare: SERVER_LIMITS.capacityShare,
      clock: {
        now: () => performance.now(),
        setTimeout: (fn, ms) => setTimeout(fn, ms),
        clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
      },
    });
    global[GLOBAL_KEY] = new SimulationService(scheduler, engine);
    // (what a flood leaves in the request thread's heap is given back once the server is idle)
    startIdleCollector();
  }
  return global[GLOBAL_KEY];
}

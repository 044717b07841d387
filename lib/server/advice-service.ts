import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { Worker } from "node:worker_threads";
import type { Advice } from "@/lib/advice/advice";
import { adviceWork } from "@/lib/advice/advice-work";
import { CHUNK_SIZE, type RolledDice } from "@/lib/engine";
import { MOST_RUN } from "@/lib/mid-battle/move-plan";
import { MOVE_TRIALS } from "@/lib/mid-battle/move-search";
import type { Scenario } from "@/lib/scenario/types";
import type { AdviceJob } from "./advice-thread";
import { modelCostUs } from "./cost-model";
import { engineBundlePath } from "./engine-bundle";
import { LruCache } from "./lru-cache";
import type { PoolOutcome } from "./pool/pool-outcome";

export type AdviceOutcome = PoolOutcome<Advice>;

interface Request {
  readonly scenario: Scenario;
  readonly trials: number;
  readonly seed: string;
  /** A roll just made: the answer adds the best move after it (lib/mid-battle/best-move.ts). */
  readonly rolled?: RolledDice;
}

/** Share of the time limit an advice may use on the thread (the rest: the queue before it, the answer after). */
export const ADVICE_BUDGET_SHARE = 0.9;
/** Battles whose advice pace is remembered, and for how long it counts (ms; as the simulations', issue 44). */
const PACE_MEMORY = 256;
const REMEASURE_MS = 5_000;

/** What `/api/health` says of the advice thread. */
export interface AdviceStats {
  readonly threads: 1;
  readonly busyThreads: 0 | 1;
  /** Estimated milliseconds left of the advice running, and so the wait of the next (s). */
  readonly queuedMs: number;
  readonly estimatedWaitS: number;
  /** Battles whose advice pace was measured. */
  readonly measured: number;
}

/**
 * The advice's cost: every run it makes (lib/advice/advice-work.ts: the main run, each retreat rule, each card),
 * at the pace its battle was last measured at on the advice thread, else the cost model's. Issue 44: counted as 4
 * main runs at the model's pace, a 497-byte request expected to take 3 ms took 4.23 s.
 */
export function adviceEstimateMs(workTrials: number, usPerTrial: number): number {
  return (workTrials * usPerTrial) / 1000;
}

/**
 * POST /api/advise's runs: one worker thread of its own, one advice at a time (a second request while one runs is
 * answered 503 with Retry-After: what is left of the running one's estimate, every run to its cap), never on the
 * request thread. A request whose least work (lib/advice/advice-work.ts) would pass the time limit is refused before
 * it starts (422); the thread stops at its budget between two batches, answering 422 with the estimate at the pace
 * it measured, so an advice the model got wrong holds the thread no longer than its budget; one still running at the
 * time limit (a main run too long) has its thread replaced and is answered 422.
 */
export class AdviceService {
  private thread: Worker | null = null;
  private running: { readonly until: number } | null = null;
  private nextId = 1;
  private readonly paces = new LruCache<{ us: number; at: number }>(PACE_MEMORY, PACE_MEMORY, () => 1);

  constructor(private readonly timeLimitMs: number) {}

  private static battleKey(scenario: Scenario): string {
    return createHash("sha256").update(JSON.stringify(scenario)).digest("base64");
  }

  /**
   * What the whole advice is expected to take at most (ms: every run to its cap), the least it can take (the main
   * run and one chunk of each other run), and the trials it runs at most; at the pace its battle was measured at on
   * this thread within REMEASURE_MS, else the model's.
   */
  estimate(request: Request): { estimatedMs: number; leastMs: number; workTrials: number } {
    const advice = adviceWork(request);
    // (the best move after a roll: each class it runs at most MOVE_TRIALS, the least one chunk of each)
    const move = request.rolled
      ? { trials: MOST_RUN * MOVE_TRIALS, leastTrials: MOST_RUN * CHUNK_SIZE }
      : null;
    const work = move
      ? { trials: advice.trials + move.trials, leastTrials: advice.leastTrials + move.leastTrials }
      : advice;
    const measured = this.paces.get(AdviceService.battleKey(request.scenario));
    const fresh = measured && performance.now() - measured.at <= REMEASURE_MS ? measured.us : undefined;
    const pace = fresh ?? modelCostUs(request.scenario);
    return {
      estimatedMs: adviceEstimateMs(work.trials, pace),
      leastMs: adviceEstimateMs(work.leastTrials, pace),
      workTrials: work.trials,
    };
  }

  stats(): AdviceStats {
    const queuedMs = this.running ? Math.max(0, Math.round(this.running.until - performance.now())) : 0;
    return {
      threads: 1,
      busyThreads: this.running ? 1 : 0,
      queuedMs,
      estimatedWaitS: Math.round(queuedMs / 100) / 10,
      measured: this.paces.size,
    };
  }

  async run(request: Request): Promise<AdviceOutcome> {
    const { estimatedMs, leastMs, workTrials } = this.estimate(request);
    const budgetMs = this.timeLimitMs * ADVICE_BUDGET_SHARE;
    // Refused untried only when even its least would not fit; else the thread stops it at its budget.
    if (leastMs > budgetMs) return { kind: "too-long", estimatedMs: leastMs, trials: request.trials };
    if (this.running)
      return {
        kind: "busy",
        reason: "another advice is running",
        retryAfterS: Math.min(60, Math.max(1, Math.ceil((this.running.until - performance.now()) / 1000))),
      };
    const thread = this.start();
    const id = this.nextId++;
    const key = AdviceService.battleKey(request.scenario);
    this.running = { until: performance.now() + Math.min(budgetMs, estimatedMs) };
    type Answer = { id: number; advice?: Advice; error?: string; tooLong?: true; usPerTrial?: number };
    try {
      return await new Promise<AdviceOutcome>((resolve) => {
        const timer = setTimeout(() => {
          // (passed the limit: the thread is stopped, so it cannot hold the next request up)
          this.stop();
          resolve({ kind: "too-long", trials: request.trials });
        }, this.timeLimitMs);
        const onMessage = (m: Answer) => {
          if (m.id !== id) return;
          clearTimeout(timer);
          thread.off("message", onMessage);
          thread.off("error", onError);
          if (m.usPerTrial !== undefined) this.paces.set(key, { us: m.usPerTrial, at: performance.now() });
          if (m.tooLong) {
            const measuredMs = adviceEstimateMs(workTrials, m.usPerTrial ?? 0);
            resolve({ kind: "too-long", estimatedMs: measuredMs, trials: request.trials });
          } else
            resolve(
              m.advice
                ? { kind: "done", value: m.advice }
                : { kind: "failed", error: m.error ?? "no answer" },
            );
        };
        const onError = (e: Error) => {
          clearTimeout(timer);
          this.stop();
          resolve({ kind: "failed", error: e.message });
        };
        thread.on("message", onMessage);
        thread.on("error", onError);
        const job: AdviceJob = { id, ...request, workTrials, budgetMs };
        thread.postMessage(job);
      });
    } finally {
      this.running = null;
    }
  }

  private start(): Worker {
    if (this.thread) return this.thread;
    const script = engineBundlePath("advice-thread.mjs");
    if (!existsSync(script)) throw new Error(`the advice thread ${script} is missing: run \`npm run build\``);
    this.thread = new Worker(script);
    // An idle thread must not keep a stopping server (or a test runner) alive.
    this.thread.unref();
    return this.thread;
  }

  private stop(): void {
    void this.thread?.terminate();
    this.thread = null;
  }
}

const GLOBAL_KEY = Symbol.for("rebellion-odds.advice-service");
type WithService = typeof globalThis & { [GLOBAL_KEY]?: AdviceService };

/** The process's one advice service (kept on globalThis: Next may load this module once per route bundle). */
export function adviceService(timeLimitMs: number): AdviceService {
  const global = globalThis as WithService;
  global[GLOBAL_KEY] ??= new AdviceService(timeLimitMs);
  return global[GLOBAL_KEY];
}

import { createHash } from "node:crypto";
import { Worker } from "node:worker_threads";
import type { Advice } from "@/lib/advice/advice";
import { adviceWork } from "@/lib/advice/advice-work";
import { CHUNK_SIZE, type RolledDice } from "@/lib/engine";
import type { AskedMove } from "@/lib/mid-battle/asked-move";
import { MOST_RUN } from "@/lib/mid-battle/move-plan";
import { MOVE_TRIALS } from "@/lib/mid-battle/move-search";
import type { Scenario } from "@/lib/scenario/types";
import type { AdviceJob, AdviceReply } from "./advice-thread";
import { modelCostUs } from "./cost-model";
import { asThread, bundledScript, type ThreadLike } from "./engine-bundle";
import { LruCache } from "./lru-cache";
import { FairTurns } from "./pool/fair-turns";
import type { PoolOutcome } from "./pool/pool-outcome";
import type { PoolClock } from "./pool/pool-policy";
import { ThreadPool } from "./pool/thread-pool";
import { leastWorkFirst, WholeJobs, type Waiting } from "./pool/whole-jobs";

export type AdviceOutcome = PoolOutcome<Advice>;

interface Request {
  readonly scenario: Scenario;
  readonly trials: number;
  readonly seed: string;
  /** A roll just made: the answer adds the best move after it (lib/mid-battle/best-move.ts). */
  readonly rolled?: RolledDice;
  /** A move to weigh after that roll (lib/mid-battle/asked-move.ts). */
  readonly asked?: AskedMove;
}

/** Share of the time limit an advice may use on the thread (the rest: the queue before it, the answer after). */
export const ADVICE_BUDGET_SHARE = 0.9;
/** Battles whose advice pace is remembered, and for how long it counts (ms; as the simulations', docs/server.md#the-advice-thread). */
const PACE_MEMORY = 256;
const REMEASURE_MS = 5_000;
/** How long a client's turn is kept past the time its Retry-After named (ms). */
export const ADVICE_TURN_GRACE_MS = 2_000;

/** What `/api/health` says of the advice thread. */
export interface AdviceStats {
  readonly threads: 1;
  readonly busyThreads: 0 | 1;
  /** Estimated milliseconds left of the advice running, and so the wait of the next (s). */
  readonly queuedMs: number;
  readonly estimatedWaitS: number;
  /** Battles whose advice pace was measured. */
  readonly measured: number;
  /** Clients turned away holding a turn (fair turns). */
  readonly turns: number;
}

/**
 * The advice's cost: every run it makes (lib/advice/advice-work.ts: the main run, each retreat rule, each card),
 * at the pace its battle was last measured at on the advice thread, else the cost model's. docs/server.md#the-advice-thread: counted as 4
 * main runs at the model's pace, a 497-byte request expected to take 3 ms took 4.23 s.
 */
export function adviceEstimateMs(workTrials: number, usPerTrial: number): number {
  return (workTrials * usPerTrial) / 1000;
}

/** The advice thread (lib/server/advice-thread.ts, bundled by scripts/engine-bundles.mjs). */
export function createAdviceThread(): ThreadLike<AdviceJob, AdviceReply> {
  const script = bundledScript("advice-thread.mjs");
  return asThread<AdviceJob, AdviceReply>(new Worker(script), "advice-thread.mjs");
}

export interface AdviceServiceOptions {
  readonly factory?: () => ThreadLike<AdviceJob, AdviceReply>;
  readonly clock?: PoolClock;
  /** Clients take turns (true by default); false: first come, first served, as before (for comparison). */
  readonly fairTurns?: boolean;
}

const realClock: PoolClock = {
  now: () => performance.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

type Entry = Waiting<Request, AdviceOutcome>;

/**
 * POST /api/advise's runs: a configuration of the one ThreadPool with one thread of its own, one advice at a time,
 * never on the request thread. A request whose least work (lib/advice/advice-work.ts) would pass the time limit is
 * refused before it starts (422); the thread stops at its budget between two batches, answering 422 with the
 * estimate at the pace it measured, so an advice the model got wrong holds the thread no longer than its budget; one
 * still running at the time limit (a main run too long) has its thread replaced and is answered 422. A request while
 * another runs is answered 503 with Retry-After: what is left of the running one's estimate; clients take turns
 * (lib/server/pool/fair-turns.ts), so one asking again and again cannot keep another out.
 */
export class AdviceService {
  private readonly paces = new LruCache<{ us: number; at: number }>(PACE_MEMORY, PACE_MEMORY, () => 1);
  private readonly turns: FairTurns;
  private readonly jobs: WholeJobs<Request, AdviceOutcome, AdviceJob, AdviceReply>;
  private readonly pool: ThreadPool<Request, AdviceOutcome, AdviceJob, AdviceReply, null, Entry>;
  private readonly clock: PoolClock;

  constructor(
    private readonly timeLimitMs: number,
    options: AdviceServiceOptions = {},
  ) {
    this.clock = options.clock ?? realClock;
    this.turns = new FairTurns(options.fairTurns === false ? -Infinity : ADVICE_TURN_GRACE_MS);
    const budgetMs = timeLimitMs * ADVICE_BUDGET_SHARE;
    this.jobs = new WholeJobs<Request, AdviceOutcome, AdviceJob, AdviceReply>({
      // (what it holds the thread at most: every run to its cap, stopped at its budget)
      estimateMs: (request) => Math.min(budgetMs, this.estimate(request).estimatedMs),
      message: (entry) => ({
        id: entry.id,
        ...entry.job,
        workTrials: adviceWork(entry.job).trials,
        budgetMs,
      }),
      answer: (reply, entry) => this.answer(reply, entry),
      admission: [
        // Refused untried only when even its least would not fit; else the thread stops it at its budget.
        (entry) => {
          const { leastMs } = this.estimate(entry.job);
          return leastMs > budgetMs
            ? { kind: "too-long", estimatedMs: leastMs, trials: entry.job.trials }
            : null;
        },
        (entry) => this.fairTurn(entry),
      ],
      order: leastWorkFirst,
      // (past the time limit its thread is stopped, so it cannot hold the next request up)
      hardLimitMs: () => timeLimitMs,
      lost: (entry, stuck) =>
        stuck
          ? { kind: "too-long", trials: entry.job.trials }
          : { kind: "failed", error: "the advice thread stopped" },
      late: () => ({ kind: "busy", retryAfterS: 1, reason: "another advice is running" }),
      stopping: () => ({ kind: "busy", retryAfterS: 1, reason: "the server is shutting down" }),
    });
    this.pool = new ThreadPool(
      {
        size: 1,
        factory: options.factory ?? createAdviceThread,
        clock: this.clock,
        lazy: true,
        matches: (job, reply) => job.id === reply.id,
      },
      this.jobs,
    );
  }

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
    const fresh = measured && this.clock.now() - measured.at <= REMEASURE_MS ? measured.us : undefined;
    const pace = fresh ?? modelCostUs(request.scenario);
    return {
      estimatedMs: adviceEstimateMs(work.trials, pace),
      leastMs: adviceEstimateMs(work.leastTrials, pace),
      workTrials: work.trials,
    };
  }

  stats(): AdviceStats {
    const queuedMs = Math.round(this.jobs.queuedMs());
    return {
      threads: 1,
      busyThreads: this.jobs.running.length > 0 ? 1 : 0,
      queuedMs,
      estimatedWaitS: Math.round(queuedMs / 100) / 10,
      measured: this.paces.size,
      turns: this.turns.size,
    };
  }

  /** The advice for `request`, asked by `client` (its address: clients take turns), or why not. */
  run(request: Request, client = ""): Promise<AdviceOutcome> {
    return this.pool.submit(request, { client, timeLimitMs: this.timeLimitMs });
  }

  dispose(): void {
    this.pool.dispose();
  }

  /**
   * One advice at a time, clients taking turns: busy while another runs, or when its job would still be running at
   * another client's turn; Retry-After: when the thread is free for it (whole seconds, rounded up: asking then finds
   * it free), and the client holds a turn then.
   */
  private fairTurn(entry: Entry): AdviceOutcome | null {
    const now = this.clock.now();
    const running = this.jobs.queuedMs();
    const turn = this.turns.waitMs(entry.client, now, entry.estimatedMs);
    const waitMs = Math.max(this.jobs.entries.length > 0 ? running : 0, turn);
    if (this.jobs.entries.length === 0 && turn === 0) {
      this.turns.taken(entry.client);
      return null;
    }
    const retryAfterS = Math.min(60, Math.max(1, Math.ceil(waitMs / 1000)));
    this.turns.promise(entry.client, now, retryAfterS * 1000, entry.estimatedMs);
    const reason = turn > 0 && running === 0 ? "another client's turn" : "another advice is running";
    return { kind: "busy", retryAfterS, reason };
  }

  private answer(m: AdviceReply, entry: Entry): AdviceOutcome {
    const key = AdviceService.battleKey(entry.job.scenario);
    if (m.usPerTrial !== undefined) this.paces.set(key, { us: m.usPerTrial, at: this.clock.now() });
    if (m.tooLong) {
      const measuredMs = adviceEstimateMs(this.estimate(entry.job).workTrials, m.usPerTrial ?? 0);
      return { kind: "too-long", estimatedMs: measuredMs, trials: entry.job.trials };
    }
    return m.advice ? { kind: "done", value: m.advice } : { kind: "failed", error: m.error ?? "no answer" };
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

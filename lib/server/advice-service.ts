import { existsSync } from "node:fs";
import { Worker } from "node:worker_threads";
import type { Advice } from "@/lib/advice/advice";
import type { Scenario } from "@/lib/scenario/types";
import { modelCostUs } from "./cost-model";
import { engineBundlePath } from "./engine-bundle";

/**
 * The advice's runs, as the page runs them after its main run: the retreat rules, and the cards in Cinematic
 * Combat, each stopped once settled. Measured on the presets they cost from a quarter to twice the main run's
 * trials (docs/performance.md); the cost check counts three times the main run, so a refusal errs on the safe side.
 */
export const ADVICE_COST_FACTOR = 1 + 3;

export type AdviceOutcome =
  | { readonly kind: "done"; readonly advice: Advice }
  | { readonly kind: "busy"; readonly retryAfterS: number }
  | { readonly kind: "too-long"; readonly estimatedMs?: number; readonly trials: number }
  | { readonly kind: "failed"; readonly error: string };

interface Request {
  readonly scenario: Scenario;
  readonly trials: number;
  readonly seed: string;
}

/**
 * POST /api/advise's runs: one worker thread of its own, one advice at a time (a second request while one runs is
 * answered 503 with Retry-After), never on the request thread. A request the cost model says would pass the time
 * limit is refused before it starts (422); one that passes it anyway is stopped (the thread is replaced) and
 * answered 422.
 */
export class AdviceService {
  private thread: Worker | null = null;
  private running: { readonly until: number } | null = null;
  private nextId = 1;

  constructor(private readonly timeLimitMs: number) {}

  /** What the model says the whole advice would take, in ms. */
  estimateMs(request: Request): number {
    return (modelCostUs(request.scenario) * request.trials * ADVICE_COST_FACTOR) / 1000;
  }

  async run(request: Request): Promise<AdviceOutcome> {
    const estimatedMs = this.estimateMs(request);
    if (estimatedMs > this.timeLimitMs) return { kind: "too-long", estimatedMs, trials: request.trials };
    if (this.running)
      return {
        kind: "busy",
        retryAfterS: Math.max(1, Math.ceil((this.running.until - performance.now()) / 1000)),
      };
    const thread = this.start();
    const id = this.nextId++;
    this.running = { until: performance.now() + Math.min(this.timeLimitMs, 2 * estimatedMs + 1000) };
    try {
      return await new Promise<AdviceOutcome>((resolve) => {
        const timer = setTimeout(() => {
          // (passed the limit: the thread is stopped, so it cannot hold the next request up)
          this.stop();
          resolve({ kind: "too-long", trials: request.trials });
        }, this.timeLimitMs);
        const onMessage = (m: { id: number; advice?: Advice; error?: string }) => {
          if (m.id !== id) return;
          clearTimeout(timer);
          thread.off("message", onMessage);
          thread.off("error", onError);
          resolve(
            m.advice ? { kind: "done", advice: m.advice } : { kind: "failed", error: m.error ?? "no answer" },
          );
        };
        const onError = (e: Error) => {
          clearTimeout(timer);
          this.stop();
          resolve({ kind: "failed", error: e.message });
        };
        thread.on("message", onMessage);
        thread.on("error", onError);
        thread.postMessage({ id, ...request });
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

import { availableParallelism, loadavg } from "node:os";
import { DrawingPool } from "./drawing-pool";
import { Worker } from "node:worker_threads";
import { asThread, bundledScript, type ThreadLike } from "@/lib/server/engine-bundle";
import type { DrawingJob, DrawingReply } from "./drawing-jobs";

/** The server's limits on drawing preview images (docs/server.md). */
export const DRAWING_LIMITS = {
  /** Drawings waiting at most; past that, the calculator's stand-in image. */
  queued: 16,
  /** A drawing still waiting after 2 s gets the stand-in (a crawler waits a few seconds for an image). */
  waitLimitMs: 2000,
  /** A drawing not back after 5 s (× the load per core) has its thread replaced and gets the stand-in. */
  hardLimitMs: 5000,
  /**
   * After 30 s with nothing to draw the thread is ended: the drawing library's memory (~70 MB) goes with it. A
   * fresh thread's first drawing loads it again (~0.3–1 s).
   */
  idleReclaimMs: 30_000,
} as const;

const DRAWING_THREAD_SCRIPT = "drawing-thread.mjs";

/** The preview-drawing thread (lib/preview/drawing-thread.tsx, bundled by scripts/engine-bundles.mjs). */
export function createDrawingThread(): ThreadLike<DrawingJob, DrawingReply> {
  const script = bundledScript(DRAWING_THREAD_SCRIPT);
  return asThread<DrawingJob, DrawingReply>(new Worker(script), DRAWING_THREAD_SCRIPT);
}

const GLOBAL_KEY = Symbol.for("rebellion-odds.drawing-pool");
type WithPool = typeof globalThis & { [GLOBAL_KEY]?: DrawingPool };

/**
 * The process's one drawing thread for both calculators' previews (kept on globalThis: Next may load this module
 * once per route bundle). One thread: an image takes tens of ms and the same link is drawn once (cached), so a
 * thread more would only take a core from the simulations.
 */
export function drawingPool(): DrawingPool {
  const global = globalThis as WithPool;
  global[GLOBAL_KEY] ??= new DrawingPool(createDrawingThread, {
    ...DRAWING_LIMITS,
    contention: () => loadavg()[0]! / availableParallelism(),
    clock: {
      now: () => performance.now(),
      // (an idle pool keeps neither a test runner nor a stopping server alive)
      setTimeout: (fn, ms) => setTimeout(fn, ms).unref(),
      clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    },
  });
  return global[GLOBAL_KEY];
}

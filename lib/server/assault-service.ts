import { pinnedShown, tooMuchWork, type Assault, type AssaultOdds } from "@/lib/assault";
import { availableParallelism, loadavg } from "node:os";
import { AssaultPool } from "./assault-pool";
import { createAssaultThread } from "./engine-bundle";
import { startIdleCollector } from "./idle-collector";
import { threadCount } from "./simulation-service";

/** The server's Imperial Assault limits (docs/server.md). */
export const ASSAULT_LIMITS = {
  /** Jobs waiting per thread; more are answered 503 with a Retry-After. */
  queuedPerThread: 4,
  /** A job still running after 5× its estimate, and at least 3 s, is stopped and answered too long. */
  hardLimitMs: 3000,
  hardLimitFactor: 5,
  /** Attacks of at most 100 ms (by the estimate) also have a thread of their own. */
  smallJobMs: 100,
  /** The API's time limit, queue included (as /api/simulate's). */
  apiTimeLimitMs: 10_000,
  /** A page's and a preview's: past it, the page computes in the browser and the preview shows no numbers. */
  pageTimeLimitMs: 3000,
} as const;

const GLOBAL_KEY = Symbol.for("rebellion-odds.assault-pool");
type WithPool = typeof globalThis & { [GLOBAL_KEY]?: AssaultPool };

/**
 * The process's one Imperial Assault pool (kept on globalThis: Next may load this module once per route bundle):
 * half the simulation threads, at least one, so heavy attacks never hold every core, and one for small attacks.
 */
export function assaultPool(): AssaultPool {
  const global = globalThis as WithPool;
  startIdleCollector();
  global[GLOBAL_KEY] ??= new AssaultPool(Math.max(1, Math.floor(threadCount() / 2)), createAssaultThread, {
    queuedPerThread: ASSAULT_LIMITS.queuedPerThread,
    hardLimitMs: ASSAULT_LIMITS.hardLimitMs,
    hardLimitFactor: ASSAULT_LIMITS.hardLimitFactor,
    smallJobMs: ASSAULT_LIMITS.smallJobMs,
    // (the load average per core: a loaded machine stretches a job past its estimate, not the attack)
    contention: () => loadavg()[0]! / availableParallelism(),
    clock: {
      now: () => performance.now(),
      setTimeout: (fn, ms) => setTimeout(fn, ms),
      clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    },
  });
  return global[GLOBAL_KEY];
}

/** A link's numbers as the server has them: the attack's odds, and the pinned A's when it is shown. */
export interface LinkOdds {
  readonly odds: AssaultOdds;
  readonly pinned: AssaultOdds | null;
}

/**
 * The odds a link's page, metadata and preview image show, computed on the attack threads (once per attack: the
 * pool keeps and joins them): the attack's, and a pinned A's only as docs/assault.md#share-link says (both
 * together within WORK_LIMIT). Null when the attack is too much work or the threads could not in `timeLimitMs`
 * (the page then computes in the browser; the preview shows no numbers).
 */
export async function linkOdds(
  assault: Assault,
  pinned: Assault | null,
  timeLimitMs = ASSAULT_LIMITS.pageTimeLimitMs,
  pool: AssaultPool = assaultPool(),
): Promise<LinkOdds | null> {
  if (tooMuchWork(assault)) return null;
  const [mine, pin] = await Promise.all([
    pool.odds(assault, timeLimitMs),
    pinned && pinnedShown(assault, pinned) ? pool.odds(pinned, timeLimitMs) : null,
  ]);
  if (mine.kind !== "done" || (pin && pin.kind !== "done")) return null;
  return { odds: mine.value, pinned: pin ? pin.value : null };
}

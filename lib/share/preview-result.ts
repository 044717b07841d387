import { simulate, type SimulationResult } from "@/lib/engine";
import { runWithDeadline } from "@/lib/api/run-with-deadline";
import { encodeSetup, type Setup } from "@/lib/scenario/url-codec";

/** Previews run at most this many trials on the server; links asking for more say so in the preview. */
export const PREVIEW_MAX_TRIALS = 200_000;
const CACHE_SIZE = 64;
const cache = new Map<string, SimulationResult>();

/**
 * The result a link preview shows: the link's own trials and seed (so the numbers match the page),
 * capped at PREVIEW_MAX_TRIALS. Recent results are kept, since a chat app fetches the page and the
 * image one after the other.
 */
export function previewResult(setup: Setup): SimulationResult {
  const key = encodeSetup(setup);
  const hit = cache.get(key);
  if (hit) return hit;
  const result = simulate(setup.scenario, {
    trials: Math.min(setup.trials, PREVIEW_MAX_TRIALS),
    seed: setup.seed,
  });
  remember(key, result);
  return result;
}

function remember(key: string, result: SimulationResult): void {
  if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  cache.set(key, result);
}

/** Time the page may spend on the server running a setup that is not cached yet. */
export const QUICK_BUDGET_MS = 300;

/**
 * The result to send with the page, when it is cheap: a cached one, or a run that finishes within
 * `budgetMs` (the API's chunk-by-chunk runner, so it is the same result as `simulate`). Otherwise null and
 * the browser's workers run it. `now` is injectable for tests.
 */
export async function quickResult(
  setup: Setup,
  budgetMs = QUICK_BUDGET_MS,
  now: () => number = () => performance.now(),
): Promise<SimulationResult | null> {
  const key = encodeSetup(setup);
  const hit = cache.get(key);
  if (hit && hit.trials === setup.trials) return hit;
  if (setup.trials > PREVIEW_MAX_TRIALS) return null;
  // No pause between chunks: the budget is short and the page is waiting for this answer.
  const run = await runWithDeadline(setup.scenario, setup.trials, setup.seed, {
    timeLimitMs: budgetMs,
    now,
    pause: () => Promise.resolve(),
  });
  if (!run.ok) return null;
  remember(key, run.result);
  return run.result;
}

import {
  chunkCount,
  compileBattle,
  emptyTally,
  mergeTallies,
  runChunks,
  simulate,
  summarize,
  type SimulationResult,
} from "@/lib/engine";
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
 * `budgetMs` (chunk by chunk, so it is the same result as `simulate`). Otherwise null and the browser's
 * workers run it. `now` is injectable for tests.
 */
export function quickResult(
  setup: Setup,
  budgetMs = QUICK_BUDGET_MS,
  now: () => number = () => performance.now(),
): SimulationResult | null {
  const key = encodeSetup(setup);
  const hit = cache.get(key);
  if (hit && hit.trials === setup.trials) return hit;
  if (setup.trials > PREVIEW_MAX_TRIALS) return null;
  const start = now();
  const battle = compileBattle(setup.scenario);
  const tally = emptyTally(battle);
  const chunks = chunkCount(setup.trials);
  for (let k = 0; k < chunks; k++) {
    mergeTallies(tally, runChunks(battle, setup.seed, setup.trials, k, k + 1));
    if (k + 1 < chunks && now() - start > budgetMs) return null;
  }
  const result = summarize(battle, tally, setup.seed);
  remember(key, result);
  return result;
}

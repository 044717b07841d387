import { simulate, type SimulationResult } from "@/lib/engine";
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
  if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  cache.set(key, result);
  return result;
}

import type { SimulationResult } from "@/lib/engine";
import type { Setup } from "@/lib/scenario/url-codec";
import { API_MAX_TRIALS } from "@/lib/scenario/run-settings";
import type { RunOptions, RunOutcome, RunRequest } from "@/lib/server/run-types";
import { modelCostUs } from "@/lib/server/cost-model";
import { simulationService } from "@/lib/server/simulation-service";
import { servedGoals } from "@/lib/server/served-goals";
import {
  AUTO_TRIALS,
  asksAuto,
  playedScenario,
  sharesOfResult,
  type AutoShares,
} from "@/lib/results/auto-goal";

/** Time the page may wait on the server for its first numbers; past it, the browser's workers run them. */
export const QUICK_TIME_LIMIT_MS = 300;
/**
 * A link preview (the page's description, the `/og` image) waits at most this long for its run: chat apps' crawlers
 * wait a few seconds for a page and its image (the drawing's own wait, lib/server/drawing-service.ts, comes after);
 * past it, the preview shows the forces without odds.
 */
export const PREVIEW_TIME_LIMIT_MS = 3000;
/**
 * Thread time a preview may cost by the cost model (lib/server/cost-model.ts, one idle core: the run is spread over
 * the threads, and the time limit leaves room for a busy machine and the model's error), and its fewest trials.
 */
export const PREVIEW_BUDGET_MS = 2000;
export const PREVIEW_MIN_TRIALS = 2000;

/**
 * Trials of a link's preview: the page's own (its trials and seed, so its numbers) when the cost model says they
 * fit the budget; else as many whole chunks as fit, and the preview says "about" (preview-text.ts:isAbout); null
 * when not even PREVIEW_MIN_TRIALS fit: anyone can send a link (a chat unfurler, an `<img>` elsewhere), so a huge
 * battle's preview says "open the link" instead of computing.
 */
export function previewTrials(setup: Setup): number | null {
  const fit = Math.floor((PREVIEW_BUDGET_MS * 1000) / modelCostUs(setup.scenario));
  if (fit >= setup.trials) return setup.trials;
  if (fit < PREVIEW_MIN_TRIALS) return null;
  return Math.floor(fit / PREVIEW_MIN_TRIALS) * PREVIEW_MIN_TRIALS;
}

/** Where the server's runs go: the shared pool and cache (tests pass a stand-in). */
export interface ServerRuns {
  cached(request: RunRequest): SimulationResult | undefined;
  run(request: RunRequest, options: RunOptions): Promise<RunOutcome>;
}

const request = (setup: Setup, trials = setup.trials): RunRequest => ({
  scenario: setup.scenario,
  trials,
  seed: setup.seed,
});

/**
 * The link's own result (its trials and seed, so the page's numbers) when the server can have it within
 * QUICK_TIME_LIMIT_MS: cached, or a best-effort run that overtakes the API's queue. Otherwise null and the
 * browser's workers run it; a busy server costs the page nothing but the first numbers.
 */
export async function quickResult(
  setup: Setup,
  runs: ServerRuns = simulationService(),
): Promise<SimulationResult | null> {
  // A precision run stops where the browser finds it has enough; the server runs fixed trials only.
  if (setup.trials > API_MAX_TRIALS || setup.precision !== undefined) return null;
  const outcome = await runs.run(request(setup), { timeLimitMs: QUICK_TIME_LIMIT_MS, bestEffort: true });
  return outcome.kind === "done" ? outcome.value : null;
}

/**
 * The result a link preview shows: the link's own run if the server has it cached or it fits the preview's budget,
 * else a smaller run of the same seed (`previewTrials`, best effort within PREVIEW_TIME_LIMIT_MS). The result
 * carries its trial count, and the preview says it. Null when the server is too busy: the preview then
 * shows the forces without odds.
 */
export async function previewResult(
  setup: Setup,
  runs: ServerRuns = simulationService(),
): Promise<SimulationResult | null> {
  const full = runs.cached(request(setup));
  if (full) return full;
  const trials = previewTrials(setup);
  if (trials === null) return null;
  const outcome = await runs.run(request(setup, trials), {
    timeLimitMs: PREVIEW_TIME_LIMIT_MS,
    bestEffort: true,
  });
  return outcome.kind === "done" ? outcome.value : null;
}

/**
 * The page's first numbers from the server (`quickResult`) with the first battles `auto` reads (docs/rules.md#auto):
 * both, or null (the browser's workers run them); `shares` is null when no side plays for `auto`.
 */
export async function quickServed(
  setup: Setup,
  runs: ServerRuns = simulationService(),
): Promise<{ readonly result: SimulationResult; readonly shares: AutoShares | null } | null> {
  const result = await quickResult(setup, runs);
  if (!result) return null;
  if (!asksAuto(setup.scenario)) return { result, shares: null };
  const first = await runs.run(request(setup, Math.min(AUTO_TRIALS, setup.trials)), {
    timeLimitMs: QUICK_TIME_LIMIT_MS,
    bestEffort: true,
  });
  return first.kind === "done" ? { result, shares: sharesOfResult(first.value) } : null;
}

/**
 * A preview's setups with their goals as played: `auto` resolved on each link's first battles (a comparison's A
 * resolved, and B asked the same question, as the page's Compare does). A side whose first battles the server
 * cannot run plays its stand-in, and the preview names no goal for it.
 */
export async function playedSetups(
  setup: Setup,
  pinned: Setup | null,
  runs: ServerRuns = simulationService(),
): Promise<{ readonly setup: Setup; readonly pinned: Setup | null }> {
  const options = { timeLimitMs: PREVIEW_TIME_LIMIT_MS, bestEffort: true };
  const played = async (s: Setup) => servedGoals(request(s), (r) => runs.run(r, options));
  if (!pinned)
    return { setup: { ...setup, scenario: playedScenario(setup.scenario, await played(setup)) }, pinned };
  const a = await played(pinned);
  return {
    setup: { ...setup, scenario: playedScenario(setup.scenario, a) },
    pinned: { ...pinned, scenario: playedScenario(pinned.scenario, a) },
  };
}

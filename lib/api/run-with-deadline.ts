import {
  chunkCount,
  compileBattle,
  emptyTally,
  mergeTallies,
  runChunks,
  summarize,
  type SimulationResult,
} from "@/lib/engine";
import type { Scenario } from "@/lib/scenario";

/** The clock and the pause are injected so tests can pass the deadline without waiting for it. */
export interface DeadlineOptions {
  /** Stop once this much time has passed and trials remain. */
  readonly timeLimitMs: number;
  /** Milliseconds from any fixed origin. */
  readonly now: () => number;
  /** Lets other requests run between chunks; resolves soon. */
  readonly pause: () => Promise<void>;
}

export type DeadlineResult =
  { readonly ok: true; readonly result: SimulationResult } | { readonly ok: false; readonly error: string };

/** Yield to the event loop about this often, so one long run does not stall every other request. */
const PAUSE_EVERY_MS = 50;

export const yieldToEventLoop = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

export function timeLimitMessage(timeLimitMs: number, done: number, trials: number): string {
  const fmt = (n: number) => n.toLocaleString("en-US");
  return `the simulation passed the ${fmt(timeLimitMs / 1000)} s time limit after ${fmt(done)} of ${fmt(trials)} trials: ask for fewer trials`;
}

/**
 * The same run as `simulate()` — chunk k seeded by (seed, k), tallies merged in order, so the result is
 * identical — but one chunk at a time, checking the clock after each, so a request never runs unbounded.
 */
export async function runWithDeadline(
  scenario: Scenario,
  trials: number,
  seed: string,
  options: DeadlineOptions,
): Promise<DeadlineResult> {
  const start = options.now();
  let lastPause = start;
  const battle = compileBattle(scenario);
  const tally = emptyTally(battle);
  const chunks = chunkCount(trials);
  for (let k = 0; k < chunks; k++) {
    mergeTallies(tally, runChunks(battle, seed, trials, k, k + 1));
    const now = options.now();
    if (k + 1 < chunks && now - start > options.timeLimitMs) {
      return { ok: false, error: timeLimitMessage(options.timeLimitMs, tally.trials, trials) };
    }
    if (k + 1 < chunks && now - lastPause >= PAUSE_EVERY_MS) {
      await options.pause();
      lastPause = now;
    }
  }
  return { ok: true, result: summarize(battle, tally, seed) };
}

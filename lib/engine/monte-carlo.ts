import type { Scenario } from "@/lib/scenario/types";
import type { Battle } from "./core/battle";
import { BattleState } from "./core/battle-state";
import { fightCombat, type CombatEnd } from "./core/combat";
import { chunkRng } from "./core/rng";
import { compileBattle } from "./modes";
import { summarize, type SimulationResult } from "./stats";
import { emptyTally, mergeTallies, recordCombat, recordCounters, type Tally } from "./tally";
import { END_STATE_CHUNKS, EndStateCounter, endStatePlaces } from "./end-states";
import { recordEnding } from "./timeline";

/**
 * Trials are run in fixed chunks; chunk k draws from a generator seeded by (seed, k) alone, so any
 * split of the chunks over workers, merged in any order, gives exactly the same tally.
 */
export const CHUNK_SIZE = 2000;
export const MAX_TRIALS = 10_000_000;

export function chunkCount(trials: number): number {
  return Math.ceil(trials / CHUNK_SIZE);
}

export interface SimulateOptions {
  readonly trials: number;
  readonly seed: string;
}

/** Runs chunks [from, to) of a run of `trials` trials and returns their tally. */
export function runChunks(battle: Battle, seed: string, trials: number, from: number, to: number): Tally {
  const tally = emptyTally(battle);
  const state = new BattleState(battle);
  const end: CombatEnd = { rounds: 0, stalemate: 0 };
  const places = from < END_STATE_CHUNKS ? endStatePlaces(battle) : null;
  const endStates = places ? new EndStateCounter(battle, places, CHUNK_SIZE) : null;
  for (let chunk = from; chunk < to; chunk++) {
    const n = Math.min(CHUNK_SIZE, trials - chunk * CHUNK_SIZE);
    const rng = chunkRng(seed, chunk);
    const states = chunk < END_STATE_CHUNKS ? endStates : null;
    for (let i = 0; i < n; i++) {
      const outcome = fightCombat(rng, battle, state, end, tally);
      recordCombat(battle, state, outcome, end, tally);
      recordEnding(state, outcome, end.rounds, tally);
      if (states) states.count(battle, state);
    }
    // (per chunk: the state's counters are 32-bit)
    recordCounters(state, tally);
    if (states) states.flushInto(tally);
  }
  return tally;
}

/** The whole Monte Carlo run on one thread: a pure function of (scenario, seed, trials). */
export function simulate(scenario: Scenario, options: SimulateOptions): SimulationResult {
  const battle = compileBattle(scenario);
  const tally = runChunks(battle, options.seed, options.trials, 0, chunkCount(options.trials));
  return summarize(battle, tally, options.seed);
}

export { mergeTallies };

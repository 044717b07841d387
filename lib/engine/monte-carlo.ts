import type { Scenario } from "@/lib/scenario/types";
import type { Battle } from "./core/battle";
import { BattleState } from "./core/battle-state";
import { fightCombat } from "./core/combat";
import type { CombatEnd } from "./core/outcomes";
import { TrialStreams } from "./core/rng";
import { compileBattle } from "./modes";
import type { SimulationResult } from "./simulation-result";
import { summarize } from "./stats";
import { emptyTally, mergeTallies, recordCombat, recordCounters, recordRound, type Tally } from "./tally";
import { END_STATE_CHUNKS, EndStateCounter, endStatePlaces } from "./end-states";
import { CHUNK_SIZE, chunkCount } from "./chunks";
import { emptyTrace, recordTrial, type TrialTrace } from "./trial-trace";

export { CHUNK_SIZE, MAX_TRIALS, chunkCount } from "./chunks";

export interface SimulateOptions {
  readonly trials: number;
  readonly seed: string;
}

/**
 * Runs chunks [from, to) of a run of `trials` trials and returns their tally. Trial i of chunk k plays on its
 * own stream (`TrialStreams`); with `trace` (from `emptyTrace` for the same chunks), each traced trial's end
 * is written down too.
 */
export function runChunks(
  battle: Battle,
  seed: string,
  trials: number,
  from: number,
  to: number,
  trace: TrialTrace | null = null,
): Tally {
  return runTrials(battle, seed, trials, from * CHUNK_SIZE, Math.min(trials, to * CHUNK_SIZE), trace);
}

/**
 * Runs trials [first, end) of a run of `trials` trials: any slice, even inside a chunk (the server sizes its
 * batches by time, and one trial of a huge battle can take milliseconds). Trial i is the same trial whatever
 * slice it is run in (its chunk's streams are skipped to it), and tallies of slices add up to the run's.
 */
export function runTrials(
  battle: Battle,
  seed: string,
  trials: number,
  first: number,
  end: number,
  trace: TrialTrace | null = null,
): Tally {
  const tally = emptyTally(battle);
  // (the tally's timeline is fed after each round: `fightCombat`'s round observer)
  const onRound = (s: BattleState, round: number) => recordRound(s, round, tally);
  const state = new BattleState(battle);
  const combatEnd: CombatEnd = { rounds: 0, stalemate: 0 };
  const places = first < END_STATE_CHUNKS * CHUNK_SIZE ? endStatePlaces(battle) : null;
  const endStates = places ? new EndStateCounter(battle, places, CHUNK_SIZE) : null;
  const last = Math.min(end, trials);
  for (let chunk = Math.floor(first / CHUNK_SIZE); chunk * CHUNK_SIZE < last; chunk++) {
    const base = chunk * CHUNK_SIZE;
    const from = Math.max(first, base) - base;
    const n = Math.min(CHUNK_SIZE, last - base);
    const streams = new TrialStreams(seed, chunk);
    for (let i = 0; i < from; i++) streams.next();
    const states = chunk < END_STATE_CHUNKS ? endStates : null;
    for (let i = from; i < n; i++) {
      const outcome = fightCombat(streams.next(), battle, state, combatEnd, onRound);
      recordCombat(battle, state, outcome, combatEnd, tally);
      if (states) states.count(battle, state);
      if (trace) recordTrial(battle, state, outcome, base + i, trace);
    }
    // (per chunk: the state's counters are 32-bit)
    recordCounters(state, tally);
    if (states) states.flushInto(tally);
  }
  return tally;
}

/** The whole Monte Carlo run on one thread: a pure function of (scenario, seed, trials). */
export function simulate(scenario: Scenario, options: SimulateOptions): SimulationResult {
  return simulateTraced(scenario, options, false).result;
}

/** `simulate`, also keeping the run's trial trace (its first TRACE_MAX_TRIALS trials) when `traced`. */
export function simulateTraced(
  scenario: Scenario,
  options: SimulateOptions,
  traced = true,
): { result: SimulationResult; trace: TrialTrace | null } {
  const battle = compileBattle(scenario);
  const chunks = chunkCount(options.trials);
  const trace = traced ? emptyTrace(battle, options.trials, 0, chunks) : null;
  const tally = runChunks(battle, options.seed, options.trials, 0, chunks, trace);
  return { result: summarize(battle, tally, options.seed), trace };
}

export { mergeTallies };

import {
  CHUNK_SIZE,
  compileBattle,
  emptyTally,
  joinTraces,
  mergeTallies,
  type Battle,
  type Tally,
  type TrialTrace,
} from "@/lib/engine";
import { planBatches } from "./batches";
import { sharesOfTrace, type AutoShares } from "@/lib/results/auto-goal";
import { headlineMargin } from "./precision";
import type { RunCallbacks, RunRequest } from "./run-request";

/** The pool's own run (the main run, a planner's or a pinned one): its chunks to post and what has come back. */
export interface Run {
  readonly id: number;
  readonly request: RunRequest;
  readonly battle: Battle;
  readonly queue: [number, number][];
  /** Every chunk merged so far; for a precision run, only the chunks 0 … nextChunk − 1. */
  readonly tally: Tally;
  readonly callbacks: RunCallbacks;
  chunksLeft: number;
  /** Precision runs: chunk tallies that arrived ahead of their turn, and the next chunk to merge. */
  readonly early: Map<number, Tally>;
  nextChunk: number;
  /** The traces of the batches answered so far (traced runs). */
  readonly traces: TrialTrace[];
  /** What `auto` reads of the run's first battles, once the batch holding them is back (traced runs). */
  shares: AutoShares | null;
}

/** A run of `request` with every chunk still to post. */
export function newRun(id: number, request: RunRequest, callbacks: RunCallbacks): Run {
  const battle = compileBattle(request.scenario);
  const queue = planBatches(request.trials);
  return {
    id,
    request,
    battle,
    queue,
    tally: emptyTally(battle),
    callbacks,
    chunksLeft: queue.reduce((n, [from, to]) => n + to - from, 0),
    early: new Map(),
    nextChunk: 0,
    traces: [],
    shares: null,
  };
}

/**
 * Merges the chunks that are next in line, one at a time, stopping at the first one after which every
 * headline chance is within `precision`; returns the largest half-width reached.
 */
export function mergeInOrder(run: Run, precision: number): number {
  let margin = headlineMargin(run.tally);
  for (let tally = run.early.get(run.nextChunk); tally; tally = run.early.get(run.nextChunk)) {
    run.early.delete(run.nextChunk++);
    mergeTallies(run.tally, tally);
    margin = headlineMargin(run.tally);
    if (margin <= precision) break;
  }
  return margin;
}

/** Keeps a batch's trace; the first batch's also gives the run's first battles to `auto` (docs/rules.md#auto). */
export function keepTrace(run: Run, trace: TrialTrace): void {
  run.traces.push(trace);
  run.shares ??= sharesOfTrace(trace, run.request.trials);
}

/**
 * A finished run's trace: its batches' traces joined. A precision run counts only the chunks it merged, so
 * only the traces of those (a batch past where it stopped is left out, and so is what follows it).
 */
export function runTrace(run: Run): TrialTrace | null {
  const merged = run.request.precision == null ? Infinity : run.nextChunk * CHUNK_SIZE;
  const parts = run.traces.filter((t) => t.first + t.trials <= merged).sort((x, y) => x.first - y.first);
  const prefix: TrialTrace[] = [];
  for (const t of parts) {
    if (t.first !== (prefix.at(-1) ? prefix.at(-1)!.first + prefix.at(-1)!.trials : 0)) break;
    prefix.push(t);
  }
  return joinTraces(prefix);
}

import { compileBattle, emptyTally, mergeTallies, runChunks, type Battle, type Tally } from "@/lib/engine";
import type { Scenario } from "@/lib/scenario/types";

/** One batch of chunks [from, to) of run `runId`: what the pool posts to a worker. Plain JSON. */
export interface BatchRequest {
  readonly runId: number;
  readonly scenario: Scenario;
  readonly seed: string;
  readonly trials: number;
  readonly from: number;
  readonly to: number;
  /** Also send each chunk's own tally (a precision run checks its stopping rule chunk by chunk). */
  readonly perChunk?: boolean;
}

export type BatchResponse =
  | {
      readonly runId: number;
      readonly from: number;
      readonly to: number;
      readonly tally: Tally;
      /** Chunk from, from + 1, …: when asked for (`perChunk`). */
      readonly chunks?: readonly Tally[];
    }
  | { readonly runId: number; readonly from: number; readonly to: number; readonly error: string };

/** Battles compiled for the last few runs: a server thread takes batches of several runs in turn. */
const COMPILED_RUNS = 4;
const compiled = new Map<number, Battle>();

function battleOf(request: BatchRequest): Battle {
  let battle = compiled.get(request.runId);
  if (!battle) {
    battle = compileBattle(request.scenario);
    compiled.set(request.runId, battle);
    if (compiled.size > COMPILED_RUNS) compiled.delete(compiled.keys().next().value as number);
  }
  return battle;
}

/** Runs one batch; compiles the battle once per run (a worker sees many batches of the same run). */
export function runBatch(request: BatchRequest): BatchResponse {
  const { runId, from, to } = request;
  try {
    const battle = battleOf(request);
    if (!request.perChunk)
      return { runId, from, to, tally: runChunks(battle, request.seed, request.trials, from, to) };
    const chunks: Tally[] = [];
    for (let k = from; k < to; k++) chunks.push(runChunks(battle, request.seed, request.trials, k, k + 1));
    const tally = emptyTally(battle);
    for (const chunk of chunks) mergeTallies(tally, chunk);
    return { runId, from, to, tally, chunks };
  } catch (e) {
    return { runId, from, to, error: e instanceof Error ? e.message : String(e) };
  }
}

import {
  compileBattle,
  emptyTally,
  emptyTrace,
  mergeTallies,
  runChunks,
  runTrials,
  type Battle,
  type Tally,
  type TrialTrace,
} from "@/lib/engine";
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
  /**
   * Only trials [first, end) of chunks [from, to) (the server sizes its batches by time; one trial of a huge
   * battle can take milliseconds). Not with `perChunk` or `trace`.
   */
  readonly first?: number;
  readonly end?: number;
  /** Also keep how each trial of the batch ended (`TrialTrace`), for comparisons paired trial by trial. */
  readonly trace?: boolean;
}

export type BatchResponse =
  | {
      readonly runId: number;
      readonly from: number;
      readonly to: number;
      readonly tally: Tally;
      /** Chunk from, from + 1, …: when asked for (`perChunk`). */
      readonly chunks?: readonly Tally[];
      /** The batch's trials' ends, when asked for (`trace`) and the batch holds traced trials. */
      readonly trace?: TrialTrace;
      /** Milliseconds the thread spent on it, timed by the thread (the server's threads say it). */
      readonly elapsedMs?: number;
    }
  | { readonly runId: number; readonly from: number; readonly to: number; readonly error: string };

/** Battles compiled for the last runs: a server thread takes batches of several runs in turn, and the extra runs' queue interleaves many jobs. */
const COMPILED_RUNS = 32;
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
    const made = request.trace ? emptyTrace(battle, request.trials, from, to) : null;
    // (past TRACE_MAX_TRIALS a batch holds no traced trial: it runs untraced)
    const trace = made && made.trials > 0 ? made : null;
    const traced = trace ? { trace } : {};
    if (request.first !== undefined && request.end !== undefined)
      return {
        runId,
        from,
        to,
        tally: runTrials(battle, request.seed, request.trials, request.first, request.end),
      };
    if (!request.perChunk)
      return {
        runId,
        from,
        to,
        tally: runChunks(battle, request.seed, request.trials, from, to, trace),
        ...traced,
      };
    const chunks: Tally[] = [];
    for (let k = from; k < to; k++)
      chunks.push(runChunks(battle, request.seed, request.trials, k, k + 1, trace));
    const tally = emptyTally(battle);
    for (const chunk of chunks) mergeTallies(tally, chunk);
    return { runId, from, to, tally, chunks, ...traced };
  } catch (e) {
    return { runId, from, to, error: e instanceof Error ? e.message : String(e) };
  }
}

/** The typed arrays of a response's trace, to transfer rather than copy them back to the page. */
export function transferables(response: BatchResponse): ArrayBuffer[] {
  if (!("trace" in response) || !response.trace) return [];
  const t = response.trace;
  return [
    t.outcome.buffer,
    t.retreated.buffer,
    t.holds.buffer,
    t.survivors.buffer,
    t.broughtLost.buffer,
  ] as ArrayBuffer[];
}

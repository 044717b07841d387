import { compileBattle, runChunks, type Battle, type Tally } from "@/lib/engine";
import type { Scenario } from "@/lib/scenario/types";

/** One batch of chunks [from, to) of run `runId`: what the pool posts to a worker. Plain JSON. */
export interface BatchRequest {
  readonly runId: number;
  readonly scenario: Scenario;
  readonly seed: string;
  readonly trials: number;
  readonly from: number;
  readonly to: number;
}

export type BatchResponse =
  | { readonly runId: number; readonly from: number; readonly to: number; readonly tally: Tally }
  | { readonly runId: number; readonly from: number; readonly to: number; readonly error: string };

let cached: { runId: number; battle: Battle } | null = null;

/** Runs one batch; compiles the battle once per run (a worker sees many batches of the same run). */
export function runBatch(request: BatchRequest): BatchResponse {
  const { runId, from, to } = request;
  try {
    if (cached?.runId !== runId) cached = { runId, battle: compileBattle(request.scenario) };
    return { runId, from, to, tally: runChunks(cached.battle, request.seed, request.trials, from, to) };
  } catch (e) {
    return { runId, from, to, error: e instanceof Error ? e.message : String(e) };
  }
}

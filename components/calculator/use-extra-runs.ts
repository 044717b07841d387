"use client";

import { useCallback, useEffect, useState, type RefObject } from "react";
import type { SimulationResult, TrialTrace } from "@/lib/engine";
import type { RunJob } from "@/lib/compare/run-job";
import type { PoolEntry } from "./use-pool";

export interface ExtraRuns {
  /** Finished runs by job key; kept across setups, so going back to a setup shows its extras at once. */
  readonly results: ReadonlyMap<string, SimulationResult>;
  /** The trial traces of the finished traced runs (fewer are kept: they are larger). */
  readonly traces: ReadonlyMap<string, TrialTrace>;
  readonly failed: ReadonlyMap<string, string>;
  /** The job now running and how far it is. */
  readonly current: { readonly key: string; readonly done: number; readonly total: number } | null;
  /** Stores a result (and its trace) computed elsewhere: the main run, when it is pinned as A. */
  readonly remember: (key: string, result: SimulationResult, trace?: TrialTrace | null) => void;
}

/** Results kept: enough for a session of edits, bounded so a long session does not grow without end. */
const CACHE_SIZE = 400;
/** Bytes of traces kept: a few setups' worth of extra runs (20,000 trials of a large battle take ~0.7 MB). */
const TRACE_BYTES = 64 * 1024 * 1024;

function traceBytes(t: TrialTrace): number {
  return t.outcome.byteLength + t.retreated.byteLength + t.holds.byteLength + t.survivors.byteLength;
}

function withResult<T>(map: ReadonlyMap<string, T>, key: string, value: T): Map<string, T> {
  const next = new Map(map);
  next.delete(key);
  next.set(key, value);
  while (next.size > CACHE_SIZE) next.delete(next.keys().next().value as string);
  return next;
}

function withTrace(map: ReadonlyMap<string, TrialTrace>, key: string, trace: TrialTrace) {
  const next = new Map(map);
  next.delete(key);
  next.set(key, trace);
  let bytes = 0;
  for (const t of next.values()) bytes += traceBytes(t);
  for (const [k, t] of next) {
    if (bytes <= TRACE_BYTES || k === key) break;
    next.delete(k);
    bytes -= traceBytes(t);
  }
  return next;
}

/** A job is done when its numbers are in, and its trace too when it asked for one. */
export function jobDone(job: RunJob, runs: Pick<ExtraRuns, "results" | "traces">): boolean {
  return runs.results.has(job.key) && (!job.request.trace || runs.traces.has(job.key));
}

/**
 * Runs `jobs` one after another in the shared pool, in the order given, skipping those already done,
 * while `enabled` (the main run for the current setup has finished). A new job list or `enabled` turning
 * off cancels the job in flight, and only that one: the main run is never touched.
 */
export function useExtraRuns(
  poolRef: RefObject<PoolEntry | null>,
  jobs: readonly RunJob[],
  enabled: boolean,
): ExtraRuns {
  const [results, setResults] = useState<ReadonlyMap<string, SimulationResult>>(() => new Map());
  const [traces, setTraces] = useState<ReadonlyMap<string, TrialTrace>>(() => new Map());
  const [failed, setFailed] = useState<ReadonlyMap<string, string>>(() => new Map());
  const [current, setCurrent] = useState<ExtraRuns["current"]>(null);
  const jobsKey = jobs.map((j) => `${j.key}${j.request.trace ? "+" : ""}`).join("|");

  const remember = useCallback((key: string, result: SimulationResult, trace?: TrialTrace | null) => {
    setResults((map) => withResult(map, key, result));
    if (trace) setTraces((map) => withTrace(map, key, trace));
  }, []);

  useEffect(() => {
    const pool = poolRef.current?.pool;
    if (!pool || !enabled) return;
    let cancelled = false;
    let runId: number | null = null;
    const skip = new Set<string>([
      ...jobs.filter((j) => jobDone(j, { results, traces })).map((j) => j.key),
      ...failed.keys(),
    ]);
    const next = () => {
      const job = jobs.find((j) => !skip.has(j.key));
      if (!job) {
        runId = null;
        setCurrent(null);
        return;
      }
      skip.add(job.key);
      setCurrent({ key: job.key, done: 0, total: job.request.trials });
      runId = pool.start(job.request, {
        onProgress: (p) => {
          if (cancelled) return;
          if (!p.finished) {
            setCurrent({ key: job.key, done: p.done, total: p.total });
            return;
          }
          setResults((map) => withResult(map, job.key, p.result));
          const trace = p.trace;
          if (trace) setTraces((map) => withTrace(map, job.key, trace));
          next();
        },
        onError: (message) => {
          if (cancelled) return;
          setFailed((map) => withResult(map, job.key, message));
          next();
        },
      });
    };
    next();
    return () => {
      cancelled = true;
      if (runId !== null) pool.cancelRun(runId);
      setCurrent(null);
    };
    // The job keys identify the jobs; results and failures are read once per start, not followed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled, jobsKey]);

  return { results, traces, failed, current, remember };
}

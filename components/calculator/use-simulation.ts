"use client";

import { useEffect, useRef, useState, type RefObject } from "react";
import type { SimulationResult, TrialTrace } from "@/lib/engine";
import type { Setup } from "@/lib/scenario/url-codec";
import type { RunProgress } from "@/lib/worker/run-request";
import type { AutoShares } from "@/lib/results/auto-goal";
import type { PoolEntry } from "./use-pool";

export interface SimulationView {
  /**
   * The latest numbers; while a new run starts, the previous run's numbers stay until new ones arrive, marked
   * `stale` (every region showing them says it is updating, and names no statistic as current).
   */
  readonly result: SimulationResult | null;
  /** `result` is the last setup's: the current one's first numbers have not arrived yet. */
  readonly stale: boolean;
  readonly done: number;
  readonly total: number;
  readonly running: boolean;
  /** Milliseconds from the start of the run to its last batch. */
  readonly elapsedMs: number | null;
  readonly error: string | null;
  readonly workers: number;
  readonly inline: boolean;
  /** The numbers came with the page: the server ran this setup (same seed and trials, same numbers). */
  readonly fromServer: boolean;
  /** The run's precision target (± points) and the largest headline half-width reached; null for fixed runs. */
  readonly precision: { readonly target: number; readonly margin: number | null } | null;
  /**
   * How each trial of the finished run ended, for the panels that compare other setups with it trial by trial
   * (lib/compare/paired-run.ts); null while it runs, and for numbers that came with the page.
   */
  readonly trace: TrialTrace | null;
  /** This setup's first battles as `auto` reads them (docs/rules.md#auto), once known; null before. */
  readonly shares: AutoShares | null;
}

interface Reported {
  readonly key: string;
  readonly progress: RunProgress | null;
  readonly elapsedMs: number | null;
  readonly error: string | null;
  readonly workers: number;
  readonly inline: boolean;
  readonly fromServer?: boolean;
}

const DEBOUNCE_MS = 200;
/** Partial results repaint at most this often, so charts do not take CPU time from the workers… */
const PAINT_EVERY_MS = 120;
/**
 * …and at most every this many times the last repaint's cost, so repainting takes at most a tenth of the
 * main thread: on a slow machine a repaint of every chart costs hundreds of milliseconds, and a main
 * thread busy painting leaves the workers waiting for their next batch.
 */
const PAINT_GAP_PER_PAINT_COST = 9;

/**
 * Runs `setup` in the worker pool whenever `key` (its canonical link) changes: the stale run is cancelled
 * at once, the new one starts after a short debounce (the first one immediately). Partial progress is
 * painted every PAINT_EVERY_MS at most, less often where painting is slow; the final numbers at once. `poolRef` must be filled by an effect
 * declared before this hook (`usePool`).
 */
export function useSimulation(
  poolRef: RefObject<PoolEntry | null>,
  setup: Setup | null,
  key: string,
  serverResult: SimulationResult | null = null,
  serverShares: AutoShares | null = null,
): SimulationView {
  const firstRun = useRef(true);
  /** When the last partial repaint was asked for, and what it cost (ms, until its effects ran). */
  const paintAsked = useRef<number | null>(null);
  const paintCost = useRef(0);
  const [reported, setReported] = useState<Reported | null>(() =>
    serverResult && setup
      ? {
          key,
          progress: {
            result: serverResult,
            done: serverResult.trials,
            total: setup.trials,
            finished: true,
            margin: null,
            shares: serverShares,
          },
          elapsedMs: null,
          error: null,
          workers: 0,
          inline: false,
          fromServer: true,
        }
      : null,
  );

  useEffect(() => {
    const entry = poolRef.current;
    if (!entry) return;
    const { pool, inline } = entry;
    pool.cancel();
    if (!setup) return;
    let paint: ReturnType<typeof setTimeout> | undefined;
    let pending: RunProgress | null = null;
    const delay = firstRun.current ? 0 : DEBOUNCE_MS;
    const served = firstRun.current && reported?.fromServer === true && reported.key === key;
    firstRun.current = false;
    if (served) return; // the page came with these numbers
    const timer = setTimeout(() => {
      const started = performance.now();
      const base = { key, error: null, workers: pool.size, inline };
      pool.start(
        {
          scenario: setup.scenario,
          seed: setup.seed,
          trials: setup.trials,
          precision: setup.precision ?? null,
          trace: true,
        },
        {
          onProgress: (progress) => {
            if (progress.finished) {
              clearTimeout(paint);
              setReported({ ...base, progress, elapsedMs: performance.now() - started });
              return;
            }
            const first = pending === null;
            pending = progress;
            if (first) {
              paint = setTimeout(
                () => {
                  paintAsked.current = performance.now();
                  if (pending) setReported({ ...base, progress: pending, elapsedMs: null });
                  pending = null;
                },
                Math.max(PAINT_EVERY_MS, PAINT_GAP_PER_PAINT_COST * paintCost.current),
              );
            }
          },
          onError: (error) => setReported({ ...base, progress: null, elapsedMs: null, error }),
        },
      );
    }, delay);
    return () => {
      clearTimeout(timer);
      clearTimeout(paint);
      pool.cancel();
    };
    // `key` is the canonical identity of `setup` (its share link), so it alone decides when to rerun.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  useEffect(() => {
    // Runs after the repaint was committed (and usually drawn): its cost sets the gap to the next one.
    if (paintAsked.current === null) return;
    paintCost.current = performance.now() - paintAsked.current;
    paintAsked.current = null;
  }, [reported]);

  const current = reported?.key === key ? reported : null;
  return {
    result: reported?.progress?.result ?? null,
    stale: reported !== null && reported.key !== key && setup !== null,
    done: current?.progress?.done ?? 0,
    // A precision run that stopped early is complete at the trials it used.
    total:
      setup?.precision !== undefined && current?.progress?.finished
        ? current.progress.done
        : (setup?.trials ?? 0),
    running: setup !== null && !current?.error && !current?.progress?.finished,
    elapsedMs: current?.elapsedMs ?? null,
    error: current?.error ?? null,
    workers: reported?.workers ?? 0,
    inline: reported?.inline ?? false,
    fromServer: current?.fromServer === true,
    precision:
      setup?.precision === undefined
        ? null
        : { target: setup.precision, margin: current?.progress?.margin ?? null },
    trace: current?.progress?.finished ? (current.progress.trace ?? null) : null,
    shares: current?.progress?.shares ?? null,
  };
}

"use client";

import { useCallback, useEffect, useMemo, useState, type RefObject } from "react";
import type { UnitChange } from "@/lib/compare/what-if";
import { runKey } from "@/lib/runs/run-job";
import type { SimulationResult, TrialTrace } from "@/lib/engine";
import { RunQueue } from "@/lib/runs/run-queue";
import { demandGroups, runPlans, runViews, type RunInput } from "@/lib/panel-runs/run-plan";
import type { RunId, RunViews } from "@/lib/panel-runs/registry";
import type { Setup } from "@/lib/scenario/url-codec";
import type { PoolEntry } from "./use-pool";

export interface RunQueueView {
  /** Each registered panel's view (lib/panel-runs/registry.ts), by its id. */
  readonly views: RunViews;
  /** The panels that run only while open, and which are open. */
  readonly open: ReadonlySet<RunId>;
  readonly setOpen: (id: RunId, open: boolean) => void;
}

/**
 * The one queue of extra runs (lib/runs/run-queue.ts, docs/runs.md) bound to the page: every registered panel's
 * demands run on the worker pool after the main run (`enabled`), as the pool's feed; the queue keeps every job's
 * chunks by setup, so going back to a setup shows its answers at once. The main run is handed to the queue as a
 * finished job of its own key, so pinning it as A runs nothing. A new setup makes new plans; the main run that
 * starts for it takes the pool back (the feed stops).
 */
export function useRunQueue(
  poolRef: RefObject<PoolEntry | null>,
  enabled: boolean,
  setup: Setup,
  pinned: Setup | null,
  changes: readonly UnitChange[],
  main: { readonly result: SimulationResult | null; readonly trace: TrialTrace | null },
): RunQueueView {
  const [, repaint] = useState(0);
  const [open, setOpenState] = useState<ReadonlySet<RunId>>(() => new Set());
  const input: RunInput = useMemo(
    () => ({ setup, pinned, changes, main }),
    // (the main run's numbers are the same object until a run finishes)
    [setup, pinned, changes, main.result, main.trace], // eslint-disable-line react-hooks/exhaustive-deps
  );
  const plans = useMemo(() => runPlans(input), [input]);
  // (one queue for the page's life: it keeps every job's chunks by setup)
  const [queue] = useState(
    () =>
      new RunQueue(
        () => [],
        () => repaint((n) => n + 1),
      ),
  );

  useEffect(() => {
    const pool = poolRef.current?.pool;
    if (main.result && main.trace) queue.adopt(mainJob(setup), main.result, main.trace);
    queue.replan((known) => demandGroups(plans, input, open, known));
    if (!pool || !enabled) return;
    if (!queue.idle()) pool.feed(queue);
    repaint((n) => n + 1);
    return () => pool.stopFeed(queue);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled, plans, input, open]);

  const setOpen = useCallback((id: RunId, isOpen: boolean) => {
    setOpenState((s) => {
      if (s.has(id) === isOpen) return s;
      const next = new Set(s);
      if (isOpen) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);

  return { views: runViews(plans, input, open, queue), open, setOpen };
}

/** The main run as a job of the queue: its key and request (the page's own trials, traced). */
function mainJob(setup: Setup) {
  return {
    key: runKey(setup),
    request: { scenario: setup.scenario, seed: setup.seed, trials: setup.trials, trace: true },
  };
}

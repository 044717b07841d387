"use client";

import { useEffect, useRef, useState, type RefObject } from "react";
import { poolSize } from "@/lib/worker/batches";
import { SimulationPool } from "@/lib/worker/pool";
import { takeEarlyWorker } from "@/lib/worker/early-workers";
import {
  createInlineWorker,
  createWebWorker,
  slowedWorker,
  SLOW_BATCH_FLAG,
  type WorkerLike,
} from "@/lib/worker/worker-like";

function slowBatchMs(): number {
  const ms = (window as unknown as Record<string, unknown>)[SLOW_BATCH_FLAG];
  return typeof ms === "number" && ms > 0 ? ms : 0;
}

export interface PoolEntry {
  readonly pool: SimulationPool;
  /** Workers could not start: batches run on the main thread. */
  readonly inline: boolean;
}

/**
 * One worker pool for the page: the main run and the extra runs (compare, what-if, sensitivity) take turns on
 * it. `ready` turns true once it exists: children's effects run before this one, so they wait for it.
 */
export function usePool(): { readonly poolRef: RefObject<PoolEntry | null>; readonly ready: boolean } {
  const poolRef = useRef<PoolEntry | null>(null);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const probe = takeEarlyWorker() ?? createWebWorker();
    let spare = probe;
    const slow = slowBatchMs();
    const pool = new SimulationPool(poolSize(navigator.hardwareConcurrency), () => {
      const reused = spare;
      spare = null;
      const worker: WorkerLike = reused ?? takeEarlyWorker() ?? createWebWorker() ?? createInlineWorker();
      return slow > 0 ? slowedWorker(worker, slow) : worker;
    });
    poolRef.current = { pool, inline: probe === null };
    // The pool is an external resource made here; the state tells children's effects that it now exists.
    // oxlint-disable-next-line react/set-state-in-effect
    setReady(true);
    return () => {
      pool.dispose();
      poolRef.current = null;
      setReady(false);
    };
  }, []);
  return { poolRef, ready };
}

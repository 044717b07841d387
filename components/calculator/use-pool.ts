"use client";

import { useEffect, useRef, type RefObject } from "react";
import { poolSize } from "@/lib/worker/batches";
import { SimulationPool } from "@/lib/worker/pool";
import { createInlineWorker, createWebWorker } from "@/lib/worker/worker-like";

export interface PoolEntry {
  readonly pool: SimulationPool;
  /** Workers could not start: batches run on the main thread. */
  readonly inline: boolean;
}

/** One worker pool for the page: the main run and the extra runs (compare, what-if, sensitivity) take turns on it. */
export function usePool(): RefObject<PoolEntry | null> {
  const poolRef = useRef<PoolEntry | null>(null);
  useEffect(() => {
    const probe = createWebWorker();
    let spare = probe;
    const pool = new SimulationPool(poolSize(navigator.hardwareConcurrency), () => {
      const reused = spare;
      spare = null;
      return reused ?? createWebWorker() ?? createInlineWorker();
    });
    poolRef.current = { pool, inline: probe === null };
    return () => {
      pool.dispose();
      poolRef.current = null;
    };
  }, []);
  return poolRef;
}

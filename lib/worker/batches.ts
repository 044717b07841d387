import { chunkCount } from "@/lib/engine";

/** Chunks per message: small enough for a smooth progress bar and quick cancels, big enough to amortize messaging. */
export const BATCH_CHUNKS = 2;

/** Splits a run of `trials` into batches of chunk ranges [from, to), in chunk order. */
export function planBatches(trials: number, batchChunks = BATCH_CHUNKS): [number, number][] {
  const total = chunkCount(trials);
  const batches: [number, number][] = [];
  for (let from = 0; from < total; from += batchChunks)
    batches.push([from, Math.min(total, from + batchChunks)]);
  return batches;
}

/** More workers than this only add start-up time: a run of 100,000 trials is 25 batches. */
export const MAX_WORKERS = 16;

/**
 * Workers to start: one per core. The main thread only merges tallies and paints progress (every 120 ms at
 * most), so it needs no core of its own; leaving one idle made a 2-core machine run on one.
 */
export function poolSize(hardwareConcurrency: number | undefined): number {
  return Math.min(MAX_WORKERS, Math.max(1, hardwareConcurrency || 1));
}

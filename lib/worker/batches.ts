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

/** Workers to start: one core is left to the page itself (cores − 1, at least 1). */
export function poolSize(hardwareConcurrency: number | undefined): number {
  return Math.max(1, (hardwareConcurrency || 2) - 1);
}

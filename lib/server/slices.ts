import { CHUNK_SIZE } from "@/lib/engine";

/** The most trials in one slice: two chunks, as the browser's batches. */
export const MAX_SLICE_TRIALS = 2 * CHUNK_SIZE;

/**
 * The next slice of a run, trials [first, end): as many trials as the estimate says fit in `sliceMs` (at
 * least 1, at most MAX_SLICE_TRIALS), ending on a chunk boundary when it spans one, so that cheap battles
 * keep whole-chunk batches.
 */
export function nextSlice(first: number, trials: number, costUs: number, sliceMs: number): [number, number] {
  const fit = Math.floor((sliceMs * 1000) / Math.max(costUs, 1e-3));
  const size = Math.max(1, Math.min(MAX_SLICE_TRIALS, fit));
  let end = Math.min(trials, first + size);
  const boundary = Math.floor(end / CHUNK_SIZE) * CHUNK_SIZE;
  if (boundary > first && end < trials) end = boundary;
  return [first, end];
}

/**
 * Trials are run in fixed chunks; chunk k draws from a generator seeded by (seed, k) alone, so any
 * split of the chunks over workers, merged in any order, gives exactly the same tally.
 */
export const CHUNK_SIZE = 2000;
export const MAX_TRIALS = 10_000_000;

export function chunkCount(trials: number): number {
  return Math.ceil(trials / CHUNK_SIZE);
}

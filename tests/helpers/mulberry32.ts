/**
 * A small seeded generator (mulberry32) for test and script corpora: the same cases on every run. Not the engine's
 * (lib/engine/core/rng.ts): a corpus only needs to be the same each time, not to match the engine's streams.
 */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

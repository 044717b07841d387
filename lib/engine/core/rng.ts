import seedrandom from "seedrandom";
import { U32_TO_UNIT } from "./codes";

/** Anything that yields uniform 32-bit unsigned integers. The engine only ever calls `nextU32`. */
export interface RandomSource {
  nextU32(): number;
}

/**
 * sfc32 (Chris Doty-Humphrey's Small Fast Counting generator): four 32-bit words, passes PractRand,
 * and is a handful of integer ops per call — the generator of the hot loop. Seeds come from seedrandom.
 * The words live in an Int32Array, not in four fields: browsers' V8 keeps small integers in 31 bits, so a
 * field holding a 32-bit word is a boxed number half of the time (what that cost: docs/performance.md).
 */
export class Sfc32 implements RandomSource {
  private readonly s = new Int32Array(4);

  constructor(a: number, b: number, c: number, d: number) {
    this.reseed(a, b, c, d);
  }

  /** Starts the sequence of seed (a, b, c, d) again in place: the same numbers as `new Sfc32(a, b, c, d)`. */
  reseed(a: number, b: number, c: number, d: number): void {
    const s = this.s;
    s[0] = a;
    s[1] = b;
    s[2] = c;
    s[3] = d;
    for (let i = 0; i < 12; i++) this.nextU32();
  }

  nextU32(): number {
    const s = this.s;
    const a = s[0]!;
    const b = s[1]!;
    const c = s[2]!;
    const d = s[3]!;
    const t = (((a + b) | 0) + d) | 0;
    s[3] = d + 1;
    s[0] = b ^ (b >>> 9);
    s[1] = c + (c << 3);
    s[2] = ((c << 21) | (c >>> 11)) + t;
    return t >>> 0;
  }
}

/** The generator for chunk `chunk` of a run with seed `seed`: chunk k depends only on (seed, k). */
export function chunkRng(seed: string, chunk: number): Sfc32 {
  const derive = seedrandom(`rebellion-odds/${seed}/${chunk}`);
  return new Sfc32(derive.int32(), derive.int32(), derive.int32(), derive.int32());
}

/**
 * The random numbers of one chunk's trials: trial i of chunk k plays on its own stream, seeded by the i-th
 * four numbers of the chunk's generator (`chunkRng`). A trial's dice therefore depend only on (seed, k, i),
 * never on how many numbers earlier trials used: two setups run with one seed fight their i-th combats from
 * the same random numbers (common random numbers), so the difference of any two runs is paired trial by
 * trial, and a setup's numbers are the same whichever panel ran it. Allocation-free: `next` reseeds one
 * generator in place.
 */
export class TrialStreams {
  private readonly chunk: Sfc32;
  private readonly trial = new Sfc32(0, 0, 0, 0);

  constructor(seed: string, chunk: number) {
    this.chunk = chunkRng(seed, chunk);
  }

  /** The next trial's stream (the one generator, reseeded: valid until the next call). */
  next(): Sfc32 {
    const c = this.chunk;
    this.trial.reseed(c.nextU32(), c.nextU32(), c.nextU32(), c.nextU32());
    return this.trial;
  }
}

/** A uniform integer in [0, n) for small n; each outcome is off its exact probability by under n / 2^32. */
export function uniformInt(rng: RandomSource, n: number): number {
  return (rng.nextU32() * U32_TO_UNIT * n) | 0;
}

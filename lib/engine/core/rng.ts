import seedrandom from "seedrandom";
import { U32_TO_UNIT } from "./codes";

/** Anything that yields uniform 32-bit unsigned integers. The engine only ever calls `nextU32`. */
export interface RandomSource {
  nextU32(): number;
}

/**
 * sfc32 (Chris Doty-Humphrey's Small Fast Counting generator): four 32-bit words, passes PractRand,
 * and is a handful of integer ops per call — the generator of the hot loop. Seeds come from seedrandom.
 */
export class Sfc32 implements RandomSource {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(a: number, b: number, c: number, d: number) {
    this.a = a | 0;
    this.b = b | 0;
    this.c = c | 0;
    this.d = d | 0;
    for (let i = 0; i < 12; i++) this.nextU32();
  }

  nextU32(): number {
    const a = this.a;
    const b = this.b;
    const c = this.c;
    const d = this.d;
    const t = (((a + b) | 0) + d) | 0;
    this.d = (d + 1) | 0;
    this.a = b ^ (b >>> 9);
    this.b = (c + (c << 3)) | 0;
    this.c = (((c << 21) | (c >>> 11)) + t) | 0;
    return t >>> 0;
  }
}

/** The generator for chunk `chunk` of a run with seed `seed`: chunk k depends only on (seed, k). */
export function chunkRng(seed: string, chunk: number): Sfc32 {
  const derive = seedrandom(`rebellion-odds/${seed}/${chunk}`);
  return new Sfc32(derive.int32(), derive.int32(), derive.int32(), derive.int32());
}

/** A uniform integer in [0, n) for small n; each outcome is off its exact probability by under n / 2^32. */
export function uniformInt(rng: RandomSource, n: number): number {
  return (rng.nextU32() * U32_TO_UNIT * n) | 0;
}

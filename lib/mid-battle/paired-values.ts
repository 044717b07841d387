import type { PairedDifference } from "@/lib/engine";
import { lookInterval, NEGLIGIBLE } from "@/lib/runs/sequential";

const Z95 = 1.959963984540054;

export type Paired = PairedDifference;

/** The paired difference b − a of two classes' per-trial values (the same trials: common random numbers). */
export function pairedOf(a: readonly number[], b: readonly number[]): Paired {
  const n = Math.min(a.length, b.length);
  if (n === 0) return { mean: 0, se: 0, margin: 0, trials: 0, beyondNoise: false };
  let sum = 0;
  let sumSq = 0;
  for (let i = 0; i < n; i++) {
    const d = b[i]! - a[i]!;
    sum += d;
    sumSq += d * d;
  }
  const mean = sum / n;
  const variance = n > 1 ? Math.max(0, (sumSq - n * mean * mean) / (n - 1)) : 0;
  const se = Math.sqrt(variance / n);
  return { mean, se, margin: Z95 * se, trials: n, beyondNoise: Math.abs(mean) > Z95 * se };
}

/**
 * Whether the sequential test (lib/runs/sequential.ts: its look's interval, the 5% error spread over the looks)
 * settles that the class `other` is not a point or more better than the leader: the interval of other − leader lies
 * below NEGLIGIBLE, the point a player can act on (what-if calls less "small"). It stops running: a class within a
 * point of the leader, a tie among them, is the same within the noise (docs/rules.md#after-the-dice).
 */
export function settledBelow(
  leader: readonly number[],
  other: readonly number[],
  maxTrials: number,
): boolean {
  const d = pairedOf(leader, other);
  return d.trials > 0 && lookInterval(d, maxTrials).high < NEGLIGIBLE;
}

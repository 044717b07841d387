/**
 * Work done reading the one-line forces (force-tokens.ts, read-forces.ts): characters read and items weighed.
 * Tests count it instead of timing (docs/server.md#text-limits): the steps per token of a long line stay those of a short one.
 */
export interface ScanMeter {
  steps: number;
}

export function countScan(meter: ScanMeter | undefined, steps: number): void {
  if (meter) meter.steps += steps;
}

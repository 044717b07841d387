// The Wilson score interval: the estimate with its 95% interval that every share of trials in a result carries.

const Z95 = 1.959963984540054;

export interface Estimate {
  /** Share of trials. */
  readonly p: number;
  /** 95% Wilson score interval. */
  readonly low: number;
  readonly high: number;
  readonly count: number;
}

/** Wilson score interval: well behaved near 0 and 1, unlike p ± 1.96·se. */
export function wilson(count: number, n: number): Estimate {
  if (n === 0) return { p: 0, low: 0, high: 1, count };
  const p = count / n;
  const z2 = Z95 * Z95;
  const denom = 1 + z2 / n;
  const center = (p + z2 / (2 * n)) / denom;
  const half = (Z95 * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / denom;
  return { p, low: Math.max(0, center - half), high: Math.min(1, center + half), count };
}

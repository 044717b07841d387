/** Battles whose cost is remembered (the cost of a trial of each). */
const COST_MEMORY = 512;
/** Weight of the newest batch in a battle's cost estimate. */
const COST_SMOOTHING = 0.3;

/**
 * Per battle (a cost key): the cost of a trial in microseconds on one thread, learned from the wall time of
 * its batches: smoothed (`now`, under the load of the moment) and the lowest seen (`best`, what an idle
 * machine can do). The least recently learned battles are forgotten first.
 */
export class CostEstimates {
  private readonly costs = new Map<string, { now: number; best: number }>();

  has(key: string): boolean {
    return this.costs.has(key);
  }

  now(key: string): number | undefined {
    return this.costs.get(key)?.now;
  }

  best(key: string): number | undefined {
    return this.costs.get(key)?.best;
  }

  learn(key: string, sampleUs: number): void {
    const old = this.costs.get(key);
    this.costs.delete(key);
    this.costs.set(
      key,
      old === undefined
        ? { now: sampleUs, best: sampleUs }
        : { now: old.now + COST_SMOOTHING * (sampleUs - old.now), best: Math.min(old.best, sampleUs) },
    );
    if (this.costs.size > COST_MEMORY) this.costs.delete(this.costs.keys().next().value as string);
  }
}

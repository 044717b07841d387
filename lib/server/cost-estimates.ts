/** Battles whose cost is remembered (the cost of a trial of each). */
const COST_MEMORY = 512;
/** Weight of the newest batch in a battle's cost estimate. */
const COST_SMOOTHING = 0.3;

/**
 * Per battle (a cost key): the cost of a trial in microseconds on one thread, learned from the wall time of
 * its batches: smoothed (`now`, under the load of the moment) and the lowest seen (`best`, what an idle
 * machine can do). A batch that never came back (its thread was replaced at the hard limit) gives only a lower
 * bound: the cost is raised to it, but the battle is not measured until a batch comes back. The least recently
 * learned battles are forgotten first.
 */
export class CostEstimates {
  private readonly costs = new Map<string, { now: number; best: number; measured: boolean }>();

  /** A batch of the battle came back: its cost is measured, not only bounded. */
  has(key: string): boolean {
    return this.costs.get(key)?.measured ?? false;
  }

  /**
   * At least `boundUs` per trial: a batch took that long and did not come back. For a battle already measured that
   * says the machine was slow then (contention), not what it can do: only the smoothed cost rises. `idleBoundUs`:
   * the bound with the machine's contention taken out, for `best`.
   */
  bound(key: string, boundUs: number, idleBoundUs = boundUs): void {
    const old = this.costs.get(key);
    this.costs.delete(key);
    const now = Math.max(old?.now ?? 0, boundUs);
    const best = old?.measured ? old.best : Math.max(old?.best ?? 0, idleBoundUs);
    this.costs.set(key, { now, best, measured: old?.measured ?? false });
    this.forget();
  }

  now(key: string): number | undefined {
    return this.costs.get(key)?.now;
  }

  best(key: string): number | undefined {
    return this.costs.get(key)?.best;
  }

  /** A batch came back: `sampleUs` a trial of wall time, `idleUs` with the machine's contention taken out. */
  learn(key: string, sampleUs: number, idleUs = sampleUs): void {
    const old = this.costs.get(key);
    this.costs.delete(key);
    this.costs.set(
      key,
      old === undefined || !old.measured
        ? { now: sampleUs, best: idleUs, measured: true }
        : {
            now: old.now + COST_SMOOTHING * (sampleUs - old.now),
            best: Math.min(old.best, idleUs),
            measured: true,
          },
    );
    this.forget();
  }

  private forget(): void {
    if (this.costs.size > COST_MEMORY) this.costs.delete(this.costs.keys().next().value as string);
  }
}

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
 *
 * A measurement is not a fact for ever (docs/server.md#probes-no-estimate-error-can-stall-others: a 422 stuck for minutes after a slow first measurement). Each
 * keeps when it was taken (`at`) and whether only a fresh thread's first slice took it (`cold`: the engine not yet
 * compiled for the battle, several times slower); `expire` makes a battle be probed again, its next batch then
 * replacing what was known instead of being weighed with it.
 */
interface Cost {
  now: number;
  /** None yet: only cold bounds (a fresh thread's first slice stuck: the compiler's time) are known. */
  best: number | undefined;
  measured: boolean;
  /** When it was last learned or bounded (the scheduler's clock). */
  at: number;
  /** Every batch measured (or, not measured yet, every bound) so far was a fresh thread's first. */
  cold: boolean;
}

export class CostEstimates {
  private readonly costs = new Map<string, Cost>();

  /** A batch of the battle came back: its cost is measured, not only bounded. */
  has(key: string): boolean {
    return this.costs.get(key)?.measured ?? false;
  }

  /**
   * At least `boundUs` per trial: a batch took that long and did not come back. For a battle already measured that
   * says the machine was slow then (contention), not what it can do: only the smoothed cost rises. `idleBoundUs`:
   * the bound with the machine's contention taken out, for `best`. `cold`: a fresh thread's first slice, whose time
   * was mostly the compiler's under load (docs/server.md#probes-no-estimate-error-can-stall-others: 20,000 trials
   * of the large battle refused as "about 59 s" at load 16): it makes slices smaller, never `best`.
   */
  bound(key: string, boundUs: number, idleBoundUs = boundUs, at = 0, cold = false): void {
    const old = this.costs.get(key);
    this.costs.delete(key);
    const now = Math.max(old?.now ?? 0, boundUs);
    const measured = old?.measured ?? false;
    const best = measured || cold ? old?.best : Math.max(old?.best ?? 0, idleBoundUs);
    // (not measured yet: cold while every bound was cold)
    const stillCold = measured ? old!.cold : cold && (old?.cold ?? true);
    this.costs.set(key, { now, best, measured, at, cold: stillCold });
    this.forget();
  }

  /** Milliseconds since the battle's cost was last learned or bounded, at `now`; undefined if it never was. */
  age(key: string, now: number): number | undefined {
    const cost = this.costs.get(key);
    return cost && now - cost.at;
  }

  /** Only fresh threads' first slices measured it: too slow a measure to refuse a run on. */
  cold(key: string): boolean {
    return this.costs.get(key)?.cold ?? false;
  }

  /** Measure the battle again: its next batch is a probe, and what it measures replaces what was known. */
  expire(key: string): void {
    const cost = this.costs.get(key);
    if (cost) cost.measured = false;
  }

  now(key: string): number | undefined {
    return this.costs.get(key)?.now;
  }

  best(key: string): number | undefined {
    return this.costs.get(key)?.best;
  }

  /**
   * A batch came back: `sampleUs` a trial of wall time, `idleUs` with the machine's contention taken out, `at` on
   * the scheduler's clock; `cold`: the first batch of a fresh thread.
   */
  learn(key: string, sampleUs: number, idleUs = sampleUs, at = 0, cold = false): void {
    const old = this.costs.get(key);
    this.costs.delete(key);
    // (a cold batch after warm ones measured the compiler, not the battle: the warm measure stands)
    if (old?.measured && !old.cold && cold) {
      this.costs.set(key, old);
      return;
    }
    this.costs.set(
      key,
      // (a warm batch replaces what only cold ones measured: they were the compiler's time, not the battle's)
      old === undefined || !old.measured || (old.cold && !cold)
        ? { now: sampleUs, best: idleUs, measured: true, at, cold }
        : {
            now: old.now + COST_SMOOTHING * (sampleUs - old.now),
            best: Math.min(old.best ?? idleUs, idleUs),
            measured: true,
            at,
            cold: old.cold && cold,
          },
    );
    this.forget();
  }

  private forget(): void {
    if (this.costs.size > COST_MEMORY) this.costs.delete(this.costs.keys().next().value as string);
  }

  /**
   * Whether the battle's measured cost may refuse a run untried: measured (a bound is not), by a thread past its
   * first slice, within `remeasureMs` (the machine and the threads change: idle threads are replaced by cold ones).
   */
  trusted(key: string, now: number, remeasureMs: number): boolean {
    const age = this.age(key, now);
    return this.has(key) && !this.cold(key) && age !== undefined && age <= remeasureMs;
  }
}

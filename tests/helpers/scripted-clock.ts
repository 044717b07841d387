import type { PoolClock } from "@/lib/server/pool/pool-policy";

/** A clock that only moves when told: `advance` fires the timers that come due, in order. No wall time is read. */
export function scriptedClock() {
  let time = 0;
  const timers: { at: number; fn: () => void; live: boolean }[] = [];
  const clock: PoolClock = {
    now: () => time,
    setTimeout: (fn, ms) => {
      const timer = { at: time + ms, fn, live: true };
      timers.push(timer);
      return timer;
    },
    clearTimeout: (handle) => {
      // (as the real one: nothing to clear is no error)
      if (handle) (handle as { live: boolean }).live = false;
    },
  };
  /** Moves the clock by `ms`, firing the timers that come due. */
  const advance = (ms: number) => {
    time += ms;
    for (const t of timers.filter((t) => t.live && t.at <= time)) {
      t.live = false;
      t.fn();
    }
  };
  /** The time of the next live timer, if any. */
  const nextAt = () => Math.min(...timers.filter((t) => t.live).map((t) => t.at));
  return { clock, advance, nextAt, now: () => time };
}

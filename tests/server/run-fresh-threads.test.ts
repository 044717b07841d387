import { describe, expect, it } from "vitest";
import { RunScheduler } from "@/lib/server/run-scheduler";
import { finishAt, flush, machine, options, presetScenario, track } from "../helpers/scheduler-machine";

// A fresh thread's start is not the battle's cost (docs/server.md#probes-no-estimate-error-can-stall-others): its
// loading of the engine gives no bound, and its first slice, the compiler's time as much as the battle's, refuses
// nothing. (The scripted threads really run the rulebook example, whatever the cost key says it costs.)
const rulebook = presetScenario("rulebook-example");
const run = (seed: string, trials: number) => ({ scenario: rulebook, trials, seed });
// Production's limits: a probe of ~10 ms by the model, replaced at 10× (≥ 200 ms), 300 ms more on a fresh thread.
const limits = { probeMs: 10, sliceMs: 50, hardLimitMs: 200, hardLimitFactor: 10, threadStartMs: 300 };

/** Two fresh threads that say they are ready only when told; the model says `modelUs`, the load `contention`. */
function loaded(modelUs: number, contention: number) {
  const m = machine({ slowStart: true });
  const scheduler = new RunScheduler(
    2,
    m.factory,
    options(m.clock, { ...limits, estimateUs: () => modelUs, contention: () => contention }),
  );
  return { m, scheduler };
}

/** The probe on the second thread, of `trials`: the thread ready after 50 ms, still in it at its hard limit (500 ms). */
async function stuckProbe(m: ReturnType<typeof machine>, trials: number): Promise<void> {
  const probe = m.live()[1]!;
  expect(probe.batch!.end! - probe.batch!.first!).toBe(trials);
  m.advance(50);
  m.ready(probe);
  m.advance(450);
  await flush();
}

describe("a fresh thread's start under load", () => {
  it("is not the battle's cost: slow starts on fresh threads do not get a small battle refused for good", async () => {
    // At load 8.6 on two cores: the default battle (2.3 µs a trial by the model, ~30 µs now) on threads that take
    // most of a probe's hard limit to load the engine. Counted from when each probe was sent, the first probe's
    // 500 ms bounded the battle at 125 µs a trial, the next probe (80 trials) at 6,250 µs: 20,000 trials "would
    // take 15 s" alone, refused then and on every later run (never measured again).
    const { m, scheduler } = loaded(2.3, 4.3);
    const log: string[] = [];
    const box = track(scheduler.submit(run("api", 20_000), { timeLimitMs: 10_000 }), log, "api");
    const size = () => m.live().map((t) => t.batch && t.batch.end! - t.batch.first!);
    expect(size()).toEqual([null, 4000]);
    // The thread is ready after 450 ms, and still in the probe at its hard limit (500 ms): 50 ms of the battle,
    // 12.5 µs a trial at least.
    m.advance(450);
    m.ready(m.live()[1]!);
    m.advance(50);
    await flush();
    expect(box.value).toBeUndefined();
    const bound = scheduler.costUs(JSON.stringify(rulebook));
    // The next probe (10 ms at 12.5 µs) on the replacement thread, which is not ready in its 500 ms: no bound, and
    // the thread is kept, still loading the engine (docs/server.md#a-thread-still-starting).
    const secondProbe = size();
    const threads = m.threads.length;
    m.advance(500);
    await flush();
    expect(box.value).toBeUndefined(); // (it was too-long here)
    expect([bound, secondProbe, m.threads.length]).toEqual([12.5, [null, 800], threads]);
    expect(scheduler.costUs(JSON.stringify(rulebook))).toBe(12.5);
    // The same probe, once the thread has started, comes back: measured, the run goes on.
    expect(size()).toEqual([null, 800]);
    m.advance(100);
    m.ready(m.live()[1]!);
    m.finishAll(24, 1);
    while (!box.value) {
      m.finishAll(5);
      await flush();
    }
    expect(log).toEqual(["api:done"]);
    // And the next run of that battle is served, not refused.
    const next = track(scheduler.submit(run("again", 20_000), { timeLimitMs: 10_000 }), log, "again");
    while (!next.value) {
      m.finishAll(5);
      await flush();
    }
    expect(log).toEqual(["api:done", "again:done"]);
  });

  it("keeps a thread still loading the engine past its slice's hard limit: at load 20, when every start outlasted it, a 3,000-trial run was answered 503", async () => {
    // Each thread takes 1.5 s to load the engine (at load 20 a fresh thread took up to several seconds), the
    // rulebook example's probe has 500 ms. Replaced at its hard limit, each new thread had to load the engine again
    // and was replaced in turn before it was ready, until the run's deadline: 503 "the load on the server made it
    // pass its time limit" for a run of ~30 ms (4 of 5 first requests in fresh processes, 16 busy loops beside).
    async function slowStarts(threadStartLimitMs: number) {
      const m = machine({ slowStart: true });
      const scheduler = new RunScheduler(
        2,
        m.factory,
        options(m.clock, { ...limits, threadStartLimitMs, estimateUs: () => 2.3, contention: () => 10 }),
      );
      const log: string[] = [];
      const box = track(scheduler.submit(run("small", 3000), { timeLimitMs: 10_000 }), log, "small");
      const born = new Map<object, number>();
      for (let step = 0; step < 200 && !box.value; step++) {
        for (const t of m.live()) {
          if (!born.has(t)) born.set(t, m.clock.now());
          if (!t.ready && m.clock.now() - born.get(t)! >= 1500) m.ready(t);
        }
        m.advance(100);
        await flush();
        // a ready thread finishes its slice within the step
        for (const [i, t] of m.live().entries()) if (t.ready && t.batch) m.finishAll(0, i);
        await flush();
      }
      return { outcome: box.value?.kind, at: m.clock.now(), threads: m.threads.length };
    }
    // Kept until ready: done once the threads have started, on the two threads the pool began with.
    expect(await slowStarts(10_000)).toEqual({ outcome: "done", at: 1600, threads: 2 });
    // Replaced at the hard limit while starting (as before): a new thread every 500 ms, none ever ready.
    expect(await slowStarts(0)).toEqual({ outcome: "busy", at: 10_000, threads: 22 });
  });

  it("still replaces a thread that has not loaded the engine 10 s after its slice was sent", async () => {
    const { m, scheduler } = loaded(2.3, 1);
    const log: string[] = [];
    const box = track(scheduler.submit(run("late", 3000), { timeLimitMs: 30_000 }), log, "late");
    const first = m.live()[1]!;
    m.advance(9_999);
    await flush();
    expect([m.live()[1], m.threads.length]).toEqual([first, 2]);
    m.advance(1);
    await flush();
    expect(first.dead).toBe(true);
    const second = m.live()[1]!;
    expect([m.threads.length, second.batch!.end! - second.batch!.first!]).toEqual([3, 3000]);
    m.ready(second);
    for (const t of m.live()) if (!t.ready) m.ready(t);
    await finishAt(m, 10, box);
    expect(log).toEqual(["late:done"]);
  });

  it("still answers a battle the model underestimates 900× too long, once a warm thread has measured it", async () => {
    const { m, scheduler } = loaded(3.66, 2);
    const log: string[] = [];
    const hostile = track(
      scheduler.submit(run("hostile", 100_000), { timeLimitMs: 10_000, costKey: "hostile" }),
      log,
      "hostile",
    );
    // The probe (2,000 trials) on a fresh thread, ready after 50 ms and stuck to its hard limit (500 ms): 450 ms of
    // the battle, ≥ 225 µs a trial, 112 µs alone (contention 2): 5.6 s on two threads still fits 10 s.
    await stuckProbe(m, 2000);
    expect(hostile.value).toBeUndefined();
    // Probed again (44 trials by 225 µs) on the replacement thread, ready after 50 ms, stuck too: ≥ 10 ms a trial.
    await stuckProbe(m, 44);
    // Both were fresh threads' first slices: bounds that make the probe smaller, never a refusal (at load 16 such
    // probes refused 20,000 trials of the large battle, which takes ~5 s there, as "about 59 s").
    expect(hostile.value).toBeUndefined();
    expect(m.threads[0]!.batch).toBeNull();
    // The third probe (1 trial) comes back (cold: judges nothing), and the first warm slice answers it.
    const third = m.live()[1]!;
    expect(third.batch!.end! - third.batch!.first!).toBe(1);
    m.advance(50);
    m.ready(third);
    m.finishAll(20, 1);
    await flush();
    expect(hostile.value).toBeUndefined();
    m.finishAll(20, 1);
    await flush();
    expect(hostile.value).toMatchObject({ kind: "too-long", trials: 100_000 });
    expect(m.clock.now()).toBe(1090);
  });

  it("refuses nothing on probes stuck in fresh threads' first slices: they were the compiler's time", async () => {
    // At load 16.5 (contention 8.3), a fresh server: the large battle's model says 10.6 µs a trial.
    const { m, scheduler } = loaded(10.6, 8.3);
    const log: string[] = [];
    const box = track(scheduler.submit(run("first", 20_000), { timeLimitMs: 10_000 }), log, "first");
    // Two probes, each on a fresh thread ready after 50 ms and stuck to its hard limit (500 ms): 943 trials, then
    // 20 (10 ms at the bound, 477 µs). Before, the second's bound (22.5 ms a trial, 2.7 ms alone) refused the run at
    // once as "about 27 s" (422), where warm it takes 700 µs a trial and ~7 s on two threads.
    for (const trials of [943, 20]) {
      await stuckProbe(m, trials);
      expect(box.value).toBeUndefined();
    }
    // The third probe (1 trial) comes back, cold; then warm slices at 700 µs: done within the 10 s.
    m.ready(m.live()[1]!);
    m.finishAll(60, 1);
    await flush();
    await finishAt(m, 700, box, 400);
    expect(log).toEqual(["first:done"]);
    expect(m.clock.now()).toBeLessThan(10_000);
  });
});

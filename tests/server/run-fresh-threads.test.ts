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
    // The next probe (10 ms at 12.5 µs) on the replacement thread, which never gets ready in its 500 ms: no bound.
    const secondProbe = size();
    m.advance(500);
    await flush();
    expect(box.value).toBeUndefined(); // (it was too-long here)
    expect([bound, secondProbe]).toEqual([12.5, [null, 800]]);
    expect(scheduler.costUs(JSON.stringify(rulebook))).toBe(12.5);
    // Tried again, the same size; this thread starts in time and the probe comes back: measured, the run goes on.
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

import { describe, expect, it } from "vitest";
import { RunScheduler } from "@/lib/server/run-scheduler";
import { finishAt, flush, machine, options, presetScenario, track } from "../helpers/scheduler-machine";

// docs/server.md#admission-deadlines-status-codes: with no other run admitted, a run is never refused for load.
// On a fresh server at load ~18 (two cores), the very first request, 20,000 trials of the large battle, was answered
// 503 "measured, it would not finish before its time limit behind the work queued" with nothing queued: its probe
// back, its own work at the loaded pace (not what it costs alone, which decides 422) did not fit 80% of the threads'
// time, and that check ran as if others were queued. The scripted threads run the rulebook example; the cost key
// says which battle it stands for, and the clock what it costs: a cold probe at 1,600 µs a trial, then warm slices
// at 850 µs (the large battle's ~40 µs alone, slowed ~20× by the load), the load average 18 on 2 cores
// (contention 9).
const rulebook = presetScenario("rulebook-example");
const large = (seed: string, trials: number) => ({ scenario: rulebook, trials, seed });
const API = { timeLimitMs: 10_000, costKey: "large" };
/** Production's: a probe of ~10 ms, slices of ~50 ms, replaced at 10× (≥ 200 ms), 300 ms more on a fresh thread. */
const LIMITS = { probeMs: 10, sliceMs: 50, hardLimitMs: 200, threadStartMs: 300 };

/** Two threads; the model says `modelUs` a trial. */
function setup(modelUs = 40) {
  const m = machine();
  const scheduler = new RunScheduler(
    2,
    m.factory,
    options(m.clock, { ...LIMITS, estimateUs: () => modelUs, contention: () => 9 }),
  );
  return { m, scheduler };
}

const slices = (m: ReturnType<typeof machine>) =>
  m.live().map((t) => t.batch && t.batch.end! - t.batch.first!);

describe("a run with nothing else admitted is never refused for load", () => {
  it("admits the first request on a fresh, loaded server and keeps a cold slice out of the smoothed cost", async () => {
    const { m, scheduler } = setup();
    const log: string[] = [];
    const box = track(scheduler.submit(large("first", 20_000), API), log, "first");
    // The probe: 10 ms by the model's 40 µs, 250 trials, on the second thread (fresh: its first slice is cold).
    expect(slices(m)).toEqual([null, 250]);
    m.finishAll((250 * 1600) / 1000);
    await flush();
    // The cold measure judges nothing; slices of 50 ms at 1,600 µs (31 trials) go to both threads.
    expect(box.value).toBeUndefined();
    expect(slices(m)).toEqual([31, 31]);
    // The now warm second thread comes back first, at 850 µs a trial. Its 19,688 trials left at 850 µs are 16.7 s
    // of thread time, over 80% of the 9.6 s left on two threads (15.3 s): before, refused 503 here, though no
    // other run was queued. Alone at its best (850 µs over contention 9: 94 µs) it takes 0.9 s: no 422 either.
    m.finishAll((31 * 850) / 1000, 1);
    await flush();
    expect(box.value).toBeUndefined();
    // The first thread's first slice, cold, at 1,600 µs: it does not move the warm 850 µs (before: 1,075 µs).
    m.finishAll((31 * 1600 - 31 * 850) / 1000, 0);
    await flush();
    expect(scheduler.costUs("large")).toBeCloseTo(850, 6);
    // At 850 µs on two threads the run is done at ~8.8 s, within its 10 s.
    await finishAt(m, 850, box, 400);
    expect(log).toEqual(["first:done"]);
    expect(box.value).toMatchObject({ kind: "done", value: { trials: 20_000 } });
    expect(m.clock.now()).toBeLessThan(10_000);
  });

  it("admits a run when the only work left is a slice of a run already answered", async () => {
    // (the model at 400 µs: the probe's 10 ms are 25 trials, back well within its 200 ms hard limit)
    const { m, scheduler } = setup(400);
    // Both threads warm on a small battle (10 µs a trial), then the large battle measured warm at 850 µs (its probe,
    // 25 trials, is the whole run).
    const warm = track(
      scheduler.submit(large("w", 8000), { timeLimitMs: 10_000, costKey: "small" }),
      [],
      "w",
    );
    await finishAt(m, 10, warm);
    const measure = track(scheduler.submit(large("m", 25), API), [], "m");
    await finishAt(m, 850, measure);
    expect([warm.value?.kind, measure.value?.kind]).toEqual(["done", "done"]);
    // A page's 300 ms run of the small battle (one slice of 4,000 trials) is dropped at its deadline; its slice
    // runs out on the first thread (counted until its hard limit, 400 ms).
    const page = track(
      scheduler.submit(large("p", 4000), { timeLimitMs: 300, bestEffort: true, costKey: "small" }),
      [],
      "p",
    );
    expect(slices(m)).toEqual([4000, null]);
    m.advance(300);
    await flush();
    expect(page.value).toMatchObject({ kind: "busy" });
    expect(scheduler.stats()).toMatchObject({ running: 0, waiting: 0, busyThreads: 1, queuedMs: 100 });
    // 20,000 trials at 850 µs (17 s of thread time) do not fit 80% of 10 s on two threads, but no run is admitted:
    // before, refused "the simulations already queued would not leave it time to finish".
    const log: string[] = [];
    const box = track(scheduler.submit(large("next", 20_000), API), log, "next");
    expect(box.value).toBeUndefined();
    expect(slices(m)).toEqual([4000, 58]);
    const started = m.clock.now();
    m.finishAll(0, 0);
    await flush();
    await finishAt(m, 850, box, 400);
    expect(log).toEqual(["next:done"]);
    expect(m.clock.now() - started).toBeLessThan(10_000);
  });
});

import { describe, expect, it } from "vitest";
import { RunScheduler } from "@/lib/server/run-scheduler";
import { finishAt, flush, machine, options, presetScenario, track } from "../helpers/scheduler-machine";

// docs/server.md#probes-no-estimate-error-can-stall-others: a wrong 422 once stuck for minutes. After 15 s idle,
// 200,000 trials of the large battle were refused ("about 12 s") on a measure taken once, slow, and never taken
// again, since a refused run runs nothing. Measurements now expire, and a fresh thread's first slice (the engine
// not yet compiled for the battle) refuses nothing. The scripted threads run the rulebook example; the cost key
// says which battle it stands for, and the clock what it costs.
const rulebook = presetScenario("rulebook-example");
const large = (seed: string, trials: number) => ({ scenario: rulebook, trials, seed });
const API = { timeLimitMs: 10_000, costKey: "large" };

/** The large battle at 70 µs a trial by the model; slices of 4,000 trials; measures kept `remeasureMs`. */
function setup(remeasureMs: number) {
  const m = machine();
  const scheduler = new RunScheduler(
    2,
    m.factory,
    options(m.clock, { estimateUs: () => 70, probeMs: 10, idleReclaimMs: 10_000, remeasureMs }),
  );
  return { m, scheduler };
}

/** Both threads warm (a small battle), then the large battle measured at 120 µs a trial on a warm thread. */
async function measuredSlow(m: ReturnType<typeof machine>, scheduler: RunScheduler) {
  const warm = track(scheduler.submit(large("w", 8000), { timeLimitMs: 10_000, costKey: "small" }), [], "w");
  await finishAt(m, 10, warm);
  const slow = track(scheduler.submit(large("s", 2000), API), [], "s");
  await finishAt(m, 120, slow);
  expect([warm.value?.kind, slow.value?.kind]).toEqual(["done", "done"]);
}

describe("a measure is not a fact for ever", () => {
  it("refuses at once on a fresh measure, and after 15 s idle measures again and admits the 200,000 trials", async () => {
    const { m, scheduler } = setup(5_000);
    await measuredSlow(m, scheduler);
    // Just measured: 200,000 × 120 µs on two threads is 12 s, over 80% of 10 s. Refused untried, nothing sent.
    expect(await scheduler.submit(large("a", 200_000), API)).toEqual({
      kind: "too-long",
      done: 0,
      trials: 200_000,
      estimatedMs: 12_000,
    });
    expect(m.live().every((t) => !t.batch)).toBe(true);
    // 15 s idle: the threads that ran slices are replaced by fresh ones at 10 s.
    m.advance(15_000);
    expect(m.threads.filter((t) => t.dead)).toHaveLength(2);
    const log: string[] = [];
    const box = track(scheduler.submit(large("b", 200_000), API), log, "b");
    // A fresh probe (10 ms at the old 120 µs: 83 trials) on one fresh thread: its first slice, cold, at 150 µs.
    expect(m.live().map((t) => t.batch && t.batch.end! - t.batch.first!)).toEqual([null, 83]);
    m.finishAll((83 * 150) / 1000);
    await flush();
    expect(box.value).toBeUndefined();
    // Warm, the battle takes 70 µs: 200,000 trials in 7 s on two threads, within the limit.
    await finishAt(m, 70, box);
    expect(log).toEqual(["b:done"]);
    expect(box.value).toMatchObject({ kind: "done", value: { trials: 200_000 } });
    expect(scheduler.costUs("large")).toBeLessThan(80);
  });

  it("kept for ever, as it once was, the same measure refuses the same run after any idle time", async () => {
    const { m, scheduler } = setup(Number.POSITIVE_INFINITY);
    await measuredSlow(m, scheduler);
    m.advance(15_000);
    expect(await scheduler.submit(large("b", 200_000), API)).toMatchObject({
      kind: "too-long",
      estimatedMs: 12_000,
    });
    expect(m.live().every((t) => !t.batch)).toBe(true);
  });

  it("refuses again after a fresh probe when the battle really is that slow", async () => {
    const { m, scheduler } = setup(5_000);
    await measuredSlow(m, scheduler);
    m.advance(15_000);
    const log: string[] = [];
    const box = track(scheduler.submit(large("c", 200_000), API), log, "c");
    // The probe (cold) and then warm slices all take 120 µs: answered 422 on the first warm one.
    await finishAt(m, 120, box, 3);
    expect(log).toEqual(["c:too-long"]);
    expect(box.value).toMatchObject({ kind: "too-long", trials: 200_000 });
  });
});

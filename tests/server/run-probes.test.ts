import { describe, expect, it } from "vitest";
import { RunScheduler } from "@/lib/server/run-scheduler";
import { flush, machine, options, presetScenario, track } from "../helpers/scheduler-machine";

// No estimate error can stall others (docs/server.md#probes-no-estimate-error-can-stall-others). A battle not
// measured gets one small probe slice on one thread, and its measured cost decides; the hard limit is a multiple
// of the slice's estimate; health and Retry-After count probing and late threads; small runs are not starved by
// big ones. (Battles are told apart by cost key: the scripted threads really run the rulebook example, whatever
// the key says it costs.)
const rulebook = presetScenario("rulebook-example");
const run = (seed: string, trials: number) => ({ scenario: rulebook, trials, seed });

describe("probes and hard limits", () => {
  it("probes a battle not measured on one thread while the other serves a measured battle", async () => {
    const m = machine();
    const scheduler = new RunScheduler(2, m.factory, options(m.clock, { probeMs: 10, sliceMs: 50 }));
    // Battle "small" is measured first: 10 µs a trial.
    const warm = track(scheduler.submit(run("w", 1000), { timeLimitMs: 10_000, costKey: "small" }), [], "w");
    m.finishAll(10);
    await flush();
    expect(warm.value?.kind).toBe("done");
    const log: string[] = [];
    track(scheduler.submit(run("big", 40_000), { timeLimitMs: 10_000, costKey: "new" }), log, "new");
    track(scheduler.submit(run("s", 20_000), { timeLimitMs: 10_000, costKey: "small" }), log, "small");
    // The new battle's probe (10 ms by the model's 10 µs: 1,000 trials) on the second thread, the measured one on
    // the first (which never probes).
    const batches = m.live().map((t) => t.batch && [t.batch.seed, t.batch.end! - t.batch.first!]);
    expect(batches).toEqual([
      ["s", 4000],
      ["big", 1000],
    ]);
    expect(scheduler.stats()).toMatchObject({ busyThreads: 2, probingThreads: 1, lateThreads: 0 });
  });

  it("answers a battle the model underestimates 900× too long after two probes and one warm slice", async () => {
    const m = machine();
    // The model says 3.66 µs a trial; the battle takes 3,207 µs.
    const scheduler = new RunScheduler(
      2,
      m.factory,
      options(m.clock, { estimateUs: () => 3.66, probeMs: 10, sliceMs: 50, hardLimitMs: 200 }),
    );
    const log: string[] = [];
    track(scheduler.submit(run("warm", 400), { timeLimitMs: 10_000, costKey: "s" }), log, "warm");
    m.finishAll(4); // the small battle is measured: 10 µs a trial
    const hostile = track(
      scheduler.submit(run("hostile", 100_000), { timeLimitMs: 10_000, costKey: "hostile" }),
      log,
      "hostile",
    );
    // Only the probe: 10 ms by the model (2,732 trials, cut to the chunk's 2,000), on one thread.
    expect(m.live().map((t) => t.batch && t.batch.end! - t.batch.first!)).toEqual([null, 2000]);
    // A small run of a measured battle beside it takes the other thread at once (a new one would wait for the
    // probe: probes never hold every thread).
    const small = track(
      scheduler.submit(run("small", 4000), { timeLimitMs: 10_000, costKey: "s" }),
      log,
      "small",
    );
    expect(m.live()[0]!.batch?.seed).toBe("small");
    // The probe does not come back: replaced at 200 ms (the floor; 10 × its 7 ms estimate is less), the battle
    // now costs at least 100 µs a trial: 100,000 trials still fit 10 s alone, so it is probed again, smaller.
    m.advance(100);
    m.finishAll(0, 0); // the small run's slice comes back
    await flush();
    expect(small.value?.kind).toBe("done");
    expect(scheduler.stats()).toMatchObject({ probingThreads: 1, lateThreads: 1 });
    m.advance(100);
    expect(m.threads.filter((t) => t.dead)).toHaveLength(1);
    const second = m.live().find((t) => t.batch)!;
    expect(second.batch!.end! - second.batch!.first!).toBe(100);
    expect(m.live().filter((t) => t.batch)).toHaveLength(1);
    // Stuck again at 200 ms, ≥ 2,000 µs a trial, but on the replacement thread's first slice, whose time may be the
    // compiler's (docs/server.md#probes-no-estimate-error-can-stall-others): it refuses nothing, the next probe is
    // smaller (10 ms at 2,000 µs: 5 trials).
    m.advance(200);
    await flush();
    expect(hostile.value).toBeUndefined();
    expect(m.live().map((t) => t.batch && t.batch.end! - t.batch.first!)).toEqual([null, 5]);
    // It comes back at 3,207 µs a trial (cold: judges nothing); then a slice of 15 trials on each thread, and the
    // first warm one back answers it: 100,000 trials at 3,207 µs are 160 s alone on two threads.
    m.finishAll(16);
    await flush();
    expect(hostile.value).toBeUndefined();
    expect(m.live().map((t) => t.batch && t.batch.end! - t.batch.first!)).toEqual([15, 15]);
    m.finishAll(48);
    await flush();
    expect(hostile.value).toMatchObject({ kind: "too-long", trials: 100_000 });
    expect(log).toEqual(["warm:done", "small:done", "hostile:too-long"]);
    expect(scheduler.stats()).toMatchObject({ busyThreads: 0, running: 0, waiting: 0, queuedMs: 0 });
  });

  it("replaces a thread at a multiple of its slice's estimate, not at a flat limit", async () => {
    const m = machine();
    const scheduler = new RunScheduler(
      1,
      m.factory,
      options(m.clock, { sliceMs: 50, probeMs: 50, hardLimitMs: 200, hardLimitFactor: 10 }),
    );
    track(scheduler.submit(run("a", 40_000), { timeLimitMs: 10_000, costKey: "k" }), [], "a");
    m.finishAll(40); // the probe: 4,000 trials (50 ms by the default 10 µs) in 40 ms, 10 µs measured
    const thread = m.live()[0]!;
    expect(thread.batch!.end! - thread.batch!.first!).toBe(4000);
    // Its estimate is 40 ms: replaced after 400 ms, not 2 s; late (and counted until then) after 40 ms.
    m.advance(41);
    expect(scheduler.stats()).toMatchObject({ lateThreads: 1, queuedMs: 359 + 32_000 * 0.01 });
    m.advance(358);
    expect(thread.dead).toBe(false);
    m.advance(1);
    expect(thread.dead).toBe(true);
  });

  it("never gives every thread to probes: two pages of new battles probe one at a time", async () => {
    const m = machine();
    const scheduler = new RunScheduler(2, m.factory, options(m.clock, { probeMs: 10, sliceMs: 50 }));
    const page = { timeLimitMs: 300, bestEffort: true };
    track(scheduler.submit(run("p1", 8000), { ...page, costKey: "one" }), [], "p1");
    track(scheduler.submit(run("p2", 8000), { ...page, costKey: "two" }), [], "p2");
    expect(m.live().map((t) => t.batch?.seed ?? null)).toEqual([null, "p1"]);
    expect(scheduler.stats()).toMatchObject({ busyThreads: 1, probingThreads: 1 });
    // Measured, the first page's battle may take both threads (its deadline is first).
    m.finishAll(10);
    expect(m.live().map((t) => t.batch?.seed ?? null)).toEqual(["p1", "p1"]);
    expect(scheduler.stats()).toMatchObject({ probingThreads: 0 });
  });

  it("answers busy at once a run its probe shows will not fit behind the work queued", async () => {
    const m = machine();
    const scheduler = new RunScheduler(
      1,
      m.factory,
      options(m.clock, { estimateUs: () => 1, probeMs: 4, sliceMs: 50 }),
    );
    const log: string[] = [];
    // Measured battle "a": 10 µs a trial; a run of 6 s of it is queued.
    track(scheduler.submit(run("a0", 400), { timeLimitMs: 10_000, costKey: "a" }), log, "a0");
    m.finishAll(4);
    track(scheduler.submit(run("a1", 600_000), { timeLimitMs: 10_000, costKey: "a" }), log, "a1");
    // A new battle the model puts at 1 µs: 300,000 trials look like 0.3 s and are admitted.
    track(scheduler.submit(run("b", 300_000), { timeLimitMs: 10_000, costKey: "b" }), log, "b");
    // Its probe (4,000 trials) is served first (less work left), and takes 40 ms: 10 µs a trial, 3 s; in front
    // of the 6 s of "a" it would make that run late (80% of 10 s): busy, before taking any more of the thread.
    m.finishAll(40);
    m.finishAll(40);
    await flush();
    expect(log).toEqual(["a0:done", "b:busy"]);
  });
});

describe("fair queueing", () => {
  it("serves a small API run before big ones that arrived first", async () => {
    const m = machine();
    const scheduler = new RunScheduler(1, m.factory, options(m.clock, { probeMs: 50, sliceMs: 50 }));
    const log: string[] = [];
    track(scheduler.submit(run("warm", 500), { timeLimitMs: 10_000 }), log, "warm");
    m.finishAll(5); // 10 µs a trial
    for (const seed of ["big1", "big2", "big3"])
      track(scheduler.submit(run(seed, 200_000), { timeLimitMs: 10_000 }), log, seed);
    track(scheduler.submit(run("small", 20_000), { timeLimitMs: 10_000 }), log, "small");
    // big1 holds the thread for one slice; then the small run's five slices go before any big run's.
    const served: string[] = [];
    for (let i = 0; i < 6; i++) served.push(...m.finishAll(40).map((b) => b.seed));
    await flush();
    expect(served).toEqual(["big1", "small", "small", "small", "small", "small"]);
    expect(log).toEqual(["warm:done", "small:done"]);
  });

  it("admits a small run only if every big run it overtakes still fits its deadline", async () => {
    const m = machine();
    const scheduler = new RunScheduler(1, m.factory, options(m.clock, { probeMs: 50, sliceMs: 50 }));
    track(scheduler.submit(run("warm", 500), { timeLimitMs: 10_000 }), [], "warm");
    m.finishAll(5); // 10 µs a trial
    // 7.6 s of work due by 10 s on one thread: the room is 8 s (80%).
    const big = scheduler.submit(run("big", 760_000), { timeLimitMs: 10_000 });
    // 0.5 s more ahead of it would make it late: refused, though it alone would fit.
    const small = await scheduler.submit(run("small", 50_000), { timeLimitMs: 10_000 });
    expect(small.kind === "busy" && small.reason).toBe(
      "the simulations already queued would not leave it time to finish",
    );
    // 0.3 s fits in front of it.
    const smaller = scheduler.submit(run("smaller", 30_000), { timeLimitMs: 10_000 });
    expect(scheduler.stats().running + scheduler.stats().waiting).toBe(2);
    scheduler.dispose();
    expect([(await big).kind, (await smaller).kind]).toEqual(["busy", "busy"]);
  });
});

describe("a slow slice of a measured battle", () => {
  it("is contention, not the battle: replacing its thread does not make the battle look too long", async () => {
    const m = machine();
    const scheduler = new RunScheduler(
      1,
      m.factory,
      options(m.clock, { sliceMs: 50, probeMs: 50, hardLimitMs: 200 }),
    );
    track(scheduler.submit(run("warm", 4000), { timeLimitMs: 10_000 }), [], "warm");
    m.finishAll(40); // 10 µs a trial
    const log: string[] = [];
    const box = track(scheduler.submit(run("a", 100_000), { timeLimitMs: 10_000 }), log, "a");
    // A 40 ms slice stuck past 1.2 s (a loaded machine): replaced, its trials handed out again, smaller. At
    // 300 µs a trial the run would not fit 10 s: it goes on, since the battle's best measured cost is 10 µs.
    m.advance(1200);
    await flush();
    expect(box.value).toBeUndefined();
    expect(m.threads.filter((t) => t.dead)).toHaveLength(1);
    expect(scheduler.costUs(JSON.stringify(rulebook))).toBe(300); // the smoothed cost took the bound…
    while (!box.value) {
      m.finishAll(5); // …and the machine is quick again
      await flush();
    }
    expect(box.value.kind).toBe("done");
  });
});

describe("memory after a flood", () => {
  it("replaces the threads that ran slices once the pool has been idle for a while", async () => {
    const m = machine();
    const scheduler = new RunScheduler(2, m.factory, options(m.clock, { idleReclaimMs: 10_000 }));
    const box = track(scheduler.submit(run("a", 2000), { timeLimitMs: 10_000 }), [], "a");
    m.finishAll(10);
    await flush();
    expect(box.value?.kind).toBe("done");
    // One thread ran a slice: 10 s later (nothing else came) it alone is replaced; the idle one stays.
    m.advance(9_999);
    expect(m.threads.filter((t) => t.dead)).toHaveLength(0);
    m.advance(1);
    expect(m.threads.filter((t) => t.dead)).toHaveLength(1);
    expect(m.live()).toHaveLength(2);
    // A run meanwhile puts it off.
    track(scheduler.submit(run("b", 2000), { timeLimitMs: 10_000 }), [], "b");
    m.advance(20_000);
    expect(m.threads.filter((t) => t.dead)).toHaveLength(1);
  });
});

describe("a loaded machine", () => {
  it("takes the contention out of what a battle costs alone: a probe slowed 4x by others is not too long", async () => {
    const m = machine();
    const scheduler = new RunScheduler(
      2,
      m.factory,
      options(m.clock, { probeMs: 10, hardLimitMs: 200, contention: () => 4 }),
    );
    const log: string[] = [];
    const box = track(scheduler.submit(run("a", 50_000), { timeLimitMs: 10_000 }), log, "a");
    // The probe (1,000 trials by the default 10 µs) is stuck 200 ms: 200 µs a trial by the wall clock, 50 µs
    // alone: 50,000 trials need 1.25 s alone on two threads, not 5 s. It goes on.
    m.advance(200);
    await flush();
    expect(box.value).toBeUndefined();
    // The next probe (10 ms at 200 µs: 50 trials) comes back in 10 ms: 200 µs by the wall clock, 50 µs alone; at
    // the wall clock's cost the run fits behind nothing.
    m.finishAll(10);
    await flush();
    expect(log).toEqual([]);
    expect(scheduler.costUs(JSON.stringify(rulebook))).toBe(200);
  });
});

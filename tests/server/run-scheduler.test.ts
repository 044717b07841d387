import { describe, expect, it } from "vitest";
import { CHUNK_SIZE, simulate } from "@/lib/engine";
import { RunScheduler } from "@/lib/server/run-scheduler";
import { flush, machine, options, presetScenario as scenario, track } from "../helpers/scheduler-machine";

describe("RunScheduler", () => {
  const rulebook = scenario("rulebook-example");

  it.each([1, 2, 3])("gives exactly the one-thread numbers with %i threads", async (size) => {
    const m = machine();
    const scheduler = new RunScheduler(size, m.factory, options(m.clock));
    const box = track(
      scheduler.submit({ scenario: rulebook, trials: 21_000, seed: "7" }, { timeLimitMs: 10_000 }),
      [],
      "a",
    );
    while (!box.value) {
      m.finishAll(10);
      await flush();
    }
    expect(box.value).toEqual({ kind: "done", value: simulate(rulebook, { trials: 21_000, seed: "7" }) });
  });

  it("gives a free thread to the run with the earliest deadline: a page's short run overtakes API runs", async () => {
    const m = machine();
    const scheduler = new RunScheduler(2, m.factory, options(m.clock));
    const log: string[] = [];
    track(
      scheduler.submit({ scenario: rulebook, trials: 40_000, seed: "api" }, { timeLimitMs: 10_000 }),
      log,
      "api",
    );
    m.finishAll(20); // the API run holds both threads
    const page = { scenario: rulebook, trials: 8000, seed: "page" };
    track(scheduler.submit(page, { timeLimitMs: 300, bestEffort: true }), log, "page");
    // The next two batches (one per thread) are the page's: 8,000 trials are 2 batches of 2 chunks.
    const next = m.finishAll(20);
    expect(next.map((b) => b.runId)).toEqual([1, 1]);
    const pageBatches = m.finishAll(20);
    expect(pageBatches.map((b) => b.seed)).toEqual(["page", "page"]);
    await flush();
    expect(log).toEqual(["page:done"]);
    while (log.length < 2) {
      m.finishAll(20);
      await flush();
    }
    expect(log).toEqual(["page:done", "api:done"]);
  });

  it("turns runs away at once past maxRuns, with a Retry-After of when the first run would be done", async () => {
    const m = machine();
    const scheduler = new RunScheduler(2, m.factory, options(m.clock, { maxRuns: 2 }));
    const request = { scenario: rulebook, trials: 100_000, seed: "1" };
    void scheduler.submit(request, { timeLimitMs: 10_000 });
    void scheduler.submit({ ...request, seed: "2" }, { timeLimitMs: 10_000 });
    const third = await scheduler.submit({ ...request, seed: "3" }, { timeLimitMs: 10_000 });
    // The first run of 100,000 trials at 10 µs done on 2 threads: 0.5 s (Retry-After is at least 1 s).
    expect(third).toEqual({
      kind: "busy",
      retryAfterS: 1,
      reason: "2 simulations are already running or waiting",
    });
    // The first run's battle is not measured: one probe slice on one thread; the second waits. Health says so,
    // with the estimated wait.
    expect(scheduler.stats()).toEqual({
      threads: 2,
      busyThreads: 1,
      probingThreads: 1,
      lateThreads: 0,
      running: 1,
      waiting: 1,
      maxRuns: 2,
      queuedMs: 2000,
      estimatedWaitS: 1,
    });
  });

  it("admits a run only if the work ahead of it and its own fit before its deadline", async () => {
    const m = machine();
    const scheduler = new RunScheduler(2, m.factory, options(m.clock, { defaultCostUs: 100 }));
    // 50,000 trials at 100 µs: 5 s of work each; the room is 10 s × 0.8 × 2 threads = 16 s, so three fit.
    const request = { scenario: rulebook, trials: 50_000, seed: "1" };
    const admitted = [1, 2, 3].map((i) =>
      scheduler.submit({ ...request, seed: String(i) }, { timeLimitMs: 10_000 }),
    );
    const fourth = await scheduler.submit({ ...request, seed: "4" }, { timeLimitMs: 10_000 });
    expect(fourth.kind === "busy" && fourth.reason).toBe(
      "the simulations already queued would not leave it time to finish",
    );
    // 15 s of work queued on two threads and 5 s of its own, in a room of 16 s: once 4 s of it are done, 2 s on each
    // thread, it would fit: retry in 2 s (it once said 8 s, when all of it would be done, as health does).
    expect(fourth.kind === "busy" && fourth.retryAfterS).toBe(2);
    expect(scheduler.stats().estimatedWaitS).toBe(7.5);
    // A page's run that cannot fit 300 ms even at a quarter of the estimate is refused at once, never queued.
    const page = await scheduler.submit({ ...request, seed: "page" }, { timeLimitMs: 300, bestEffort: true });
    expect(page).toEqual({ kind: "too-long", done: 0, trials: 50_000, estimatedMs: 625 });
    // A small one is admitted ahead of the API's runs (best effort comes first), behind the 400 ms probe slice in
    // a thread, and dropped at its deadline if no thread comes free (its battle is being probed: it waits).
    const small = scheduler.submit({ ...request, trials: 500 }, { timeLimitMs: 300, bestEffort: true });
    expect(scheduler.stats().running + scheduler.stats().waiting).toBe(4);
    m.advance(300);
    expect((await small).kind).toBe("busy");
    scheduler.dispose();
    expect((await Promise.all(admitted)).map((o) => o.kind)).toEqual(["busy", "busy", "busy"]);
  });

  it("refuses at once what cannot fit alone: by the model before measuring, by the first slice after", async () => {
    const m = machine();
    const scheduler = new RunScheduler(
      2,
      m.factory,
      options(m.clock, { estimateUs: () => 2600, sliceMs: 50, probeMs: 50 }),
    );
    const huge = { scenario: rulebook, trials: 200_000, seed: "huge" };
    // 200,000 × 2,600 µs / 4 (the model's error factor) / 2 threads = 65 s: refused before any work.
    expect(await scheduler.submit(huge, { timeLimitMs: 10_000 })).toEqual({
      kind: "too-long",
      done: 0,
      trials: 200_000,
      estimatedMs: 65_000,
    });
    expect(m.live().every((t) => !t.batch)).toBe(true);
    // 10,000 trials: 3.25 s at model / 4, so it is tried: one probe of ~50 ms by the model (19 trials), on one
    // thread.
    const log: string[] = [];
    const box = track(scheduler.submit({ ...huge, trials: 10_000 }, { timeLimitMs: 10_000 }), log, "run");
    expect(m.live().map((t) => t.batch && [t.batch.first, t.batch.end])).toEqual([null, [0, 19]]);
    // The probe takes 50 ms: 2,630 µs per trial. A fresh thread's first slice is measured cold (the engine not yet
    // compiled for the battle: docs/server.md#probes-no-estimate-error-can-stall-others), which refuses nothing;
    // the next slices, 50 ms at that cost, go out.
    m.finishAll(50);
    await flush();
    expect(log).toEqual([]);
    expect(m.live().map((t) => t.batch && [t.batch.first, t.batch.end])).toEqual([
      [19, 38],
      [38, 57],
    ]);
    // The warm thread's slice takes as long: 10,000 trials need 13 s alone: answered now, not at 10 s.
    m.finishAll(50);
    await flush();
    expect(log).toEqual(["run:too-long"]);
    expect(box.value).toMatchObject({ kind: "too-long", done: 57, trials: 10_000 });
    // Its remaining slices are dropped: the one still on a thread runs out, and nothing more goes out.
    expect(m.live().filter((t) => t.batch)).toHaveLength(1);
    m.finishAll(50);
    expect(m.live().every((t) => !t.batch)).toBe(true);
    expect(scheduler.stats()).toMatchObject({ busyThreads: 0, running: 0, waiting: 0, queuedMs: 0 });
  });

  it("sizes slices by estimated time and gives the same numbers whatever their size", async () => {
    const m = machine();
    const scheduler = new RunScheduler(
      2,
      m.factory,
      options(m.clock, { defaultCostUs: 40, sliceMs: 50, probeMs: 10 }),
    );
    const request = { scenario: rulebook, trials: 7000, seed: "slices" };
    const box = track(scheduler.submit(request, { timeLimitMs: 10_000 }), [], "a");
    // A probe of 10 ms at 40 µs: 250 trials, on one thread (the second: the first never probes).
    expect(m.live().map((t) => t.batch && [t.batch.first, t.batch.end])).toEqual([null, [0, 250]]);
    // It takes 10 ms: 40 µs measured, so slices of 50 ms: 1,250 trials (cut at the chunk boundary when a slice
    // spans one).
    m.finishAll(10);
    expect(m.live().map((t) => t.batch && [t.batch.first, t.batch.end])).toEqual([
      [250, 1500],
      [1500, 2000],
    ]);
    while (!box.value) {
      m.finishAll(10); // 10 ms per slice: the estimate falls and the slices grow
      await flush();
    }
    expect(box.value).toEqual({ kind: "done", value: simulate(rulebook, request) });
  });

  it("replaces a thread stuck in a slice past the hard limit and learns the battle's cost from it", async () => {
    const m = machine();
    const scheduler = new RunScheduler(
      1,
      m.factory,
      options(m.clock, { defaultCostUs: 1, sliceMs: 50, hardLimitMs: 2000 }),
    );
    // The thread warm first (another battle): a fresh thread's first slice stuck teaches no more than smaller slices.
    const warm = track(
      scheduler.submit({ scenario: rulebook, trials: 400, seed: "w" }, { timeLimitMs: 10_000, costKey: "w" }),
      [],
      "w",
    );
    m.finishAll(1);
    await flush();
    expect(warm.value?.kind).toBe("done");
    const box = track(
      scheduler.submit({ scenario: rulebook, trials: 30_000, seed: "stuck" }, { timeLimitMs: 10_000 }),
      [],
      "a",
    );
    const stuck = m.live()[0]!;
    expect(stuck.batch).toMatchObject({ first: 0, end: 4000 });
    m.advance(2000);
    // Replaced: the old thread is terminated, a new one runs the same trials again…
    expect(stuck.dead).toBe(true);
    expect(m.live()).toHaveLength(1);
    // …and the run, 30,000 trials at ≥ 500 µs (2 s for 4,000), cannot fit 10 s: answered at once.
    await flush();
    expect(box.value).toMatchObject({ kind: "too-long", done: 0, trials: 30_000 });
    expect(scheduler.costUs(JSON.stringify(rulebook))).toBe(500);
  });

  it("answers at its deadline: busy if it never started or others made it late", async () => {
    const m = machine();
    const scheduler = new RunScheduler(1, m.factory, options(m.clock, { defaultCostUs: 1 }));
    const log: string[] = [];
    const first = track(
      scheduler.submit({ scenario: rulebook, trials: 28_000, seed: "a" }, { timeLimitMs: 1000 }),
      log,
      "first",
    );
    track(
      scheduler.submit({ scenario: rulebook, trials: 8000, seed: "b" }, { timeLimitMs: 900 }),
      log,
      "second",
    );
    // Slices of 4,000 trials take 100 ms (25 µs each). The first run's probe (a whole slice here, the fresh
    // thread's first: measured cold, which judges nothing), then the second's first slice (less work goes
    // first) measures the battle at 200 ms: alone the first's 24,000 trials left (600 ms) would fit 80% of its
    // 800 ms left (640 ms), but behind the second's 100 ms left they no longer do: answered busy at once, on its
    // own measured cost. (With no other run admitted it would have stayed: tests/server/run-alone.test.ts.)
    for (let i = 0; i < 10; i++) m.finishAll(100);
    await flush();
    expect(log).toEqual(["first:busy", "second:done"]);
    expect(first.value?.kind === "busy" && first.value.reason).toBe(
      "measured, it would not finish before its time limit behind the work queued",
    );
    expect(scheduler.costUs(JSON.stringify(rulebook))).toBeCloseTo(25, 6);
    // A run the load made late is busy too (slices now take 150 ms, more than measured).
    const log2: string[] = [];
    track(scheduler.submit({ scenario: rulebook, trials: 8000, seed: "c" }, { timeLimitMs: 400 }), log2, "c");
    const d = track(
      scheduler.submit({ scenario: rulebook, trials: 4000, seed: "d" }, { timeLimitMs: 420 }),
      log2,
      "d",
    );
    m.finishAll(150);
    m.finishAll(150);
    m.advance(150);
    await flush();
    expect(log2).toEqual(["c:done", "d:busy"]);
    expect(d.value?.kind === "busy" && d.value.reason).toBe(
      "the load on the server made it pass its time limit",
    );
  });

  it("settles every run exactly once, and drops late batches of runs already answered", async () => {
    const m = machine();
    const scheduler = new RunScheduler(2, m.factory, options(m.clock, { defaultCostUs: 1 }));
    const log: string[] = [];
    const boxes = [0, 1, 2, 3, 4].map((i) =>
      track(
        scheduler.submit(
          { scenario: rulebook, trials: 6000 + i * CHUNK_SIZE, seed: String(i) },
          { timeLimitMs: 250 },
        ),
        log,
        `r${i}`,
      ),
    );
    for (let i = 0; i < 12; i++) m.finishAll(60);
    await flush();
    expect(boxes.every((b) => b.value)).toBe(true);
    expect(log.length).toBe(5);
    expect(scheduler.stats()).toMatchObject({
      threads: 2,
      busyThreads: 0,
      running: 0,
      waiting: 0,
      queuedMs: 0,
    });
  });

  it("replaces a thread that crashes and reruns its batch, so the numbers do not change; a second crash fails the run", async () => {
    const m = machine();
    const scheduler = new RunScheduler(2, m.factory, options(m.clock));
    const request = { scenario: rulebook, trials: 12_000, seed: "crash" };
    const box = track(scheduler.submit(request, { timeLimitMs: 10_000 }), [], "a");
    m.live()[0]!.worker.onerror?.(new Error("killed"));
    expect(m.live().length).toBe(2);
    while (!box.value) {
      m.finishAll(10);
      await flush();
    }
    expect(box.value).toEqual({ kind: "done", value: simulate(rulebook, request) });

    const twice = track(scheduler.submit({ ...request, seed: "twice" }, { timeLimitMs: 10_000 }), [], "b");
    m.live()[0]!.worker.onerror?.(new Error("killed"));
    m.live()
      .find((t) => t.batch?.seed === "twice" && t.batch.from === 0)!
      .worker.onerror?.(new Error("again"));
    await flush();
    expect(twice.value).toEqual({ kind: "failed", error: "a simulation thread crashed on this battle" });
  });
});

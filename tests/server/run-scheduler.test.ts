import { describe, expect, it } from "vitest";
import { CHUNK_SIZE, simulate } from "@/lib/engine";
import { PRESETS, parseScenario, type Scenario } from "@/lib/scenario";
import { RunScheduler } from "@/lib/server/run-scheduler";
import type { RunOutcome, SchedulerOptions } from "@/lib/server/run-types";
import { runBatch, type BatchRequest, type BatchResponse } from "@/lib/worker/protocol";
import type { WorkerLike } from "@/lib/worker/worker-like";

function scenario(id: string): Scenario {
  const parsed = parseScenario(PRESETS.find((p) => p.id === id)?.scenario);
  if (!parsed.ok) throw new Error(parsed.ok === false ? parsed.error : "");
  return parsed.scenario;
}

/**
 * A scripted machine: a clock that only moves when told, and threads that hold their batch until the test
 * finishes it (really running it, after `ms` of simulated time).
 */
function machine() {
  let time = 0;
  const timers: { at: number; fn: () => void; live: boolean }[] = [];
  const threads: { worker: WorkerLike; batch: BatchRequest | null; dead: boolean }[] = [];
  const clock: SchedulerOptions["clock"] = {
    now: () => time,
    setTimeout: (fn, ms) => {
      const timer = { at: time + ms, fn, live: true };
      timers.push(timer);
      return timer;
    },
    clearTimeout: (handle) => {
      (handle as { live: boolean }).live = false;
    },
  };
  const factory = (): WorkerLike => {
    const thread = { worker: null as unknown as WorkerLike, batch: null as BatchRequest | null, dead: false };
    thread.worker = {
      onmessage: null,
      onerror: null,
      postMessage(request) {
        if (thread.batch) throw new Error("a thread was given two batches at once");
        thread.batch = request;
      },
      terminate() {
        thread.dead = true;
      },
    };
    threads.push(thread);
    return thread.worker;
  };
  const live = () => threads.filter((t) => !t.dead);
  /** Moves the clock, firing the timers that come due. */
  function advance(ms: number): void {
    time += ms;
    for (const t of timers.filter((t) => t.live && t.at <= time)) {
      t.live = false;
      t.fn();
    }
  }
  /** Every busy thread finishes its batch after `ms`; returns the batches finished. */
  function finishAll(ms: number): BatchRequest[] {
    advance(ms);
    const done: BatchRequest[] = [];
    for (const thread of live()) {
      const batch = thread.batch;
      if (!batch) continue;
      thread.batch = null;
      done.push(batch);
      const data: BatchResponse = runBatch(batch);
      thread.worker.onmessage?.({ data });
    }
    return done;
  }
  return { clock, factory, threads, live, advance, finishAll };
}

const options = (
  clock: SchedulerOptions["clock"],
  over: Partial<SchedulerOptions> = {},
): SchedulerOptions => ({
  maxRuns: 8,
  defaultCostUs: 10,
  capacityShare: 0.8,
  clock,
  ...over,
});

/** Settles runs in the order they finish; each at most once. */
function track(outcome: Promise<RunOutcome>, log: string[], name: string): { value?: RunOutcome } {
  const box: { value?: RunOutcome } = {};
  void outcome.then((o) => {
    if (box.value) throw new Error(`${name} settled twice`);
    box.value = o;
    log.push(`${name}:${o.kind}`);
  });
  return box;
}

const flush = () => new Promise((r) => setTimeout(r, 0));

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
    expect(box.value).toEqual({ kind: "done", result: simulate(rulebook, { trials: 21_000, seed: "7" }) });
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

  it("turns runs away at once past maxRuns, with a Retry-After from the work queued", async () => {
    const m = machine();
    const scheduler = new RunScheduler(2, m.factory, options(m.clock, { maxRuns: 2 }));
    const request = { scenario: rulebook, trials: 100_000, seed: "1" };
    void scheduler.submit(request, { timeLimitMs: 10_000 });
    void scheduler.submit({ ...request, seed: "2" }, { timeLimitMs: 10_000 });
    const third = await scheduler.submit({ ...request, seed: "3" }, { timeLimitMs: 10_000 });
    // 200,000 trials queued at 10 µs each on 2 threads: 1 s of work.
    expect(third).toEqual({
      kind: "busy",
      retryAfterS: 1,
      reason: "2 simulations are already running or waiting",
    });
    // The first run holds both threads; the second waits.
    expect(scheduler.stats()).toEqual({ threads: 2, running: 1, waiting: 1, maxRuns: 2 });
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
    expect(fourth.kind).toBe("busy");
    expect(fourth.kind === "busy" && fourth.reason).toBe(
      "the simulations already queued would not leave it time to finish",
    );
    // 15 s of work queued on two threads: retry in 8 s.
    expect(fourth.kind === "busy" && fourth.retryAfterS).toBe(8);
    // A best-effort run is admitted anyway (it is dropped at its deadline if it cannot finish).
    const page = scheduler.submit({ ...request, seed: "page" }, { timeLimitMs: 300, bestEffort: true });
    expect(scheduler.stats().running + scheduler.stats().waiting).toBe(4);
    m.advance(300);
    expect((await page).kind).toBe("busy");
    scheduler.dispose();
    expect((await Promise.all(admitted)).map((o) => o.kind)).toEqual(["busy", "busy", "busy"]);
  });

  it("turns a best-effort run away at once when its battle is known not to fit; an idle pool admits any API run", async () => {
    const m = machine();
    const scheduler = new RunScheduler(1, m.factory, options(m.clock, { defaultCostUs: 1 }));
    const page = { scenario: rulebook, trials: 8000, seed: "page" };
    const first = scheduler.submit(page, { timeLimitMs: 300, bestEffort: true });
    m.finishAll(400); // 4,000 trials in 400 ms: 100 µs per trial, so 8,000 need 800 ms
    expect((await first).kind).toBe("busy");
    const again = await scheduler.submit({ ...page, seed: "again" }, { timeLimitMs: 300, bestEffort: true });
    expect(again.kind === "busy" && again.reason).toBe(
      "the simulations already queued would not leave it time to finish",
    );
    expect(scheduler.stats().waiting + scheduler.stats().running).toBe(0);
    // An API run that its estimate says cannot fit is still admitted by an idle pool, and measured again.
    const api = scheduler.submit({ ...page, trials: 200_000 }, { timeLimitMs: 10_000 });
    expect(scheduler.stats().running).toBe(1);
    scheduler.dispose();
    expect((await api).kind).toBe("busy");
  });

  it("admits a best-effort run on an idle pool by its battle's best cost, so a cold first run does not shut it out", async () => {
    const m = machine();
    const scheduler = new RunScheduler(1, m.factory, options(m.clock, { defaultCostUs: 1 }));
    const page = { scenario: rulebook, trials: 8000, seed: "page" };
    // A cold thread: the first 4,000 trials take 400 ms (100 µs each), the next 4,000 take 40 ms (10 µs).
    const cold = scheduler.submit(page, { timeLimitMs: 1000, bestEffort: true });
    m.finishAll(400);
    m.finishAll(40);
    expect((await cold).kind).toBe("done");
    // The smoothed cost (73 µs: 8,000 trials need 584 ms) does not fit 300 ms × 0.8; the best one (10 µs:
    // 80 ms) does, and the pool is idle: admitted, and it finishes.
    expect(scheduler.costUs(JSON.stringify(rulebook))).toBeCloseTo(73, 5);
    const warm = scheduler.submit({ ...page, seed: "warm" }, { timeLimitMs: 300, bestEffort: true });
    expect(scheduler.stats().running).toBe(1);
    m.finishAll(40);
    m.finishAll(40);
    expect((await warm).kind).toBe("done");
    // With another run in the pool, the smoothed cost counts again: turned away at once.
    const api = scheduler.submit({ ...page, seed: "api", trials: 40_000 }, { timeLimitMs: 10_000 });
    const busy = await scheduler.submit({ ...page, seed: "late" }, { timeLimitMs: 300, bestEffort: true });
    expect(busy.kind).toBe("busy");
    scheduler.dispose();
    expect((await api).kind).toBe("busy");
  });

  it("answers at its deadline: busy if it never started or others made it late, too-long if it cannot fit alone", async () => {
    const m = machine();
    const scheduler = new RunScheduler(1, m.factory, options(m.clock, { defaultCostUs: 1 }));
    const log: string[] = [];
    const first = track(
      scheduler.submit({ scenario: rulebook, trials: 44_000, seed: "a" }, { timeLimitMs: 1000 }),
      log,
      "first",
    );
    const second = track(
      scheduler.submit({ scenario: rulebook, trials: 4000, seed: "b" }, { timeLimitMs: 1000 }),
      log,
      "second",
    );
    // Batches take 100 ms of 4,000 trials: the machine is much slower than the default cost said.
    for (let i = 0; i < 10; i++) m.finishAll(100);
    await flush();
    expect(log).toEqual(["first:too-long", "second:busy"]);
    // Alone it needs 44,000 × 25 µs = 1.1 s: more than its 1 s limit.
    expect(first.value).toEqual({ kind: "too-long", done: 36_000, trials: 44_000 });
    expect(second.value?.kind === "busy" && second.value.reason).toBe(
      "it waited past its time limit behind other simulations",
    );
    // The scheduler learned the cost: 25 µs per trial.
    expect(scheduler.costUs(JSON.stringify(rulebook))).toBeCloseTo(25, 6);

    // A run that fits alone but is made late by another run ahead of it is busy, not too long.
    const log2: string[] = [];
    track(scheduler.submit({ scenario: rulebook, trials: 8000, seed: "c" }, { timeLimitMs: 400 }), log2, "c");
    track(scheduler.submit({ scenario: rulebook, trials: 8000, seed: "d" }, { timeLimitMs: 520 }), log2, "d");
    // Batches now take 150 ms: c finishes at 300 ms, d would at 600 ms but has 520 ms.
    for (let i = 0; i < 5; i++) m.finishAll(150);
    await flush();
    expect(log2).toEqual(["c:done", "d:busy"]);
  });

  it("calls a run too long only if it would not fit on an idle machine: a slowdown makes it busy", async () => {
    const m = machine();
    const scheduler = new RunScheduler(1, m.factory, options(m.clock));
    const first = scheduler.submit({ scenario: rulebook, trials: 8000, seed: "fast" }, { timeLimitMs: 1000 });
    m.finishAll(100);
    m.finishAll(100); // 25 µs per trial: the best seen
    expect((await first).kind).toBe("done");
    // The machine gets three times slower: 36,000 trials miss 1 s, but would take 0.9 s at the best speed.
    const slowed = scheduler.submit(
      { scenario: rulebook, trials: 36_000, seed: "slow" },
      { timeLimitMs: 1000 },
    );
    for (let i = 0; i < 4; i++) m.finishAll(300);
    const outcome = await slowed;
    expect(outcome.kind === "busy" && outcome.reason).toBe(
      "the load on the server made it pass its time limit",
    );
    expect(scheduler.costUs(JSON.stringify(rulebook))).toBeGreaterThan(50);
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
    expect(scheduler.stats()).toEqual({ threads: 2, running: 0, waiting: 0, maxRuns: 8 });
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
    expect(box.value).toEqual({ kind: "done", result: simulate(rulebook, request) });

    const twice = track(scheduler.submit({ ...request, seed: "twice" }, { timeLimitMs: 10_000 }), [], "b");
    m.live()[0]!.worker.onerror?.(new Error("killed"));
    m.live()
      .find((t) => t.batch?.seed === "twice" && t.batch.from === 0)!
      .worker.onerror?.(new Error("again"));
    await flush();
    expect(twice.value).toEqual({ kind: "failed", error: "a simulation thread crashed on this battle" });
  });
});

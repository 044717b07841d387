import { describe, expect, it } from "vitest";
import { CHUNK_SIZE, simulate, simulateTraced, type TrialTrace } from "@/lib/engine";
import { PRESETS, parseScenario, type Scenario } from "@/lib/scenario";
import { MAX_WORKERS, planBatches, poolSize } from "@/lib/worker/batches";
import { DRAIN_LIMIT_MS, SimulationPool } from "@/lib/worker/pool";
import type { RunProgress, RunRequest } from "@/lib/worker/run-request";
import { createInlineWorker, type WorkerLike } from "@/lib/worker/worker-like";

function scenario(id: string): Scenario {
  const preset = PRESETS.find((p) => p.id === id);
  const parsed = parseScenario(preset?.scenario);
  if (!parsed.ok) throw new Error(parsed.ok === false ? parsed.error : "");
  return parsed.scenario;
}

function runToEnd(pool: SimulationPool, request: RunRequest, seen: RunProgress[] = []): Promise<RunProgress> {
  return new Promise((resolve, reject) => {
    pool.start(request, {
      onProgress: (p) => {
        seen.push(p);
        if (p.finished) resolve(p);
      },
      onError: (message) => reject(new Error(message)),
    });
  });
}

describe("planBatches", () => {
  it("covers every chunk once, in order", () => {
    expect(planBatches(100_000, 2)).toHaveLength(25);
    expect(planBatches(9_000, 2)).toEqual([
      [0, 2],
      [2, 4],
      [4, 5],
    ]);
  });

  it("starts one worker per core, at least one and at most MAX_WORKERS", () => {
    expect(poolSize(8)).toBe(8);
    expect(poolSize(2)).toBe(2);
    expect(poolSize(1)).toBe(1);
    expect(poolSize(0)).toBe(1);
    expect(poolSize(undefined)).toBe(1);
    expect(poolSize(64)).toBe(MAX_WORKERS);
    expect(MAX_WORKERS).toBe(16);
  });
});

describe("SimulationPool", () => {
  const request: RunRequest = { scenario: scenario("rulebook-example"), seed: "7", trials: 21_000 };
  const expected = simulate(request.scenario, { trials: request.trials, seed: request.seed });

  it.each([1, 2, 5])("gives exactly the one-thread numbers with %i workers", async (size) => {
    const pool = new SimulationPool(size);
    const seen: RunProgress[] = [];
    const final = await runToEnd(pool, request, seen);
    pool.dispose();
    expect(final.result).toEqual(expected);
    expect(final.done).toBe(21_000);
    // Partial results stream in with growing trial counts.
    expect(seen.length).toBe(6);
    expect(seen.map((p) => p.done)).toEqual([...seen.map((p) => p.done)].sort((a, b) => a - b));
    expect(seen.slice(0, -1).every((p) => !p.finished)).toBe(true);
  });

  it("gives the same numbers when batches finish out of order", async () => {
    const pool = new SimulationPool(3, () => createInlineWorker((b) => (b.from % 3) * 5));
    const final = await runToEnd(pool, request);
    pool.dispose();
    expect(final.result).toEqual(expected);
  });

  it("keeps a traced run's trial ends, joined from batches finishing out of order: simulateTraced's trace", async () => {
    const pool = new SimulationPool(3, () => createInlineWorker((b) => (b.from % 3) * 5));
    const seen: RunProgress[] = [];
    const final = await runToEnd(pool, { ...request, trace: true }, seen);
    pool.dispose();
    expect(final.result).toEqual(expected);
    const want = simulateTraced(request.scenario, { trials: request.trials, seed: request.seed }).trace!;
    expectSameTrace(final.trace!, want);
    // Only the finished run carries it; an untraced run has none.
    expect(seen.slice(0, -1).every((p) => p.trace === null)).toBe(true);
    const plain = new SimulationPool(2);
    expect((await runToEnd(plain, request)).trace).toBeNull();
    plain.dispose();
  });

  it("cancels a stale run at once: no progress from it after a new run starts", async () => {
    const pool = new SimulationPool(2, () => createInlineWorker(() => 2));
    const stale: RunProgress[] = [];
    // (waited for: the stale run's first progress, so it is under way when the new run starts)
    await new Promise<void>((going) =>
      pool.start(
        { scenario: scenario("large-battle"), seed: "1", trials: 200_000 },
        {
          onProgress: (p) => {
            stale.push(p);
            going();
          },
          onError: () => {},
        },
      ),
    );
    const staleCount = stale.length;
    const final = await runToEnd(pool, request);
    pool.dispose();
    expect(stale.length).toBe(staleCount);
    expect(stale.every((p) => !p.finished)).toBe(true);
    expect(final.result).toEqual(expected);
  });

  it.each([
    [1, 1],
    [200, 2],
  ])(
    "on cancel keeps a worker whose queued batches are short and replaces one whose are long (%i ms a batch: %i workers made)",
    async (batchMs, made) => {
      // Each batch takes batchMs on the pool's clock, whatever the machine's load.
      let count = 0;
      let clock = 0;
      const pool = new SimulationPool(
        1,
        () => {
          count++;
          const inner = createInlineWorker();
          const worker: WorkerLike = {
            onmessage: null,
            onerror: null,
            postMessage: (batch) => inner.postMessage(batch),
            terminate: () => inner.terminate(),
          };
          inner.onmessage = (event) => {
            clock += batchMs;
            worker.onmessage?.(event);
          };
          return worker;
        },
        () => clock,
      );
      await new Promise<void>((resolve) => {
        pool.start(
          { scenario: scenario("rulebook-example"), seed: "1", trials: 100_000 },
          { onProgress: () => resolve(), onError: () => {} },
        );
      });
      // The first batch is back: the pool knows how long one takes, and two or three more are queued.
      const final = await runToEnd(pool, request);
      pool.dispose();
      expect(count).toBe(made);
      expect(final.result).toEqual(expected);
      expect(DRAIN_LIMIT_MS).toBe(300);
    },
  );

  it("falls back to the main thread when a worker fails", async () => {
    let made = 0;
    const broken = () => {
      made++;
      const w = createInlineWorker();
      w.postMessage = () => setTimeout(() => w.onerror?.(new Error("failed to load")), 0);
      return w;
    };
    const pool = new SimulationPool(2, broken);
    const final = await runToEnd(pool, request);
    pool.dispose();
    expect(made).toBe(2);
    expect(final.result).toEqual(expected);
  });

  it("cancelRun stops only the run it names", async () => {
    // The batches handed to the worker and not answered yet (a terminated worker answers none of its own).
    let inFlight = 0;
    const pool = new SimulationPool(1, () => {
      let mine = 0;
      const worker = createInlineWorker(() => (inFlight++, mine++, 1));
      let handler: WorkerLike["onmessage"] = null;
      Object.defineProperty(worker, "onmessage", {
        get: (): WorkerLike["onmessage"] => (event) => {
          inFlight--;
          mine--;
          handler?.(event);
        },
        set: (h: WorkerLike["onmessage"]) => {
          handler = h;
        },
      });
      const terminate = worker.terminate.bind(worker);
      worker.terminate = () => {
        inFlight -= mine;
        terminate();
      };
      return worker;
    });
    const stale = pool.start(
      { scenario: scenario("rulebook-example"), seed: "1", trials: 50_000 },
      { onProgress: () => {}, onError: () => {} },
    );
    const seen: RunProgress[] = [];
    const done = runToEnd(pool, request, seen);
    pool.cancelRun(stale); // already replaced: must not touch the new run
    const final = await done;
    expect(final.result).toEqual(expected);

    const running = pool.start(request, { onProgress: (p) => seen.push(p), onError: () => {} });
    const before = seen.length;
    pool.cancelRun(running);
    // (waited for, not slept: every batch the worker was handed has come back, so any progress would be in)
    await expect.poll(() => inFlight).toBe(0);
    pool.dispose();
    expect(seen.length).toBe(before);
  });
});

function expectSameTrace(got: TrialTrace, want: TrialTrace): void {
  expect(got.first).toBe(want.first);
  expect(got.trials).toBe(want.trials);
  expect(got.units).toEqual(want.units);
  expect(Buffer.from(got.outcome).equals(Buffer.from(want.outcome))).toBe(true);
  expect(Buffer.from(got.retreated).equals(Buffer.from(want.retreated))).toBe(true);
  expect(Buffer.from(got.survivors.buffer).equals(Buffer.from(want.survivors.buffer))).toBe(true);
}

describe("SimulationPool with a precision", () => {
  /** The largest half-width of the five outcomes' 95% intervals, in points, as the pool computes it. */
  const marginOf = (r: { outcomes: Record<string, { p: number; low: number; high: number }> }) =>
    Math.max(...Object.values(r.outcomes).map((o) => Math.max(o.p - o.low, o.high - o.p))) * 100;

  it("stops at the first chunk where every headline chance is within ±0.5 pp, the same for any pool", async () => {
    const request: RunRequest = {
      scenario: scenario("rulebook-example"),
      seed: "1",
      trials: 100_000,
      precision: 0.5,
    };
    const finals: RunProgress[] = [];
    for (const factory of [
      () => createInlineWorker(),
      () => createInlineWorker(),
      () => createInlineWorker((b) => ((b.from * 7) % 5) * 3),
    ]) {
      const pool = new SimulationPool(finals.length === 0 ? 1 : finals.length === 1 ? 2 : 5, factory);
      finals.push(await runToEnd(pool, request));
      pool.dispose();
    }
    const stopped = finals[0]!.done;
    // The goal: the rulebook battle settles to ±0.5 pp within 20,000 trials.
    expect(stopped).toBeLessThanOrEqual(20_000);
    expect(stopped % CHUNK_SIZE).toBe(0);
    for (const final of finals) {
      expect(final.done).toBe(stopped);
      expect(final.finished).toBe(true);
      // Exactly the first `stopped` trials of the seed: what simulate() gives for that many.
      expect(final.result).toEqual(simulate(request.scenario, { trials: stopped, seed: "1" }));
      expect(final.margin).toBeCloseTo(marginOf(final.result), 12);
    }
    expect(finals[0]!.margin).toBeLessThanOrEqual(0.5);
    // Traced, it keeps the ends of exactly the trials it counted, whatever arrived past where it stopped.
    const pool = new SimulationPool(5, () => createInlineWorker((b) => ((b.from * 7) % 5) * 3));
    const traced = await runToEnd(pool, { ...request, trace: true });
    pool.dispose();
    expect(traced.result).toEqual(finals[0]!.result);
    expectSameTrace(traced.trace!, simulateTraced(request.scenario, { trials: stopped, seed: "1" }).trace!);
    // One chunk earlier the precision did not hold yet.
    const before = simulate(request.scenario, { trials: stopped - CHUNK_SIZE, seed: "1" });
    expect(marginOf(before)).toBeGreaterThan(0.5);
  });

  it("runs to its trials when the precision is out of reach, and says how close it got", async () => {
    const pool = new SimulationPool(2);
    const seen: RunProgress[] = [];
    const request: RunRequest = {
      scenario: scenario("rulebook-example"),
      seed: "9",
      trials: 9000,
      precision: 0.1,
    };
    const final = await runToEnd(pool, request, seen);
    pool.dispose();
    expect(final.done).toBe(9000);
    expect(final.result).toEqual(simulate(request.scenario, { trials: 9000, seed: "9" }));
    expect(final.margin).toBeGreaterThan(0.1);
    // Progress only ever shows whole prefixes of the run, growing.
    expect(seen.map((p) => p.done)).toEqual([...new Set(seen.map((p) => p.done))].sort((a, b) => a - b));
  });
});

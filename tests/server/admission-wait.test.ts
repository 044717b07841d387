import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { admissionWaitMs, retryAfterS } from "@/lib/server/admission-wait";
import { admits, serveOrder, type Capacity, type Queued } from "@/lib/server/run-order";

// Retry-After (docs/server.md#admission-deadlines-status-codes): when a run like the one turned away would be let
// in, not when everything queued is done.

const capacity = (inThreadsMs: number, threads = 2): Capacity => ({
  now: 0,
  threads,
  share: 0.8,
  inThreadsMs,
});
const api = (id: number, leftMs: number, deadline = 10_000): Queued => ({
  id,
  bestEffort: false,
  deadline,
  leftMs,
});

/** The queue `ms` later, the threads having worked through it in serve order at `threads` thread-ms a ms. */
function drained(runs: readonly Queued[], c: Capacity, ms: number): { runs: Queued[]; c: Capacity } {
  let work = ms * c.threads;
  const inThreadsMs = Math.max(0, c.inThreadsMs - work);
  work = Math.max(0, work - c.inThreadsMs);
  const left: Queued[] = [];
  for (const r of [...runs].sort(serveOrder)) {
    const done = Math.min(r.leftMs, work);
    work -= done;
    if (r.leftMs - done > 0) left.push({ ...r, leftMs: r.leftMs - done });
  }
  return { runs: left, c: { ...c, now: c.now + ms, inThreadsMs } };
}

describe("admissionWaitMs", () => {
  it("is the time until the work ahead leaves room for the run's own, not until everything is done", () => {
    // Three runs of 5 s and a fourth like them, in 10 s × 0.8 × 2 threads = 16 s of room: 4 s of work must be done.
    const runs = [1, 2, 3].map((id) => api(id, 5000));
    const like = { bestEffort: false, leftMs: 5000, limitMs: 10_000 };
    expect(admissionWaitMs(runs, like, capacity(0), 12)).toBe(2000);
    // Room already: no wait; past the cap of runs at once, the first run in serve order must be done.
    expect(admissionWaitMs(runs.slice(0, 2), like, capacity(0), 12)).toBe(0);
    expect(admissionWaitMs(runs.slice(0, 2), like, capacity(1000), 2)).toBe(3000);
  });

  it("waits for a run it would overtake and make late, at most until that run is done", () => {
    // A big run that just fits (15 s in 16 s of room): a small one of 2 s would make it late until 1 s of the
    // big one is done, and the room shrinks too: 1 s of work / (2 threads × 0.2) = 2.5 s.
    const like = { bestEffort: false, leftMs: 2000, limitMs: 10_000 };
    expect(admissionWaitMs([api(1, 15_000)], like, capacity(0), 12)).toBeCloseTo(2500, 6);
  });

  it("waits until no other run is admitted when the run would not fit its limit even with nothing ahead", () => {
    // 20 s of its own in 16 s of room: the scheduler lets it in only when no other run is admitted.
    const like = { bestEffort: false, leftMs: 20_000, limitMs: 10_000 };
    expect(admissionWaitMs([api(1, 3000)], like, capacity(1000), 12)).toBe(2000);
  });

  it("lets the run in once that time has passed, for any queue the threads work through as estimated", () => {
    const run = fc.record({
      leftMs: fc.integer({ min: 1, max: 8000 }),
      deadline: fc.integer({ min: 2000, max: 10_000 }),
    });
    fc.assert(
      fc.property(
        fc.array(run, { maxLength: 8 }),
        fc.integer({ min: 0, max: 400 }),
        fc.integer({ min: 1, max: 4000 }),
        (queue, inThreadsMs, leftMs) => {
          const runs = queue.map((r, i) => api(i + 1, r.leftMs, r.deadline));
          const like = { bestEffort: false, leftMs, limitMs: 10_000 };
          const c = capacity(inThreadsMs);
          const wait = admissionWaitMs(runs, like, c, 100);
          const later = drained(runs, c, wait + 1);
          const candidate = { id: 1000, ...like, deadline: later.c.now + like.limitMs };
          expect(admits(later.runs, candidate, later.c)).toBe(true);
        },
      ),
      { seed: 37, numRuns: 500 },
    );
  });
});

describe("retryAfterS", () => {
  it("says whole seconds, the nearest, from 1 to 60", () => {
    expect([0, 400, 1499, 1500, 7400, 600_000].map(retryAfterS)).toEqual([1, 1, 1, 2, 7, 60]);
  });
});

import { describe, expect, it } from "vitest";
import type { Advice } from "@/lib/advice/advice";
import { AdviceService, type AdviceOutcome } from "@/lib/server/advice-service";
import type { AdviceJob, AdviceReply } from "@/lib/server/advice-thread";
import type { ThreadLike } from "@/lib/server/engine-bundle";
import { FairTurns } from "@/lib/server/pool/fair-turns";
import { presetScenario } from "../helpers/scheduler-machine";
import { scriptedClock } from "../helpers/scripted-clock";

// Fair turns on the advice thread (docs/server.md, "Fair turns"): one client's advice cannot hold the thread while
// another's waits longer than its share. All on a scripted clock: the thread takes what its estimate says.

const SULLUST = presetScenario("sullust");
const request = (seed: string) => ({ scenario: SULLUST, trials: 20_000, seed });

/**
 * An advice service on a scripted clock whose thread answers each job after exactly the time it holds the thread by
 * its estimate (1,421 ms for Sullust at 20,000 trials); `started` logs who got the thread and when.
 */
function machine(fairTurns = true) {
  const time = scriptedClock();
  const started: { client: string; at: number }[] = [];
  let service: AdviceService;
  const factory = (): ThreadLike<AdviceJob, AdviceReply> => {
    const thread: ThreadLike<AdviceJob, AdviceReply> = {
      onmessage: null,
      onerror: null,
      postMessage: (job) => {
        started.push({ client: job.seed.split("-")[0]!, at: time.now() });
        const holdMs = Math.min(9000, service.estimate(job).estimatedMs);
        const advice = {} as Advice;
        time.clock.setTimeout(() => thread.onmessage?.({ data: { id: job.id, advice } }), holdMs);
      },
      terminate: () => {},
    };
    return thread;
  };
  service = new AdviceService(10_000, {
    factory,
    clock: time.clock,
    fairTurns,
  });
  const flush = () => new Promise((r) => setTimeout(r, 0));
  /** Runs the clock to `endMs`, timer by timer, letting each answer's client act before the next. */
  async function runTo(endMs: number) {
    await flush();
    while (time.nextAt() <= endMs) {
      time.advance(time.nextAt() - time.now());
      await flush();
    }
  }
  /**
   * A client that asks at `fromMs` and again as soon as it is answered; after a 503, after `afterBusy` (its
   * Retry-After, or a flood's 200 ms).
   */
  function client(name: string, fromMs: number, afterBusy: (o: AdviceOutcome & { kind: "busy" }) => number) {
    const answers: AdviceOutcome[] = [];
    let n = 0;
    const ask = () =>
      void service.run(request(`${name}-${n++}`), name).then((o) => {
        answers.push(o);
        time.clock.setTimeout(ask, o.kind === "busy" ? afterBusy(o) : 0);
      });
    time.clock.setTimeout(ask, fromMs);
    return answers;
  }
  return { service, started, runTo, client, now: time.now };
}

const obeys = (o: { retryAfterS: number }) => o.retryAfterS * 1000;
const floods = () => 200;

describe("the advice thread's fair turns", () => {
  it("lets a client in at most one advice after it first asked, while another asks again and again", async () => {
    const m = machine();
    const holdMs = m.service.estimate(request("x")).estimatedMs;
    expect(holdMs).toBeCloseTo(1421.2, 1);
    m.client("a", 0, floods);
    const b = m.client("b", 500, obeys);
    await m.runTo(60_000);
    // b asked at 0.5 s, while a's first advice ran (to 1.42 s): 503, come back in 1 s, and it had the thread then.
    expect(b[0]).toMatchObject({ kind: "busy", retryAfterS: 1 });
    const firstB = m.started.find((s) => s.client === "b")!.at;
    expect(firstB).toBe(1500);
    // Both keep asking for a minute: they take turns, a and b alike (a's flood of 503s gets it nothing more).
    const count = (who: string) => m.started.filter((s) => s.client === who).length;
    expect(Math.abs(count("a") - count("b"))).toBeLessThanOrEqual(1);
    expect(count("a") + count("b")).toBeGreaterThan(30);
    // From b's first on, never two of a's in a row: b never waits behind more than one of a's advices.
    const order = m.started.map((s) => s.client).join("");
    expect(order.slice(order.indexOf("b"))).not.toContain("aa");
  });

  it("without turns (first come, first served) the client asking again and again keeps the other out", async () => {
    const m = machine(false);
    m.client("a", 0, floods);
    const b = m.client("b", 500, obeys);
    await m.runTo(60_000);
    expect(m.started.filter((s) => s.client === "b")).toHaveLength(0);
    expect(b.every((o) => o.kind === "busy")).toBe(true);
  });

  it("gives a client alone the thread back to back", async () => {
    const m = machine();
    m.client("a", 0, floods);
    await m.runTo(10_000);
    expect(m.started.map((s) => s.at)).toEqual(
      [0, 1421.2, 2842.4, 4263.6, 5684.8, 7106, 8527.2, 9948.4].map((t) => expect.closeTo(t, 6)),
    );
  });
});

describe("FairTurns", () => {
  it("holds the thread for a client's turn: a job that would run into it waits until the turn's job is done", () => {
    const turns = new FairTurns(2000);
    turns.promise("b", 500, 1000, 1400); // b: come back at 1.5 s, its job takes 1.4 s
    expect(turns.waitMs("a", 1420, 1400)).toBe(1500 + 1400 - 1420);
    expect(turns.waitMs("a", 0, 1500)).toBe(0); // done by 1.5 s: let in
    expect(turns.waitMs("b", 1500, 1400)).toBe(0); // its own turn
    turns.taken("b");
    expect(turns.waitMs("a", 1500, 1400)).toBe(0);
  });

  it("lets a turn go once its grace has passed, and puts a client's own turn before those promised after it", () => {
    const turns = new FairTurns(2000);
    turns.promise("b", 0, 1000, 1000);
    expect(turns.waitMs("a", 3001, 5000)).toBe(0);
    expect(turns.size).toBe(0);
    turns.promise("b", 0, 1000, 1000);
    turns.promise("a", 500, 1500, 1000); // a, turned away for b's turn: after it
    expect(turns.waitMs("b", 1200, 1000)).toBe(0);
    expect(turns.waitMs("a", 1200, 1000)).toBe(1000 + 1000 - 1200);
  });
});

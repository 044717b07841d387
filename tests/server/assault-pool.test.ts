import { describe, expect, it } from "vitest";
import { scriptedClock } from "../helpers/scripted-clock";
import { assaultOdds, assaultWork, parseAssault, WORK_LIMIT, type Assault } from "@/lib/assault";
import { AssaultPool } from "@/lib/server/assault-pool";
import type { AssaultJob, AssaultJobReply } from "@/lib/server/assault-jobs";
import type { ThreadLike } from "@/lib/server/engine-bundle";
import { answerAssaultBody } from "@/lib/api/assault-request";

function attack(input: unknown): Assault {
  const p = parseAssault(input);
  if (!p.ok) throw new Error(p.error);
  return p.assault;
}
const SMALL = attack({ attack: { dice: ["blue", "green"] }, defense: { dice: ["white"] } });
const HEAVY = attack({
  attack: { dice: ["red", "blue", "blue", "green", "yellow", "yellow"], rerolls: 1 },
  defense: { dice: ["black", "white", "white"], rerolls: 1 },
  attacks: 4,
  health: 10,
  // (heavy because its rerolls play for the defeat: one pass per damage the earlier attacks can have dealt)
  rerollsFor: "defeat",
});

/** Scripted threads and clock: a thread holds its job until the test finishes it. */
function machine() {
  const { clock, advance } = scriptedClock();
  const threads: {
    thread: ThreadLike<AssaultJob, AssaultJobReply>;
    job: AssaultJob | null;
    dead: boolean;
  }[] = [];
  const factory = () => {
    const t = { job: null as AssaultJob | null, dead: false } as (typeof threads)[number];
    t.thread = {
      onmessage: null,
      onerror: null,
      postMessage: (job) => (t.job = job),
      terminate: () => (t.dead = true),
    };
    threads.push(t);
    return t.thread;
  };
  /** The live thread `i` finishes its job after `ms` (really computing it). */
  const finish = (i: number, ms = 0) => {
    advance(ms);
    const t = threads.filter((x) => !x.dead)[i]!;
    const job = t.job!;
    t.job = null;
    t.thread.onmessage?.({ data: { id: job.id, odds: assaultOdds(job.assault) } });
  };
  return { clock, factory, threads, advance, finish, live: () => threads.filter((t) => !t.dead) };
}

const flush = () => new Promise((r) => setTimeout(r, 0));
const pool = (m: ReturnType<typeof machine>, size = 1) =>
  new AssaultPool(size, m.factory, {
    queuedPerThread: 2,
    hardLimitMs: 3000,
    hardLimitFactor: 5,
    smallJobMs: 0, // (the small-job thread takes nothing here, unless a test says so)
    clock: m.clock,
  });

describe("the Imperial Assault pool (docs/server.md#imperial-assault-off-the-request-thread)", () => {
  it("computes on a thread, keeps the answer by attack and computes an attack asked twice at once only once", async () => {
    const m = machine();
    const p = pool(m);
    const [a, b] = [p.odds(SMALL, 10_000), p.odds(SMALL, 10_000)];
    expect(m.live()[0]!.job?.assault).toEqual(SMALL);
    m.finish(0);
    const want = JSON.parse(JSON.stringify(assaultOdds(SMALL)));
    expect(await a).toEqual({ kind: "done", value: want });
    expect(await b).toEqual({ kind: "done", value: want });
    // Asked again: from the cache, no thread.
    expect(await p.odds(SMALL, 10_000)).toEqual({ kind: "done", value: want });
    expect(m.live()[0]!.job).toBeNull();
  });

  it("serves least work first, turns jobs away past its queue with a Retry-After of the work queued", async () => {
    const m = machine();
    const p = pool(m);
    // (attacks of growing work that compute in a few ms: the scripted threads really compute them)
    const base = attack({
      attack: { dice: ["red", "blue", "green"], rerolls: 1 },
      defense: { dice: ["white"] },
      health: 6,
    });
    const first = { ...base, attacks: 1 };
    const heavyMs = (assaultWork(first) / WORK_LIMIT) * 1000;
    const variants = [3, 2, 4].map((attacks) => ({ ...base, attacks }));
    expect(assaultWork(variants[1]!)).toBeLessThan(assaultWork(variants[0]!));
    const running = p.odds(first, 10_000);
    const queued = variants.slice(0, 2).map((v) => p.odds(v, 10_000));
    const refused = await p.odds(variants[2]!, 10_000);
    const expectS = Math.ceil(
      (heavyMs + variants.slice(0, 2).reduce((ms, v) => ms + (assaultWork(v) / WORK_LIMIT) * 1000, 0)) / 1000,
    );
    expect(refused).toEqual({
      kind: "busy",
      reason: "computing other attacks",
      retryAfterS: Math.max(1, expectS),
    });
    expect(p.stats()).toMatchObject({ threads: 2, busyThreads: 1, waiting: 2 });
    // The lighter of the two waiting (2 attacks, asked after 3) goes next.
    m.finish(0, 10);
    await running;
    expect(m.live()[0]!.job!.assault.attacks).toBe(2);
    m.finish(0, 10);
    await flush();
    m.finish(0, 10);
    expect((await Promise.all(queued)).map((o) => o.kind)).toEqual(["done", "done"]);
  });

  it("stops a job past a multiple of its estimate (too long) and replaces the thread; a job past its deadline is busy", async () => {
    const m = machine();
    const p = pool(m);
    const stuck = p.odds(SMALL, 10_000);
    const waiting = p.odds(HEAVY, 1000);
    // The small attack's estimate is tiny: stopped at the 3 s floor.
    m.advance(1000);
    expect(await waiting).toMatchObject({ kind: "busy" });
    m.advance(2000);
    expect(await stuck).toEqual({ kind: "too-long" });
    expect(m.threads.filter((t) => t.dead)).toHaveLength(1);
    expect(p.stats()).toMatchObject({ threads: 2, busyThreads: 0, waiting: 0 });
  });

  it("makes /api/assault answer 503 with Retry-After when the threads are full, 422 when too long", async () => {
    const body = { attack: { dice: ["blue"] }, defense: { dice: ["white"] } };
    expect(
      await answerAssaultBody(body, async () => ({
        kind: "busy",
        retryAfterS: 3,
        reason: "computing other attacks",
      })),
    ).toEqual({
      status: 503,
      body: { error: "the server is busy (computing other attacks): retry in 3 s" },
      headers: { "Retry-After": "3" },
    });
    expect((await answerAssaultBody(body, async () => ({ kind: "too-long" }))).status).toBe(422);
  });

  it("keeps a thread for small attacks: one never waits behind a heavy one", async () => {
    const m = machine();
    const p = new AssaultPool(1, m.factory, {
      queuedPerThread: 2,
      hardLimitMs: 3000,
      hardLimitFactor: 5,
      smallJobMs: 100,
      clock: m.clock,
    });
    void p.odds(HEAVY, 10_000);
    const small = p.odds(SMALL, 10_000);
    expect(m.live().map((t) => t.job?.assault)).toEqual([HEAVY, SMALL]);
    m.finish(1);
    expect((await small).kind).toBe("done");
    // A second heavy one waits for the heavy thread, not the small one.
    void p.odds({ ...HEAVY, health: 9 }, 10_000);
    expect(m.live()[1]!.job).toBeNull();
    expect(p.stats()).toMatchObject({ waiting: 1 });
  });
});

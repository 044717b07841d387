import { describe, expect, it } from "vitest";
import { scriptedClock } from "../helpers/scripted-clock";
import { DrawingPool } from "@/lib/preview/drawing-pool";
import type { DrawingJob, DrawingReply } from "@/lib/preview/drawing-jobs";
import type { ThreadLike } from "@/lib/server/engine-bundle";
import { unreadablePreview } from "@/lib/share/preview-text";

// Preview images off the request thread (docs/server.md#preview-images-off-the-request-thread): one drawing
// thread, a short queue, and the calculator's stand-in (drawn once, never an error) when the queue is full, a
// drawing waited too long or its thread got stuck.

/** Scripted threads and clock: a thread holds its drawing until the test finishes it. */
function machine() {
  const { clock, advance } = scriptedClock();
  const threads: { thread: ThreadLike<DrawingJob, DrawingReply>; job: DrawingJob | null; dead: boolean }[] =
    [];
  const factory = () => {
    const t = {
      thread: null as unknown as ThreadLike<DrawingJob, DrawingReply>,
      job: null as DrawingJob | null,
      dead: false,
    };
    t.thread = {
      onmessage: null,
      onerror: null,
      postMessage: (job) => {
        if (t.job) throw new Error("a thread was given two drawings at once");
        t.job = job;
      },
      terminate: () => void (t.dead = true),
    };
    threads.push(t);
    return t.thread;
  };
  /** The live thread draws its card: a PNG of one byte naming the card's kind ("b", "a", or "s" the stand-in). */
  const finish = () => {
    const t = threads.find((x) => !x.dead && x.job)!;
    const job = t.job!;
    t.job = null;
    const byte = { battle: 98, assault: 97, busy: 115 }[job.card.kind];
    t.thread.onmessage?.({ data: { id: job.id, png: new Uint8Array([byte]) } });
  };
  const pool = new DrawingPool(factory, {
    queued: 2,
    waitLimitMs: 2000,
    hardLimitMs: 5000,
    idleReclaimMs: 30_000,
    clock,
  });
  return { pool, threads, finish, advance };
}

const flush = () => new Promise((r) => setTimeout(r, 0));
const card = (i: number) => ({ kind: "battle" as const, text: unreadablePreview(`link ${i}`) });
const bytes = (d: { png: Uint8Array; complete: boolean } | null) =>
  d && `${String.fromCharCode(d.png[0]!)}${d.complete ? "" : "?"}`;

describe("DrawingPool", () => {
  it("draws one at a time on one thread, started on the first drawing and ended once idle", async () => {
    const m = machine();
    expect(m.threads).toHaveLength(0);
    const drawn = [1, 2].map((i) => m.pool.draw(card(i)));
    expect(m.threads).toHaveLength(1);
    expect(m.pool.stats()).toEqual({ drawing: true, waiting: 1 });
    m.finish();
    m.finish();
    expect((await Promise.all(drawn)).map(bytes)).toEqual(["b", "b"]);
    m.advance(29_999);
    expect(m.threads[0]!.dead).toBe(false);
    m.advance(1);
    expect(m.threads[0]!.dead).toBe(true);
    // The next drawing starts a fresh thread.
    const again = m.pool.draw({ kind: "assault", preview: { ...card(3).text } as never });
    expect(m.threads).toHaveLength(2);
    m.finish();
    expect(bytes(await again)).toBe("a");
  });

  it("gives the stand-in, drawn once and first, when the queue is full or a drawing waits past its limit", async () => {
    const m = machine();
    const first = m.pool.draw(card(1));
    const queued = [2, 3].map((i) => m.pool.draw(card(i)));
    // The queue holds 2: the fourth gets the stand-in, drawn ahead of the queue once the current drawing is back.
    const fourth = m.pool.draw(card(4));
    m.finish(); // card 1
    m.finish(); // the stand-in
    expect(bytes(await first)).toBe("b");
    expect(bytes(await fourth)).toBe("s?");
    // Card 2 is being drawn, slowly; card 3 is still waiting at 2 s: the stand-in, kept, drawn no more.
    m.advance(2000);
    m.finish(); // card 2
    await flush();
    expect((await Promise.all(queued)).map(bytes)).toEqual(["b", "s?"]);
    expect(m.threads.every((t) => !t.job)).toBe(true);
  });

  it("replaces a thread stuck past the hard limit and answers its drawing with the stand-in", async () => {
    const m = machine();
    const stuck = m.pool.draw(card(1));
    m.advance(5000);
    expect(m.threads[0]!.dead).toBe(true);
    // The stand-in is drawn on a fresh thread.
    await flush();
    m.finish();
    expect(bytes(await stuck)).toBe("s?");
    expect(m.threads).toHaveLength(2);
  });

  it("has no image at all only when even the stand-in fails", async () => {
    const m = machine();
    const failing = m.pool.draw(card(1));
    const t = m.threads[0]!;
    t.thread.onmessage?.({ data: { id: t.job!.id, error: "boom" } });
    t.job = null;
    await flush();
    const standIn = m.threads.find((x) => !x.dead && x.job)!;
    standIn.thread.onmessage?.({ data: { id: standIn.job!.id, error: "boom again" } });
    expect(await failing).toBeNull();
  });
});

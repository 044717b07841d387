import type { ThreadLike } from "@/lib/server/engine-bundle";
import type { PoolClock } from "@/lib/server/pool/pool-policy";
import { ThreadPool } from "@/lib/server/pool/thread-pool";
import { WholeJobs, type Waiting } from "@/lib/server/pool/whole-jobs";
import type { Drawing, DrawingJob, DrawingReply, PreviewCard } from "./drawing-jobs";

type Png = Uint8Array | null;

export interface DrawingPoolOptions {
  /** Drawings waiting at most (not drawing); past that, the calculator's stand-in. */
  readonly queued: number;
  /** A drawing still waiting after this long gets the stand-in instead (a crawler gets an image in time). */
  readonly waitLimitMs: number;
  /** A drawing not back after this long (× contention) has its thread replaced, and gets the stand-in. */
  readonly hardLimitMs: number;
  /** After this long with nothing to draw the thread is ended (its heap and the drawing library's memory go). */
  readonly idleReclaimMs: number;
  /** How many times slower than idle the machine runs now (≥ 1): the hard limit stretches by it. */
  readonly contention?: () => number;
  readonly clock: PoolClock;
}

/** Stand-ins first (a crawler waiting for one gets it next), then first come first drawn. */
const standInsFirst = (waiting: readonly Waiting<PreviewCard, Png>[]) =>
  waiting.find((w) => w.job.kind === "busy") ?? waiting[0];

/**
 * Link-preview images drawn on a thread of their own (lib/preview/drawing-thread.tsx), one at a time, never on the
 * request thread (docs/server.md#load-and-its-figures: a drawing there made a small run wait 1.2 s): a configuration of the one ThreadPool. A
 * drawing waits in a short queue; when the queue is full, or it waited past `waitLimitMs`, or the drawing failed,
 * it gets the calculator's stand-in (drawn once and kept) instead: a link-preview crawler still gets an image, never
 * an error, and the stand-in is not cached. Only when even the stand-in cannot be drawn is there no image (null: the
 * route says 503).
 */
export class DrawingPool {
  private readonly jobs: WholeJobs<PreviewCard, Png, DrawingJob, DrawingReply>;
  private readonly pool: ThreadPool<
    PreviewCard,
    Png,
    DrawingJob,
    DrawingReply,
    null,
    Waiting<PreviewCard, Png>
  >;
  private readonly standIns = new Map<string, Promise<Png>>();

  constructor(
    factory: () => ThreadLike<DrawingJob, DrawingReply>,
    private readonly options: DrawingPoolOptions,
  ) {
    this.jobs = new WholeJobs<PreviewCard, Png, DrawingJob, DrawingReply>({
      // (tens of ms; the order does not weigh them)
      estimateMs: () => 0,
      message: (entry) => ({ id: entry.id, card: entry.job }),
      answer: (reply) => ("png" in reply ? reply.png : null),
      // (the queue's cap is the caller's: past it, draw() asks for the stand-in instead)
      admission: [],
      order: standInsFirst,
      hardLimitMs: () => options.hardLimitMs * Math.max(1, options.contention?.() ?? 1),
      lost: () => null,
      late: () => null,
      stopping: () => null,
    });
    this.pool = new ThreadPool(
      {
        size: 1,
        factory,
        clock: options.clock,
        lazy: true,
        idle: { afterMs: options.idleReclaimMs, then: "stop" },
        matches: (job, reply) => job.id === reply.id,
      },
      this.jobs,
    );
  }

  /** The card drawn (`complete`), or the stand-in of its calculator; null: not even that could be drawn. */
  async draw(card: Exclude<PreviewCard, { kind: "busy" }>): Promise<Drawing | null> {
    const png =
      this.jobs.waiting.length < this.options.queued
        ? await this.pool.submit(card, { timeLimitMs: this.options.waitLimitMs })
        : null;
    if (png) return { png, complete: true };
    const standIn = await this.standIn(card.kind);
    return standIn && { png: standIn, complete: false };
  }

  /** Drawings waiting, and whether one is being drawn (for health). */
  stats(): { readonly drawing: boolean; readonly waiting: number } {
    return { drawing: this.jobs.running.length > 0, waiting: this.jobs.waiting.length };
  }

  dispose(): void {
    this.pool.dispose();
  }

  /** The calculator's stand-in: drawn once, first in the queue, and kept (a failed one is drawn again next time). */
  private standIn(app: "battle" | "assault"): Promise<Png> {
    let made = this.standIns.get(app);
    if (!made) {
      made = this.pool.submit({ kind: "busy", app }, { timeLimitMs: Infinity });
      this.standIns.set(app, made);
      void made.then((png) => {
        if (!png) this.standIns.delete(app);
      });
    }
    return made;
  }
}

import type { ThreadLike } from "@/lib/server/engine-bundle";
import type { Drawing, DrawingJob, DrawingReply, PreviewCard } from "./drawing-jobs";
import type { SchedulerClock } from "@/lib/server/run-types";

type Thread = ThreadLike<DrawingJob, DrawingReply>;

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
  readonly clock: SchedulerClock;
}

interface Waiting {
  readonly id: number;
  readonly card: PreviewCard;
  readonly resolve: (png: Uint8Array | null) => void;
  timer: unknown;
}

/**
 * Link-preview images drawn on a thread of their own (lib/preview/drawing-thread.tsx), one at a time, never on the
 * request thread (issue 37: a drawing there made a small run wait 1.2 s). A drawing waits in a short queue; when
 * the queue is full, or it waited past `waitLimitMs`, or the drawing failed, it gets the calculator's stand-in
 * (drawn once and kept) instead: a link-preview crawler still gets an image, never an error, and the stand-in is
 * not cached. Only when even the stand-in cannot be drawn is there no image (null: the route says 503).
 */
export class DrawingPool {
  private thread: Thread | null = null;
  private drawing: Waiting | null = null;
  private hardTimer: unknown = null;
  private idleTimer: unknown = null;
  private readonly waiting: Waiting[] = [];
  private readonly standIns = new Map<string, Promise<Uint8Array | null>>();
  private nextId = 1;

  constructor(
    private readonly factory: () => Thread,
    private readonly options: DrawingPoolOptions,
  ) {}

  /** The card drawn (`complete`), or the stand-in of its calculator; null: not even that could be drawn. */
  async draw(card: Exclude<PreviewCard, { kind: "busy" }>): Promise<Drawing | null> {
    const png = this.waiting.length < this.options.queued ? await this.enqueue(card, false) : null;
    if (png) return { png, complete: true };
    const standIn = await this.standIn(card.kind);
    return standIn && { png: standIn, complete: false };
  }

  /** Drawings waiting, and whether one is being drawn (for health). */
  stats(): { readonly drawing: boolean; readonly waiting: number } {
    return { drawing: this.drawing !== null, waiting: this.waiting.length };
  }

  dispose(): void {
    for (const w of this.waiting.splice(0)) w.resolve(null);
    this.drawing?.resolve(null);
    this.drawing = null;
    this.stop();
  }

  /** The calculator's stand-in: drawn once, first in the queue, and kept (a failed one is drawn again next time). */
  private standIn(app: "battle" | "assault"): Promise<Uint8Array | null> {
    let made = this.standIns.get(app);
    if (!made) {
      made = this.enqueue({ kind: "busy", app }, true);
      this.standIns.set(app, made);
      void made.then((png) => {
        if (!png) this.standIns.delete(app);
      });
    }
    return made;
  }

  private enqueue(card: PreviewCard, first: boolean): Promise<Uint8Array | null> {
    return new Promise((resolve) => {
      const job: Waiting = { id: this.nextId++, card, resolve, timer: null };
      if (first) this.waiting.unshift(job);
      else {
        this.waiting.push(job);
        job.timer = this.options.clock.setTimeout(() => {
          const i = this.waiting.indexOf(job);
          if (i < 0) return;
          this.waiting.splice(i, 1);
          resolve(null);
        }, this.options.waitLimitMs);
      }
      this.next();
    });
  }

  private next(): void {
    const { clock } = this.options;
    clock.clearTimeout(this.idleTimer);
    this.idleTimer = null;
    if (this.drawing) return;
    const job = this.waiting.shift();
    if (!job) {
      this.idleTimer = clock.setTimeout(() => this.stop(), this.options.idleReclaimMs);
      return;
    }
    clock.clearTimeout(job.timer);
    this.drawing = job;
    const thread = this.started();
    const hardMs = this.options.hardLimitMs * Math.max(1, this.options.contention?.() ?? 1);
    this.hardTimer = clock.setTimeout(() => this.finish(job, null, true), hardMs);
    thread.postMessage({ id: job.id, card: job.card });
  }

  private started(): Thread {
    if (this.thread) return this.thread;
    const thread = this.factory();
    thread.onmessage = ({ data }) => {
      if (this.drawing?.id === data.id) this.finish(this.drawing, "png" in data ? data.png : null, false);
    };
    thread.onerror = () => {
      if (this.drawing) this.finish(this.drawing, null, true);
      else this.stop();
    };
    this.thread = thread;
    return thread;
  }

  /** The drawing is back (or failed: null); a thread stuck or dead (`replace`) is ended, the next starts afresh. */
  private finish(job: Waiting, png: Uint8Array | null, replace: boolean): void {
    if (this.drawing !== job) return;
    this.options.clock.clearTimeout(this.hardTimer);
    this.drawing = null;
    if (replace) this.stop();
    job.resolve(png);
    this.next();
  }

  private stop(): void {
    this.options.clock.clearTimeout(this.idleTimer);
    this.idleTimer = null;
    this.thread?.terminate();
    this.thread = null;
  }
}

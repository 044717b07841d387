import type { Entry, Piece, PoolClock, PoolPolicy, PoolView, SlotView, ThreadLike } from "./pool-policy";

export interface ThreadPoolOptions<Message, Reply> {
  /** Threads, each running at most one piece at a time. */
  readonly size: number;
  readonly factory: () => ThreadLike<Message, Reply>;
  readonly clock: PoolClock;
  /** Start threads only when a piece needs one (a thread's bundle takes memory); else all at once. */
  readonly lazy?: boolean;
  /**
   * Once the pool has had nothing to do for `afterMs`: `replace-used` replaces the threads that ran pieces by
   * fresh ones, `stop` ends every thread (a lazy pool starts them again). A thread's heap grows with its work and
   * is not given back (docs/server.md#load-and-its-figures).
   */
  readonly idle?: { readonly afterMs: number; readonly then: "replace-used" | "stop" };
  /** A reply that only says the thread has loaded its bundle. */
  readonly isReady?: (reply: Reply) => boolean;
  /**
   * With `isReady`: a thread still loading its bundle when its piece reaches its hard limit is kept, and the piece's
   * hard limit counts again from when the thread says it is ready; it is replaced only if it has not said so
   * `startLimitMs` after the piece was sent. (A replacement would have to load the bundle again, and under load
   * be replaced in turn before it is ready: docs/server.md#a-thread-still-starting.)
   */
  readonly startLimitMs?: number;
  /** Whether a reply answers the piece sent (default: it does; a thread runs one piece at a time). */
  readonly matches?: (message: Message, reply: Reply) => boolean;
  /** The piece's time as the thread measured it, if it sent one (else the wall time since it was sent). */
  readonly timed?: (reply: Reply) => number | undefined;
}

interface Slot<E, Message, Reply, Note> {
  thread: ThreadLike<Message, Reply> | null;
  piece: Piece<E, Message, Note> | null;
  sentAt: number;
  expectedEnd: number;
  hardAt: number;
  hardTimer: unknown;
  fresh: boolean;
  readyAt: number | null;
  /** Its piece passed its hard limit while the thread was still loading its bundle (kept until it is ready). */
  starting: boolean;
}

/**
 * One way off the request thread for every kind of job (docs/server.md, "One thread pool"): threads that each run
 * one piece of a job at a time, a hard limit on every piece after which its thread is replaced, replacement of a
 * thread that crashes, deadlines, and the threads' memory given back once idle. What is admitted, which piece a
 * free thread takes (and so fairness), how long a piece may take and what a refusal says (Retry-After) are the
 * policy's (pool-policy.ts): the simulations' deadline slicing is one, the whole jobs of the attacks, the drawings
 * and the advice another, with their own admission, order and hard limits.
 */
export class ThreadPool<Job, Answer, Message, Reply, Note, E extends Entry<Job, Answer>> implements PoolView<
  E,
  Note
> {
  private readonly slotList: Slot<E, Message, Reply, Note>[] = [];
  private readonly list: E[] = [];
  private readonly deadlines = new Map<number, unknown>();
  private idleTimer: unknown = null;
  private nextId = 1;

  constructor(
    private readonly options: ThreadPoolOptions<Message, Reply>,
    private readonly policy: PoolPolicy<Job, Answer, Message, Reply, Note, E>,
  ) {
    for (let i = 0; i < options.size; i++) this.slotList.push(this.makeSlot());
    policy.attach?.(this);
  }

  get size(): number {
    return this.slotList.length;
  }

  now(): number {
    return this.options.clock.now();
  }

  entries(): readonly E[] {
    return this.list;
  }

  slots(): readonly SlotView<Note>[] {
    return this.slotList.map((s, index) => ({
      index,
      busy: s.piece !== null,
      note: s.piece?.note ?? null,
      expectedEnd: s.expectedEnd,
      hardAt: s.hardAt,
      fresh: s.fresh,
    }));
  }

  busyMs(): number {
    const now = this.now();
    return this.slotList.reduce((ms, s) => {
      if (!s.piece) return ms;
      return ms + Math.max(0, (now > s.expectedEnd ? s.hardAt : s.expectedEnd) - now);
    }, 0);
  }

  idle(): boolean {
    return this.slotList.every((s) => !s.piece);
  }

  /** Runs `job` for `client` within `timeLimitMs` of `arrival` (default: now), or says why not. Never rejects. */
  submit(job: Job, meta: { client?: string; timeLimitMs: number; arrival?: number }): Promise<Answer> {
    const now = this.now();
    const arrival = meta.arrival ?? now;
    const deadline = arrival + meta.timeLimitMs;
    const id = this.nextId++;
    return new Promise<Answer>((resolve) => {
      let settled = false;
      const settle = (answer: Answer) => {
        if (settled) return;
        settled = true;
        this.options.clock.clearTimeout(this.deadlines.get(id));
        this.deadlines.delete(id);
        const i = this.list.findIndex((e) => e.id === id);
        if (i >= 0) this.list.splice(i, 1);
        resolve(answer);
      };
      const base: Entry<Job, Answer> = { id, job, client: meta.client ?? "", arrival, deadline, settle };
      const verdict = this.policy.admit(base, this);
      if ("answer" in verdict) {
        settle(verdict.answer);
        return;
      }
      const entry = verdict.entry;
      this.list.push(entry);
      // (a job without a time limit, such as the drawings' stand-in, waits as long as it takes)
      if (Number.isFinite(deadline))
        this.deadlines.set(
          id,
          this.options.clock.setTimeout(() => this.policy.expire(entry, this), Math.max(0, deadline - now)),
        );
      this.serve();
    });
  }

  /** Hands a piece to every free thread that has one to take, in the threads' order. */
  serve(): void {
    this.armIdle();
    for (const [index, slot] of this.slotList.entries()) {
      if (slot.piece) continue;
      const view = this.slots()[index]!;
      const piece = this.policy.next(view, this);
      if (piece) this.start(slot, piece);
    }
  }

  /** Stops every thread; jobs still there get the policy's answer for a stopping pool. */
  dispose(): void {
    for (const entry of [...this.list]) entry.settle(this.policy.stopping(entry));
    this.options.clock.clearTimeout(this.idleTimer);
    for (const slot of this.slotList) {
      this.options.clock.clearTimeout(slot.hardTimer);
      slot.thread?.terminate();
    }
    this.slotList.length = 0;
  }

  private start(slot: Slot<E, Message, Reply, Note>, piece: Piece<E, Message, Note>): void {
    const now = this.now();
    const thread = this.threadOf(slot);
    slot.piece = piece;
    slot.sentAt = now;
    slot.expectedEnd = now + piece.expectedMs;
    slot.hardAt = now + piece.hardMs;
    slot.hardTimer = this.options.clock.setTimeout(() => this.pastHardLimit(slot), piece.hardMs);
    thread.postMessage(piece.message);
  }

  /**
   * A piece past its hard limit: its thread is replaced, unless it is still loading its bundle (`startLimitMs`),
   * when the piece waits for it and its hard limit counts again from when the thread is ready (`ready`).
   */
  private pastHardLimit(slot: Slot<E, Message, Reply, Note>): void {
    const waitMs = (this.options.startLimitMs ?? 0) - (this.now() - slot.sentAt);
    if (!this.options.isReady || slot.readyAt !== null || !slot.piece || waitMs <= 0) {
      this.replace(slot, true);
      return;
    }
    slot.starting = true;
    slot.hardAt = this.now() + waitMs;
    slot.hardTimer = this.options.clock.setTimeout(() => this.replace(slot, true), waitMs);
  }

  /** The thread has loaded its bundle: a piece that passed its hard limit meanwhile gets its hard limit from now. */
  private ready(slot: Slot<E, Message, Reply, Note>): void {
    slot.readyAt = this.now();
    if (!slot.starting || !slot.piece) return;
    slot.starting = false;
    this.options.clock.clearTimeout(slot.hardTimer);
    slot.hardAt = slot.readyAt + slot.piece.hardMs;
    slot.hardTimer = this.options.clock.setTimeout(() => this.replace(slot, true), slot.piece.hardMs);
  }

  private makeSlot(): Slot<E, Message, Reply, Note> {
    const slot: Slot<E, Message, Reply, Note> = {
      thread: null,
      piece: null,
      sentAt: 0,
      expectedEnd: 0,
      hardAt: 0,
      hardTimer: null,
      fresh: true,
      readyAt: null,
      starting: false,
    };
    if (!this.options.lazy) this.threadOf(slot);
    return slot;
  }

  private threadOf(slot: Slot<E, Message, Reply, Note>): ThreadLike<Message, Reply> {
    if (slot.thread) return slot.thread;
    const thread = this.options.factory();
    thread.onmessage = ({ data }) => {
      if (this.options.isReady?.(data)) this.ready(slot);
      else this.receive(slot, data);
    };
    thread.onerror = () => this.replace(slot, false);
    slot.thread = thread;
    return thread;
  }

  private receive(slot: Slot<E, Message, Reply, Note>, reply: Reply): void {
    const piece = slot.piece;
    if (!piece || !(this.options.matches?.(piece.message, reply) ?? true)) return;
    slot.piece = null;
    slot.starting = false;
    const cold = slot.fresh;
    slot.fresh = false;
    this.options.clock.clearTimeout(slot.hardTimer);
    const ms = this.options.timed?.(reply) ?? this.now() - slot.sentAt;
    this.policy.back(piece, reply, ms, cold, this);
    this.serve();
  }

  /** A thread that dies, or is stuck in a piece past its hard limit, is replaced; its policy hears of the piece. */
  private replace(slot: Slot<E, Message, Reply, Note>, stuck: boolean): void {
    const i = this.slotList.indexOf(slot);
    if (i < 0) return;
    this.options.clock.clearTimeout(slot.hardTimer);
    slot.thread?.terminate();
    this.slotList[i] = this.makeSlot();
    if (slot.piece) this.policy.lost(slot.piece, stuck, this.runMs(slot), slot.fresh, this);
    this.serve();
  }

  /**
   * Milliseconds a lost piece was running: from when it was sent, or, on a thread that says when it is ready and had
   * not said so then, from when it did; null if it never did (its time was all the thread's start).
   */
  private runMs(slot: Slot<E, Message, Reply, Note>): number | null {
    const now = this.now();
    if (!this.options.isReady) return now - slot.sentAt;
    if (slot.readyAt === null) return null;
    return now - Math.max(slot.sentAt, slot.readyAt);
  }

  /** Once the pool has had nothing to do for a while, its threads' memory is given back. */
  private armIdle(): void {
    const { clock, idle } = this.options;
    if (!idle) return;
    clock.clearTimeout(this.idleTimer);
    this.idleTimer = null;
    if (this.list.length > 0 || !this.idle()) return;
    this.idleTimer = clock.setTimeout(() => {
      this.idleTimer = null;
      if (this.list.length > 0 || !this.idle()) return;
      for (const [i, slot] of [...this.slotList].entries()) {
        if (idle.then === "stop") {
          slot.thread?.terminate();
          this.slotList[i] = { ...slot, thread: null, fresh: true, readyAt: null, starting: false };
        } else if (!slot.fresh) this.replace(slot, false);
      }
    }, idle.afterMs);
  }
}

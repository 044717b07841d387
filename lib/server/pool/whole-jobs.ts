import type { Entry, Piece, PoolPolicy, PoolView, SlotView } from "./pool-policy";

/** A whole job waiting or running: its estimate, and whether a thread has it. */
export interface Waiting<Job, Answer> extends Entry<Job, Answer> {
  /** Thread-ms it is expected to take. */
  readonly estimatedMs: number;
  started: boolean;
}

type View<Job, Answer> = PoolView<Waiting<Job, Answer>, null>;

/** An admission policy: the answer that refuses the job now, or null to let it in (the next policy decides). */
export type Admission<Job, Answer> = (
  job: Waiting<Job, Answer>,
  jobs: WholeJobs<Job, Answer>,
) => Answer | null;

/** An order policy: which of the jobs a free thread may take it takes first. */
export type Order<Job, Answer> = (
  waiting: readonly Waiting<Job, Answer>[],
) => Waiting<Job, Answer> | undefined;

/** Least work first (arrival order among equals): a small job is not starved behind heavy ones. */
export const leastWorkFirst = <Job, Answer>(waiting: readonly Waiting<Job, Answer>[]) =>
  waiting.reduce<Waiting<Job, Answer> | undefined>(
    (a, b) => (!a || b.estimatedMs < a.estimatedMs ? b : a),
    undefined,
  );

/** What a whole-job pool does with its jobs: one thread per job, from start to answer. */
export interface WholeJobsConfig<Job, Answer, Message, Reply> {
  /** Thread-ms a job is expected to take. */
  estimateMs(job: Job): number;
  /** The message asking a thread for the job. */
  message(entry: Waiting<Job, Answer>): Message;
  /** What a reply means (after `ms` on the thread). */
  answer(reply: Reply, entry: Waiting<Job, Answer>, ms: number): Answer;
  /** Admission policies, in order: the first that answers refuses the job. */
  readonly admission: readonly Admission<Job, Answer>[];
  readonly order: Order<Job, Answer>;
  /** Milliseconds a job may run before its thread is taken as stuck and replaced (from its estimate). */
  hardLimitMs(estimatedMs: number): number;
  /** The answer of a job whose thread was stuck past its hard limit (`stuck`) or crashed. */
  lost(entry: Waiting<Job, Answer>, stuck: boolean): Answer;
  /** The answer of a job still waiting at its deadline (a running one runs on to its hard limit). */
  late(entry: Waiting<Job, Answer>): Answer;
  /** The answer of a job still there when the pool stops. */
  stopping(entry: Waiting<Job, Answer>): Answer;
  /** Whether thread `slot` may take the job (default: any thread takes any job). */
  mayTake?(slot: number, entry: Waiting<Job, Answer>): boolean;
  /** Told of the thread time a job used, answered or not (fair shares, paces). */
  used?(entry: Waiting<Job, Answer>, ms: number): void;
}

/**
 * The policy of the pools whose jobs are not sliced (the attacks, the drawings, the advice): each job runs whole on
 * one thread, taken from the queue in the order of its `order` policy, admitted by its `admission` policies, with a
 * hard limit from its estimate; what each refusal says is its configuration's.
 */
export class WholeJobs<Job, Answer, Message = unknown, Reply = unknown> implements PoolPolicy<
  Job,
  Answer,
  Message,
  Reply,
  null,
  Waiting<Job, Answer>
> {
  private pool: View<Job, Answer> | null = null;

  constructor(private readonly config: WholeJobsConfig<Job, Answer, Message, Reply>) {}

  /** The jobs admitted, waiting and running. */
  get entries(): readonly Waiting<Job, Answer>[] {
    return this.pool?.entries() ?? [];
  }

  get waiting(): readonly Waiting<Job, Answer>[] {
    return this.entries.filter((e) => !e.started);
  }

  get running(): readonly Waiting<Job, Answer>[] {
    return this.entries.filter((e) => e.started);
  }

  /** Threads of the pool. */
  get threads(): number {
    return this.pool?.size ?? 1;
  }

  now(): number {
    return this.pool?.now() ?? 0;
  }

  /** Thread-ms until the jobs running (by their estimates) and waiting are done. */
  queuedMs(): number {
    const now = this.now();
    const running = (this.pool?.slots() ?? []).reduce(
      (ms, s) => ms + (s.busy ? Math.max(0, s.expectedEnd - now) : 0),
      0,
    );
    return running + this.waiting.reduce((ms, w) => ms + w.estimatedMs, 0);
  }

  attach(pool: View<Job, Answer>): void {
    this.pool = pool;
  }

  admit(base: Entry<Job, Answer>) {
    const entry: Waiting<Job, Answer> = {
      ...base,
      estimatedMs: this.config.estimateMs(base.job),
      started: false,
    };
    for (const policy of this.config.admission) {
      const answer = policy(entry, this);
      if (answer !== null) return { answer };
    }
    return { entry };
  }

  next(slot: SlotView<null>): Piece<Waiting<Job, Answer>, Message, null> | null {
    const free = this.waiting.filter((w) => this.config.mayTake?.(slot.index, w) ?? true);
    const entry = this.config.order(free);
    if (!entry) return null;
    entry.started = true;
    const hardMs = this.config.hardLimitMs(entry.estimatedMs);
    return { entry, message: this.config.message(entry), expectedMs: entry.estimatedMs, hardMs, note: null };
  }

  back(piece: Piece<Waiting<Job, Answer>, Message, null>, reply: Reply, ms: number): void {
    this.done(piece.entry, ms);
    piece.entry.settle(this.config.answer(reply, piece.entry, ms));
  }

  lost(piece: Piece<Waiting<Job, Answer>, Message, null>, stuck: boolean, ms: number | null): void {
    this.done(piece.entry, ms ?? 0);
    piece.entry.settle(this.config.lost(piece.entry, stuck));
  }

  expire(entry: Waiting<Job, Answer>): void {
    if (!entry.started) entry.settle(this.config.late(entry));
  }

  stopping(entry: Waiting<Job, Answer>): Answer {
    return this.config.stopping(entry);
  }

  private done(entry: Waiting<Job, Answer>, ms: number): void {
    this.config.used?.(entry, ms);
  }
}

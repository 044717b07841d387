// What a ThreadPool (thread-pool.ts) asks of its policy: which jobs it admits, which piece of which job a free
// thread takes next, what a reply or a lost piece means, and what a job still there at its deadline is answered.
// The simulations' deadline slicing (lib/server/run-scheduler.ts) is one policy; whole jobs with a queue
// (whole-jobs.ts: the attacks, the drawings, the advice) are another.

export interface PoolClock {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** A thread's side of the small Worker interface, for any message types (the pools' stand-ins in tests too). */
export interface ThreadLike<In, Out> {
  onmessage: ((event: { data: Out }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  postMessage(message: In): void;
  terminate(): void;
}

/** A job as the pool holds it once admitted: what was asked, by which client, when, and until when. */
export interface Entry<Job, Answer> {
  readonly id: number;
  readonly job: Job;
  /** Who asked (the request's address): fair shares are kept per client. */
  readonly client: string;
  readonly arrival: number;
  readonly deadline: number;
  /** Answers the job, once (later calls do nothing); the pool then forgets it. */
  readonly settle: (answer: Answer) => void;
}

/** A piece of a job handed to one thread: its message, when it is expected back, and when its thread is stuck. */
export interface Piece<E, Message, Note> {
  readonly entry: E;
  readonly message: Message;
  /** Thread-ms it is expected to take. */
  readonly expectedMs: number;
  /** After this long (ms) without a reply the thread is taken as stuck and replaced. */
  readonly hardMs: number;
  /** What the policy wants to know of it again (a slice's battle, whether it was a probe). */
  readonly note: Note;
}

/** A thread as a policy sees it. */
export interface SlotView<Note> {
  readonly index: number;
  /** Running a piece, what the policy noted of it, and when it is expected back and replaced if not. */
  readonly busy: boolean;
  readonly note: Note | null;
  readonly expectedEnd: number;
  readonly hardAt: number;
  /** No reply has come back from this thread yet (it may still be loading its bundle). */
  readonly fresh: boolean;
}

/** What a policy may read of its pool, and do to it. */
export interface PoolView<E, Note> {
  readonly size: number;
  now(): number;
  /** The jobs admitted and not answered, in the order they came. */
  entries(): readonly E[];
  slots(): readonly SlotView<Note>[];
  /** Thread-ms until the threads are free, by the estimates (a piece past its expected end: until its hard limit). */
  busyMs(): number;
  /** No thread is running a piece. */
  idle(): boolean;
  /** Hand out pieces to free threads now (after a policy changed what it would hand out). */
  serve(): void;
}

export interface PoolPolicy<Job, Answer, Message, Reply, Note, E extends Entry<Job, Answer>> {
  /** The pool this policy serves, told once when the pool is made. */
  attach?(pool: PoolView<E, Note>): void;
  /** Admission: the job's answer at once (refused, busy, known), or its entry to queue. */
  admit(
    base: Entry<Job, Answer>,
    pool: PoolView<E, Note>,
  ): { readonly answer: Answer } | { readonly entry: E };
  /** The next piece for free thread `slot`, or null: nothing it may take now. */
  next(slot: SlotView<Note>, pool: PoolView<E, Note>): Piece<E, Message, Note> | null;
  /** A piece came back after `ms` (the thread's own timing if it sent one); `cold`: the thread's first. */
  back(
    piece: Piece<E, Message, Note>,
    reply: Reply,
    ms: number,
    cold: boolean,
    pool: PoolView<E, Note>,
  ): void;
  /**
   * A piece will not come back: its thread crashed, or was stuck past its hard limit after running it for `ms`
   * (null: the thread never said it had loaded its bundle, so none of that time was the piece's); `cold`: the
   * thread's first.
   */
  lost(
    piece: Piece<E, Message, Note>,
    stuck: boolean,
    ms: number | null,
    cold: boolean,
    pool: PoolView<E, Note>,
  ): void;
  /** A job still there at its deadline. */
  expire(entry: E, pool: PoolView<E, Note>): void;
  /** The answer of a job still there when the pool stops. */
  stopping(entry: E): Answer;
}

import type { Busy, PoolOutcome, TooLong } from "@/lib/server/pool/pool-outcome";
import type { ApiReply } from "./api-response";

/** What a route says of its outcomes: its answer's body, and the words of each refusal. */
export interface OutcomeWords<T, B> {
  /** The answer's body (the value as it is, or with more beside it). */
  readonly body: (value: T) => B;
  /** What failed, in "the simulation failed: …". */
  readonly what: string;
  /** Why it would not fit the time limit even alone (one line). */
  readonly tooLong: (outcome: TooLong) => string;
  /** The busy line; by default "the server is busy (reason): retry in N s". */
  readonly busy?: (outcome: Busy) => string;
}

const busyLine = (o: Busy) => `the server is busy (${o.reason}): retry in ${o.retryAfterS} s`;

/**
 * The one mapping of a pool's outcome to an API answer, for /api/simulate, /api/advise and /api/assault:
 * 200 with the body; 503 + Retry-After for load (the same request may succeed later); 422 when the request itself
 * would not fit the time limit even on an idle server (repeating it will not help, so no client retries it as a
 * 503); 500 when the job failed.
 */
export function outcomeResponse<T, B>(outcome: PoolOutcome<T>, words: OutcomeWords<T, B>): ApiReply<B> {
  switch (outcome.kind) {
    case "done":
      return { status: 200, body: words.body(outcome.value) };
    case "busy":
      return {
        status: 503,
        body: { error: (words.busy ?? busyLine)(outcome) },
        headers: { "Retry-After": String(outcome.retryAfterS) },
      };
    case "too-long":
      return { status: 422, body: { error: words.tooLong(outcome) } };
    case "failed":
      return { status: 500, body: { error: `the ${words.what} failed: ${outcome.error}` } };
  }
}

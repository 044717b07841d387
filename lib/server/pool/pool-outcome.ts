// How a job sent off the request thread ended, for every pool (simulations, advice, attacks): one shape, so one
// function (lib/api/outcome-response.ts) says what each means to an API client.

/** The job's answer. */
export interface Done<T> {
  readonly kind: "done";
  readonly value: T;
}

/** Not admitted, or its time ran out because of the work ahead of it: asking again in `retryAfterS` may help. */
export interface Busy {
  readonly kind: "busy";
  readonly retryAfterS: number;
  /** Why, in a few words ("another advice is running"). */
  readonly reason: string;
}

/** It would not fit its time limit even alone: asking again will not help. */
export interface TooLong {
  readonly kind: "too-long";
  /** Trials asked for, and done before it was stopped (a simulation's, an advice's). */
  readonly trials?: number;
  readonly done?: number;
  /** How long the whole job would take alone, by the estimate or a measure (ms). */
  readonly estimatedMs?: number;
}

export interface Failed {
  readonly kind: "failed";
  readonly error: string;
}

/** How a job ended. Each job settles exactly once. */
export type PoolOutcome<T> = Done<T> | Busy | TooLong | Failed;

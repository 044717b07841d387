import type { Assault, AssaultOdds } from "@/lib/assault";
import type { PoolOutcome } from "./pool/pool-outcome";

// What the server's Imperial Assault threads (assault-thread.ts) are asked and answer.

export interface AssaultJob {
  readonly id: number;
  readonly assault: Assault;
}

export type AssaultJobReply =
  { readonly id: number; readonly odds: AssaultOdds } | { readonly id: number; readonly error: string };

/** How a job ended: its answer, or the pool is full (retry in `retryAfterS`), or it failed or took too long. */
export type AssaultOutcome<T> = PoolOutcome<T>;

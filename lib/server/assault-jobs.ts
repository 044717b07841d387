import type { Assault, AssaultOdds } from "@/lib/assault";

// What the server's Imperial Assault threads (assault-thread.ts) are asked and answer.

export interface AssaultJob {
  readonly id: number;
  readonly assault: Assault;
}

export type AssaultJobReply =
  { readonly id: number; readonly odds: AssaultOdds } | { readonly id: number; readonly error: string };

/** How a job ended: its answer, or the pool is full (retry in `retryAfterS`), or it failed or took too long. */
export type AssaultOutcome<T> =
  | { readonly kind: "done"; readonly value: T }
  | { readonly kind: "busy"; readonly retryAfterS: number }
  | { readonly kind: "too-long" }
  | { readonly kind: "failed"; readonly error: string };

import type { PlanInput, PlanProgress, PlanResult } from "./types";

/** What the page posts to a planner worker, and what comes back: plain JSON. */
export type PlanRequestMessage = PlanInput;

export type PlanReply =
  | { readonly type: "progress"; readonly progress: PlanProgress }
  | { readonly type: "done"; readonly result: PlanResult }
  | { readonly type: "error"; readonly message: string };

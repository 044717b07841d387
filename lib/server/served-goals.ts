import { AUTO_TRIALS, asksAuto, playedGoals, sharesOfResult, type PlayedGoal } from "@/lib/results/auto-goal";
import type { SideKey } from "@/lib/scenario/types";
import type { RunOutcome, RunRequest } from "./run-types";

/**
 * Each side's goal as played for a request the server runs (the API, the previews): `auto` resolved on the run's
 * first battles (docs/rules.md#auto), run through the same pool as the request (off the request thread, and cached
 * like any run). When the server cannot run them, `auto` stays pending and no answer reads it.
 */
export async function servedGoals(
  request: RunRequest,
  run: (request: RunRequest) => Promise<RunOutcome>,
): Promise<Record<SideKey, PlayedGoal>> {
  if (!asksAuto(request.scenario)) return playedGoals(request.scenario, null);
  const first = await run({ ...request, trials: Math.min(AUTO_TRIALS, request.trials) });
  return playedGoals(request.scenario, first.kind === "done" ? sharesOfResult(first.value) : null);
}

import { attackDice, type RolledDice } from "@/lib/engine";
import type { Scenario } from "@/lib/scenario/types";
import { readRolled, rollProblem } from "./rolled";

/**
 * A roll as the API and the page take it (`rolled`: "red: 2 hits; black: 1 special"), checked against the battle as
 * it stands before anything runs: the step under way must say who rolled where, and the roll must fit that side's
 * dice (docs/rules.md#after-the-dice). One line naming what is wrong otherwise.
 */
export function rolledRequest(
  scenario: Scenario,
  rolled: unknown,
): { ok: true; rolled: RolledDice } | { ok: false; error: string } {
  if (typeof rolled !== "string")
    return { ok: false, error: 'rolled must be a string like "red: 2 hits, 1 direct hit; black: 1 special"' };
  const read = readRolled(rolled);
  if (!read.ok) return read;
  const step = scenario.inProgress?.step;
  if (!step)
    return {
      ok: false,
      error:
        'rolled needs scenario.inProgress.step: which side rolled in which theater ({ "theater": "space", "rolled": "attacker" })',
    };
  const problem = rollProblem(
    read.rolled,
    attackDice(scenario, step.rolled, step.theater),
    scenario,
    step.rolled,
    step.theater,
  );
  return problem ? { ok: false, error: problem } : read;
}

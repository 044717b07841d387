import { attackDice, defaultAssignment, type RolledDice } from "@/lib/engine";
import type { Scenario, SideKey } from "@/lib/scenario/types";
import { afterAssignment, scenarioRules, targetsBefore } from "./after-assignment";
import { fromEngine, placements, promise, sameTargets, type TargetRules, type Targets } from "./candidates";
import { rollProblem } from "./rolled";

/** At most this many classes are run (the most promising: `promise`). */
export const MOST_RUN = 24;

/** What a best-move search runs: the classes of placement worth running, each as the battle it leaves. */
export interface MovePlan {
  readonly side: SideKey;
  readonly theater: "space" | "ground";
  readonly rule: TargetRules;
  readonly before: Targets;
  /** Classes found, after pruning the covered ones. */
  readonly classes: number;
  /** The classes run, most promising first, the engine's own placement always among them. */
  readonly placed: readonly Targets[];
  readonly runs: readonly Scenario[];
  readonly defaultIndex: number;
}

/**
 * The classes of placement of `rolled` worth running (docs/rules.md#after-the-dice): all of them as the rules allow,
 * the covered ones pruned, the `MOST_RUN` most promising kept with the engine's own placement, each as the battle
 * it leaves (lib/mid-battle/after-assignment.ts). One line naming what is wrong when the roll does not fit.
 */
export function planMove(
  scenario: Scenario,
  rolled: RolledDice,
): { ok: true; plan: MovePlan } | { ok: false; error: string } {
  const step = scenario.inProgress?.step;
  if (!step) return { ok: false, error: "inProgress.step: say which side rolled in which theater" };
  const { rolled: side, theater } = step;
  const problem = rollProblem(rolled, attackDice(scenario, side, theater), scenario, side, theater);
  if (problem) return { ok: false, error: problem };
  const rule = scenarioRules(scenario, side);
  const before = targetsBefore(scenario, side, theater, rule);
  const damage = {
    red: rolled.red.hit,
    black: rolled.black.hit,
    direct: rolled.red.direct + rolled.black.direct + rolled.green.direct + rolled.green.hit,
  };
  const all = placements(before, damage, rule);
  const engine = fromEngine(defaultAssignment(scenario, side, theater, rolled), rule);
  const placed = [...all].sort((a, b) => promise(b, rule) - promise(a, rule)).slice(0, MOST_RUN);
  if (!placed.some((c) => sameTargets(c, engine))) placed.splice(MOST_RUN - 1, 1, engine);
  return {
    ok: true,
    plan: {
      side,
      theater,
      rule,
      before,
      classes: all.length,
      placed,
      runs: placed.map((p) => afterAssignment(scenario, side, theater, p, rolled, rule)),
      defaultIndex: placed.findIndex((c) => sameTargets(c, engine)),
    },
  };
}

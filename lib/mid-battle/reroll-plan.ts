import { attackDice, type RolledDice } from "@/lib/engine";
import type { FacesByColour, InProgress } from "@/lib/scenario/in-progress";
import type { Scenario } from "@/lib/scenario/types";
import { scenarioRules, targetsBefore } from "./after-assignment";
import { PLAY_NOTHING } from "./card-plays";
import type { MovePlan } from "./move-plan";
import { leaderRerolls, rerollChoices, rerollPromise, withBlanks } from "./rerolls";

/**
 * Cinematic Combat after the dice (docs/rules.md#after-the-dice): which dice to reroll with the leader's value. Each
 * choice of dice (faces of one colour alike, at most the value, "reroll nothing" among them), the `most` most promising
 * with the leader's own policy's as the engine's choice, each as the battle that goes on from the roll: the chosen
 * dice rerolled, then prevention, repairs and the damage placed as the engine plays them.
 */
export function planRerolls(scenario: Scenario, rolled: RolledDice, most: number): MovePlan {
  const step = scenario.inProgress!.step!;
  const { rolled: side, theater } = step;
  const rule = scenarioRules(scenario, side);
  const before = targetsBefore(scenario, side, theater, rule);
  const roll = withBlanks(rolled, attackDice(scenario, side, theater));
  const all = rerollChoices(roll, leaderRerolls(scenario, side, theater));
  const ranked = [...all.slice(1)]
    .map((r) => ({ r, score: rerollPromise(scenario, side, theater, r) }))
    .sort((a, b) => b.score - a.score)
    .map((x) => x.r);
  const chosen: (FacesByColour | null)[] = [null, all[0]!, ...ranked].slice(0, most);
  const run = (reroll: FacesByColour | null): Scenario => ({
    ...scenario,
    inProgress: {
      ...scenario.inProgress!,
      step: { theater, rolled: side, pending: reroll === null ? { roll } : { roll, reroll } },
    } as InProgress,
  });
  return {
    side,
    theater,
    rule,
    before,
    classes: all.length,
    cardChoices: 1,
    placed: chosen.map(() => before),
    plays: chosen.map(() => PLAY_NOTHING),
    rerolls: chosen,
    runs: chosen.map(run),
    defaultIndex: 0,
  };
}

import { attackDice, type RolledDice } from "@/lib/engine";
import type { FacesByColour, InProgress } from "@/lib/scenario/in-progress";
import type { Scenario } from "@/lib/scenario/types";
import { scenarioRules, targetsBefore } from "./after-assignment";
import { PLAY_NOTHING } from "./card-plays";
import { nextPicks } from "./next-picks";
import type { AskedMove } from "./asked-move";
import type { MovePlan } from "./move-plan";
import { leaderRerolls, rerollChoices, rerollPromise, sameDice, withBlanks } from "./rerolls";

/**
 * Cinematic Combat after the dice (docs/rules.md#after-the-dice): which dice to reroll with the leader's value. Each
 * choice of dice (faces of one colour alike, at most the value, "reroll nothing" among them), the `most` most promising
 * of those expected to gain with the leader's own policy's as the engine's choice, each as the battle that goes on from the roll: the chosen
 * dice rerolled, then prevention, repairs and the damage placed as the engine plays them.
 */
export function planRerolls(
  scenario: Scenario,
  rolled: RolledDice,
  most: number,
  asked: AskedMove = {},
): MovePlan {
  const step = scenario.inProgress!.step!;
  const { rolled: side, theater } = step;
  const rule = scenarioRules(scenario, side);
  const before = targetsBefore(scenario, side, theater, rule);
  const roll = withBlanks(rolled, attackDice(scenario, side, theater));
  const all = rerollChoices(roll, leaderRerolls(scenario, side, theater));
  // (a reroll expected to lose, every die giving up more than a reroll brings on average, is not run unless asked)
  const ranked = [...all.slice(1)]
    .map((r) => ({ r, score: rerollPromise(scenario, side, theater, r) }))
    .filter((x) => x.score > 0)
    .sort((a, b) => b.score - a.score)
    .map((x) => x.r);
  const picks = nextPicks(scenario, side, theater);
  const same = (r: FacesByColour | null) => r !== null && !!asked.reroll && sameDice(r, asked.reroll);
  const mine = asked.reroll ? all.filter(same) : [];
  const chosen: (FacesByColour | null)[] = [...new Set([null, all[0]!, ...mine, ...ranked])].slice(
    0,
    Math.max(2 + mine.length, most - picks.length),
  );
  const run = (reroll: FacesByColour | null, pick?: string): Scenario => ({
    ...scenario,
    inProgress: {
      ...scenario.inProgress!,
      step: {
        theater,
        rolled: side,
        pending: { roll, ...(reroll === null ? {} : { reroll }), ...(pick ? { pick } : {}) },
      },
    } as InProgress,
  });
  return {
    side,
    theater,
    rule,
    before,
    classes: all.length,
    cardChoices: 1,
    placed: [...chosen, ...picks].map(() => before),
    plays: [...chosen, ...picks].map(() => PLAY_NOTHING),
    rerolls: [...chosen, ...picks.map(() => null)],
    picks: [...chosen.map(() => null), ...picks.map((c) => c.id)],
    runs: [...chosen.map((r) => run(r)), ...picks.map((c) => run(null, c.id))],
    defaultIndex: 0,
    asked: [
      ...chosen.flatMap((r, i) => (same(r) ? [i] : [])),
      ...picks.flatMap((c, i) => (c.id === asked.pick ? [chosen.length + i] : [])),
    ],
  };
}

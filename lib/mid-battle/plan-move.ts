import { attackDice, defaultAssignment, type RolledDice } from "@/lib/engine";
import type { Scenario } from "@/lib/scenario/types";
import { afterAssignment, enemyOf, scenarioRules, targetsBefore } from "./after-assignment";
import { covers, fromEngine, promise, sameTargets, type Targets } from "./candidates";
import { cardPlacements } from "./card-damage";
import { cardPlays, fewerDamageCards, type CardPlay } from "./card-plays";
import type { AskedMove } from "./asked-move";
import { MOST_RUN, type MovePlan } from "./move-plan";
import { planRerolls } from "./reroll-plan";
import { rollProblem } from "./rolled";

interface Found {
  readonly play: CardPlay;
  readonly placed: Targets;
}

/**
 * The classes worth running (docs/rules.md#after-the-dice): each set of cards the side may play now (base game, cards
 * known in hand) with each placement of the roll and their damage as the rules allow; a class another covers with
 * no more cards (those it plays beyond the other's only damage cards) pruned; the engine's own placement with no
 * card, the most promising class of each card play, then the most promising others, `MOST_RUN` in all, each as the
 * battle it leaves (lib/mid-battle/after-assignment.ts). One line naming what is wrong when the roll does not fit.
 */
export function planMove(
  scenario: Scenario,
  rolled: RolledDice,
  asked: AskedMove = {},
): { ok: true; plan: MovePlan } | { ok: false; error: string } {
  const step = scenario.inProgress?.step;
  if (!step) return { ok: false, error: "inProgress.step: say which side rolled in which theater" };
  const { rolled: side, theater } = step;
  const problem = rollProblem(rolled, attackDice(scenario, side, theater), scenario, side, theater);
  if (problem) return { ok: false, error: problem };
  if (scenario.tactics.mode === "cinematic")
    return { ok: true, plan: planRerolls(scenario, rolled, MOST_RUN, asked) };
  const rule = scenarioRules(scenario, side);
  const before = targetsBefore(scenario, side, theater, rule);
  const damage = {
    red: rolled.red.hit,
    black: rolled.black.hit,
    direct: rolled.red.direct + rolled.black.direct + rolled.green.direct + rolled.green.hit,
  };
  const specials = rolled.red.special + rolled.black.special + rolled.green.special;
  const stopped = scenario.inProgress?.[enemyOf(side)].noEscape === true;
  const plays = cardPlays(scenario, side, theater, specials).filter((p) => !(stopped && p.noEscape));
  const all = pruneAcross(
    plays.flatMap((play) => cardPlacements(before, damage, play, rule).map((placed) => ({ play, placed }))),
  );
  const engine = fromEngine(defaultAssignment(scenario, side, theater, rolled), rule);
  const isDefault = (f: Found) => f.play.cards.length === 0 && sameTargets(f.placed, engine);
  const byPromise = [...all].sort((a, b) => promise(b.placed, rule) - promise(a.placed, rule));
  const chosen: Found[] = [all.find(isDefault) ?? { play: plays[0]!, placed: engine }];
  const isAsked = (p: CardPlay) => asked.play !== undefined && p.cards.join() === asked.play.join();
  for (const play of [...plays.filter(isAsked), ...plays]) {
    const top = byPromise.find((f) => f.play === play);
    if (top && chosen.length < MOST_RUN && !chosen.includes(top)) chosen.push(top);
  }
  for (const f of byPromise) if (chosen.length < MOST_RUN && !chosen.includes(f)) chosen.push(f);
  return {
    ok: true,
    plan: {
      side,
      theater,
      rule,
      before,
      classes: all.length,
      cardChoices: plays.length,
      placed: chosen.map((f) => f.placed),
      plays: chosen.map((f) => f.play),
      runs: chosen.map((f) => afterAssignment(scenario, side, theater, f.placed, rolled, rule, f.play)),
      defaultIndex: 0,
      asked: chosen.flatMap((f, i) => (isAsked(f.play) ? [i] : [])),
    },
  };
}

/** Drops a class another covers with no more cards (beyond its own, the covered one plays damage cards only). */
function pruneAcross(found: readonly Found[]): Found[] {
  return found.filter(
    (f, i) =>
      !found.some((o, j) => j !== i && fewerDamageCards(o.play, f.play) && covers(o.placed, f.placed)),
  );
}

import { describe, expect, it } from "vitest";
import { CINEMATIC_CARDS } from "@/lib/data";
import { joinTraces } from "@/lib/engine";
import { moveOf } from "@/lib/mid-battle/best-move";
import { planMove } from "@/lib/mid-battle/plan-move";
import { MoveSearch } from "@/lib/mid-battle/move-search";
import { pairedOf } from "@/lib/mid-battle/paired-values";
import { rerollWords } from "@/lib/mid-battle/rerolls";
import { goalMetric } from "@/lib/results/goal-chance";
import { NEGLIGIBLE } from "@/lib/runs/sequential";
import type { Goal } from "@/lib/scenario/goals";
import type { Scenario, ScenarioInput } from "@/lib/scenario";
import { runBatch } from "@/lib/worker/protocol";
import { scenario, SULLUST_BATTLE } from "../helpers/scenarios";
import { roll } from "../helpers/mid-battle";

/** Sullust in Cinematic Combat, the Empire having rolled in space (the timing of docs/performance.md#the-best-move). */
const SULLUST_CINEMATIC = scenario({
  ...SULLUST_BATTLE,
  tactics: "cinematic",
  inProgress: { step: { theater: "space", rolled: "attacker" } },
} as ScenarioInput);
const ROLLED = "red: 2 hits, 1 direct hit, 1 blank; black: 1 hit, 1 special";
const CHECK_TRIALS = 100_000;

/** The goal met (1) or not (0) in each of `trials` battles of `s` on the seed "check". */
function goalValues(s: Scenario, goal: Goal, trials: number): number[] {
  const r = runBatch({
    runId: 7,
    scenario: s,
    seed: "check",
    trials,
    from: 0,
    to: trials / 2000,
    trace: true,
  });
  if ("error" in r) throw new Error(r.error);
  const t = joinTraces([r.trace!])!;
  const met = goalMetric(goal, "attacker");
  return Array.from({ length: t.trials }, (_, i) => met(t, i));
}

describe("the Cinematic best move stopped early (docs/rules.md#after-the-dice) against a run of 100,000 battles", () => {
  const plan = (() => {
    const p = planMove(SULLUST_CINEMATIC, roll(ROLLED));
    if (!p.ok) throw new Error(p.error);
    return p.plan;
  })();
  const search = new MoveSearch(plan, "sullust");
  for (let b = search.next(); b; b = search.next()) search.receive(runBatch(b));
  const move = moveOf(SULLUST_CINEMATIC, search);
  const rerollIndex = (words: string) =>
    plan.rerolls!.findIndex((r, i) => !plan.picks![i] && rerollWords(r) === words);
  const pickIndex = (cards: string) =>
    cards === "pick as the card policy does"
      ? plan.defaultIndex
      : plan.picks!.findIndex(
          (id) => id && `pick ${CINEMATIC_CARDS.find((c) => c.id === id)!.name}` === cards,
        );

  it("stops the picks and rerolls within a point of the best early: 46,000 battles in all, not 17 × 20,000", () => {
    expect(plan.runs.length).toBe(17);
    const trials = search.values.goal.map((g) => g.length);
    expect(trials.reduce((a, b) => a + b, 0)).toBe(46_000);
    expect(Math.max(...trials)).toBeLessThan(20_000);
  });

  it("the best reroll: its runner-up, on 100,000 other battles, is not a point better (the same within the noise)", () => {
    const [best, next] = move.rows.slice(0, 2).map((r) => rerollIndex(r.words));
    const d = pairedOf(
      goalValues(plan.runs[best!]!, search.goal!, CHECK_TRIALS),
      goalValues(plan.runs[next!]!, search.goal!, CHECK_TRIALS),
    );
    expect(d.trials).toBe(CHECK_TRIALS);
    expect(d.mean).toBeLessThan(NEGLIGIBLE);
  });

  it("the best pick: its runner-up, on 100,000 other battles, is not a point better (the same within the noise)", () => {
    const [best, next] = move.cardChoices.slice(0, 2).map((c) => pickIndex(c.cards));
    expect(best).toBeGreaterThanOrEqual(0);
    expect(next).toBeGreaterThanOrEqual(0);
    const d = pairedOf(
      goalValues(plan.runs[best!]!, search.goal!, CHECK_TRIALS),
      goalValues(plan.runs[next!]!, search.goal!, CHECK_TRIALS),
    );
    expect(d.mean).toBeLessThan(NEGLIGIBLE);
  });
});

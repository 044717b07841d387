import { describe, expect, it } from "vitest";
import { simulateTraced } from "@/lib/engine";
import { goalChance } from "@/lib/results/goal-chance";
import { runToEnd } from "@/lib/panel-runs/run-to-end";
import { resolveScenario } from "@/lib/results/auto-goal";
import { PRESETS, type ScenarioInput } from "@/lib/scenario";
import type { Setup } from "@/lib/scenario/setup";
import { hopelessDefence, SULLUST_BATTLE, scenario } from "../helpers/scenarios";

// Known answers: advice measured on each side's goal (docs/rules.md#goals), from the page's own queue run to the
// end.

function preset(id: string): ScenarioInput {
  return PRESETS.find((p) => p.id === id)!.scenario;
}

/** The main run and the queue's runs of `panels` to the end. */
function advise(input: ScenarioInput, trials: number, seed: string, panels: string[] = ["retreat"]) {
  // (`auto` resolved on the main run's first battles, as the page does: docs/rules.md#auto)
  const setup: Setup = { scenario: resolveScenario(scenario(input), seed, trials).scenario, trials, seed };
  const main = simulateTraced(setup.scenario, { trials, seed });
  const only = new Set(panels);
  return { setup, main, ...runToEnd({ setup, pinned: null, changes: [], main }, only, { only }) };
}

describe("advice on each side's goal", () => {
  it("the large battle, the Rebels playing to hold space: no ★ on a rule that lowers their hold of space", () => {
    const large = preset("large-battle");
    const input = { ...large, defender: { ...large.defender, goal: "hold-space" } } as ScenarioInput;
    const { views, main } = advise(input, 20_000, "hold");
    const rows = views.retreat.rows.defender;
    const star = rows.find((r) => r.best)!;
    // They cannot win outright, but their fleet holds space most of the time.
    expect(main.result.outcomes.defender.p).toBeLessThan(0.01);
    expect(goalChance(main.result, "defender", "hold-space").p).toBeGreaterThan(0.5);
    expect(star.standing === "wins-less" || (star.vsNever !== null && star.vsNever.win.mean < 0)).toBe(false);
    expect(views.retreat.verdicts.defender.text).toBe("Don't plan a retreat");
    // Running when fewer than 2 units are left (the advice on the outright win) lowers the hold, beyond the noise.
    const few = rows.find((r) => r.label === "When fewer than 2 units are left")!;
    expect(few.standing).toBe("wins-less");
    expect(few.goal!).toBeLessThan(star.goal! - 0.05);
  }, 900_000);

  it("a hopeless defence playing to keep half its force: running after round 1 is the way, and the verdict says so", () => {
    const { views } = advise(hopelessDefence("keep-half"), 20_000, "half");
    const rows = views.retreat.rows.defender;
    const never = rows.find((r) => r.label === "Never")!;
    const star = rows.find((r) => r.best)!;
    expect(never.goal!).toBeLessThan(0.05);
    expect(star.label).toBe("After round 1");
    expect(star.standing).toBe("wins-more");
    expect(star.goal!).toBeGreaterThan(0.5);
    expect(views.retreat.verdicts.defender.state).toBe("retreat");
    expect(views.retreat.verdicts.defender.why).toMatch(
      /^keep half their strength \d+% instead of (<1|\d\.\d|\d)%$/,
    );
  });

  it("destroy the Death Star: the Plans raise the chance, beyond the noise, and the goal line says it", () => {
    const assault = preset("death-star-assault");
    const rebels = { ...assault.attacker, goal: "destroy-death-star" };
    const withPlans = advise({ ...assault, attacker: rebels } as ScenarioInput, 20_000, "ds");
    const without = advise(
      { ...assault, attacker: rebels, deathStarPlans: false } as ScenarioInput,
      20_000,
      "ds",
    );
    const p = (r: typeof withPlans) => goalChance(r.main.result, "attacker", "destroy-death-star");
    expect(p(withPlans).low).toBeGreaterThan(p(without).high);
    // Without the Plans nothing destroys it (it takes no damage); the Plans can end it with one roll.
    expect(p(withPlans).p - p(without).p).toBeGreaterThan(0.1);
    // The retreat advice is measured on it: no ★ on a rule that destroys it less often.
    const star = withPlans.views.retreat.rows.attacker.find((r) => r.best)!;
    expect(star.standing).not.toBe("wins-less");
  }, 900_000);

  it("fighters against a Death Star playing to destroy it: the plans roll every round, so staying more than doubles the chance", () => {
    // docs/rules.md#death-star-plans: a failed roll keeps the card (it read 42% when the plans rolled once a combat).
    const { views, main } = advise(
      {
        attacker: {
          faction: "rebel",
          units: { "x-wing": 4, "y-wing": 2 },
          leaders: ["luke-skywalker"],
          goal: "destroy-death-star",
        },
        defender: { faction: "empire", units: { "death-star": 1, "tie-fighter": 2 } },
        tactics: "base",
        deathStarPlans: true,
      } as ScenarioInput,
      20_000,
      "plans",
    );
    const goal = goalChance(main.result, "attacker", "destroy-death-star");
    expect(goal.low).toBeGreaterThan(0.9);
    const rows = views.retreat.rows.attacker;
    const afterOne = rows.find((r) => r.label === "After round 1")!;
    expect(afterOne.best).toBe(false);
    expect(afterOne.goal! * 2).toBeLessThan(goal.p);
    expect(views.retreat.verdicts.attacker.text).toBe("Don't plan a retreat");
  }, 900_000);

  it("card worth on auto (Cinematic, the Sullust battle): the Rebels resolve to hold space, and Rogue Squadron Support is worth space to them, beyond the noise", () => {
    // (on the win every Rebel card read "under a point either way"; auto plays for space held 25%)
    const input = {
      ...SULLUST_BATTLE,
      tactics: "cinematic",
      attacker: { ...SULLUST_BATTLE.attacker, goal: "auto" },
      defender: { ...SULLUST_BATTLE.defender, goal: "auto" },
    } as ScenarioInput;
    const { views, setup } = advise(input, 20_000, "1", ["card-worth"]);
    expect([setup.scenario.attacker.goal, setup.scenario.defender.goal]).toEqual(["win", "hold-space"]);
    const cards = views["card-worth"];
    expect(cards.progress.complete).toBe(true);
    const rogue = cards.rows.find((r) => r.id === "defender:space:rogue-squadron-support")!;
    expect(rogue).toBeDefined();
    expect(rogue.verdict).toBe("less");
    expect(rogue.diff!).toBeLessThan(-0.05);
    // (measured: Rogue Squadron Support −17.3 points, Bombing Run −16.0, Fleet Logistics −10.2, Ion Blast −5.0)
    const beyond = cards.rows.filter((r) => r.side === "defender" && r.withinNoise === false);
    expect(beyond.length).toBeGreaterThanOrEqual(3);
  }, 900_000);
});

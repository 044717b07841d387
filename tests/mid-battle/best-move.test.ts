import { describe, expect, it } from "vitest";
import { afterAssignment, scenarioRules, targetsBefore } from "@/lib/mid-battle/after-assignment";
import { bestMove } from "@/lib/mid-battle/best-move";
import { placements, sameTargets, type Targets } from "@/lib/mid-battle/candidates";
import { planMove } from "@/lib/mid-battle/plan-move";
import type { RolledDice } from "@/lib/engine";
import type { Scenario, ScenarioInput } from "@/lib/scenario";
import { exactBattle, exactEndStates } from "../helpers/exact-battle";
import { scenario } from "../helpers/scenarios";
import { roll, round4, within } from "../helpers/mid-battle";

/** Every class of placement of the roll with its exact chance of `chance` (the tests' own solver, dice only). */
function exactClasses(s: Scenario, rolled: RolledDice, chance: (after: Scenario) => number) {
  const { rolled: side, theater } = s.inProgress!.step!;
  const rule = scenarioRules(s, side);
  const damage = {
    red: rolled.red.hit,
    black: rolled.black.hit,
    direct: rolled.red.direct + rolled.black.direct + rolled.green.direct,
  };
  return placements(targetsBefore(s, side, theater, rule), damage, rule).map((placed: Targets) => ({
    placed,
    p: chance(afterAssignment(s, side, theater, placed, rolled, rule)),
  }));
}

describe("after the dice: the best move (docs/rules.md#after-the-dice), against the exact solver", () => {
  it("two Star Destroyers' 3 points on 3 corvettes, one damaged: the best placement and its chance are the exact ones", () => {
    const input: ScenarioInput = {
      attacker: { faction: "empire", units: { "star-destroyer": 2 }, damaged: { "star-destroyer": [2] } },
      defender: {
        faction: "rebel",
        units: { "corellian-corvette": 3 },
        damaged: { "corellian-corvette": [1] },
      },
      tactics: "none",
      roundCap: 8,
      inProgress: { round: 2, step: { theater: "space", rolled: "attacker" } },
    };
    const s = scenario(input);
    const rolled = roll("red: 2 hits, 1 direct hit; black: 1 blank");
    const exact = exactClasses(s, rolled, (after) => exactBattle(after).attacker).sort((a, b) => b.p - a.p);
    // (3 points on corvettes at 1, 0, 0 damage, classes of units alike: two destroyed, or one destroyed and two hit)
    expect(exact.map((c) => [c.placed["corellian-corvette"], round4(c.p)])).toEqual([
      [[2, 2, 0], 0.9202],
      [[2, 1, 1], 0.8041],
    ]);
    const answer = bestMove(s, rolled, "corvettes");
    if (!answer.ok) throw new Error(answer.error);
    const best = answer.move.rows[0]!;
    expect(best.placed).toEqual(exact[0]!.placed);
    within(best.goal, exact[0]!.p, best.trials);
    expect(answer.move.classes).toBe(exact.length);
    expect(best.isDefault).toBe(true);
    expect(best.words).toBe(
      "1 on a Corellian Corvette with 1 damage (destroyed); 2 on a Corellian Corvette (destroyed)",
    );
  });

  it("a Star Destroyer playing to destroy an X-wing: the engine's default hits a Y-wing (the bigger threat), the best is the X-wing", () => {
    const s = scenario({
      attacker: { faction: "empire", units: { "star-destroyer": 1 }, goal: "destroy-x-wing" },
      defender: { faction: "rebel", units: { "x-wing": 2, "y-wing": 2 } },
      tactics: "none",
      roundCap: 10,
      inProgress: { step: { theater: "space", rolled: "attacker" } },
    });
    const rolled = roll("black: 1 hit");
    // The goal met at the end: fewer X-wings left than the Rebels brought (exactEndStates: every end and its chance).
    const xWingLost = (after: Scenario) =>
      exactEndStates(after)
        .filter((e) => (e.defender["x-wing"] ?? 0) < 2)
        .reduce((p, e) => p + e.p, 0);
    const exact = exactClasses(s, rolled, xWingLost);
    const onX = exact.find((c) => c.placed["x-wing"]![0] === 1)!;
    const onY = exact.find((c) => c.placed["y-wing"]![0] === 1)!;
    expect(onX.p).toBeCloseTo(1, 12);
    expect(round4(onY.p)).toBe(0.7693);
    const answer = bestMove(s, rolled, "x-wing");
    if (!answer.ok) throw new Error(answer.error);
    const { rows, engineDefault, gain } = answer.move;
    expect(rows[0]!.words).toBe("1 on an X-wing (destroyed)");
    expect(rows[0]!.goal).toBe(1);
    expect(engineDefault.words).toBe("1 on a Y-wing (destroyed)");
    within(engineDefault.goal, onY.p, engineDefault.trials);
    // the gain over the default, paired on the same dice, beyond the noise: the exact 1 − 0.7693
    expect(gain.beyondNoise).toBe(true);
    within(gain.mean, 1 - onY.p, gain.trials);
  });
});

describe("classes of placement", () => {
  it("are the same class whatever order their unit types come in (the engine's own placement is found among them)", () => {
    const a = { "star-destroyer": [2, 0], "tie-fighter": [1, 1, 1, 0] };
    const b = { "tie-fighter": [1, 1, 1, 0], "star-destroyer": [2, 0] };
    expect(sameTargets(a, b)).toBe(true);
    const s = scenario({
      attacker: { faction: "empire", units: { "star-destroyer": 2, "tie-fighter": 4 } },
      defender: { faction: "rebel", units: { "y-wing": 2, "mon-calamari-cruiser": 1 } },
      tactics: "none",
      inProgress: { step: { theater: "space", rolled: "defender" } },
    });
    const planned = planMove(s, roll("red: 2 hits, 1 direct hit"));
    if (!planned.ok) throw new Error(planned.error);
    // (3 points on 2 Star Destroyers and 4 TIEs, red hits on the Destroyers only: 4 classes, the default among them)
    expect(planned.plan.placed.length).toBe(planned.plan.classes);
    expect(planned.plan.classes).toBe(4);
  });
});

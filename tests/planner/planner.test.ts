import { describe, expect, it } from "vitest";
import { planForces, type PlanInput } from "@/lib/planner";
import { scenario } from "../helpers/scenarios";
import { bruteForcePlans } from "./brute-force";

function input(s: Parameters<typeof scenario>[0], side: "attacker" | "defender", target: number): PlanInput {
  return { scenario: scenario(s), side, target, trials: 4000, seed: "plan-test" };
}

const POOLS: [string, PlanInput][] = [
  [
    "a space pool with two leaders against a small fleet",
    input(
      {
        attacker: {
          faction: "empire",
          units: { "tie-fighter": 3, "assault-carrier": 2, "star-destroyer": 2 },
          leaders: ["darth-vader", "admiral-piett"],
        },
        defender: { faction: "rebel", units: { "x-wing": 2, "y-wing": 2, "corellian-corvette": 1 } },
      },
      "attacker",
      0.7,
    ),
  ],
  [
    "a defending Rebel pool in both theaters, dice only",
    input(
      {
        attacker: {
          faction: "empire",
          units: { "star-destroyer": 1, "tie-fighter": 2, stormtrooper: 3, "at-st": 1 },
        },
        defender: {
          faction: "rebel",
          units: { "x-wing": 3, "corellian-corvette": 2, "rebel-trooper": 3, airspeeder: 2 },
          leaders: ["general-rieekan"],
        },
        tactics: "none",
      },
      "defender",
      0.5,
    ),
  ],
];

describe("the planner against a brute-force search over every sub-force", () => {
  for (const [name, plan] of POOLS) {
    it(name, () => {
      const got = planForces(plan);
      const want = bruteForcePlans(plan);
      expect(want.plans.length).toBeGreaterThan(0);
      expect(got.plans.map((p) => ({ units: p.units, leaders: p.leaders, p: p.p }))).toEqual(
        want.plans.map((p) => ({ units: p.force.units, leaders: p.force.leaders, p: p.p })),
      );
      console.log(
        `${name}: ${got.forcesTried} of ${want.forces} sub-forces tried; plans ${JSON.stringify(got.plans.map((p) => [p.units, p.leaders, p.p]))}`,
      );
    });
  }
});

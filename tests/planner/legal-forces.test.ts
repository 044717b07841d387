import { describe, expect, it } from "vitest";
import { planForces, type PlanInput } from "@/lib/planner";
import { carriesItsRiders } from "@/lib/scenario/moving-in";
import { scenario } from "../helpers/scenarios";
import { bruteForcePlans } from "./brute-force";

/** An Imperial attack in both theaters: troops need places on the Star Destroyer or the assault carrier. */
function invasion(inSystem: boolean): PlanInput {
  return {
    scenario: scenario({
      attacker: {
        faction: "empire",
        units: { "star-destroyer": 1, "assault-carrier": 1, stormtrooper: 3, "at-st": 2, "tie-fighter": 2 },
        leaders: ["darth-vader"],
      },
      defender: { faction: "rebel", units: { "x-wing": 1, "rebel-trooper": 2 } },
      tactics: "none",
    }),
    side: "attacker",
    target: 0.6,
    trials: 2000,
    seed: "legal-forces",
    inSystem,
  };
}

const shown = (plans: readonly { units: object; leaders: readonly string[]; p: number }[]) =>
  plans.map((p) => ({ units: p.units, leaders: p.leaders, p: p.p }));

describe("the planner proposes only legal forces (docs/planner.md#legal-forces)", () => {
  it("moving in: every plan's ships carry its troops and TIEs, and it keeps Vader; as brute force finds", () => {
    const input = invasion(false);
    const got = planForces(input);
    const want = bruteForcePlans(input);
    expect(want.plans.length).toBeGreaterThan(0);
    expect(shown(got.plans)).toEqual(shown(want.plans.map((p) => ({ ...p.force, p: p.p }))));
    expect(got.transport).toBe(true);
    expect(got.leaderKept).toBe(true);
    for (const plan of got.plans) {
      expect(carriesItsRiders(plan.units, input.scenario.variants)).toBe(true);
      expect(plan.leaders).toEqual(["darth-vader"]);
    }
  });

  it("already in the system: troops without ships may be proposed, still with Vader; as brute force finds", () => {
    const input = invasion(true);
    const got = planForces(input);
    const want = bruteForcePlans(input);
    expect(shown(got.plans)).toEqual(shown(want.plans.map((p) => ({ ...p.force, p: p.p }))));
    expect(got.transport).toBe(false);
    // The switch matters here: some plan brings more riders than its ships carry.
    expect(got.plans.some((p) => !carriesItsRiders(p.units, input.scenario.variants))).toBe(true);
    for (const plan of got.plans) expect(plan.leaders).toEqual(["darth-vader"]);
  });

  it("a defender is never held to either rule", () => {
    const input: PlanInput = { ...invasion(false), side: "defender", target: 0.3 };
    const got = planForces(input);
    expect(got.transport).toBe(false);
    expect(got.leaderKept).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import { decodePlan, decodePlanParam, withPlan } from "@/lib/planner/plan-link";
import { applyPlan, describeForce } from "@/lib/planner/apply-plan";
import { DEFAULT_SETUP } from "@/lib/scenario/url-codec";

describe("the Plan panel in the share link", () => {
  it("writes and reads the side and the target", () => {
    expect(withPlan("v=1&t=5000", { side: "defender", target: 65 })).toBe("v=1&t=5000&plan=defender.65");
    expect(withPlan("", { side: "attacker", target: 80 })).toBe("plan=attacker.80");
    expect(withPlan("v=1", null)).toBe("v=1");
    expect(decodePlanParam(new URLSearchParams("v=1&plan=defender.65"))).toEqual({
      ok: true,
      plan: { side: "defender", target: 65 },
    });
    expect(decodePlanParam({ plan: "attacker.100" })).toEqual({
      ok: true,
      plan: { side: "attacker", target: 100 },
    });
    expect(decodePlanParam(new URLSearchParams("v=1"))).toEqual({ ok: true, plan: null });
  });

  it("writes and reads the attacker's units already in the system as `.here`", () => {
    expect(withPlan("v=1", { side: "attacker", target: 80, inSystem: true })).toBe(
      "v=1&plan=attacker.80.here",
    );
    expect(withPlan("v=1", { side: "attacker", target: 80, inSystem: false })).toBe("v=1&plan=attacker.80");
    expect(decodePlan("attacker.75.here")).toEqual({
      ok: true,
      plan: { side: "attacker", target: 75, inSystem: true },
    });
    expect(decodePlan("defender.75.here")).toEqual({
      ok: false,
      error:
        'Invalid plan link: "here" (units already in the system) is for the attacker only (got "defender.75.here")',
    });
  });

  it.each([
    [
      "both.80",
      'Invalid plan link: "both.80" is not written as side.target (attacker.80, attacker.80.here or defender.65)',
    ],
    ["attacker.0", "Invalid plan link: the target must be a whole percent from 1 to 100 (got 0)"],
    ["attacker.120", "Invalid plan link: the target must be a whole percent from 1 to 100 (got 120)"],
    [
      "attacker.80.5",
      'Invalid plan link: "attacker.80.5" is not written as side.target (attacker.80, attacker.80.here or defender.65)',
    ],
  ])("rejects %s with one line", (value, error) => {
    expect(decodePlan(value)).toEqual({ ok: false, error });
  });

  it("rejects a doubled parameter", () => {
    expect(decodePlanParam(new URLSearchParams("plan=attacker.80&plan=defender.60"))).toEqual({
      ok: false,
      error: 'Invalid plan link: "plan" is given 2 times',
    });
  });
});

describe("applying a plan", () => {
  it("replaces the pool with the plan, bringing the fittest units", () => {
    const setup = {
      ...DEFAULT_SETUP,
      scenario: {
        ...DEFAULT_SETUP.scenario,
        attacker: {
          ...DEFAULT_SETUP.scenario.attacker,
          units: { "star-destroyer": 3, "tie-fighter": 2 },
          damaged: { "star-destroyer": [3, 1] },
          leaders: ["darth-vader", "admiral-piett"] as const,
        },
      },
    };
    const next = applyPlan(setup, "attacker", { units: { "star-destroyer": 2 }, leaders: ["admiral-piett"] });
    expect(next.scenario.attacker.units).toEqual({ "star-destroyer": 2 });
    // The undamaged Star Destroyer and the one with 1 damage come; the one with 3 stays home.
    expect(next.scenario.attacker.damaged).toEqual({ "star-destroyer": [1] });
    expect(next.scenario.attacker.leaders).toEqual(["admiral-piett"]);
    expect(
      describeForce({ units: { "star-destroyer": 2, "tie-fighter": 1 }, leaders: ["darth-vader"] }),
    ).toBe("1 TIE Fighter, 2 Star Destroyers; Darth Vader");
  });
});

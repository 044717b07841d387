import { describe, expect, it } from "vitest";
import { simulate, type SimulationResult } from "@/lib/engine";
import { retreatCases, retreatRows, retreatRules, sideCannotRetreat } from "@/lib/retreat/retreat-advice";
import { retreatBlocked } from "@/lib/retreat/retreat-blocked";
import { DEFAULT_SETUP, type Setup } from "@/lib/scenario/url-codec";
import { scenario } from "../helpers/scenarios";

function setupOf(input: Parameters<typeof scenario>[0]): Setup {
  return { scenario: scenario(input), trials: 100_000, seed: "1" };
}

describe("which retreat rules can fire", () => {
  const side = (faction: "empire" | "rebel", units: Record<string, number>, leaders: string[] = []) =>
    scenario({
      attacker: { faction, units, leaders, retreat: { policy: "after-round", round: 1 } },
      defender:
        faction === "empire"
          ? { faction: "rebel", units: { "x-wing": 1 } }
          : { faction: "empire", units: { interdictor: 1 } },
    });
  it("says why, next to the rule", () => {
    const noLeader = side("empire", { "star-destroyer": 1 });
    expect(retreatBlocked(noLeader.attacker, noLeader.defender)).toBe(
      "This rule can never fire: a side retreats only with a leader in the system.",
    );
    const deathStar = side("empire", { "death-star": 1 }, ["darth-vader"]);
    expect(retreatBlocked(deathStar.attacker, deathStar.defender)).toMatch(
      /^This rule cannot fire while a Death Star is in the system/,
    );
    const held = side("rebel", { "x-wing": 1 }, ["mon-mothma"]);
    expect(retreatBlocked(held.attacker, held.defender)).toMatch(
      /^This rule cannot fire while an Interdictor is in the system/,
    );
    const grounded = side("empire", { stormtrooper: 2 }, ["darth-vader"]);
    expect(retreatBlocked(grounded.attacker, grounded.defender)).toMatch(
      /^This rule can fire only with an Escape Plan card/,
    );
    const free = side("empire", { "star-destroyer": 1 }, ["darth-vader"]);
    expect(retreatBlocked(free.attacker, free.defender)).toBeNull();
  });
});

describe("the retreat advisor", () => {
  it("sweeps never, after rounds 1-3, outgunned at 0.5/0.75/1 and a few units left", () => {
    const large = setupOf({
      attacker: {
        faction: "empire",
        units: { "star-destroyer": 2, "tie-fighter": 6 },
        leaders: ["darth-vader"],
      },
      defender: { faction: "rebel", units: { "x-wing": 4 } },
    });
    expect(retreatRules(large, "attacker").map((r) => JSON.stringify(r))).toEqual([
      '{"policy":"never"}',
      '{"policy":"after-round","round":1}',
      '{"policy":"after-round","round":2}',
      '{"policy":"after-round","round":3}',
      '{"policy":"when-outgunned","ratio":0.5}',
      '{"policy":"when-outgunned","ratio":0.75}',
      '{"policy":"when-outgunned","ratio":1}',
      '{"policy":"when-losing-units","below":2}',
      '{"policy":"when-losing-units","below":3}',
      '{"policy":"when-losing-units","below":4}',
    ]);
    // The Rebels have no leader: no runs for them, and the reason.
    expect(retreatCases(large).every((c) => c.side === "attacker")).toBe(true);
    expect(sideCannotRetreat(large, "defender")).toMatch(/can never fire/);
  });

  it("puts first the rule that keeps the most while winning about as often as the best", () => {
    const cases = retreatCases(DEFAULT_SETUP, 4000);
    const results = new Map<string, SimulationResult>();
    for (const c of cases)
      results.set(c.job.key, simulate(c.job.request.scenario, { trials: 4000, seed: c.job.request.seed }));
    const rebels = retreatRows(cases, results, "defender");
    // The Rebels almost never win the rulebook battle: leaving after round 1 keeps the most.
    expect(rebels[0]!.label).toBe("After round 1");
    expect(rebels[0]!.best).toBe(true);
    expect(rebels.filter((r) => r.best)).toHaveLength(1);
    const never = rebels.find((r) => r.label === "Never")!;
    expect(never.destroyed).toBeGreaterThan(0.99);
    expect(rebels[0]!.retreat).toBeGreaterThan(0.5);
    expect(rebels[0]!.strengthKept!).toBeGreaterThan(never.strengthKept!);
    // The Empire wins nearly always: its best rule wins within a point of its best win chance.
    const empire = retreatRows(cases, results, "attacker");
    const most = Math.max(...empire.map((r) => r.win!));
    expect(empire[0]!.win!).toBeGreaterThanOrEqual(most - 0.01);
  });
});

import { describe, expect, it } from "vitest";
import { retreatCases, retreatJobs, retreatRules, sideCannotRetreat } from "@/lib/retreat/retreat-advice";
import { retreatBlocked } from "@/lib/retreat/retreat-blocked";
import { encodeSetup, type Setup } from "@/lib/scenario/url-codec";
import { scenario, WIN_SETUP, empire, rebels } from "../helpers/scenarios";

function setupOf(input: Parameters<typeof scenario>[0]): Setup {
  return { scenario: scenario(input), trials: 100_000, seed: "1" };
}

describe("which retreat rules can fire", () => {
  const side = (faction: "empire" | "rebel", units: Record<string, number>, leaders: string[] = []) =>
    scenario({
      attacker: { faction, units, leaders, retreat: { policy: "after-round", round: 1 } },
      defender: faction === "empire" ? rebels({ "x-wing": 1 }) : empire({ interdictor: 1 }),
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
      attacker: empire({ "star-destroyer": 2, "tie-fighter": 6 }, ["darth-vader"]),
      defender: rebels({ "x-wing": 4 }),
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

  it("reuses the main run for the current rules: only the other rules are run", () => {
    const cases = retreatCases(WIN_SETUP, 4000);
    const jobs = retreatJobs(cases);
    expect(cases.filter((c) => c.current).map((c) => c.label)).toEqual(["Never", "Never"]);
    expect(jobs.length).toBe(cases.length - 2);
    expect(jobs.every((j) => j.request.trace === true && j.request.trials === 4000)).toBe(true);
    expect(jobs.some((j) => j.key === encodeSetup(WIN_SETUP))).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import {
  sensitivityCases,
  sensitivityJobs,
  sensitivityRows,
  SENSITIVITY_TRIALS,
} from "@/lib/compare/sensitivity";
import { simulate, type SimulationResult } from "@/lib/engine";
import { DEFAULT_SETUP, type Setup } from "@/lib/scenario/url-codec";

describe("sensitivityCases", () => {
  it("lists each targeting policy of each side, the current choice sharing one baseline run", () => {
    const cases = sensitivityCases(DEFAULT_SETUP);
    expect(cases.map((c) => `${c.side}:${c.policy}${c.current ? "*" : ""}`)).toEqual([
      "attacker:threat*",
      "attacker:max-kills",
      "attacker:biggest-first",
      "defender:threat*",
      "defender:max-kills",
      "defender:biggest-first",
    ]);
    const jobs = sensitivityJobs(cases);
    expect(jobs).toHaveLength(5);
    expect(jobs[0]?.request.trials).toBe(SENSITIVITY_TRIALS);
    expect(cases[4]?.setup.scenario.defender.targeting).toEqual({ policy: "max-kills" });
    expect(cases[4]?.setup.scenario.attacker.targeting).toEqual({ policy: "threat" });
  });

  it("keeps a priority list as the current row and never runs more trials than the setup asks", () => {
    const setup: Setup = {
      ...DEFAULT_SETUP,
      trials: 5000,
      scenario: {
        ...DEFAULT_SETUP.scenario,
        attacker: {
          ...DEFAULT_SETUP.scenario.attacker,
          targeting: { policy: "priority", order: ["y-wing"] },
        },
      },
    };
    const cases = sensitivityCases(setup);
    expect(cases.filter((c) => c.side === "attacker").map((c) => c.policy)).toEqual([
      "priority",
      "threat",
      "max-kills",
      "biggest-first",
    ]);
    expect(cases[0]?.current).toBe(true);
    expect(sensitivityJobs(cases).every((j) => j.request.trials === 5000)).toBe(true);
  });
});

describe("sensitivityRows", () => {
  it("gives each policy's odds and its difference from the side's current choice", () => {
    const cases = sensitivityCases(DEFAULT_SETUP, 4000);
    const results = new Map<string, SimulationResult>();
    for (const job of sensitivityJobs(cases))
      results.set(
        job.key,
        simulate(job.request.scenario, { trials: job.request.trials, seed: job.request.seed }),
      );
    const rows = sensitivityRows(cases, results);
    const base = results.get(cases[0]!.job.key)!;
    const maxKills = simulate(cases[4]!.setup.scenario, { trials: 4000, seed: "1" });
    expect(rows[4]).toMatchObject({
      side: "defender",
      policy: "max-kills",
      current: false,
      attackerWins: maxKills.outcomes.attacker.p,
      defenderWins: maxKills.outcomes.defender.p,
    });
    expect(rows[4]?.difference?.diff).toBeCloseTo(
      maxKills.outcomes.attacker.p - base.outcomes.attacker.p,
      12,
    );
    expect(rows[0]?.difference).toBeNull();
    expect(sensitivityRows(cases, new Map())[1]?.attackerWins).toBeNull();
  });
});

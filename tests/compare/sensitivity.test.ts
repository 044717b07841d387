import { WIN_SETUP } from "../helpers/scenarios";
import { describe, expect, it } from "vitest";
import {
  sensitivityCases,
  sensitivityJobs,
  sensitivityRows,
  SENSITIVITY_TRIALS,
} from "@/lib/compare/sensitivity";
import { simulateTraced, type TrialTrace } from "@/lib/engine";
import type { Setup } from "@/lib/scenario/url-codec";

describe("sensitivityCases", () => {
  it("lists each targeting policy of each side; the current choice is the main run, the others run traced", () => {
    const cases = sensitivityCases(WIN_SETUP);
    expect(cases.map((c) => `${c.side}:${c.policy}${c.current ? "*" : ""}`)).toEqual([
      "attacker:threat*",
      "attacker:max-kills",
      "attacker:biggest-first",
      "defender:threat*",
      "defender:max-kills",
      "defender:biggest-first",
    ]);
    const jobs = sensitivityJobs(cases);
    expect(jobs).toHaveLength(4);
    expect(jobs.every((j) => j.request.trials === SENSITIVITY_TRIALS && j.request.trace)).toBe(true);
    expect(cases[4]?.setup.scenario.defender.targeting).toEqual({ policy: "max-kills" });
    expect(cases[4]?.setup.scenario.attacker.targeting).toEqual({ policy: "threat" });
  });

  it("keeps a priority list as the current row and never runs more trials than the setup asks", () => {
    const setup: Setup = {
      ...WIN_SETUP,
      trials: 5000,
      scenario: {
        ...WIN_SETUP.scenario,
        attacker: {
          ...WIN_SETUP.scenario.attacker,
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
  it("shows the main run for the current choice and measures each other policy against it trial by trial", () => {
    const setup: Setup = { ...WIN_SETUP, trials: 8000 };
    const cases = sensitivityCases(setup, 4000);
    const main = simulateTraced(setup.scenario, { trials: 8000, seed: "1" });
    const traces = new Map<string, TrialTrace>();
    const own = new Map<string, ReturnType<typeof simulateTraced>>();
    for (const job of sensitivityJobs(cases)) {
      const run = simulateTraced(job.request.scenario, { trials: 4000, seed: job.request.seed });
      traces.set(job.key, run.trace!);
      own.set(job.key, run);
    }
    const baseline = { result: main.result, trace: main.trace! };
    const trace = (job: { key: string }) => traces.get(job.key) ?? null;
    const rows = sensitivityRows(cases, { baseline, trace }, 4000);
    // One number for one setup: the current rows are the main run's.
    expect(rows[0]).toMatchObject({
      current: true,
      attackerGoal: main.result.outcomes.attacker.p,
      defenderGoal: main.result.outcomes.defender.p,
      difference: null,
    });
    // Another policy: its own run's difference from the main run's first 4,000 trials, on the main run's figure.
    const maxKills = own.get(cases[4]!.job.key)!;
    const first = simulateTraced(setup.scenario, { trials: 4000, seed: "1" }).result;
    const diff = maxKills.result.outcomes.attacker.p - first.outcomes.attacker.p;
    expect(rows[4]!.difference!.diff).toBeCloseTo(diff, 12);
    expect(rows[4]!.difference!.paired).toBe(true);
    expect(rows[4]!.attackerGoal).toBeCloseTo(main.result.outcomes.attacker.p + diff, 12);
    expect(sensitivityRows(cases, { baseline, trace: () => null }, 4000)[1]?.attackerGoal).toBeNull();
    expect(sensitivityRows(cases, { baseline: null, trace }, 4000)[0]?.attackerGoal).toBeNull();
  });
});

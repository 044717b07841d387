import { describe, expect, it } from "vitest";
import { advise } from "@/lib/advice/advice";
import { adviceWork } from "@/lib/advice/advice-work";
import { adviceEstimateMs } from "@/lib/server/advice-service";
import { modelCostUs } from "@/lib/server/cost-model";
import type { Scenario } from "@/lib/scenario/types";
import { CHUNK_SIZE } from "@/lib/engine";
import { runBatch, type BatchRequest } from "@/lib/worker/protocol";
import { presetScenario } from "../helpers/scheduler-machine";
import { itFull } from "../helpers/tier";

// docs/server.md#the-advice-thread: advice was once admitted as 4 main runs; it runs one per retreat rule and per
// card. Its work is counted.

/** The runs an advice really makes (the main run and each distinct batch's battle), and the trials of all. */
function ran(scenario: Scenario, trials: number) {
  const battles = new Set<string>();
  let total = trials;
  const run = (batch: BatchRequest) => {
    battles.add(`${JSON.stringify(batch.scenario)}|${batch.seed}`);
    const response = runBatch(batch);
    if (!("error" in response)) total += response.tally.trials;
    return response;
  };
  advise({ scenario, trials, seed: "work" }, undefined, { run });
  return { jobs: 1 + battles.size, trials: total };
}

/** The advice's counted work, held to what it really ran: every run counted, its trials within the bounds. */
function countedWork(scenario: Scenario, trials: number) {
  const work = adviceWork({ scenario, trials, seed: "work" });
  const real = ran(scenario, trials);
  expect(work.jobs).toBe(real.jobs);
  expect(real.trials).toBeLessThanOrEqual(work.trials);
  expect(real.trials).toBeGreaterThanOrEqual(work.leastTrials);
  return work;
}

describe("an advice's work", () => {
  it("counts every run the advice makes, and its trials at most", () => {
    const rulebook = presetScenario("rulebook-example");
    const work = countedWork(rulebook, 4000);
    expect(work.jobs).toBeGreaterThan(4);
    expect(work.trials).toBe(4000 * work.jobs);
    expect(work.leastTrials).toBe(4000 + (work.jobs - 1) * Math.min(4000, CHUNK_SIZE));
  });

  // (Cinematic Combat's large battle: ~7 s of advice on a quiet core, so test:full; the rulebook's count above is the
  // same check in npm test)
  itFull("counts each card in Cinematic Combat, where 4 main runs fell farthest short", () => {
    const large = presetScenario("large-battle");
    const cinematic: Scenario = { ...large, tactics: { mode: "cinematic" } } as Scenario;
    const work = countedWork(cinematic, 2000);
    expect(work.jobs).toBeGreaterThan(12);
    // The estimate: every run's trials at the pace (here the model's), not 4 main runs.
    const us = modelCostUs(cinematic);
    expect(adviceEstimateMs(work.trials, us)).toBeCloseTo((2000 * work.jobs * us) / 1000, 6);
    expect(adviceEstimateMs(work.trials, us) / ((4 * 2000 * us) / 1000)).toBeGreaterThan(3);
  });
});

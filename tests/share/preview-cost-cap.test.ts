import { describe, expect, it } from "vitest";
import { parseScenario } from "@/lib/scenario";
import { DEFAULT_SETUP } from "@/lib/scenario/url-codec";
import { modelCostUs } from "@/lib/server/cost-model";
import type { RunOptions, RunRequest } from "@/lib/server/run-types";
import {
  PREVIEW_BUDGET_MS,
  PREVIEW_TRIALS,
  previewResult,
  previewTrials,
  type ServerRuns,
} from "@/lib/share/preview-result";
import { adversarialInput } from "../helpers/cost-corpus";

function adversarial() {
  const parsed = parseScenario(adversarialInput());
  if (!parsed.ok) throw new Error(parsed.error);
  return { ...DEFAULT_SETUP, scenario: parsed.scenario, trials: 20_000 };
}

describe("what a link preview may compute", () => {
  it("runs the usual battles at the preview's trials", () => {
    expect(previewTrials(DEFAULT_SETUP)).toBe(Math.min(DEFAULT_SETUP.trials, PREVIEW_TRIALS));
  });

  it("does not run a battle the cost model says would pass its budget: the preview says to open the link", async () => {
    const setup = adversarial();
    // ~2.6 ms per trial: not even 2,000 trials fit 500 ms.
    expect(modelCostUs(setup.scenario)).toBeGreaterThan((PREVIEW_BUDGET_MS * 1000) / 2000);
    expect(previewTrials(setup)).toBeNull();
    const asked: RunRequest[] = [];
    const runs: ServerRuns = {
      cached: () => undefined,
      run: (request: RunRequest, _options: RunOptions) => {
        asked.push(request);
        return Promise.resolve({ kind: "busy", retryAfterS: 1, reason: "test" });
      },
    };
    expect(await previewResult(setup, runs)).toBeNull();
    expect(asked).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";
import { PRESETS, parseScenario } from "@/lib/scenario";
import { DEFAULT_SETUP } from "@/lib/scenario/url-codec";
import { modelCostUs } from "@/lib/server/cost-model";
import type { RunOptions, RunRequest } from "@/lib/server/run-types";
import {
  PREVIEW_BUDGET_MS,
  PREVIEW_MIN_TRIALS,
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
  it("runs the usual battles at the page's trials (every preset's 100,000 fit 2 s of a thread by the model)", () => {
    expect(PREVIEW_BUDGET_MS).toBe(2000);
    expect(previewTrials(DEFAULT_SETUP)).toBe(DEFAULT_SETUP.trials);
    for (const preset of PRESETS) {
      const parsed = parseScenario(preset.scenario);
      if (!parsed.ok) throw new Error(parsed.error);
      expect(previewTrials({ ...DEFAULT_SETUP, scenario: parsed.scenario }), preset.name).toBe(100_000);
    }
  });

  it("runs as many whole chunks of 2,000 as fit when the page's trials do not", () => {
    const parsed = parseScenario(PRESETS.find((p) => p.id === "large-battle")?.scenario);
    if (!parsed.ok) throw new Error(parsed.error);
    // (~10.6 µs a trial: 189,000 fit 2,000 ms, floored to 188,000)
    expect(previewTrials({ ...DEFAULT_SETUP, scenario: parsed.scenario, trials: 1_000_000 })).toBe(188_000);
  });

  it("runs even the heaviest battle a link can hold (every unit ×99, Cinematic Combat, 500 rounds) in 2,000 trials", async () => {
    const setup = adversarial();
    // ~0.99 ms a trial by the model: 2,000 trials fit 2,000 ms (a smaller run is not worth drawing as odds).
    expect(modelCostUs(setup.scenario)).toBeLessThan((PREVIEW_BUDGET_MS * 1000) / PREVIEW_MIN_TRIALS);
    expect(previewTrials(setup)).toBe(PREVIEW_MIN_TRIALS);
    const asked: RunRequest[] = [];
    const runs: ServerRuns = {
      cached: () => undefined,
      run: (request: RunRequest, _options: RunOptions) => {
        asked.push(request);
        return Promise.resolve({ kind: "busy", retryAfterS: 1, reason: "test" });
      },
    };
    // (a busy server: no odds, the preview says to open the link)
    expect(await previewResult(setup, runs)).toBeNull();
    expect(asked.map((r) => r.trials)).toEqual([PREVIEW_MIN_TRIALS]);
  });
});

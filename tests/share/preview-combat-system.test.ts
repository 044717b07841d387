import { describe, expect, it } from "vitest";
import { simulate } from "@/lib/engine";
import { previewText } from "@/lib/share/preview-text";
import { DEFAULT_SETUP } from "@/lib/scenario/url-codec";

describe("a link preview's description", () => {
  it.each([
    ["base", "with tactic cards"],
    ["none", "dice only"],
    ["cinematic", "with Cinematic Combat"],
  ] as const)("says which combat system its odds are for (%s)", (mode, words) => {
    const setup = {
      ...DEFAULT_SETUP,
      trials: 2000,
      scenario: { ...DEFAULT_SETUP.scenario, tactics: { mode } },
    };
    const text = previewText(setup, simulate(setup.scenario, { trials: 2000, seed: setup.seed }));
    expect(text.description).toMatch(new RegExp(`2,000 simulated battles, seed 1, ${words}\\.$`));
  });
});

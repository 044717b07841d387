import { describe, expect, it } from "vitest";
import { simulate } from "@/lib/engine";
import { PRESETS, parseScenario } from "@/lib/scenario";

// Full result distributions for fixed seeds. They change only with an intended engine change:
// review the diff, then update with `npx vitest run tests/engine/snapshot.test.ts -u`.
describe("fixed-seed snapshots of full results", () => {
  for (const preset of PRESETS) {
    it(preset.id, () => {
      const parsed = parseScenario(preset.scenario);
      if (!parsed.ok) throw new Error(parsed.error);
      const result = simulate(parsed.scenario, { trials: 4000, seed: "snapshot" });
      expect(result).toMatchSnapshot();
    });
  }
});

import { describe, expect, inject, it } from "vitest";
import { leaderDef } from "@/lib/data";
import { OUTCOMES, simulate } from "@/lib/engine";
import { formatPercent } from "@/lib/format/percent";
import { PRESETS, parseScenario } from "@/lib/scenario";
import { encodeSetup } from "@/lib/scenario/url-codec";
import type { ScenarioInput } from "@/lib/scenario/schema";

const newBattleInput = (input: ScenarioInput): ScenarioInput => ({
  ...input,
  attacker: { goal: "auto", ...input.attacker },
  defender: { goal: "auto", ...input.defender },
});
import { FULL } from "../helpers/tier";
import { choosePreset, useChromium, openPage, waitForState, hiddenText } from "./browser";

const baseUrl = inject("baseUrl");
const browser = useChromium();

describe("presets", () => {
  it("loads named battles in one click, keeping trials and seed, with the engine's odds", async () => {
    const page = await openPage(browser(), `${baseUrl}/?v=1&t=20000&seed=presets`);
    await waitForState(page, "results", "done");
    // The rulebook example (the default) last, so every click changes the setup. (`npm test`: one other preset
    // before it; every preset in the full run; tests/engine/snapshot.test.ts plays every preset.)
    const order = [...PRESETS.slice(1, FULL ? undefined : 2), PRESETS[0]!];
    for (const preset of order) {
      // (a preset is a new battle: each side on `auto`, docs/rules.md#auto)
      const parsed = parseScenario(newBattleInput(preset.scenario));
      if (!parsed.ok) throw new Error(parsed.error);
      const setup = { scenario: parsed.scenario, trials: 20_000, seed: "presets" };
      // (the preset list is in the battle menu, closed once a preset is chosen: read while hidden)
      const button = page
        .getByTestId("presets")
        .getByRole("button", { name: preset.name, exact: true, includeHidden: true });
      await choosePreset(page, preset.name);
      await page.waitForURL(`${baseUrl}/?${encodeSetup(setup)}`);
      await waitForState(page, "results", "done");
      expect(await button.getAttribute("aria-pressed")).toBe("true");
      for (const side of ["attacker", "defender"] as const) {
        for (const [unit, count] of Object.entries(parsed.scenario[side].units))
          expect(await page.locator(`#${side}-${unit}`).inputValue(), `${preset.id} ${side} ${unit}`).toBe(
            String(count),
          );
        const pressed = await page
          .getByTestId(`force-${side}`)
          .locator('[aria-pressed="true"]')
          .allInnerTexts();
        // A chip reads "Name 3/1" plus its screen-reader text; the name is what comes before the values.
        expect(pressed.map((t) => t.split(/\s+\d\/\d/)[0]).sort()).toEqual(
          parsed.scenario[side].leaders.map((l) => leaderDef(l).name).sort(),
        );
      }
      const result = simulate(setup.scenario, { trials: setup.trials, seed: setup.seed });
      const shown = await Promise.all(
        OUTCOMES.map((o) => hiddenText(page.locator(`[data-testid="outcome-${o}-p"]`))),
      );
      expect(shown, preset.id).toEqual(OUTCOMES.map((o) => formatPercent(result.outcomes[o].p, "exact")));
    }
    await page.context().close();
  });
});

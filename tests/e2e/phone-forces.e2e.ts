import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { DEFAULT_SETUP, encodeSetup } from "@/lib/scenario/url-codec";
import { FULL } from "../helpers/tier";
import { useChromium } from "./browser";
import { SULLUST, openPhone } from "./sullust";

const baseUrl = inject("baseUrl");
const browser = useChromium();

// (5,000 trials: the test measures the forces, not the odds, so the page's runs stay short)
const sullust = encodeSetup({ ...DEFAULT_SETUP, trials: 5000, scenario: SULLUST });

/** From the top of the first force to the bottom of the second, and the screen left above the phone's odds bar. */
async function forcesSpan(page: Page) {
  return page.evaluate(() => {
    const box = (id: string) => document.querySelector(`[data-testid="${id}"]`)!.getBoundingClientRect();
    return {
      forces: Math.round(box("force-defender").bottom - box("force-attacker").top),
      screen: Math.round(window.innerHeight - box("odds-bar").height),
    };
  });
}

describe("both forces on one phone screen (docs/answer-first.md#on-a-phone)", () => {
  for (const width of FULL ? [390, 375] : [390]) {
    it(`Sullust's units in play, both sides, fit one ${width}-px phone screen with 44-px targets`, async () => {
      const page = await openPhone(browser(), `${baseUrl}/?${sullust}`, width);
      const { forces, screen } = await forcesSpan(page);
      console.log(`phone ${width}: both forces ${forces} px, screen above the odds bar ${screen} px`);
      expect(forces).toBeLessThanOrEqual(screen);
      // Every unit in play is listed; the rest are one tap away.
      const rows = page.locator('[data-testid^="force-"] li[data-unit]');
      const shown = await rows.evaluateAll((els) =>
        els.filter((e) => (e as HTMLElement).offsetParent !== null).map((e) => e.getAttribute("data-unit")),
      );
      expect(shown).toEqual([
        "tie-fighter",
        "star-destroyer",
        "stormtrooper",
        "at-st",
        "x-wing",
        "y-wing",
        "mon-calamari-cruiser",
        "rebel-trooper",
        "shield-generator",
      ]);
      // 44-px targets: every button and field of both forces.
      const small = await page
        .locator('[data-testid^="force-"] :is(button, input, select)')
        .evaluateAll((els) =>
          els
            .filter((e) => (e as HTMLElement).offsetParent !== null)
            .map((e) => ({
              name: e.getAttribute("aria-label") ?? e.textContent ?? e.id,
              r: e.getBoundingClientRect(),
            }))
            .filter(({ r }) => r.height < 44 || r.width < 44)
            .map(({ name, r }) => `${name} ${Math.round(r.width)}×${Math.round(r.height)}`),
        );
      expect(small).toEqual([]);
      // Quick taps are taps, never a zoom: three on + are three more.
      const more = page.getByRole("button", { name: "One more X-wing" });
      for (let i = 0; i < 3; i++) await more.tap();
      await page.waitForURL(/x-wing\.6/);
      const empire = page.getByTestId("force-attacker");
      await empire.getByRole("button", { name: "+ Add units" }).tap();
      // (waited for: a check glanced at the instant after a tap could fall between two paints under load)
      await empire.getByRole("button", { name: "One more AT-AT" }).waitFor();
      await empire.getByRole("button", { name: "One more TIE Striker" }).waitFor();
      await empire.getByRole("button", { name: "One more AT-AT" }).tap();
      await page.waitForURL(/at-at/);
      // Moving on to the other force folds the unused units away again.
      await page.getByTestId("force-defender").getByRole("heading").first().tap();
      await empire.getByRole("button", { name: "One more TIE Striker" }).waitFor({ state: "hidden" });
      expect(await empire.getByRole("button", { name: "One more AT-AT" }).isVisible()).toBe(true);
      await page.context().close();
    });
  }
});

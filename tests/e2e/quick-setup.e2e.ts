import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { parseScenario } from "@/lib/scenario";
import { useChromium, openPage, waitForState } from "./browser";
import { actionCounter, forcesInUrl } from "./sullust";
import { itFull } from "../helpers/tier";

const baseUrl = inject("baseUrl");
const browser = useChromium();

/**
 * A quick setup, from the page as it opens (the rulebook battle): "Empire attacks with 2 Star Destroyers,
 * 4 TIE fighters, 2 AT-ATs, 4 stormtroopers and Darth Vader against 1 Mon Calamari cruiser, 3 X-wings,
 * 1 Y-wing, 4 rebel troopers, a shield generator and Han Solo".
 */
const TARGET = parseScenario({
  attacker: {
    faction: "empire",
    units: { "star-destroyer": 2, "tie-fighter": 4, "at-at": 2, stormtrooper: 4 },
    leaders: ["darth-vader"],
  },
  defender: {
    faction: "rebel",
    units: { "mon-calamari-cruiser": 1, "x-wing": 3, "y-wing": 1, "rebel-trooper": 4, "shield-generator": 1 },
    leaders: ["han-solo"],
  },
});

async function performTask(page: Page, touch: boolean) {
  const { count, tap, type, unfold } = actionCounter(page, touch);
  const empire = page.getByTestId("force-attacker");
  const rebels = page.getByTestId("force-defender");
  await tap(empire.getByRole("button", { name: "One more Star Destroyer" }));
  await tap(page.locator("#attacker-tie-fighter"));
  await type("4");
  await unfold(empire);
  await tap(empire.getByRole("button", { name: "One more AT-AT" }));
  await tap(empire.getByRole("button", { name: "One more AT-AT" }));
  await tap(page.locator("#attacker-stormtrooper"));
  await type("4");
  await unfold(rebels);
  await tap(rebels.getByRole("button", { name: "One more Mon Calamari Cruiser" }));
  await tap(page.locator("#defender-x-wing"));
  await type("3");
  await unfold(rebels);
  await tap(page.locator("#defender-rebel-trooper"));
  await type("4");
  await tap(rebels.getByRole("button", { name: "One more Shield Generator" }));
  await tap(rebels.getByRole("button", { name: "+ Leader" }));
  await tap(rebels.getByRole("button", { name: /^Han Solo/ }));
  await tap(rebels.getByRole("button", { name: /^Jan Dodonna/ }));
  return count;
}

async function scenarioInUrl(page: Page) {
  if (!TARGET.ok) throw new Error(TARGET.error);
  await forcesInUrl(page, TARGET.scenario);
}

describe("setting up a battle quickly", () => {
  it("takes at most 16 taps on a 375-px phone, and the odds start within the first 1,600 px", async () => {
    const context = await browser().newContext({
      viewport: { width: 375, height: 800 },
      hasTouch: true,
      isMobile: true,
    });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`);
    await page.waitForSelector('[data-ready="true"]', { timeout: 30_000 });
    const count = await performTask(page, true);
    await scenarioInUrl(page);
    expect(count.taps).toBeLessThanOrEqual(16);
    await waitForState(page, "results", "done");
    const top = await page
      .locator("#results-heading")
      .evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    expect(top).toBeLessThan(1600);
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    console.log(
      `phone: ${count.taps} taps and ${count.keys} keys; the odds start ${Math.round(top)} px down`,
    );
    await context.close();
  });

  itFull("takes at most 16 clicks on a desktop", async () => {
    const page = await openPage(browser(), `${baseUrl}/`);
    const count = await performTask(page, false);
    await scenarioInUrl(page);
    expect(count.taps).toBeLessThanOrEqual(16);
    console.log(`desktop: ${count.taps} clicks and ${count.keys} keys`);
    await page.context().close();
  });

  itFull("clears a side in one click, and the page says what is missing", async () => {
    const page = await openPage(browser(), `${baseUrl}/`);
    await page
      .getByTestId("force-attacker")
      .getByRole("button", { name: /^Clear the Empire force/ })
      .click();
    await page.waitForURL(/a=empire$/);
    expect(await page.getByTestId("setup-problem").innerText()).toBe(
      "Cannot simulate this setup: the attacker has no units: a battle needs units on both sides.",
    );
    expect(await page.getByTestId("force-attacker").locator('[aria-pressed="true"]').count()).toBe(0);
    await page.context().close();
  });

  itFull(
    "shows Rise of the Empire units one tap away and says when their chosen cap of 12 is reached",
    async () => {
      const page = await openPage(browser(), `${baseUrl}/`);
      const empire = page.getByTestId("force-attacker");
      expect(await page.locator("#attacker-tie-striker").isVisible()).toBe(false);
      await empire.getByRole("button", { name: "+ Rise of the Empire units" }).first().click();
      await page.locator("#attacker-tie-striker").fill("12");
      await page.keyboard.press("Enter");
      await page.waitForURL(/tie-striker\.12/);
      const note = page.getByTestId("attacker-tie-striker-cap");
      expect(await note.innerText()).toBe(
        '12 is a cap this calculator sets for Rise of the Empire units, whose printed limits it does not know; turn on "Ignore component limits" under Options to allow up to 99.',
      );
      await page.getByLabel("Ignore component limits").check();
      await note.waitFor({ state: "detached" });
      await page.getByTestId("force-attacker").getByRole("button", { name: "One more TIE Striker" }).click();
      await page.waitForURL(/tie-striker\.13/);
      await page.context().close();
    },
  );

  itFull(
    "bottom odds bar on a phone says it is working out the odds while a run is young, never the last setup's numbers",
    async () => {
      const page = await openPage(browser(), `${baseUrl}/?v=1&t=200000`, { width: 375, height: 800 });
      await waitForState(page, "results", "done", 90_000);
      const bar = page.getByTestId("odds-bar");
      expect(await bar.innerText()).toMatch(/Empire wins (\d|>|<)/);
      await page.getByTestId("force-defender").getByRole("button", { name: "One more X-wing" }).click();
      expect(await bar.innerText()).toMatch(/^working out the odds…/);
      await waitForState(page, "results", "done", 90_000);
      expect(await bar.innerText()).toMatch(/Empire wins (\d|>|<)/);
      await page.context().close();
    },
  );
});

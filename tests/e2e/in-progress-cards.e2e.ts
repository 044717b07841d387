import { describe, expect, inject, it } from "vitest";
import type { Page } from "playwright-core";
import { OUTCOMES, simulate } from "@/lib/engine";
import { formatPercent } from "@/lib/format/percent";
import { DEFAULT_SETUP } from "@/lib/scenario/setup";
import { decodeSetup, encodeSetup } from "@/lib/scenario/url-codec";
import { hiddenText, openPage, useChromium } from "./browser";
import { itFull } from "../helpers/tier";
import { scenario } from "../helpers/scenarios";

// docs/rules.md#in-progress: the cards of a battle in progress entered on a 375-px phone, the odds run from them,
// and the link carries them.
const baseUrl = inject("baseUrl");
const browser = useChromium();
const PHONE = { width: 375, height: 800 };

/** The five headline chances once the run of the setup as it is now has finished. */
async function finishedOutcomes(page: Page): Promise<string[]> {
  await page.waitForSelector('[data-testid="results"][data-state="done"]', { timeout: 60_000 });
  return Promise.all(OUTCOMES.map((o) => hiddenText(page.locator(`[data-testid="outcome-${o}-p"]`))));
}

/** The engine's headline chances for the page's link (its own trials and seed). */
function engineOutcomes(url: string): string[] {
  const decoded = decodeSetup(new URL(url).search.slice(1));
  if (!decoded.ok) throw new Error(decoded.error);
  const { scenario, trials, seed } = decoded.setup;
  const result = simulate(scenario, { trials, seed });
  return OUTCOMES.map((o) => formatPercent(result.outcomes[o].p, "exact"));
}

describe("the cards of a battle in progress", () => {
  it("known cards and discards entered with 44-px taps move the odds, and the link carries them", async () => {
    const page = await openPage(browser(), `${baseUrl}/?v=1&t=5000`, PHONE);
    const before = await finishedOutcomes(page);
    await page.getByTestId("in-progress-switch").check();
    // Vader's opening space hand is 2 cards: one of them is known to be a Critical Hit.
    const known = page.getByTestId("in-progress-attacker-space-known-add");
    const box = await known.boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(44);
    await known.selectOption({ label: "Critical Hit" });
    await page.getByTestId("in-progress-discarded-space-add").selectOption({ label: "No Escape" });
    await page.waitForURL((url) => url.search.includes("discarded.space.no-escape"));
    expect(decodeURIComponent(new URL(page.url()).search)).toContain(
      "mid=r.1~hand.attacker.space.1.critical-hit~discarded.space.no-escape",
    );
    const chip = page.getByRole("button", { name: "Known space cards: take Critical Hit off" });
    expect((await chip.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    const after = await finishedOutcomes(page);
    expect(after).toEqual(engineOutcomes(page.url()));
    expect(after).not.toEqual(before);

    // The only No Escape is in the discard pile: known in a hand too is one line naming the field, and refused.
    const link = page.url();
    await known.selectOption({ label: "No Escape" });
    expect(await page.getByTestId("in-progress-problem").innerText()).toBe(
      "Battle in progress, space cards discarded: No Escape is listed 2 times in hands and discards, but the space deck has 1.",
    );
    expect(page.url()).toBe(link);
    await known.selectOption({ label: "Outmaneuver" });
    await page.waitForURL((url) => url.search.includes("hand.attacker.space.0.critical-hit.outmaneuver"));
    expect(await page.getByTestId("in-progress-problem").count()).toBe(0);
    // More known cards than held: refused in one line, nothing lost.
    await known.selectOption({ label: "Concentrate Fire" });
    expect(await page.getByTestId("in-progress-problem").innerText()).toBe(
      "Battle in progress, the Empire's space cards in hand: 2 held and 2 known, so Concentrate Fire would be one more known card than held; raise the cards in hand first.",
    );
    await page.getByRole("button", { name: "Known space cards: take Outmaneuver off" }).click();
    await page.waitForURL(link);

    // The link brings the cards back.
    const again = await openPage(browser(), link, PHONE);
    expect(
      await again.getByRole("button", { name: "Known space cards: take Critical Hit off" }).count(),
    ).toBe(1);
    expect(await finishedOutcomes(again)).toEqual(after);
    await again.context().close();
    await page.context().close();
  });

  itFull(
    "Cinematic Combat: the cards a side has used, entered in the panel, are its cards already used",
    async () => {
      const query = encodeSetup({
        ...DEFAULT_SETUP,
        trials: 5000,
        scenario: scenario({
          attacker: {
            faction: "empire",
            units: { "star-destroyer": 1, "tie-fighter": 2 },
            leaders: ["darth-vader"],
          },
          defender: { faction: "rebel", units: { "x-wing": 2, "y-wing": 1 }, leaders: ["jan-dodonna"] },
          tactics: "cinematic",
          inProgress: { round: 2 },
        }),
      });
      const page = await openPage(browser(), `${baseUrl}/?${query}`, PHONE);
      const before = await finishedOutcomes(page);
      const add = page.getByTestId("in-progress-attacker-space-used-add");
      expect((await add.boundingBox())!.height).toBeGreaterThanOrEqual(44);
      await add.selectOption({ label: "Swarm Tactics" });
      await page.waitForURL((url) => url.search.includes("swarm-tactics"));
      const decoded = decodeSetup(new URL(page.url()).search.slice(1));
      if (!decoded.ok) throw new Error(decoded.error);
      expect(decoded.setup.scenario.attacker.usedCards).toEqual({ space: ["swarm-tactics"], ground: [] });
      // (the force's own fold counts it: one list, two views)
      expect(
        await page
          .getByTestId("force-attacker")
          .getByRole("button", { name: /^Cards already used \(1\)$/ })
          .count(),
      ).toBe(1);
      const after = await finishedOutcomes(page);
      expect(after).toEqual(engineOutcomes(page.url()));
      expect(after).not.toEqual(before);
      await page.getByRole("button", { name: "Space cards used: take Swarm Tactics off" }).click();
      await page.waitForURL((url) => !url.search.includes("swarm-tactics"));
      await page.context().close();
    },
  );
});

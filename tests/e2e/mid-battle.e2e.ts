import { describe, expect, inject, it } from "vitest";
import { DEFAULT_SETUP } from "@/lib/scenario/setup";
import { encodeSetup } from "@/lib/scenario/url-codec";
import { scenario } from "../helpers/scenarios";
import { openPage, useChromium } from "./browser";

// docs/answer-first.md#at-the-table-mid-battle: the battle in progress on a phone, the dice just rolled, the best
// move.
const baseUrl = inject("baseUrl");
const browser = useChromium();
const PHONE = { width: 375, height: 800 };

/** Round 2, dice only: two Star Destroyers (one damaged) against three corvettes (one damaged). */
const QUERY = encodeSetup({
  ...DEFAULT_SETUP,
  trials: 5000,
  scenario: scenario({
    attacker: { faction: "empire", units: { "star-destroyer": 2 }, damaged: { "star-destroyer": [2] } },
    defender: {
      faction: "rebel",
      units: { "corellian-corvette": 3 },
      damaged: { "corellian-corvette": [1] },
    },
    tactics: "none",
    inProgress: { round: 2 },
  }),
});

describe("a battle in progress", () => {
  it("a link opens it at its round; the dice entered with 44-px taps give the best move", async () => {
    expect(QUERY).toContain("mid=r.2");
    const page = await openPage(browser(), `${baseUrl}/?${QUERY}`, PHONE);
    const panel = page.getByTestId("battle-in-progress");
    expect(await page.getByTestId("in-progress-switch").isChecked()).toBe(true);
    expect(await page.getByTestId("in-progress-round").locator("output").innerText()).toBe("2");
    const hits = page.getByTestId("rolled-red-hit").getByRole("button", { name: /one more/ });
    const box = await hits.boundingBox();
    // (a thumb's target on a 375-px phone)
    expect(box!.width).toBeGreaterThanOrEqual(44);
    expect(box!.height).toBeGreaterThanOrEqual(44);
    await hits.click();
    await hits.click();
    await page
      .getByTestId("rolled-red-direct")
      .getByRole("button", { name: /one more/ })
      .click();
    await panel.getByTestId("best-move-button").click();
    const answer = page.getByTestId("best-move");
    await expect
      .poll(() => answer.locator("li").first().innerText(), { timeout: 60_000 })
      .toMatch(
        /^Best: 1 on a Corellian Corvette with 1 damage \(destroyed\); 2 on a Corellian Corvette \(destroyed\)\nWin outright 9\d(\.\d)?% ± 1\.\d; strength lost \d\.\d \(the engine's own choice\)$/,
      );
    expect(await page.getByTestId("best-move-gain").innerText()).toBe(
      "The engine's own placement is the best.",
    );
    // The round is part of the battle: a step down to round 1 leaves the link without it.
    await page
      .getByTestId("in-progress-round")
      .getByRole("button", { name: /one fewer/ })
      .click();
    await page.waitForURL((url) => !url.search.includes("mid="));
    await page.context().close();
  });
});

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

// After the dice in the base game: the cards to play now.
/** A Star Destroyer holding Critical Hit and Take It Down against two corvettes (tests/mid-battle/card-moves.test.ts). */
const CARDS_QUERY = encodeSetup({
  ...DEFAULT_SETUP,
  trials: 2000,
  scenario: scenario({
    attacker: { faction: "empire", units: { "star-destroyer": 1 }, leaders: ["darth-vader"] },
    defender: { faction: "rebel", units: { "corellian-corvette": 2 } },
    tactics: "base",
    inProgress: {
      round: 2,
      attacker: { hand: { space: { cards: ["critical-hit", "take-it-down"], unknown: 0 } } },
    },
  }),
});

describe("after the dice, base game", () => {
  it("a hit and a special with Critical Hit and Take It Down in hand: the best move plays both", async () => {
    const page = await openPage(browser(), `${baseUrl}/?${CARDS_QUERY}`, PHONE);
    const panel = page.getByTestId("battle-in-progress");
    const more = (id: string) => page.getByTestId(id).getByRole("button", { name: /one more/ });
    await more("rolled-red-hit").click();
    await more("rolled-black-special").click();
    await panel.getByTestId("best-move-button").click();
    const answer = page.getByTestId("best-move");
    await expect
      .poll(() => answer.locator("li").first().innerText(), { timeout: 60_000 })
      .toMatch(
        /^Best: play Critical Hit and Take It Down \(a special\); 2 each on 2 Corellian Corvettes \(destroyed\)\n/,
      );
    const choices = page.getByTestId("card-choices").locator("li");
    expect(await choices.first().innerText()).toMatch(
      /^Play Critical Hit and Take It Down \(a special\): Win outright (>99|9\d(\.\d)?)% ± \d\.\d \(the best\)$/,
    );
    expect(await choices.last().innerText()).toMatch(
      /^Play no card: Win outright \d+(\.\d)?% ± \d\.\d, \d+\.\d points behind$/,
    );
    await page.context().close();
  });
});

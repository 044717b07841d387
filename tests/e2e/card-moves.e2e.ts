import { describe, expect, inject, it } from "vitest";
import { DEFAULT_SETUP } from "@/lib/scenario/setup";
import { encodeSetup } from "@/lib/scenario/url-codec";
import { scenario } from "../helpers/scenarios";
import { openPage, useChromium } from "./browser";

// docs/answer-first.md#at-the-table-mid-battle: after the dice in the base game, the cards to play now.
const baseUrl = inject("baseUrl");
const browser = useChromium();
const PHONE = { width: 375, height: 800 };

/** A Star Destroyer holding Critical Hit and Take It Down against two corvettes (tests/mid-battle/card-moves.test.ts). */
const QUERY = encodeSetup({
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
    const page = await openPage(browser(), `${baseUrl}/?${QUERY}`, PHONE);
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

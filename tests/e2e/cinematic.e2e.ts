import { describe, expect, inject, it } from "vitest";
import type { Page } from "playwright-core";
import { OUTCOMES, simulate, type SimulationResult } from "@/lib/engine";
import { perCombat, sideCards } from "@/lib/cards/card-stats";
import { formatPercent } from "@/lib/format/percent";
import { decodeSetup } from "@/lib/scenario/url-codec";
import { headlineOutcomes } from "@/lib/results/outcome-words";
import { useChromium, openPage as openPageAt, waitForState, hiddenText } from "./browser";
import { itFull } from "../helpers/tier";

const baseUrl = inject("baseUrl");
const browser = useChromium();

/** Rise of the Empire units (a TIE Striker, a U-wing) with the base decks: the page suggests Cinematic Combat. */
const ROTE_BATTLE =
  "/?v=1&t=20000&a=empire_tie-fighter.3,assault-carrier,star-destroyer,tie-striker_darth-vader&d=rebel_x-wing.3,y-wing,u-wing_han-solo";

function openPage(path: string, viewport = { width: 1280, height: 900 }): Promise<Page> {
  return openPageAt(browser(), `${baseUrl}${path}`, viewport);
}

async function outcomes(page: Page): Promise<string[]> {
  await waitForState(page, "results", "done");
  return Promise.all(OUTCOMES.map((o) => hiddenText(page.locator(`[data-testid="outcome-${o}-p"]`))));
}

/** The engine's result on one thread for the setup the page's URL holds. */
function engineResult(page: Page): SimulationResult {
  const decoded = decodeSetup(new URL(page.url()).search);
  if (!decoded.ok) throw new Error(decoded.error);
  const { scenario, trials, seed } = decoded.setup;
  return simulate(scenario, { trials, seed });
}

/** The engine's headline numbers for the page's setup, as the page shows them. */
function engineOutcomes(page: Page): string[] {
  const result = engineResult(page);
  return OUTCOMES.map((o) => formatPercent(result.outcomes[o].p, "exact"));
}

const visible = (page: Page, selector: string) => page.locator(selector).isVisible();

describe("Cinematic Combat in the page", () => {
  it("is suggested with Rise of the Empire units, picked in one tap, with used cards ticked: the engine's numbers, a link that reloads to the same", async () => {
    const page = await openPage(ROTE_BATTLE);
    await outcomes(page);
    expect(await page.getByTestId("combat-system").innerText()).toContain(
      "for the base game's combat with its tactic decks",
    );
    // the base decks' variant shows, Cinematic Combat's readings do not
    expect(await visible(page, "#variant-spaceDeck")).toBe(true);
    expect(await visible(page, "#variant-swarmTactics")).toBe(false);
    await page
      .getByTestId("cinematic-suggestion")
      .getByRole("button", { name: "Use Cinematic Combat" })
      .click();
    await page.waitForURL(/tc=cinematic/);
    expect(await page.getByLabel("Tactic cards", { exact: true }).inputValue()).toBe("cinematic");
    expect(await page.getByTestId("cinematic-suggestion").count()).toBe(0);
    expect(await visible(page, "#variant-spaceDeck")).toBe(false);
    for (const id of ["swarmTactics", "overwhelmingPresence", "cinematicBombardment"])
      expect(await visible(page, `#variant-${id}`)).toBe(true);
    expect(await page.getByTestId("combat-system").innerText()).toContain(
      "for Rise of the Empire's Cinematic Combat",
    );

    const empire = page.getByTestId("force-attacker");
    await empire.getByRole("button", { name: "Cards already used" }).click();
    await page.getByRole("checkbox", { name: "Tractor Beam" }).check();
    await page.getByRole("checkbox", { name: "Overrun" }).check();
    expect(await empire.getByRole("button", { name: "Cards already used (2)" }).count()).toBe(1);
    await empire.getByRole("button", { name: "Empire's choices" }).click();
    await page.locator("#attacker-cardPlay").selectOption("first-useful");
    await page.waitForURL(/first-useful_tractor-beam,overrun/);
    const shown = await outcomes(page);
    expect(shown).toEqual(engineOutcomes(page));

    const cards = page.getByTestId("card-stats");
    expect(await cards.innerText()).toContain("Cards played per combat (Cinematic Combat)");
    // the Empire's table: the engine's cards played, with their plays and top abilities per combat, and the gains;
    // the two cards ticked as already used are listed and marked, played or not
    const expected = sideCards(engineResult(page).attacker, "empire", {
      usedCards: { space: ["tractor-beam"], ground: ["overrun"] },
    });
    expect(await page.getByTestId("cards-attacker").getByTestId("card-used").count()).toBe(2);
    const rows = await page
      .getByTestId("cards-attacker")
      .locator("tbody tr")
      .evaluateAll((trs) =>
        trs.map((tr) => [...tr.children].map((c) => (c as HTMLElement).innerText.trim())),
      );
    expect(rows).toEqual(
      expected.rows.map((r) => [
        `${r.name} ${r.theater}${r.used ? " used at start" : ""}`,
        perCombat(r.played),
        perCombat(r.top ?? 0),
      ]),
    );
    expect(expected.rows.length).toBeGreaterThan(3);
    expect(expected.gained).toHaveLength(1); // Reinforcements' TIE Fighters
    expect(await page.getByTestId("cards-attacker").innerText()).toContain(
      `Units gained: ${perCombat(expected.gained[0]!.perCombat)} TIE Fighters per combat.`,
    );

    const link = page.url();
    await page.reload();
    await page.waitForSelector('[data-ready="true"]');
    expect(page.url()).toBe(link);
    expect(await outcomes(page)).toEqual(shown);
    expect(await page.getByLabel("Tactic cards", { exact: true }).inputValue()).toBe("cinematic");
    await page.getByTestId("force-attacker").getByRole("button", { name: "Empire's choices" }).click();
    expect(await page.locator("#attacker-cardPlay").inputValue()).toBe("first-useful");
    // the used cards' panel opens by itself when cards are ticked
    expect(await page.getByRole("checkbox", { name: "Tractor Beam" }).isChecked()).toBe(true);
    expect(await page.getByRole("checkbox", { name: "Swarm Tactics" }).isChecked()).toBe(false);
    await page.context().close();
  });

  itFull(
    "ticking a card already used shows the headline's chance before the change beside the new one",
    async () => {
      const page = await openPage(`${ROTE_BATTLE}&tc=cinematic`);
      await outcomes(page);
      const before = engineResult(page);
      expect(await page.getByTestId("verdict-was").count()).toBe(0);
      await page.getByTestId("force-attacker").getByRole("button", { name: "Cards already used" }).click();
      await page.getByRole("checkbox", { name: "Reinforcements" }).check();
      await page.waitForURL(/reinforcements/);
      await outcomes(page);
      const head = headlineOutcomes(engineResult(page), { attacker: "empire", defender: "rebel" })[0]!;
      const old = headlineOutcomes(before, { attacker: "empire", defender: "rebel" }).find(
        (o) => o.key === head.key,
      )!;
      expect(old.p).not.toBe(head.p);
      expect(await page.getByTestId("verdict-was").innerText()).toBe(`was ${formatPercent(old.p)}`);
      await page.context().close();
    },
  );

  itFull(
    "switching back to the base decks sets first-useful to Smart, puts used cards back in hand and says so",
    async () => {
      const page = await openPage(
        "/?v=2&t=20000&a=empire_tie-fighter.3,star-destroyer_darth-vader____first-useful_tractor-beam,overrun&d=rebel_x-wing.3_han-solo&tc=cinematic",
      );
      await outcomes(page);
      await page.getByLabel("Tactic cards", { exact: true }).selectOption("base");
      expect(await page.getByTestId("tactics-notice").innerText()).toBe(
        "Only Rise of the Empire's Cinematic Combat has First useful card (card play) and cards already used: the Empire's card play is now Smart and its 2 used cards are back in hand.",
      );
      await page.waitForURL((url) => !url.search.includes("tc="));
      expect(new URL(page.url()).search).toBe(
        "?v=2&a=empire_tie-fighter.3,star-destroyer_darth-vader&d=rebel_x-wing.3_han-solo&t=20000",
      );
      expect(await page.getByRole("button", { name: /Cards already used/ }).count()).toBe(0);
      await page.getByTestId("force-attacker").getByRole("button", { name: "Empire's choices" }).click();
      const options = await page.locator("#attacker-cardPlay option").allInnerTexts();
      expect(options).toEqual(["Smart (default)", "None"]); // first-useful is Cinematic Combat's only
      expect(await outcomes(page)).toEqual(engineOutcomes(page));
      // the notice explains the switch, and goes with the next change
      await page.getByTestId("force-defender").getByRole("button", { name: "One more X-wing" }).click();
      expect(await page.getByTestId("tactics-notice").count()).toBe(0);
      await page.context().close();
    },
  );

  itFull("explains a refused list in card names: all 8 space cards ticked", async () => {
    const page = await openPage("/?v=1&t=20000&tc=cinematic");
    await outcomes(page);
    const empire = page.getByTestId("force-attacker");
    await empire.getByRole("button", { name: "Cards already used" }).click();
    const space = empire.locator("fieldset").filter({ hasText: "Space cards" }).locator("input");
    expect(await space.count()).toBe(8);
    for (const box of await space.all()) await box.check();
    const message =
      "the attacker's cards already used: all 8 space cards are listed, but at most 7 can be in the discard pile (using the last card returns the others to hand)";
    expect(await page.getByTestId("setup-problem").innerText()).toBe(
      `Cannot simulate this setup: ${message}.`,
    );
    expect(await page.getByTestId("attacker-used-problem").innerText()).toBe(
      `${message.charAt(0).toUpperCase()}${message.slice(1)}.`,
    );
    await page.getByRole("checkbox", { name: "Swarm Tactics" }).uncheck();
    expect(await outcomes(page)).toEqual(engineOutcomes(page));
    await page.context().close();
  });

  itFull(
    "marks the Rebels' Confrontation removed from the game: never played, kept by the share link",
    async () => {
      const page = await openPage(
        "/?v=2&t=20000&a=empire_stormtrooper.3,at-st_general-veers&d=rebel_rebel-trooper.3,shield-generator_general-rieekan&tc=cinematic",
      );
      await outcomes(page);
      const rebels = page.getByTestId("force-defender");
      await rebels.getByRole("button", { name: "Cards already used" }).click();
      // only the card that can leave the game is offered, and only to the Rebels
      const removed = rebels.getByRole("region", { name: "Removed from the game" }).getByRole("checkbox");
      expect(await removed.count()).toBe(1);
      expect(await page.getByRole("region", { name: "Removed from the game" }).count()).toBe(1);
      await removed.check();
      await page.waitForURL(/_confrontation&/);
      expect(new URL(page.url()).searchParams.get("d")).toBe(
        "rebel_rebel-trooper.3,shield-generator_general-rieekan______confrontation",
      );
      expect(await rebels.getByRole("button", { name: "Cards already used (1 removed)" }).count()).toBe(1);
      // a removed card cannot also be ticked as used
      expect(await page.locator("#defender-used-confrontation").isDisabled()).toBe(true);
      expect(await outcomes(page)).toEqual(engineOutcomes(page));
      expect(engineResult(page).defender.cards.byCard.confrontation).toBeUndefined();
      const row = page.getByTestId("cards-defender").locator("tbody tr").filter({ hasText: "Confrontation" });
      expect(await row.getByTestId("card-removed").innerText()).toBe("removed");
      // the share link reloads to the same: the box still ticked, the same numbers
      const link = page.url();
      const again = await openPage(new URL(link).pathname + new URL(link).search);
      expect(await again.locator("#defender-removed-confrontation").isChecked()).toBe(true);
      expect(await outcomes(again)).toEqual(engineOutcomes(page));
      await again.context().close();
      await page.context().close();
    },
  );

  itFull.each([375, 1280])("fits %i px with the used cards, choices and card table open", async (width) => {
    const page = await openPage(
      "/?v=1&t=20000&a=empire_tie-fighter.3,assault-carrier,star-destroyer_darth-vader_____tractor-beam&d=rebel_x-wing.3,u-wing_han-solo_____escort_confrontation&tc=cinematic",
      { width, height: 812 },
    );
    await outcomes(page);
    for (const side of ["attacker", "defender"])
      expect(await page.locator(`#${side}-used-panel`).isVisible()).toBe(true);
    for (const name of ["Empire's choices", "Rebels' choices"])
      await page.getByRole("button", { name }).click();
    // (on a phone the card table is one tap away: docs/answer-first.md#on-a-phone)
    if (width < 640) await page.getByTestId("card-stats-fold").click();
    expect(await page.getByTestId("card-stats").isVisible()).toBe(true);
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    expect(clientWidth).toBe(width);
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    // every card's tick box is a 44-px target
    const heights = await page
      .locator('[id$="-used-panel"] label')
      .evaluateAll((els) => els.map((el) => el.getBoundingClientRect().height));
    expect(heights).toHaveLength(33); // 32 cards already used, and the Rebels' Confrontation removed from the game
    expect(Math.min(...heights)).toBeGreaterThanOrEqual(44);
    await page.context().close();
  });
});

import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { formatPercent } from "@/lib/format/percent";
import { headlineOutcomes, type Factions } from "@/lib/results/outcome-words";
import { simulate } from "@/lib/engine";
import { DEFAULT_SETUP, decodeSetup, encodeSetup } from "@/lib/scenario/url-codec";
import { choosePreset, useChromium, inView, openPage, waitForState } from "./browser";
import { SULLUST, openPhone } from "./sullust";
import { FULL, itFull } from "../helpers/tier";

const baseUrl = inject("baseUrl");
const browser = useChromium();

const query = (page: Page) => new URL(page.url()).search.replace(/^\?/, "");

/** An outcome's key in the factions' words: "attacker" → "empire", "split-defender-space" → "split-rebel-space". */
function meaning(key: string, factions: Factions): string {
  return key.replace(/attacker|defender/, (side) => factions[side as "attacker" | "defender"]);
}

/**
 * The headline outcome (key, meaning and chance) of the page's setup, from the engine on one thread (same seed,
 * trials), and every outcome's chance by its meaning.
 */
async function headline(
  page: Page,
): Promise<{ key: string; meaning: string; p: number; all: Map<string, number> }> {
  await waitForState(page, "results", "done", 90_000);
  const decoded = decodeSetup(new URL(page.url()).search);
  if (!decoded.ok) throw new Error(decoded.error);
  const { scenario, trials, seed } = decoded.setup;
  const factions = { attacker: scenario.attacker.faction, defender: scenario.defender.faction };
  const outcomes = headlineOutcomes(simulate(scenario, { trials, seed }), factions);
  const h = outcomes[0]!;
  expect(await page.getByTestId("verdict-outcomes").locator("li").first().getAttribute("data-testid")).toBe(
    `verdict-outcome-${h.key}`,
  );
  return {
    key: h.key,
    meaning: meaning(h.key, factions),
    p: h.p,
    all: new Map(outcomes.map((o) => [meaning(o.key, factions), o.p])),
  };
}

const sullust = encodeSetup({ ...DEFAULT_SETUP, trials: 20_000, scenario: SULLUST });

describe("the way back in view (docs/links-and-history.md#the-way-back-in-view)", () => {
  for (const device of FULL ? (["desktop", "phone"] as const) : (["phone"] as const)) {
    it(`${device}: after Clear, a preset and the text, Undo is on the screen where the player is`, async () => {
      const page =
        device === "phone"
          ? await openPhone(browser(), `${baseUrl}/?${sullust}`)
          : await openPage(browser(), `${baseUrl}/?${sullust}`);
      const start = query(page);
      const bar = page.getByTestId("way-back");
      // Clear, in the Rebels' force (far below Undo on a phone).
      const clear = page.getByRole("button", { name: /^Clear the Rebels force/ });
      await clear.scrollIntoViewIfNeeded();
      await clear.click();
      await page.waitForURL((u) => !u.search.includes("x-wing"));
      expect(await bar.innerText()).toContain("Cleared the Rebels' force.");
      expect(await inView(page, bar)).toBe(true);
      expect(await inView(page, page.getByTestId("undo"))).toBe(device === "desktop");
      await page.getByTestId("way-back-undo").click();
      await page.waitForURL(`${baseUrl}/?${start}`);
      expect(await bar.count()).toBe(0);
      // A preset, then the text: each says what it did and offers Undo in view.
      await choosePreset(page, "Death Star assault");
      await page.waitForURL((u) => u.search.includes("death-star"));
      expect(await bar.innerText()).toContain("Opened a preset battle.");
      expect(await inView(page, bar)).toBe(true);
      await page.getByTestId("way-back-undo").click();
      await page.waitForURL(`${baseUrl}/?${start}`);
      await page.locator("#forces-text").fill("3 X-wing vs SD");
      await page.locator("#forces-text").press("Enter");
      await page.waitForURL((u) => u.search.includes("x-wing.3") && !u.search.includes("tie-fighter"));
      expect(await bar.innerText()).toContain("Set up from the text.");
      expect(await inView(page, bar)).toBe(true);
      // One row by the thumb (its words and Undo and ×), not a box over the page.
      expect((await bar.boundingBox())!.height).toBeLessThan(60);
      // × closes it; the next change of that size brings it back.
      await bar.getByRole("button", { name: "Close this note" }).click();
      expect(await bar.count()).toBe(0);
      await page.getByTestId("undo").click();
      await page.waitForURL(`${baseUrl}/?${start}`);
      await page.context().close();
    });
  }

  itFull(
    "Change next to the combat system opens the choice where the player is, and the headline says what it was",
    async () => {
      const page = await openPhone(browser(), `${baseUrl}/?${sullust}`);
      const before = await headline(page);
      await page.getByRole("button", { name: "Change the combat system (tactic cards)" }).click();
      const choice = page.getByTestId("combat-system-choice");
      expect(await inView(page, choice)).toBe(true);
      await choice.getByLabel("Tactic cards", { exact: true }).selectOption("cinematic");
      await page.waitForURL(/tc=cinematic/);
      // (the bar says so for 5 s: read before the new run is waited for)
      expect(await page.getByTestId("way-back").innerText()).toContain(
        "Now for Rise of the Empire's Cinematic Combat.",
      );
      // Chosen, the choice folds away: the new headline shows where it was.
      expect(await choice.count()).toBe(0);
      expect(await inView(page, page.getByTestId("verdict-outcomes").locator("li").first())).toBe(true);
      const after = await headline(page);
      // "was": the new headline outcome's chance before the change (0% when it did not happen then).
      const old = before.all.get(after.meaning) ?? 0;
      expect(await page.getByTestId("verdict-was").innerText()).toBe(`was ${formatPercent(old)}`);
      expect(await page.getByTestId("odds-bar-was").innerText()).toBe(`(was ${formatPercent(old)})`);
      await page.getByTestId("undo").click();
      await page.waitForURL((u) => !u.search.includes("tc=cinematic"));
      await page.context().close();
    },
  );

  itFull("a combat-system switch that changes another setting keeps the choice open, saying so", async () => {
    const page = await openPage(
      browser(),
      `${baseUrl}/?v=1&t=20000&a=empire_tie-fighter.3,star-destroyer_darth-vader____first-useful_tractor-beam,overrun&d=rebel_x-wing.3_han-solo&tc=cinematic`,
    );
    await page.getByRole("button", { name: "Change the combat system (tactic cards)" }).click();
    const choice = page.getByTestId("combat-system-choice");
    await choice.getByLabel("Tactic cards", { exact: true }).selectOption("base");
    await page.waitForURL((u) => !u.search.includes("tc="));
    expect(await choice.getByTestId("tactics-notice").innerText()).toContain("2 used cards are back in hand");
    expect(await inView(page, choice)).toBe(true);
    await page.context().close();
  });

  itFull("after the sides trade places, 'was' is the same faction's chance before", async () => {
    const page = await openPage(browser(), `${baseUrl}/?${sullust}`);
    const before = await headline(page);
    await page.getByText("Rebels attack", { exact: true }).click();
    await page.waitForURL(/a=rebel_/);
    const after = await headline(page);
    // The Empire wins either way: it was the attacker's win, it is now the defender's.
    expect([before.key, after.key, after.meaning]).toEqual(["attacker", "defender", "empire"]);
    expect(await page.getByTestId("verdict-was").innerText()).toBe(`was ${formatPercent(before.p)}`);
    await page.context().close();
  });

  itFull("the headline says what it was after any change of the setup, a count included", async () => {
    const page = await openPage(browser(), `${baseUrl}/?${sullust}`);
    const before = await headline(page);
    await page.getByRole("button", { name: "One more Mon Calamari Cruiser" }).click();
    await page.waitForURL(/mon-calamari-cruiser\.2/);
    const after = await headline(page);
    expect(after.key).toBe(before.key);
    expect(await page.getByTestId("verdict-was").innerText()).toBe(`was ${formatPercent(before.p)}`);
    await page.context().close();
  });
});

import os from "node:os";
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { PRESETS, parseScenario } from "@/lib/scenario";
import { DEFAULT_SETUP, encodeSetup } from "@/lib/scenario/url-codec";
import { FULL, itFull } from "../helpers/tier";
import { choosePreset, openBattleMenu, openPage, useChromium, waitForState } from "./browser";
import { openPhone } from "./sullust";

// The first screen at the table (docs/answer-first.md#on-a-phone). Positions are read from the page
// (getBoundingClientRect, page coordinates), on Sullust and the Large battle, on a phone and a 1280×800 desktop.
const baseUrl = inject("baseUrl");
const browser = useChromium();

function presetLink(id: string, trials = 20_000): string {
  const parsed = parseScenario(PRESETS.find((p) => p.id === id)!.scenario);
  if (!parsed.ok) throw new Error(parsed.error);
  return encodeSetup({ ...DEFAULT_SETUP, trials, scenario: parsed.scenario });
}

const ANSWERS = ["verdict-outcomes", "verdict-holds", "verdict-losses", "verdict-retreat"] as const;

/** Each answer's top and bottom in page coordinates, the page's length and the window's height. */
function positions(page: Page) {
  return page.evaluate((ids) => {
    const box = (id: string) => {
      const el = document.querySelector(`[data-testid="${id}"]`);
      if (!el) return null;
      const r = el.getBoundingClientRect();
      return { top: Math.round(r.top + scrollY), bottom: Math.round(r.bottom + scrollY) };
    };
    return {
      answers: Object.fromEntries(ids.map((id) => [id, box(id)])),
      bar: box("odds-bar"),
      length: document.documentElement.scrollHeight,
      height: innerHeight,
    };
  }, ANSWERS);
}

/** The page once its odds and both retreat verdicts are settled. */
async function settled(page: Page): Promise<void> {
  await waitForState(page, "results", "done", 120_000);
  await page.waitForSelector('[data-testid="verdict-retreat-attacker"]:not([data-state="pending"])', {
    timeout: 180_000,
  });
  await page.waitForSelector('[data-testid="verdict-retreat-defender"]:not([data-state="pending"])', {
    timeout: 180_000,
  });
}

describe("the answer before the chrome", () => {
  const phones = FULL ? [390, 375] : [390];
  for (const width of phones)
    for (const battle of FULL ? ["sullust", "large-battle"] : ["sullust"]) {
      it(`${width}-px phone, ${battle}: the headline within 300 px, at most 8 screens, no answer folded`, async () => {
        const page = await openPhone(browser(), `${baseUrl}/?${presetLink(battle)}`, width);
        await settled(page);
        const p = await positions(page);
        console.log(`first screen ${width}px ${battle}: ${JSON.stringify(p)}`);
        expect(p.answers["verdict-outcomes"]!.top).toBeLessThanOrEqual(300);
        expect(p.length).toBeLessThanOrEqual(8 * p.height);
        // Every answer is shown (none folded away to make the page shorter).
        for (const id of ANSWERS) expect(await page.getByTestId(id).isVisible(), id).toBe(true);
        // Sullust: the retreat line on the first screen, above the odds bar.
        if (battle === "sullust")
          expect(p.answers["verdict-retreat"]!.bottom).toBeLessThanOrEqual(p.bar!.top);
        // The row above the odds is one row of 44-px targets.
        const row = await page.evaluate(() =>
          [
            ...document.querySelectorAll<HTMLElement>(
              '[name="attacking-faction"], [data-testid="undo"], [data-testid="redo"], [data-testid="recent-toggle"]',
            ),
          ].map((el) => {
            const r = (el.closest("label") ?? el).getBoundingClientRect();
            return { top: Math.round(r.top), width: r.width, height: r.height };
          }),
        );
        expect(new Set(row.map((r) => r.top)).size).toBe(1);
        for (const r of row) expect(Math.min(r.width, r.height)).toBeGreaterThanOrEqual(44);
        await page.context().close();
      }, 240_000);
    }

  const desktop = FULL ? PRESETS.map((p) => p.id) : ["sullust"];
  for (const id of desktop)
    it(`1280×800, ${id}: who wins, losses, who holds what and retreat within the first 800 px`, async () => {
      const page = await openPage(browser(), `${baseUrl}/?${presetLink(id)}`, { width: 1280, height: 800 });
      await settled(page);
      const p = await positions(page);
      console.log(`first screen 1280px ${id}: ${JSON.stringify(p)}`);
      for (const answer of ANSWERS) {
        if (answer === "verdict-holds" && !p.answers[answer]) continue; // (one theater: no split to name)
        expect(p.answers[answer]!.bottom, answer).toBeLessThanOrEqual(800);
      }
      await page.context().close();
    }, 240_000);
});

describe("a new battle starts clean", () => {
  itFull(
    "a preset clears the name and the typed line (Undo brings the name back); the typed line's battle has none",
    async () => {
      const page = await openPage(
        browser(),
        `${baseUrl}/?${presetLink("sullust", 5000)}&name=Sullust%2C%20turn%206`,
      );
      await waitForState(page, "results", "done");
      expect(await page.title()).toMatch(/^Sullust, turn 6\b/);
      expect(await page.getByTestId("battle-menu-name").innerText()).toBe("Sullust, turn 6");
      await page.locator("#forces-text").fill("3 X-wing vs SD");
      await choosePreset(page, "Large battle, both theaters");
      await page.waitForURL((u) => u.search.includes("super-star-destroyer"));
      expect(new URL(page.url()).searchParams.get("name")).toBeNull();
      expect(await page.getByTestId("battle-name").inputValue()).toBe("");
      expect(await page.locator("#forces-text").inputValue()).toBe("");
      await page.waitForFunction(() => !document.title.startsWith("Sullust"));
      // Undo: the battle before, name and all.
      await page.getByTestId("undo").click();
      await page.waitForURL((u) => u.searchParams.get("name") === "Sullust, turn 6");
      expect(await page.getByTestId("battle-name").inputValue()).toBe("Sullust, turn 6");
      // The typed line starts a battle of its own, with no name.
      await page.locator("#forces-text").fill("2 SD vs 3 X-wing");
      await page.locator("#forces-text").press("Enter");
      await page.waitForURL((u) => u.search.includes("x-wing.3") && !u.search.includes("name="));
      expect(await page.getByTestId("battle-name").inputValue()).toBe("");
      // The text it was set up from stays (it is this battle's), said once: in the bar, not under the field too.
      expect(await page.locator("#forces-text").inputValue()).toBe("2 SD vs 3 X-wing");
      expect(await page.getByTestId("forces-status").innerText()).toBe("");
      expect(await page.getByText("Set up from the text.").count()).toBe(1);
      await page.context().close();
    },
  );

  itFull("a recent battle brings back its own name", async () => {
    const page = await openPage(browser(), `${baseUrl}/?${presetLink("sullust", 5000)}&name=Hoth`);
    await waitForState(page, "results", "done");
    await openBattleMenu(page);
    await page.getByTestId("recent-name").getByText("Hoth").waitFor({ timeout: 20_000 });
    await choosePreset(page, "Death Star assault");
    await page.waitForURL((u) => u.search.includes("death-star") && !u.search.includes("name="));
    await openBattleMenu(page);
    await page.getByRole("button", { name: /^Open Hoth/ }).click();
    await page.waitForURL((u) => u.searchParams.get("name") === "Hoth");
    expect(await page.getByTestId("battle-name").inputValue()).toBe("Hoth");
    await page.context().close();
  });

  itFull(
    "says 'was' after an edit of the same battle only; the bar goes by itself and covers no answer",
    async () => {
      const page = await openPage(browser(), `${baseUrl}/?${presetLink("sullust", 5000)}`, {
        width: 1280,
        height: 800,
      });
      await waitForState(page, "results", "done");
      await choosePreset(page, "Death Star assault");
      const bar = page.getByTestId("way-back");
      const shown = await page.evaluate(() => {
        const box = (id: string) => document.querySelector(`[data-testid="${id}"]`)!.getBoundingClientRect();
        return {
          text: document.querySelector('[data-testid="way-back"]')!.textContent,
          bar: box("way-back").right,
          odds: box("results").left,
        };
      });
      expect(shown.text).toContain("Opened a preset battle.");
      // Left of the odds column: it covers none of the answers.
      expect(shown.bar).toBeLessThanOrEqual(shown.odds);
      await waitForState(page, "results", "done");
      // A new battle: no "was" from the one before.
      expect(await page.getByTestId("verdict-was").count()).toBe(0);
      // (the page's own timer, components/calculator/use-way-back.ts:WAY_BACK_MS, takes it away: waited for, not timed)
      await bar.waitFor({ state: "detached", timeout: 60_000 });
      // An edit of it: "was" the chance before.
      await page.getByTestId("force-attacker").getByRole("button", { name: "One more X-wing" }).click();
      await waitForState(page, "results", "done");
      await page.getByTestId("verdict-was").waitFor();
      await page.context().close();
    },
  );

  itFull("on a phone the bottom bar reads A → B while a comparison is pinned", async () => {
    const page = await openPhone(browser(), `${baseUrl}/?${presetLink("sullust", 5000)}`);
    await waitForState(page, "results", "done");
    await page.getByRole("button", { name: "Pin this result as A" }).click();
    await page.getByTestId("force-attacker").getByRole("button", { name: "One more Star Destroyer" }).click();
    await waitForState(page, "results", "done");
    await waitForState(page, "compare", "ready");
    const text = await page.getByTestId("odds-bar-compare").innerText();
    expect(text).toMatch(/^.+: A (<1|>99|\d+(\.\d)?)% → B (<1|>99|\d+(\.\d)?)%$/);
    await page.screenshot({ path: path.join(os.tmpdir(), `first-screen-compare-${process.pid}.png`) });
    expect(text).toContain(
      `B ${await page.getByTestId("verdict-outcomes").locator("strong").first().innerText()}`,
    );
    await page.context().close();
  });
});

import { describe, expect, inject, it } from "vitest";
import type { Page } from "playwright-core";
import { OUTCOMES, simulate } from "@/lib/engine";
import { parseScenario } from "@/lib/scenario";
import { formatPercent } from "@/lib/format/percent";
import { DEFAULT_SETUP } from "@/lib/scenario/url-codec";
import { SHARED_PARAM } from "@/lib/scenario/link-riders";
import { sharedChances } from "@/lib/share/shared-odds";
import { useChromium, openBattleMenu, openPage as openPageAt, hiddenText } from "./browser";
import { itFull } from "../helpers/tier";

const baseUrl = inject("baseUrl");
const browser = useChromium();

function openPage(path: string, viewport = { width: 1280, height: 900 }): Promise<Page> {
  return openPageAt(browser(), `${baseUrl}${path}`, viewport);
}

/** Waits until the run for the current setup has finished, then reads the five headline numbers. */
async function finishedOutcomes(page: Page): Promise<string[]> {
  await page.waitForSelector('[data-testid="results"][data-state="done"]', { timeout: 20_000 });
  return Promise.all(OUTCOMES.map((o) => hiddenText(page.locator(`[data-testid="outcome-${o}-p"]`))));
}

/** The headline numbers the engine gives on one thread, formatted as the page shows them. */
function expectedOutcomes(scenario: unknown, trials: number, seed: string): string[] {
  const parsed = parseScenario(scenario);
  if (!parsed.ok) throw new Error(parsed.error);
  const result = simulate(parsed.scenario, { trials, seed });
  return OUTCOMES.map((o) => formatPercent(result.outcomes[o].p, "exact"));
}

describe("the calculator page", () => {
  it("shows the default battle's odds, exactly the engine's numbers", async () => {
    const started = Date.now();
    const page = await openPage("/");
    const outcomes = await finishedOutcomes(page);
    // (how long it took is measured by `npm run bench:browser`, never asserted: no wall-clock bound holds at load 8)
    const elapsed = Date.now() - started;
    expect(outcomes).toEqual(expectedOutcomes(DEFAULT_SETUP.scenario, 100_000, "1"));
    expect(await hiddenText(page.getByTestId("run-status"))).toMatch(
      // The server runs a cheap setup with the page (same seed and trials, so the same numbers).
      /^Done: 100,000 of 100,000 trials (in \d+\.\d\d s \(\d+ workers?\)|\(computed with the page\))$/,
    );
    expect(await hiddenText(page.getByTestId("outcome-attacker"))).toContain("Empire (attacker) wins");
    expect(await hiddenText(page.getByTestId("likely-attacker"))).toMatch(
      /^most likely: lose 1 TIE Fighter \(5\d\.\d\d%\)$/,
    );
    expect(page.url()).toBe(`${baseUrl}/`);
    console.log(
      `default battle: results shown ${elapsed} ms after navigation; ${await hiddenText(page.getByTestId("run-status"))}`,
    );
    await page.context().close();
  });

  it("reruns when a unit count changes and writes the change into the URL", async () => {
    const page = await openPage("/");
    const before = await finishedOutcomes(page);
    const attacker = page.getByTestId("force-attacker");
    await attacker.getByRole("button", { name: "One fewer TIE Fighter" }).click();
    expect(await attacker.getByRole("button", { name: "One more X-wing" }).count()).toBe(0); // the attacker is Imperial
    await page.getByTestId("force-defender").getByRole("button", { name: "One more X-wing" }).click();
    await page.waitForURL(/\?v=2&/);
    expect(new URL(page.url()).search).toBe(
      "?v=2&a=empire_star-destroyer_darth-vader&d=rebel_x-wing.2,y-wing_jan-dodonna",
    );
    const after = await finishedOutcomes(page);
    expect(after).not.toEqual(before);
    const scenario = {
      attacker: { faction: "empire", units: { "star-destroyer": 1 }, leaders: ["darth-vader"] },
      defender: { faction: "rebel", units: { "x-wing": 2, "y-wing": 1 }, leaders: ["jan-dodonna"] },
    };
    expect(after).toEqual(expectedOutcomes(scenario, 100_000, "1"));
    await page.context().close();
  });

  it("reproduces the same numbers when a copied link is opened", async () => {
    const page = await openPage("/");
    await finishedOutcomes(page);
    await page.getByLabel("Trials").selectOption("50000");
    await page.getByLabel("Seed", { exact: true }).fill("copy-test");
    await page.getByTestId("force-attacker").getByRole("button", { name: "One more Star Destroyer" }).click();
    await page.getByLabel("Tactic cards").selectOption("none");
    await page.waitForURL(/seed=copy-test/);
    const numbers = await finishedOutcomes(page);
    const losses = await hiddenText(page.getByTestId("losses"));
    expect(losses).toMatch(/\d\.\d\d of \d+ /); // (the table, read while its Details are closed)
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseUrl });
    // (the link is in the battle menu)
    await openBattleMenu(page);
    await page.getByRole("button", { name: "Copy link" }).click();
    await page.getByText("Link copied").waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    // The link, then the headline chances the page shows (shared=), as the page's own run gives them.
    const link = `${baseUrl}/?v=2&a=empire_tie-fighter,star-destroyer.2_darth-vader&tc=none&t=50000&seed=copy-test`;
    expect(copied.startsWith(`${link}&shared=`)).toBe(true);
    const shared = SHARED_PARAM.parse(copied.slice(`${link}&shared=`.length));
    const run = simulate(
      {
        ...DEFAULT_SETUP.scenario,
        attacker: { ...DEFAULT_SETUP.scenario.attacker, units: { "tie-fighter": 1, "star-destroyer": 2 } },
        tactics: { mode: "none" },
      },
      { trials: 50_000, seed: "copy-test" },
    );
    expect(shared).toEqual(SHARED_PARAM.parse(SHARED_PARAM.serialize({ b: sharedChances(run), a: null })));
    expect(await page.getByTestId("share-url").inputValue()).toBe(copied);

    const other = await openPage(copied.slice(baseUrl.length));
    expect(await finishedOutcomes(other)).toEqual(numbers);
    expect(await hiddenText(other.getByTestId("losses"))).toBe(losses);
    expect(await other.getByLabel("Seed", { exact: true }).inputValue()).toBe("copy-test");
    expect(await other.locator("#attacker-star-destroyer").inputValue()).toBe("2");
    await page.context().close();
    await other.context().close();
  });

  // (test:full: links.e2e.ts's first test is a link notice in npm test)
  itFull.each([
    [
      "an unknown format version",
      "/?v=7&a=empire_tie-fighter",
      'Invalid battle link: link format version "7" is not supported (this app reads versions 1 to 2).',
    ],
    [
      "an over-long link",
      `/?v=1&seed=${"x".repeat(8100)}`,
      "Invalid battle link: it is too long (8109 characters, at most 8000).",
    ],
    // (a link with parts it can read keeps them: tests/e2e/links.e2e.ts)
  ])("shows a notice for a link with %s, then the default battle", async (_what, path, message) => {
    const page = await openPage(path);
    const notice = page.getByTestId("link-notice");
    await notice.waitFor();
    expect(await notice.innerText()).toContain(message);
    expect(await notice.innerText()).toContain("The default battle is loaded instead.");
    expect(await finishedOutcomes(page)).toEqual(expectedOutcomes(DEFAULT_SETUP.scenario, 100_000, "1"));
    // The page may arrive with its numbers; the link is replaced once it has hydrated.
    await page.waitForURL(`${baseUrl}/`);
    expect(page.url()).toBe(`${baseUrl}/`);
    await page.context().close();
  });

  itFull(
    "opens a link whose & came back as &amp; (mail, chat apps) as its battle, and writes it clean",
    async () => {
      const page = await openPage("/?v=1&amp;a=empire_tie-fighter.2,star-destroyer_darth-vader&amp;t=20000");
      expect(await page.getByTestId("link-notice").count()).toBe(0);
      expect(await page.locator("#attacker-tie-fighter").inputValue()).toBe("2");
      // (written in version 2: the version-1 link's sides play for the win, written out)
      await page.waitForURL(
        `${baseUrl}/?v=2&a=empire_tie-fighter.2,star-destroyer_darth-vader_______win&d=rebel_x-wing,y-wing_jan-dodonna_______win&t=20000`,
      );
      await page.context().close();
    },
  );

  itFull("fits a 375-px phone without horizontal scrolling", async () => {
    const page = await openPage("/", { width: 375, height: 812 });
    await finishedOutcomes(page);
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    expect(clientWidth).toBe(375);
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    // Every control is still reachable: the last defender unit's counter is inside the viewport's width.
    const box = await page.getByTestId("force-defender").boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(375);
    await page.context().close();
  });
});

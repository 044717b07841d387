import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { OUTCOMES, simulate } from "@/lib/engine";
import { formatPercent } from "@/lib/format/percent";
import { planForces } from "@/lib/planner";
import { decodeSetup } from "@/lib/scenario/url-codec";
import { useChromium, waitForState, hiddenText } from "./browser";
import { workerUrls } from "../../scripts/engine-bundles.mjs";
import { itFull } from "../helpers/tier";

const baseUrl = inject("baseUrl");
const browser = useChromium();

async function outcomes(page: Page): Promise<string[]> {
  await waitForState(page, "results", "done");
  return Promise.all(OUTCOMES.map((o) => hiddenText(page.getByTestId(`outcome-${o}-p`))));
}

function expected(query: string): string[] {
  const decoded = decodeSetup(query);
  if (!decoded.ok) throw new Error(decoded.error);
  const { scenario, trials, seed } = decoded.setup;
  const result = simulate(scenario, { trials, seed });
  return OUTCOMES.map((o) => formatPercent(result.outcomes[o].p, "exact"));
}

/** Opens the calculator and waits until the service worker controls it (its install cached the shell). */
async function visitOnce(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${baseUrl}/`);
  await page.waitForSelector('[data-ready="true"]');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
  return page;
}

describe("offline at the game table", () => {
  it("after one visit, opens a share link with the network off and computes its odds in the workers", async () => {
    const context = await browser().newContext();
    const page = await visitOnce(context);
    // What is kept for `/` is the calculator's shell: no setup, no numbers to flash before the link's own.
    const shell = await page.evaluate(async () => (await caches.match("/"))?.text());
    expect(shell).toContain("Opening the calculator…");
    expect(shell).not.toContain('data-testid="outcome-attacker-p"');
    await context.setOffline(true);
    const query =
      "v=1&a=empire_star-destroyer,tie-fighter.3_darth-vader&d=rebel_x-wing.2,y-wing_jan-dodonna&t=20000&seed=offline";
    await page.goto(`${baseUrl}/?${query}`);
    expect(await outcomes(page)).toEqual(expected(query));
    // No server numbers offline: the page's workers ran it.
    expect(await hiddenText(page.getByTestId("run-status"))).toMatch(
      /^Done: 20,000 of 20,000 trials in .* workers?\)$/,
    );
    expect(await page.locator("#defender-x-wing").inputValue()).toBe("2");
    // A broken link still says what is wrong, as online.
    await page.goto(`${baseUrl}/?v=1&a=empire_stormtrooper.31`);
    await expect
      .poll(() => page.getByTestId("link-notice").innerText())
      .toContain("the attacker has 31 Stormtroopers (the game has 30); the attacker left at the default");
    // The rules reference opens too.
    await page.goto(`${baseUrl}/reference`);
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toMatch(/reference/i);
    await context.close();
  });

  itFull(
    "after one visit, the planner's worker plans with the network off (each worker the page starts is kept)",
    async () => {
      const context = await browser().newContext();
      const page = await visitOnce(context);
      const kept = await page.evaluate(
        async (urls) => Promise.all(urls.map(async (url) => (await caches.match(url)) !== undefined)),
        [workerUrls().simulation, workerUrls().planner],
      );
      expect(kept).toEqual([true, true]);
      await context.setOffline(true);
      const query = "v=1&t=20000&seed=offline-plan";
      await page.goto(`${baseUrl}/?${query}&plan=attacker.80`);
      await waitForState(page, "plan", "done", 120_000);
      const decoded = decodeSetup(query);
      if (!decoded.ok) throw new Error(decoded.error);
      const want = planForces({
        scenario: decoded.setup.scenario,
        side: "attacker",
        target: 0.8,
        trials: 20_000,
        seed: "offline-plan",
      });
      expect(want.plans.length).toBeGreaterThan(0);
      expect(await page.getByTestId(/^plan-\d+-p$/).allInnerTexts()).toEqual(
        // (as the Plan panel writes a plan's chance: on one line with its range, one rounding)
        want.plans.map((p) => formatPercent(p.p)),
      );
      await context.close();
    },
  );

  itFull(
    "a new version installs beside the old one, the page says it is ready, and reloading switches to it",
    async () => {
      const context = await browser().newContext();
      // Stand-in for a new build: the same service worker script naming another version. (Chromium does not
      // let the test intercept the browser's own update check of /sw.js, so the page registers the new
      // script under a new URL, which makes the browser fetch and install it the same way.)
      const current = /^self\.APP_VERSION = "([^"]*)";/.exec(
        await (await fetch(`${baseUrl}/sw.js`)).text(),
      )![1];
      await context.route(`${baseUrl}/sw.js?build=two`, async (route) => {
        const response = await route.fetch();
        const body = (await response.text()).replace(
          /^self\.APP_VERSION = "[^"]*";/,
          'self.APP_VERSION = "two";',
        );
        await route.fulfill({ response, body });
      });
      const page = await visitOnce(context);
      const cacheNames = () => page.evaluate(() => caches.keys());
      expect(await cacheNames()).toEqual([`rebellion-odds-${current}`]);
      expect(await page.getByTestId("update-notice").count()).toBe(0);

      await page.evaluate(() => navigator.serviceWorker.register("/sw.js?build=two"));
      const notice = page.getByTestId("update-notice");
      await notice.waitFor({ timeout: 30_000 });
      expect(await notice.innerText()).toContain("A new version of Rebellion Odds is ready.");
      // Until the page asks, it keeps the old version (and its cache) and the new one waits beside it.
      expect((await cacheNames()).sort()).toEqual([`rebellion-odds-${current}`, "rebellion-odds-two"].sort());
      expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(
        `${baseUrl}/sw.js`,
      );
      // A mark in the old cache, to see it go when the new version takes over.
      await page.evaluate(async (old) => {
        await (await caches.open(old)).put("/old-version-mark", new Response("old"));
      }, `rebellion-odds-${current}`);
      await Promise.all([
        page.waitForEvent("load"),
        notice.getByRole("button", { name: "Reload to use it" }).click(),
      ]);
      await page.waitForSelector('[data-ready="true"]');
      expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(
        `${baseUrl}/sw.js?build=two`,
      );
      expect(await page.evaluate(() => caches.has("rebellion-odds-two"))).toBe(true);
      // (After the switch the browser may check /sw.js again and start installing it anew, which this
      // stand-in cannot stop; the mark shows the old cache itself was deleted.)
      expect(await page.evaluate(async () => (await caches.match("/old-version-mark")) === undefined)).toBe(
        true,
      );
      await context.close();
    },
  );
});

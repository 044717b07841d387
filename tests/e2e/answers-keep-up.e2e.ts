import { describe, expect, inject, it } from "vitest";
import { simulate } from "@/lib/engine";
import { formatPercent } from "@/lib/format/percent";
import { goalChance } from "@/lib/results/goal-chance";
import { PRESETS, parseScenario } from "@/lib/scenario";
import { encodeSetup } from "@/lib/scenario/url-codec";
import { choosePreset, openPage, useChromium, waitForState } from "./browser";
import { itFull } from "../helpers/tier";

const baseUrl = inject("baseUrl");
const browser = useChromium();

// docs/rules.md#goals and docs/runs.md in the page: each side's goal drives the answers, a number from the last
// setup is never shown as current, a number still moving says so, and rows keep their place while they fill in.
// Order and numbers only.

describe("answers that keep up", () => {
  it("dims the last battle's numbers as 'updating…' (aria-busy) until the new ones arrive, and marks moving ones 'about'", async () => {
    const page = await openPage(browser(), `${baseUrl}/?v=1&t=100000&seed=stale`);
    await waitForState(page, "results", "done");
    expect(await page.getByTestId("odds-region").getAttribute("aria-busy")).toBe("false");
    await choosePreset(page, "Large battle, both theaters");
    // (the next run starts after a short debounce: until its first numbers, the old ones are marked)
    // (read in one evaluation: the first numbers may paint between two separate reads)
    const marks = await page.evaluate(() => {
      const at = (id: string) => document.querySelector(`[data-testid="${id}"]`);
      return {
        busy: at("odds-region")?.getAttribute("aria-busy"),
        moving: at("verdict")?.getAttribute("data-moving"),
        updating: (at("updating") as HTMLElement | null)?.innerText ?? null,
        moreBusy: at("odds-more")?.getAttribute("aria-busy"),
      };
    });
    expect(marks.busy === "true" || marks.moving === "true").toBe(true);
    if (marks.busy === "true") {
      expect(marks.updating).toBe("updating…");
      expect(marks.moreBusy).toBe("true");
    }
    // Whenever the large battle's partial numbers are painted, they read "about …" (a fast machine may paint none).
    const painted = await page.evaluate(
      () =>
        new Promise<string[]>((resolve) => {
          const seen: string[] = [];
          const look = () => {
            const v = document.querySelector('[data-testid="verdict"]');
            if (v?.getAttribute("data-moving") === "true")
              seen.push(document.querySelector('[data-testid="verdict-outcomes"]')?.textContent ?? "");
            if (document.querySelector('[data-testid="results"][data-state="done"]')) resolve(seen);
            else requestAnimationFrame(look);
          };
          look();
        }),
    );
    for (const text of painted) expect(text).toMatch(/about (\d|[<>])/);
    await waitForState(page, "results", "done", 120_000);
    expect(await page.getByTestId("odds-region").getAttribute("aria-busy")).toBe("false");
    expect(await page.getByTestId("verdict").getAttribute("data-moving")).toBe("false");
    expect(await page.getByTestId("verdict-outcomes").innerText()).not.toContain("about");
    await page.context().close();
  });

  itFull(
    "leads with the Rebels' goal once they play to hold space, without running the battle again",
    async () => {
      const large = PRESETS.find((p) => p.id === "large-battle")!.scenario;
      const parsed = parseScenario(large);
      if (!parsed.ok) throw new Error(parsed.error);
      const setup = { scenario: parsed.scenario, trials: 20_000, seed: "goal" };
      const page = await openPage(browser(), `${baseUrl}/?${encodeSetup(setup)}`);
      await waitForState(page, "results", "done", 120_000);
      const status = await page.getByTestId("run-status").textContent();
      await page.locator("#defender-goal").selectOption("hold-space");
      await page.waitForURL(/hold-space/);
      // The same run, read another way: the odds do not run again.
      expect(await page.getByTestId("results").getAttribute("data-state")).toBe("done");
      expect(await page.getByTestId("run-status").textContent()).toBe(status);
      const result = simulate(setup.scenario, { trials: 20_000, seed: "goal" });
      const line = page.getByTestId("verdict-goal-defender");
      expect(await line.innerText()).toContain("The Rebels hold space");
      expect(await line.innerText()).toContain(formatPercent(goalChance(result, "defender", "hold-space").p));
      // The retreat advice is weighed on it: no rule holds space more often than fighting on.
      await page.waitForSelector('[data-testid="verdict-retreat-defender"]:not([data-state="pending"])', {
        timeout: 300_000,
      });
      expect(await page.getByTestId("verdict-retreat-defender").innerText()).toContain(
        "Don't plan a retreat",
      );
      // A goal that cannot apply is not offered: the Rebels bring no AT-ATs to destroy, the Empire does.
      const options = await page.locator("#defender-goal option").allInnerTexts();
      expect(options).toContain("Destroy an AT-AT");
      expect(options).not.toContain("Destroy a Mon Calamari Cruiser");
      await page.context().close();
    },
  );

  itFull("keeps the what-if rows in place while they fill in, and sorts them once", async () => {
    const page = await openPage(browser(), `${baseUrl}/?v=1&t=20000&seed=rows`);
    await waitForState(page, "results", "done");
    // (the state and the rows read in one go: read apart, the panel could finish and sort in between)
    const look = () =>
      page.getByTestId("what-if").evaluate((panel) => ({
        done: panel.getAttribute("data-state") === "done",
        ids: JSON.stringify(
          [...panel.querySelectorAll('li[data-testid^="what-if-"]')].map((e) =>
            e.getAttribute("data-testid"),
          ),
        ),
      }));
    const seen: string[] = [];
    for (let now = await look(); !now.done; now = await look()) {
      seen.push(now.ids);
      // (one look a frame: every order the page paints, no fixed sleep)
      await page.evaluate(() => new Promise(requestAnimationFrame));
    }
    // Every order seen while running was the same (the plan's); a pointer never has a row move under it.
    expect(new Set(seen.filter((s) => s !== "[]")).size).toBeLessThanOrEqual(1);
    await page.context().close();
  });
});

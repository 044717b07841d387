import path from "node:path";
import os from "node:os";
import type { Locator, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { battleName, RECENT_STORAGE_KEY } from "@/lib/recent/recent-battles";
import { decodeSetup, DEFAULT_SETUP, encodeSetup } from "@/lib/scenario/url-codec";
import { PRESETS, parseScenario } from "@/lib/scenario";
import { choosePreset, openBattleMenu, useChromium, inView, openPage, waitForState } from "./browser";
import { itFull } from "../helpers/tier";

const baseUrl = inject("baseUrl");
const browser = useChromium();

/** A link as the page writes it (units in table order). */
function canonical(link: string): string {
  const d = decodeSetup(link);
  if (!d.ok) throw new Error(d.error);
  return encodeSetup(d.setup);
}

const query = (page: Page) => new URL(page.url()).search.replace(/^\?/, "");

async function size(locator: Locator): Promise<{ width: number; height: number }> {
  const box = await locator.boundingBox();
  if (!box) throw new Error("not shown");
  return { width: Math.round(box.width), height: Math.round(box.height) };
}

describe("undo and redo", () => {
  it("undoes Clear with the button and the keys, redoes it, and leaves Ctrl+Z in a field to the field", async () => {
    const start = canonical(
      "v=1&a=empire_star-destroyer,tie-fighter.3_darth-vader&d=rebel_x-wing.2&t=5000&seed=undo",
    );
    const page = await openPage(browser(), `${baseUrl}/?${start}`);
    expect(await page.getByTestId("undo").isDisabled()).toBe(true);
    await page.getByRole("button", { name: "Clear the Empire force: no units, no leaders" }).click();
    await page.waitForURL((u) => !u.search.includes("star-destroyer"));
    expect(await page.locator("#attacker-tie-fighter").inputValue()).toBe("0");
    const cleared = query(page);
    await page.getByTestId("undo").click();
    await page.waitForURL(`${baseUrl}/?${start}`);
    expect(await page.locator("#attacker-tie-fighter").inputValue()).toBe("3");
    await page.getByTestId("redo").click();
    await page.waitForURL(`${baseUrl}/?${cleared}`);
    // The keys, away from any text field.
    await page.locator("body").click({ position: { x: 5, y: 5 } });
    await page.keyboard.press("Control+z");
    await page.waitForURL(`${baseUrl}/?${start}`);
    await page.keyboard.press("Shift+Control+z");
    await page.waitForURL(`${baseUrl}/?${cleared}`);
    await page.keyboard.press("Meta+z");
    await page.waitForURL(`${baseUrl}/?${start}`);
    // In a count field Ctrl+Z is the field's own: the setup is not undone.
    await page.locator("#defender-x-wing").fill("4");
    await page.keyboard.press("Enter");
    await page.waitForURL(/x-wing\.4/);
    await page.locator("#defender-x-wing").focus();
    await page.keyboard.press("Control+z");
    // (the key handled and the page painted twice since: an Undo of the setup would have written the link)
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    expect(query(page)).toMatch(/x-wing\.4/);
    await page.context().close();
  });

  itFull("takes two commits of one field within a second back in one Undo", async () => {
    const start = canonical(
      "v=1&a=empire_star-destroyer,tie-fighter.3_darth-vader&d=rebel_x-wing.2&t=5000&seed=undo",
    );
    // The page's clock (lib/history/undo-history.ts: GROUP_MS), held still while the two commits are typed: on a
    // busy machine the typing itself can take more than a second of real time.
    const context = await browser().newContext({ viewport: { width: 1280, height: 900 } });
    await context.clock.install();
    const page = await context.newPage();
    await page.goto(`${baseUrl}/?${start}`);
    await page.waitForSelector('[data-ready="true"]');
    // (a minute ahead of the page's time: the jump fires what falls due once, as a laptop's lid closed a while would,
    // and the pause is never in the page's past, however slowly this test gets there)
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 60_000);
    await page.locator("#attacker-tie-fighter").fill("1");
    await page.keyboard.press("Enter");
    await page.locator("#attacker-tie-fighter").fill("12");
    await page.keyboard.press("Enter");
    await page.clock.resume();
    await page.waitForURL(/tie-fighter\.12/);
    // …and one Undo outside the field: the whole edit goes at once.
    await page.getByTestId("undo").click();
    await page.waitForURL(`${baseUrl}/?${start}`);
    expect(await page.locator("#attacker-tie-fighter").inputValue()).toBe("3");
    await context.close();
  });

  itFull("Apply of a plan keeps the pool and its plans; back, undo and redo move between them", async () => {
    const pool = `${encodeSetup({ ...DEFAULT_SETUP, trials: 20_000 })}`;
    // The page's clock, held still from Apply until the way-back bar is closed: the bar goes WAY_BACK_MS after
    // the change (components/calculator/use-page-state.ts), and on a busy machine reading it can take longer.
    const context = await browser().newContext({ viewport: { width: 1280, height: 900 } });
    await context.clock.install();
    const page = await context.newPage();
    await page.goto(`${baseUrl}/?${pool}&plan=attacker.80`);
    await page.waitForSelector('[data-ready="true"]');
    await waitForState(page, "plan", "done", 90_000);
    const plans = await page.locator('[data-testid^="plan-"][data-testid$="-p"]').allInnerTexts();
    expect(plans.length).toBeGreaterThan(0);
    // (a minute ahead of the page's time, as in the Undo test above: the pause is never in the page's past)
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 60_000);
    await page
      .getByTestId("plan-0")
      .getByRole("button", { name: /^Apply:/ })
      .click();
    await page.waitForURL(/a=empire_star-destroyer[_&]/);
    const applied = query(page);
    // The way back is by the thumb, where Apply was (docs/links-and-history.md#the-way-back-in-view), not at the
    // top of the page.
    const bar = page.getByTestId("way-back");
    expect(await bar.innerText()).toContain("Applied a plan: 1 Star Destroyer");
    expect(await inView(page, bar.getByRole("button", { name: "Back to the whole pool" }))).toBe(true);
    expect(await page.getByTestId("kept-origin").count()).toBe(0);
    await bar.getByRole("button", { name: "Close this note" }).click();
    await page.clock.resume();
    // The plans are still the pool's (not planned again on the applied force), and say so.
    await waitForState(page, "plan", "done");
    expect(await page.locator('[data-testid^="plan-"][data-testid$="-p"]').allInnerTexts()).toEqual(plans);
    expect(await page.getByTestId("plan-applied").innerText()).toContain(
      "The plans below are still those of the pool you applied it from",
    );
    expect(await page.getByTestId("plan").innerText()).toContain("in the planner's own run of it");
    // Closed, the bar leaves the way back where Apply was: in the Plan panel's note, in view.
    const back = page.getByTestId("plan-applied").getByRole("button", { name: "Back to the whole pool" });
    expect(await inView(page, back)).toBe(true);
    await back.click();
    await page.waitForURL(`${baseUrl}/?${pool}&plan=attacker.80`);
    expect(await page.getByTestId("kept-origin").count()).toBe(0);
    await page.getByTestId("undo").click();
    await page.waitForURL(`${baseUrl}/?${applied}`);
    await page.getByTestId("undo").click();
    await page.waitForURL(`${baseUrl}/?${pool}&plan=attacker.80`);
    await page.getByTestId("redo").click();
    await page.waitForURL(`${baseUrl}/?${applied}`);
    expect(await page.getByTestId("kept-origin").count()).toBe(1);
    await page.context().close();
  });
});

/** Waits until the recent battles in localStorage number `n` (each joins after RECENT_AFTER_MS on screen). */
async function entries(page: Page, n: number): Promise<void> {
  await page.waitForFunction(
    ([key, count]) => (JSON.parse(localStorage.getItem(key as string) ?? "[]") as unknown[]).length === count,
    [RECENT_STORAGE_KEY, n] as const,
    { timeout: 30_000 },
  );
}

describe("recent battles", () => {
  itFull(
    "lists the battles looked at, across a reload and offline, opens and removes them",
    async () => {
      const context = await browser().newContext({ viewport: { width: 375, height: 800 } });
      const page = await context.newPage();
      const first = canonical(
        "v=1&a=empire_star-destroyer.2,tie-fighter.4&d=rebel_mon-calamari-cruiser,x-wing.3&t=5000",
      );
      await page.goto(`${baseUrl}/?${first}`);
      await page.waitForSelector('[data-ready="true"]');
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
        timeout: 30_000,
      });
      // (the first battle joins the list once shown for RECENT_AFTER_MS: waited for, not timed)
      await entries(page, 1);
      const preset = PRESETS[1]!;
      const parsed = parseScenario(preset.scenario);
      if (!parsed.ok) throw new Error(parsed.error);
      await choosePreset(page, preset.name);
      // (the preset shown as chosen: waited for, not slept)
      await expect
        .poll(() =>
          page
            .getByTestId("presets")
            .getByRole("button", { name: preset.name, exact: true, includeHidden: true })
            .getAttribute("aria-pressed"),
        )
        .toBe("true");
      // The next preset, and Undo as soon as it shows: on screen for a frame, at any load.
      await page.evaluate(async (name) => {
        const presets = document.querySelector('[data-testid="presets"]')!;
        const button = [...presets.querySelectorAll("button")].find((b) => b.textContent?.trim() === name)!;
        const before = location.href;
        button.click();
        while (location.href === before) await new Promise(requestAnimationFrame);
        (document.querySelector('[data-testid="undo"]') as HTMLButtonElement).click();
      }, PRESETS[2]!.name);
      // (the preset Undo went back to joins the list once shown for RECENT_AFTER_MS)
      await entries(page, 2);
      await context.setOffline(true);
      await page.reload();
      await page.waitForSelector('[data-ready="true"]');
      await page.getByTestId("recent-toggle").click();
      const names = await page.getByTestId("recent-name").allInnerTexts();
      expect(names).toEqual([
        battleName({ ...DEFAULT_SETUP, scenario: parsed.scenario, trials: 5000 }),
        "4 TIE Fighters, 2 Star Destroyers vs 3 X-wings, 1 Mon Calamari Cruiser",
      ]);
      for (const b of await page.getByTestId("recent-item").getByRole("button").all()) {
        const s = await size(b);
        expect(s.height).toBeGreaterThanOrEqual(44);
        expect(s.width).toBeGreaterThanOrEqual(44);
      }
      for (const id of ["undo", "redo", "recent-toggle"]) {
        expect((await size(page.getByTestId(id))).height, id).toBeGreaterThanOrEqual(44);
        expect((await size(page.getByTestId(id))).width, id).toBeGreaterThanOrEqual(44);
      }
      await page.screenshot({
        path: path.join(os.tmpdir(), `undo-recent-375-${process.pid}.png`),
        fullPage: false,
      });
      // One tap opens the older battle, offline; Undo takes it back.
      await page.getByRole("button", { name: `Open ${names[1]}` }).click();
      await page.waitForURL(`${baseUrl}/?${first}`);
      await waitForState(page, "results", "done");
      await page.getByTestId("undo").click();
      await page.waitForURL((u) => u.search !== `?${first}`);
      // (opening one closed the battle menu)
      await openBattleMenu(page);
      await page.getByRole("button", { name: `Remove ${names[1]}` }).click();
      expect(await page.getByTestId("recent-item").count()).toBe(1);
      // A corrupt entry in storage is dropped, never a crash.
      await page.evaluate(() =>
        localStorage.setItem(
          "rebellion-odds.recent-battles.v1",
          JSON.stringify([
            { link: "v=1&a=empire_death-trooper", seenAt: 1 },
            "junk",
            ...JSON.parse(localStorage.getItem("rebellion-odds.recent-battles.v1") ?? "[]"),
          ]),
        ),
      );
      await page.reload();
      await page.waitForSelector('[data-ready="true"]');
      await page.getByTestId("recent-toggle").click();
      expect(await page.getByTestId("recent-item").count()).toBe(1);
      await page.getByRole("button", { name: "Forget all" }).click();
      expect(await page.getByTestId("recent-item").count()).toBe(0);
      expect(await page.evaluate(() => localStorage.getItem("rebellion-odds.recent-battles.v1"))).toBe("[]");
      await context.close();
    },
    150_000,
  );
});

import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { CINEMATIC_CARDS, LEADERS, TACTIC_CARDS, UNITS, unitDef } from "@/lib/data";
import { ALL_DOCS } from "@/lib/scenario/policy-docs";
import { useChromium } from "./browser";

const baseUrl = inject("baseUrl");
const browser = useChromium();

async function open(width: number): Promise<Page> {
  const page = await browser().newPage({ viewport: { width, height: 800 } });
  const res = await page.goto(`${baseUrl}/reference`);
  expect(res?.status()).toBe(200);
  // The page is laid out at the asked width before anything is measured (a loaded machine can lag).
  await page.waitForFunction((w) => window.innerWidth === w && document.readyState === "complete", width);
  await page.locator('[role="region"]').first().waitFor();
  return page;
}

/** Text with runs of white space made single, so table cells compare like prose. */
const squash = (s: string) => s.replace(/\s+/g, " ");

describe("/reference", () => {
  it("lists every unit, leader, tactic card text and policy explanation from the tables", async () => {
    const page = await open(1280);
    const text = squash(await page.locator("main").innerText());
    for (const u of UNITS) expect(text, `unit ${u.id}`).toContain(u.name);
    for (const l of LEADERS) expect(text, `leader ${l.id}`).toContain(l.name);
    for (const c of TACTIC_CARDS) {
      expect(text, `card ${c.id}`).toContain(c.name);
      expect(text, `card ${c.id}`).toContain(c.text);
    }
    for (const c of CINEMATIC_CARDS) {
      for (const words of [c.name, c.top, c.bottom]) expect(text, `card ${c.id}`).toContain(words);
      if (c.needs) expect(text).toContain(unitDef(c.needs).name);
    }
    for (const family of ALL_DOCS) {
      for (const doc of Object.values(family.docs)) expect(text).toContain(squash(doc));
    }
    await page.close();
  });

  it("gives every table a caption and scoped header cells", async () => {
    const page = await open(1280);
    const tables = await page.locator("table").evaluateAll((els) =>
      els.map((t) => ({
        caption: t.querySelector("caption")?.textContent?.trim() ?? "",
        unscoped: [...t.querySelectorAll("th")].filter((th) => !th.getAttribute("scope")).length,
      })),
    );
    // 4 unit tables (faction x theater), 2 leader tables, dice, tactic cards, 4 Cinematic Combat card tables.
    expect(tables).toHaveLength(12);
    for (const t of tables) {
      expect(t.caption).not.toBe("");
      expect(t.unscoped).toBe(0);
    }
    await page.close();
  });

  it("links back to the calculator", async () => {
    const page = await open(1280);
    await expect(
      page.getByRole("link", { name: /back to the calculator/i }).getAttribute("href"),
    ).resolves.toBe("/");
    await page.close();
  });

  it("has no horizontal page scroll at 375 px (tables scroll inside their own frame)", async () => {
    const page = await open(375);
    const widths = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    }));
    expect(widths.scroll).toBeLessThanOrEqual(widths.client);
    // The wide tables are still wider than the phone: their own frames take the overflow.
    const frames = await page
      .locator('[role="region"]')
      .evaluateAll((els) => els.map((el) => `${el.scrollWidth}/${el.clientWidth}`));
    const framesThatScroll = frames.filter((f) => Number(f.split("/")[0]) > Number(f.split("/")[1]));
    expect(framesThatScroll.length, `frames (scroll/client width): ${frames.join(" ")}`).toBeGreaterThan(0);
    await page.close();
  });
});

import type { Page, Route } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { useChromium, waitForState } from "./browser";

const baseUrl = inject("baseUrl");
const browser = useChromium();

/**
 * A page whose scripts are held back until `release` is called: the HTML is there and can be typed into, React has
 * not hydrated it yet (what a player meets on a slow phone for a second or two).
 */
async function heldPage(): Promise<{ page: Page; release: () => void }> {
  const context = await browser().newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const held: Route[] = [];
  let released = false;
  // (scripts only: a stylesheet held would hold the HTML parser at the next inline script)
  await page.route("**/_next/static/chunks/**/*.js", (route) => {
    if (released) return route.continue();
    held.push(route);
  });
  // (the held scripts hold up DOMContentLoaded: wait for the field in the HTML instead)
  await page.goto(`${baseUrl}/`, { waitUntil: "commit" });
  await page.locator("#forces-text").waitFor({ state: "visible" });
  return {
    page,
    release: () => {
      released = true;
      for (const r of held.splice(0)) void r.continue();
    },
  };
}

describe("no keystroke lost before hydration or while the odds first appear", () => {
  it("keeps what is typed into the forces line before React hydrates, through the first odds", async () => {
    const { page, release } = await heldPage();
    expect(await page.locator('[data-ready="true"]').count()).toBe(0);
    await page.locator("#forces-text").pressSequentially("2 SD, 4 TIE vs MC");
    release();
    await page.waitForSelector('[data-ready="true"]');
    await page.locator("#forces-text").pressSequentially(", 3 X-wing");
    await waitForState(page, "results", "done");
    expect(await page.locator("#forces-text").inputValue()).toBe("2 SD, 4 TIE vs MC, 3 X-wing");
    // (React has it too: Enter applies the whole line)
    await page.locator("#forces-text").press("Enter");
    await expect.poll(() => new URL(page.url()).search).toContain("x-wing.3");
    await page.context().close();
  });

  it("sends '/' and what follows to the forces line before React hydrates", async () => {
    const { page, release } = await heldPage();
    expect(await page.locator('[data-ready="true"]').count()).toBe(0);
    await page.keyboard.type("/3 AT-ST");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("forces-text");
    release();
    await page.waitForSelector('[data-ready="true"]');
    await waitForState(page, "results", "done");
    expect(await page.locator("#forces-text").inputValue()).toBe("3 AT-ST");
    await page.context().close();
  });

  it("sends '/' and what follows to the forces line at once after navigation, while the odds first appear", async () => {
    const context = await browser().newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`, { waitUntil: "commit" });
    // (as soon as a player could see it: the page streams in behind its loading line)
    await page.locator("#forces-text").waitFor({ state: "visible" });
    await page.keyboard.type("/2 SD vs 3 X-wing");
    await waitForState(page, "results", "done");
    expect(await page.locator("#forces-text").inputValue()).toBe("2 SD vs 3 X-wing");
    await context.close();
  });
});

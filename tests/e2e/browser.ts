import { chromium, type Browser, type Page } from "playwright-core";
import { afterAll, beforeAll } from "vitest";

/** Debian's Chromium, headless, with everything that would reach the network turned off. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}

/** Launches Chromium before the test file's tests and closes it after them; call the result for the browser. */
export function useChromium(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser)
      throw new Error("Chromium was not launched (useChromium must be called at the top of a test file)");
    return browser;
  };
}

/** A fresh context and page at `path` (desktop size unless told). */
export async function openPage(
  browser: Browser,
  url: string,
  viewport = { width: 1280, height: 900 },
): Promise<Page> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await page.goto(url);
  // The calculator may arrive with its numbers already in the HTML: wait until React has taken over the
  // page (its worker pool exists) before a test clicks anything.
  if (new URL(url).pathname === "/") await page.waitForSelector('[data-ready="true"]', { timeout: 30_000 });
  return page;
}

/** Waits for the section `testId` to reach `data-state="state"` (results: done; compare: ready; extras: done). */
export async function waitForState(
  page: Page,
  testId: string,
  state: string,
  timeout = 60_000,
): Promise<void> {
  await page.waitForSelector(`[data-testid="${testId}"][data-state="${state}"]`, { timeout });
}

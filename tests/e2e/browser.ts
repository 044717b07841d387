import { chromium, type Browser, type BrowserContext, type Locator, type Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, expect } from "vitest";
import { CHROMIUM_LAUNCH } from "../../scripts/chromium.mjs";

/** Debian's Chromium, headless, with everything that would reach the network turned off (scripts/chromium.mjs). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch(CHROMIUM_LAUNCH);
}

/** What Chromium says when the Content-Security-Policy blocks something (a script, a worker, a style…). */
const CSP_VIOLATION =
  /Content Security Policy|Content-Security-Policy|Refused to (load|execute|apply|create|connect|frame|evaluate)/;
const VIOLATION_TAG = "[csp-violation]";

/**
 * Records every CSP violation in the context's pages: the console lines Chromium prints, and the
 * `securitypolicyviolation` events (reported through the console by an init script).
 */
export async function watchCsp(context: BrowserContext, violations: string[]): Promise<void> {
  await context.addInitScript((tag: string) => {
    document.addEventListener("securitypolicyviolation", (e) => {
      console.error(
        `${tag} ${e.violatedDirective} blocked ${e.blockedURI} (${e.sourceFile}:${e.lineNumber})`,
      );
    });
  }, VIOLATION_TAG);
  context.on("console", (message) => {
    const text = message.text();
    if (text.startsWith(VIOLATION_TAG) || CSP_VIOLATION.test(text)) {
      violations.push(`${message.page()?.url() ?? "?"}: ${text}`);
    }
  });
}

/**
 * Launches Chromium before the test file's tests and closes it after them; call the result for the browser.
 * Every context it opens is watched for CSP violations, and a test that caused one fails.
 */
export function useChromium(): (() => Browser) & { readonly violations: string[] } {
  let browser: Browser | undefined;
  const violations: string[] = [];
  beforeAll(async () => {
    const launched = await launchChromium();
    const newContext = launched.newContext.bind(launched);
    launched.newContext = async (options) => {
      const context = await newContext(options);
      await watchCsp(context, violations);
      return context;
    };
    browser = launched;
  });
  afterEach(() => {
    const seen = violations.splice(0);
    expect(seen, "Content-Security-Policy violations").toEqual([]);
  });
  afterAll(async () => {
    await browser?.close();
  });
  const get = () => {
    if (!browser)
      throw new Error("Chromium was not launched (useChromium must be called at the top of a test file)");
    return browser;
  };
  return Object.assign(get, { violations });
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

/**
 * The text of an element that may sit in a closed Details (`<details>`): innerText is "" there, since it is
 * not rendered, so read its text content (the numbers are the same, only hidden until opened).
 */
export async function hiddenText(locator: Locator): Promise<string> {
  return ((await locator.textContent()) ?? "").trim();
}

/** The element is inside the window as it is scrolled now (where the player is). */
export async function inView(page: Page, locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  const height = await page.evaluate(() => window.innerHeight);
  return box !== null && box.y >= 0 && box.y + box.height <= height;
}

/**
 * Opens the battle menu (its name, link, presets and Recent battles) if it is closed.
 */
export async function openBattleMenu(page: Page): Promise<void> {
  const toggle = page.getByTestId("recent-toggle");
  if ((await toggle.getAttribute("aria-expanded")) !== "true") await toggle.click();
}

/** Opens the battle menu and taps the preset `name` (the menu closes after). */
export async function choosePreset(page: Page, name: string): Promise<void> {
  await openBattleMenu(page);
  await page.getByTestId("presets").getByRole("button", { name, exact: true }).click();
}

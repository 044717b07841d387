import type { Browser, Page } from "playwright-core";
import { expect, inject } from "vitest";
import { useChromium } from "./browser";

/** A new page of /assault`query`, `width` px wide and 900 high, once the page has loaded and drawn its headline. */
export async function openAssault(
  browser: Browser,
  baseUrl: string,
  width: number,
  query = "",
): Promise<Page> {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  const res = await page.goto(`${baseUrl}/assault${query}`);
  expect(res?.status()).toBe(200);
  await page.waitForFunction((w) => window.innerWidth === w && document.readyState === "complete", width);
  await page.getByTestId("headline").waitFor();
  return page;
}

/**
 * For an /assault browser file (call it at the top): Chromium for the file's tests, the server's address, and
 * `open(width, query)`, a new /assault page at that width.
 */
export function useAssaultPages() {
  const baseUrl = inject("baseUrl");
  const browser = useChromium();
  const open = (width: number, query = "") => openAssault(browser(), baseUrl, width, query);
  return { baseUrl, browser, open };
}

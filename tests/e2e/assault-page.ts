import type { Browser, Page } from "playwright-core";
import { expect } from "vitest";

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

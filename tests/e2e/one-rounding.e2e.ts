import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { formatPercent } from "@/lib/format/percent";
import { DEFAULT_SETUP, encodeSetup } from "@/lib/scenario/url-codec";
import { hiddenText, openPage, useChromium, waitForState } from "./browser";
import { SULLUST } from "./sullust";

const baseUrl = inject("baseUrl");
const browser = useChromium();

/** Every chance written in a text: "98.8%", "<1%", ">99%". */
const percents = (text: string) => [...text.matchAll(/[<>]?\d+(?:\.\d+)?%/g)].map((m) => m[0]);

/** The cells of a side's retreat row whose rule reads `rule` ("Never", "After round 1"), its chances only. */
async function retreatRow(page: Page, side: "attacker" | "defender", rule: string): Promise<string[]> {
  const row = page.locator(`[data-testid^="retreat-${side}-"]`).filter({
    has: page.locator("th", { hasText: new RegExp(`^${rule}`) }),
  });
  return (await row.first().locator("td").allInnerTexts())
    .map((t) => t.trim())
    .filter((t) => t.endsWith("%"));
}

const text = async (page: Page, testId: string) => (await page.getByTestId(testId).innerText()).trim();

describe("one rounding per chance on a screen (lib/format/percent.ts:formatPercent)", () => {
  it("reads each chance the same in every place it appears outside the Details: headline, bar, verdict and retreat table", async () => {
    const link = encodeSetup({ ...DEFAULT_SETUP, trials: 20_000, scenario: SULLUST });
    // (a phone: the bar at the bottom shows the likeliest outcome too)
    const page = await openPage(browser(), `${baseUrl}/?${link}`, { width: 390, height: 844 });
    await waitForState(page, "results", "done", 90_000);
    await waitForState(page, "retreat-advisor", "done", 180_000);

    // The Empire's win: the Details' exact chance, and the one text it has everywhere else.
    const exact = Number((await hiddenText(page.getByTestId("outcome-attacker-p"))).replace("%", "")) / 100;
    const win = formatPercent(exact);
    expect(win).toBe("98.8%");
    const never = await retreatRow(page, "attacker", "Never");
    const places = {
      headline: percents(await text(page, "verdict-outcome-attacker")),
      bar: percents(await text(page, "odds-bar-text")),
      "retreat table": never.slice(0, 1),
    };
    expect(places).toEqual({ headline: [win], bar: [win], "retreat table": [win] });

    // The Empire holding space: the verdict's line and the retreat table's column.
    const space = percents(await text(page, "verdict-holds-space"));
    expect(never[1]).toBe(space[0]);
    expect(never[1]).toBe("98.1%");

    // The Rebels' escape: the verdict's retreat line and the ★ rule's row, both "86%" (the table once read "86.0%").
    const line = await text(page, "verdict-retreat-defender");
    const best = await retreatRow(page, "defender", "After round 1");
    expect(line).toContain(`escape ${best[1]} of the time`);
    expect(line).toContain(`instead of ${(await retreatRow(page, "defender", "Never"))[2]})`);
    expect(best[1]).toMatch(/^\d\d%$/);
    await page.context().close();
  }, 300_000);
});

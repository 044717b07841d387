import { describe, expect, inject, it } from "vitest";
import { simulate } from "@/lib/engine";
import { luckReading } from "@/lib/luck/luck-reading";
import { decodeSetup } from "@/lib/scenario/url-codec";
import { openPage, useChromium } from "./browser";
import { itFull } from "../helpers/tier";

// The luck gauge (docs/answer-first.md#the-luck-gauge). Enter how a battle ended on a phone, read the line, and
// the link brings it back.
const baseUrl = inject("baseUrl");
const browser = useChromium();
const PHONE = { width: 375, height: 800 };
const QUERY = "v=1&t=5000";

/** The defender's line as the engine reads it for the link's own run (the page's numbers: same trials and seed). */
function expectedLine(query: string, lost: Record<string, number>): string {
  const decoded = decodeSetup(query);
  if (!decoded.ok) throw new Error(decoded.error);
  const { scenario, trials, seed } = decoded.setup;
  const reading = luckReading(
    scenario,
    { attacker: {}, defender: lost },
    simulate(scenario, { trials, seed }),
  );
  if (!reading.ok) throw new Error(reading.error);
  return reading.sides[1]!.line;
}

describe("the luck gauge", () => {
  it("enter a result with the steppers, read the line, and reload the link to the same line", async () => {
    const page = await openPage(browser(), `${baseUrl}/?${QUERY}`, PHONE);
    const panel = page.getByTestId("luck");
    await panel.getByRole("button", { name: "Enter how it ended" }).click();
    const plus = page
      .getByTestId("luck-defender-x-wing")
      .getByRole("button", { name: "X-wings lost: one more" });
    const box = await plus.boundingBox();
    // (a thumb's target on a 375-px phone)
    expect(box!.width).toBeGreaterThanOrEqual(44);
    expect(box!.height).toBeGreaterThanOrEqual(44);
    await plus.click();
    const line = page.getByTestId("luck-line-defender");
    const want = expectedLine(QUERY, { "x-wing": 1 });
    expect(want).toMatch(/^The Rebels lost 1 X-wing: .*% of such battles went better for them/);
    await expect.poll(() => line.innerText()).toBe(want);
    await page.waitForURL(/[?&]luck=~x-wing$/);
    await expect.poll(() => page.getByTestId("luck-chart-defender").isVisible()).toBe(true);
    // The link is the battle and the entry: a reload reads the same line.
    await page.reload();
    await page.waitForSelector('[data-ready="true"]');
    await expect.poll(() => page.getByTestId("luck-line-defender").innerText()).toBe(want);
    expect(await page.getByTestId("luck-defender-x-wing").locator("output").innerText()).toBe("1");
    // The forces trade places: the Rebels' losses go with them, and the link says so.
    await page.getByText("Rebels attack", { exact: true }).click();
    await expect
      .poll(() => page.getByTestId("luck-line-attacker").innerText())
      .toMatch(/^The Rebels lost 1 X-wing: /);
    await page.waitForURL(/[?&]luck=x-wing~$/);
    await page.context().close();
  });

  itFull(
    "an entry that does not fit the battle is one line naming the field; the forces stay loaded",
    async () => {
      const page = await openPage(browser(), `${baseUrl}/?${QUERY}&luck=~x-wing.3`, PHONE);
      const error = page.getByTestId("luck-error");
      await expect
        .poll(() => error.innerText())
        .toBe("the defender's X-wings lost: 3, but the defender brought 1");
      expect(await page.locator("#defender-x-wing").inputValue()).toBe("1");
      expect(await page.getByTestId("luck-line-defender").count()).toBe(0);
      await page.context().close();
    },
  );
});

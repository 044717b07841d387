import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { useChromium, openPage } from "./browser";
import { LINK_VERSION } from "@/lib/scenario/link-defaults";
import { itFull } from "../helpers/tier";

const baseUrl = inject("baseUrl");
const browser = useChromium();

/** The number fields keep what is typed, apply it on Enter or leaving, and explain what they refuse. */
async function problemOf(page: Page, id: string): Promise<string> {
  return page.locator(`#${id}-problem`).innerText();
}

describe("number fields", () => {
  it("round cap: emptying, retyping, a negative number; nothing applied until it is valid", async () => {
    const page = await openPage(browser(), `${baseUrl}/`);
    const field = page.locator("#round-cap");
    await field.click();
    await page.keyboard.press("End");
    await page.keyboard.press("Backspace");
    await page.keyboard.press("Backspace");
    expect(await field.inputValue()).toBe("");
    await page.keyboard.type("8");
    expect(await field.inputValue()).toBe("8"); // not 58
    expect(page.url()).toBe(`${baseUrl}/`); // nothing applied while typing
    await page.keyboard.press("Enter");
    await page.waitForURL(/rc=8$/);
    await field.fill("-1");
    await page.keyboard.press("Enter");
    expect(await problemOf(page, "round-cap")).toBe(
      "Must be a whole number from 1 to 500; the battle keeps 8.",
    );
    expect(await field.getAttribute("aria-invalid")).toBe("true");
    expect(await field.inputValue()).toBe("-1"); // kept as typed, never changed into 11
    await field.fill("");
    await page.keyboard.press("Tab");
    expect(await problemOf(page, "round-cap")).toBe("Enter a number; the battle keeps 8.");
    expect(new URL(page.url()).search).toBe(`?v=${LINK_VERSION}&rc=8`);
    await field.fill("12");
    await page.keyboard.press("Tab");
    await page.waitForURL(/rc=12$/);
    expect(await page.locator("#round-cap-problem").count()).toBe(0);
    await page.context().close();
  });

  itFull("dice ratio: 0.75 typed is 0.75, a pasted value is read, the arrow keys step by 0.05", async () => {
    const page = await openPage(browser(), `${baseUrl}/`);
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseUrl });
    const empire = page.getByTestId("force-attacker");
    await empire.getByRole("button", { name: "Empire's choices" }).click();
    await page.locator("#attacker-retreat").selectOption("when-outgunned");
    const field = page.locator("#attacker-retreat-ratio");
    expect(await field.inputValue()).toBe("0.5");
    await field.fill("0.75");
    await page.keyboard.press("Enter");
    await page.waitForURL(/when-outgunned\.0\.75/);
    await page.evaluate(() => navigator.clipboard.writeText("0.3"));
    await field.click();
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.press("ControlOrMeta+V");
    expect(await field.inputValue()).toBe("0.3");
    await page.keyboard.press("Tab");
    await page.waitForURL(/when-outgunned\.0\.3$/);
    await field.focus();
    await page.keyboard.press("ArrowUp");
    await page.waitForURL(/when-outgunned\.0\.35$/);
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await page.waitForURL(/when-outgunned\.0\.25$/);
    await field.fill("0");
    await page.keyboard.press("Enter");
    expect(await problemOf(page, "attacker-retreat-ratio")).toBe(
      "Must be above 0 and at most 10; the battle keeps 0.25.",
    );
    await page.context().close();
  });

  itFull(
    "unit counts: typed, deleted and retyped without a leading 0, refused over the game's limit",
    async () => {
      const page = await openPage(browser(), `${baseUrl}/`);
      const field = page.locator("#defender-x-wing");
      await field.click();
      await page.keyboard.press("Backspace");
      expect(await field.inputValue()).toBe("");
      await page.keyboard.type("3");
      expect(await field.inputValue()).toBe("3");
      await page.keyboard.press("Enter");
      await page.waitForURL(/x-wing\.3/);
      await page.getByTestId("force-defender").getByRole("button", { name: "One fewer X-wing" }).click();
      expect(await field.inputValue()).toBe("2");
      await field.click(); // the count is selected: typing replaces it
      await page.keyboard.type("9");
      await page.keyboard.press("Enter");
      expect(await problemOf(page, "defender-x-wing")).toBe(
        'At most 8, the number of pieces in the game (turn on "Ignore component limits" under Options for more); the battle keeps 2.',
      );
      await page.keyboard.press("Escape");
      expect(await field.inputValue()).toBe("2");
      await page.context().close();
    },
  );
});

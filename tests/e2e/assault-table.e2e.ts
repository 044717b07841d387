import { describe, expect, it } from "vitest";
import { useAssaultPages } from "./assault-page";
import { itFull } from "../helpers/tier";

/** /assault at the table: reroll advice from the faces rolled, attribute tests (docs/assault.md). */
const { open } = useAssaultPages();

describe("/assault at the table", () => {
  it("says which dice to reroll for the goal, and what the mean alone would pick", async () => {
    // Red showing 3 and green showing 1 damage, one reroll, no defence: for 4 damage keep both.
    const page = await open(390, "?v=2&atk=red.green&def=none&sg=none&r=none&hp=4&arr=1");
    await page.getByTestId("rolled").locator("summary").click();
    await page.getByLabel("Attack die 1: Red").selectOption({ label: "3 damage" });
    await page.getByLabel("Attack die 2: Green").selectOption({ label: "1 damage, 1 accuracy, 1 surge" });
    await page.getByTestId("rolled-which").click();
    const answer = page.getByTestId("rolled-answer");
    expect(await answer.innerText()).toContain("Attacker: reroll nothing — at least 4 damage 100%");
    expect(await answer.innerText()).toContain(
      "By expected damage alone: reroll Green (1 damage, 1 accuracy, 1 surge) (4.33 damage), but at least 4 damage only 83%",
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.close();
  });

  it("gives an attribute test's chance of passing", async () => {
    const page = await open(1280);
    await page.getByTestId("attribute-test").locator("summary").click();
    // The opening test: blue + red, 1 success: 4/9.
    expect(await page.getByTestId("attribute-pass").innerText()).toBe("Passes 44% of the time");
    await page.getByTestId("at-rerolls").getByRole("button", { name: "Rerolls up" }).click();
    await expect.poll(() => page.getByTestId("attribute-pass").innerText()).toBe("Passes 63% of the time");
    // A green die too: all three blank (4/6 · 5/6 · 3/6 = 5/18), the reroll on the green passes half of those:
    // 13/18 + 5/36 = 31/36. (The attack's own dice buttons stay apart: the test's are attribute-add-….)
    await page.getByTestId("attribute-add-green").click();
    await expect.poll(() => page.getByTestId("attribute-pass").innerText()).toBe("Passes 86% of the time");
    expect(await page.getByTestId("add-green").count()).toBe(1);
    await page.close();
  });

  itFull(
    "compares attacks side by side against the target, sorts them, and keeps them in the link",
    async () => {
      // One red die against health 3, no defence: 1/3; two attacks: 35/36 (docs/assault.md#compare).
      const page = await open(375, "?v=2&atk=red&def=none&sg=none&r=none&hp=3");
      const compare = page.getByTestId("compare");
      await compare.getByTestId("compare-add").click();
      await page.getByRole("button", { name: "Attacks up" }).click();
      await expect.poll(() => page.getByTestId("p-defeated").innerText()).toContain("97.2%");
      await compare.getByTestId("compare-add").click();
      const rows = compare.getByTestId("compare-row");
      await expect.poll(() => rows.count()).toBe(2);
      expect(await rows.nth(0).innerText()).toBe("1. Red, melee\n\t33%\t2.17\t0%");
      expect(await rows.nth(1).innerText()).toMatch(/^2\. Red, melee, 2 attacks\n\t97\.2%\t4\.33\t0%$/);
      // the same attack again is refused in one line
      await compare.getByTestId("compare-add").click();
      expect(await compare.getByTestId("compare-said").innerText()).toBe(
        "This attack is in the comparison already",
      );
      // every row is played against the target: a black die (1, 1, 2, 2, 3 blocks, evade) lowers both
      await page.getByTestId("add-black").click();
      await expect.poll(() => rows.nth(0).innerText()).toMatch(/^1\. Red, melee\n\t5\.6%\t0\.86\t0%$/);
      await compare.getByRole("button", { name: "Miss" }).click();
      await compare.getByRole("button", { name: "Defeated" }).click();
      await expect.poll(() => rows.nth(0).innerText()).toMatch(/^2\. /);
      expect(await compare.getByRole("columnheader", { name: /Defeated/ }).getAttribute("aria-sort")).toBe(
        "descending",
      );
      expect(await compare.getByTestId("compare-chart").locator("svg .recharts-line").count()).toBe(2);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      // the link keeps them; Open puts one back in the editor
      await page.reload();
      await page.getByTestId("headline").waitFor();
      await expect.poll(() => page.getByTestId("compare-row").count()).toBe(2);
      await page.getByRole("button", { name: "Open attack 1" }).click();
      await expect
        .poll(() => page.getByTestId("describe").innerText())
        .toContain("Red vs Black, melee, health 3");
      await page.close();
    },
  );
});

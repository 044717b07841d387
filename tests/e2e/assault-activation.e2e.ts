import { describe, expect, it } from "vitest";
import { assaultOdds, parseAssault } from "@/lib/assault";
import { formatPercent } from "@/lib/format/percent";
import { useAssaultPages } from "./assault-page";
import { itFull } from "../helpers/tier";

/** /assault's whole activation (docs/assault.md#activation): several attacking figures on one target. */
const { open } = useAssaultPages();

describe("/assault, a whole activation", () => {
  it("adds figures, edits the one picked, answers the activation and its best order; the link keeps it", async () => {
    const page = await open(390, "?v=2&atk=red&def=none&sg=none&r=none&hp=6&apt=damage");
    // A second figure: a copy of the first (its tokens not spent yet), then its own token.
    await page.getByTestId("attacker-add").click();
    await expect.poll(() => page.getByTestId("attacker-2").getAttribute("aria-pressed")).toBe("true");
    await page
      .getByRole("group", { name: "Attacker's power tokens, attack 1" })
      .getByRole("button", { name: "+1 Damage" })
      .click();
    // Two red dice with a damage token each against health 6: 29/36 by hand.
    await expect.poll(() => page.getByTestId("p-defeated").innerText()).toContain(formatPercent(29 / 36));
    expect(await page.getByTestId("headline").innerText()).toBe(
      "The activation's 2 attacks defeat a 6-health target 81% of the time",
    );
    await expect.poll(() => page.url()).toContain("n2=1");
    expect(page.url()).toContain("apt2=damage");
    // The target's tokens are listed over both attacks, each named by its figure.
    expect(await page.getByRole("group", { name: "Defender's power tokens, attack 2" }).count()).toBe(1);
    await page.getByTestId("order-which").click();
    expect(await page.getByTestId("order-answer").innerText()).toBe(
      "The figures are alike in every number: their order changes nothing",
    );
    await page.close();
  });

  itFull("names a better order and takes it in one tap", async () => {
    // Red with +2 Damage, then blue with +1 surge and a Weaken surge, against 1 flat evade: blue first is better.
    const query = "?v=2&atk=red&def=none&sg=d2&eva=1&r=none&hp=none&n2=1&atk2=blue&sg2=cWeaken&sur2=1";
    const r = parseAssault({
      attack: { dice: ["blue"], surge: 1, surges: [{ condition: "Weaken" }] },
      defense: { dice: [], evade: 1 },
      more: [{ attack: { dice: ["red"], surges: [{ damage: 2 }] } }],
    });
    if (!r.ok) throw new Error(r.error);
    const page = await open(1280, query);
    await page.getByTestId("order-which").click();
    const answer = page.getByTestId("order-answer");
    expect(await answer.innerText()).toContain(
      "Best order: Blue, then Red (3.39 damage); as set: 3.33 damage",
    );
    await answer.getByRole("button", { name: "Use this order" }).click();
    await expect
      .poll(() => page.getByTestId("mean-damage").innerText())
      .toContain(assaultOdds(r.assault).damage.mean.toFixed(2));
    expect(await page.getByTestId("attacker-1").innerText()).toBe("1. Blue");
    await page.close();
  });
});

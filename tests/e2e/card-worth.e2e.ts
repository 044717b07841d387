import path from "node:path";
import os from "node:os";
import { describe, expect, inject, it } from "vitest";
import { useChromium, openPage, waitForState } from "./browser";
import { FULL } from "../helpers/tier";

const baseUrl = inject("baseUrl");
const browser = useChromium();

/** A small space battle in Cinematic Combat (no ground units: only space cards are weighed). */
const BATTLE =
  "/?v=1&t=4000&seed=1&tc=cinematic&a=empire_tie-fighter.3,star-destroyer&d=rebel_x-wing.3,y-wing";

describe("What each card is worth", () => {
  it("runs nothing until opened, then lists the cards in hand, biggest loss first, a used card left out, each card's text one tap away", async () => {
    // (npm test: the desktop; the phone in test:full)
    for (const width of FULL ? [390, 1280] : [1280]) {
      const page = await openPage(browser(), `${baseUrl}${BATTLE}`, { width, height: 900 });
      await waitForState(page, "results", "done");
      const empire = page.getByTestId("force-attacker");
      await empire.getByRole("button", { name: "Cards already used" }).click();
      await page.getByRole("checkbox", { name: "Tractor Beam" }).check();
      await page.waitForURL(/tractor-beam/);
      await waitForState(page, "results", "done");
      const panel = page.getByTestId("card-worth");
      expect(await panel.getAttribute("data-state")).toBe("closed");
      await panel.locator("summary").first().click();
      await waitForState(page, "card-worth", "done", 120_000);
      const rows = panel.locator('li[data-testid^="card-worth-"]');
      const ids = await rows.evaluateAll((els) => els.map((e) => e.getAttribute("data-testid")));
      // 8 + 8 space cards, less the one already used; no ground card (no ground battle)
      expect(ids).toHaveLength(15);
      expect(ids).not.toContain("card-worth-attacker:space:tractor-beam");
      expect(ids).toContain("card-worth-attacker:space:swarm-tactics");
      expect(ids.some((id) => id?.includes(":ground:"))).toBe(false);
      // The cards worth something beyond the noise first, biggest loss first; those within it folded under one
      // line, in the same order.
      const diffsOf = (folded: boolean) =>
        panel
          .locator("[data-diff]")
          .evaluateAll(
            (els, f) =>
              els
                .filter((e) => (e.closest('[data-testid="card-worth-folded"]') !== null) === f)
                .map((e) => Number(e.getAttribute("data-diff"))),
            folded,
          );
      const shown = await diffsOf(false);
      const folded = await diffsOf(true);
      expect(shown.length + folded.length).toBe(15);
      for (const diffs of [shown, folded]) expect([...diffs].sort((a, b) => a - b)).toEqual(diffs);
      if (folded.length > 0)
        expect(await panel.getByTestId("card-worth-folded").locator("summary").first().innerText()).toBe(
          `${folded.length} more card${folded.length === 1 ? "" : "s"} within the noise`,
        );
      expect(await panel.innerText()).toContain("the main run's 4,000 trials");
      // a card's text on tap
      const swarm = page.getByTestId("card-worth-attacker:space:swarm-tactics");
      await swarm.locator("summary").click();
      expect(await swarm.innerText()).toContain("If you have more fighters than the Rebels, deal 1 damage.");
      expect(await swarm.getByTestId("card-worth-attacker:space:swarm-tactics-diff").innerText()).toMatch(
        /^[+−±]\d+\.\d points \(±\d+\.\d points; (within|beyond) the noise\)$/,
      );
      await panel.scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(os.tmpdir(), `card-worth-${process.pid}-${width}.png`) });
      await page.close();
    }
  }, 300_000);
});

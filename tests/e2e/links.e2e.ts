import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { planForces } from "@/lib/planner";
import { formatPercent } from "@/lib/format/percent";
import { decodeSetup } from "@/lib/scenario/url-codec";
import { useChromium, openPage, waitForState } from "./browser";
import { itFull } from "../helpers/tier";

// Legal forces on the page and in the planner (docs/planner.md#legal-forces), Plan offline, links that keep what
// they can (docs/links-and-history.md#links-keep-what-they-can), and the server's own page for a link too long to
// read.
const baseUrl = inject("baseUrl");
const browser = useChromium();

/** An Imperial invasion: 5 ground units and 2 TIE Fighters, one Star Destroyer (6 places) to carry them. */
const INVASION =
  "v=1&a=empire_tie-fighter.2,star-destroyer,stormtrooper.4,at-st_darth-vader&d=rebel_x-wing,rebel-trooper.2&tc=none&t=5000";

async function planTexts(page: Page): Promise<string[]> {
  await waitForState(page, "plan", "done", 120_000);
  return page.getByTestId(/^plan-\d+-p$/).allInnerTexts();
}

function expectedPlans(query: string, inSystem: boolean): string[] {
  const decoded = decodeSetup(query);
  if (!decoded.ok) throw new Error(decoded.error);
  const { scenario, seed } = decoded.setup;
  const r = planForces({ scenario, side: "attacker", target: 0.6, trials: 20_000, seed, inSystem });
  // (as the Plan panel writes a plan's chance: on one line with its range, one rounding)
  return r.plans.map((p) => formatPercent(p.p));
}

describe("links keep what they can", () => {
  it("a link with one unknown unit (death-trooper) loads the rest and names what it left out", async () => {
    const query =
      "v=2&a=empire_star-destroyer.2,death-trooper,tie-fighter.3_darth-vader&d=rebel_x-wing.2,y-wing";
    const page = await openPage(browser(), `${baseUrl}/?${query}`);
    const notice = page.getByTestId("link-notice");
    await notice.waitFor();
    const text = await notice.innerText();
    expect(text).toContain("Part of the link could not be read. The rest of the battle is loaded.");
    expect(text).toContain(`the attacker's unit "death-trooper": no such unit; left out`);
    expect(await page.locator("#attacker-star-destroyer").inputValue()).toBe("2");
    expect(await page.locator("#attacker-tie-fighter").inputValue()).toBe("3");
    expect(await page.locator("#defender-x-wing").inputValue()).toBe("2");
    // The address bar holds what was loaded, without the part left out.
    await page.waitForURL(
      `${baseUrl}/?v=2&a=empire_tie-fighter.3,star-destroyer.2_darth-vader&d=rebel_x-wing.2,y-wing`,
    );
    await page.context().close();
  });

  itFull(
    "a 3,000-character junk value is echoed cut to 40 characters, a cut-off tail keeps what came before",
    async () => {
      const junk = "q".repeat(3000);
      const page = await openPage(browser(), `${baseUrl}/?v=1&seed=${junk}&d=rebel_x-wing.2,y-w`);
      const notice = page.getByTestId("link-notice");
      await notice.waitFor();
      const text = await notice.innerText();
      expect(text).not.toContain("q".repeat(41));
      expect(text).toContain("it looks cut short, so the defender could not be read whole");
      expect(text.length).toBeLessThan(600);
      expect(await page.locator("#defender-x-wing").inputValue()).toBe("2");
      await page.context().close();
    },
  );

  itFull("a link too long for the server gets the app's one-line page, not a bare 431", async () => {
    const res = await fetch(`${baseUrl}/?v=1&seed=${"x".repeat(40_000)}`);
    expect(res.status).toBe(431);
    expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    const html = await res.text();
    expect(html).toContain("This link is too long for the server to read");
    expect(html).toContain('<a href="/"');
    // The server still answers normally afterwards.
    expect((await fetch(`${baseUrl}/api/health`)).status).toBe(200);
  });
});

describe("legal forces", () => {
  itFull(
    "says under the attacker when its ships cannot carry what moves in, and when it has no leader",
    async () => {
      const page = await openPage(browser(), `${baseUrl}/?${INVASION.replace("_darth-vader", "")}`, {
        width: 375,
        height: 812,
      });
      const note = page.getByTestId("moving-in-note");
      await note.waitFor();
      const lines = await note.getByRole("listitem").allInnerTexts();
      expect(lines).toEqual([
        "5 ground units and 2 TIE Fighters need 7 places; your ships carry 6 (fine if they are already in the system).",
        "An attack has the leader who activated the system; this attacker has none, so it cannot retreat.",
      ]);
      // Neither blocks a run.
      await waitForState(page, "results", "done");
      // One more Star Destroyer carries them all: the transport line goes.
      await page.getByRole("button", { name: "One more Star Destroyer" }).click();
      await expect.poll(() => note.getByRole("listitem").count()).toBe(1);
      await page.context().close();
    },
  );

  itFull(
    "the planner keeps Vader and proposes only forces its ships carry, unless they are already there",
    async () => {
      const page = await openPage(browser(), `${baseUrl}/?${INVASION}&plan=attacker.60`);
      expect(await planTexts(page)).toEqual(expectedPlans(INVASION, false));
      const plans = await page.getByTestId(/^plan-\d+$/).allInnerTexts();
      for (const plan of plans) expect(plan).toContain("Darth Vader");
      expect(await page.getByTestId("plan-legal").innerText()).toMatch(/keeps one of the attacker's leaders/);
      await page.getByTestId("plan-in-system").check();
      await page.waitForURL(/plan=attacker\.60\.here/);
      expect(await planTexts(page)).toEqual(expectedPlans(INVASION, true));
      await page.context().close();
    },
  );
});

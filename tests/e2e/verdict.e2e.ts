import { describe, expect, inject, it } from "vitest";
import type { Page } from "playwright-core";
import { simulate } from "@/lib/engine";
import { formatPercent } from "@/lib/format/percent";
import { headlineOutcomes } from "@/lib/results/outcome-words";
import { verdict } from "@/lib/results/verdict";
import { PRESETS, parseScenario } from "@/lib/scenario";
import { DEFAULT_SETUP, decodeSetup, encodeSetup, type Setup } from "@/lib/scenario/url-codec";
import { hiddenText, openPage, useChromium, waitForState } from "./browser";
import { itFull } from "../helpers/tier";

// docs/answer-first.md#the-verdict-on-the-page: the verdict at a glance, one number for one setup in every panel,
// the phone's bar, the retreat ★.
const baseUrl = inject("baseUrl");
const browser = useChromium();
const factions = { attacker: "empire", defender: "rebel" } as const;

/** Sullust: the Empire attacks a Rebel system mid-game. */
const SULLUST_SETUP = setupOf(
  "v=1&a=empire_tie-fighter.4,star-destroyer.2,stormtrooper.4,at-st.3_darth-vader&d=rebel_x-wing.3,y-wing.2,mon-calamari-cruiser,rebel-trooper.4,shield-generator_mon-mothma",
);

function setupOf(query: string): Setup {
  const decoded = decodeSetup(query);
  if (!decoded.ok) throw new Error(decoded.error);
  return decoded.setup;
}

/** Bottom edge of an element, in page coordinates. */
async function bottom(page: Page, testId: string): Promise<number> {
  const box = await page.getByTestId(testId).boundingBox();
  if (!box) throw new Error(`${testId} is not shown`);
  return box.y + box.height + (await page.evaluate(() => window.scrollY));
}

/** The words shown above `limit` px of the page (what a player sees before scrolling that far). */
function textAbove(page: Page, limit: number): Promise<string> {
  return page.evaluate((y) => {
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement;
      if (!el || !n.textContent?.trim()) continue;
      const style = getComputedStyle(el);
      if (style.visibility === "hidden" || el.closest(".sr-only")) continue;
      // (a closed Details shows its summary only)
      const closed = el.closest("details:not([open])");
      if (closed && !el.closest("summary")) continue;
      const range = document.createRange();
      range.selectNodeContents(n);
      const rect = range.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      if (rect.top + window.scrollY < y) out.push(n.textContent.trim());
    }
    return out.join(" ");
  }, limit);
}

describe("the verdict beside the odds", () => {
  it("shows the Sullust battle as the run counts it: outcomes, who holds what, losses by unit type", async () => {
    const page = await openPage(browser(), `${baseUrl}/?${encodeSetup(SULLUST_SETUP)}`, {
      width: 1280,
      height: 800,
    });
    await waitForState(page, "results", "done");
    const v = verdict(
      simulate(SULLUST_SETUP.scenario, { trials: SULLUST_SETUP.trials, seed: SULLUST_SETUP.seed }),
      factions,
    );
    for (const o of v.outcomes.filter((x) => x.p >= 0.01))
      expect(await page.getByTestId(`verdict-outcome-${o.key}`).innerText()).toBe(
        `${o.text}\n${formatPercent(o.p)}`,
      );
    expect(v.outcomes[0]!.text).toBe("The Empire wins");
    for (const h of v.holds)
      expect(await page.getByTestId(`verdict-holds-${h.theater}`).innerText()).toBe(h.text);
    const empire = await page.getByTestId("verdict-losses-attacker").innerText();
    expect(empire).toContain(`Empire loses ${v.losses.attacker.expected}`);
    expect(empire).toMatch(/loses about 2\.\d TIE Fighters, 1\.\d Stormtroopers and 0\.\d Star Destroyers/);
    expect(await page.getByTestId("verdict-chances-attacker").innerText()).toBe(
      v.losses.attacker.chances.join(" · "),
    );
    expect(await page.getByTestId("verdict-losses-defender").innerText()).toContain(
      `Rebels lose everything: ${formatPercent(v.losses.defender.likely!.p)}`,
    );
    await page.context().close();
  });

  itFull(
    "puts expected losses, who holds what and the retreat verdict on the first desktop screen",
    async () => {
      const page = await openPage(browser(), `${baseUrl}/?${encodeSetup(SULLUST_SETUP)}`, {
        width: 1280,
        height: 800,
      });
      await waitForState(page, "retreat-advisor", "done", 120_000);
      expect(await page.getByTestId("verdict-retreat-attacker").innerText()).toMatch(
        /^Empire: Don't plan a retreat/,
      );
      expect(await page.getByTestId("verdict-retreat-defender").innerText()).toMatch(
        /^The Rebels' best move: run after round 1; they escape \d+% of the time/,
      );
      for (const id of ["verdict-losses", "verdict-holds", "verdict-retreat"])
        expect(await bottom(page, id), id).toBeLessThanOrEqual(800);
      await page.context().close();
    },
  );

  itFull("comes within the first two screens of a 390-px phone, with no statistics words there", async () => {
    const page = await openPage(browser(), `${baseUrl}/?${encodeSetup(SULLUST_SETUP)}`, {
      width: 390,
      height: 844,
    });
    await waitForState(page, "retreat-advisor", "done", 120_000);
    for (const id of ["verdict-losses", "verdict-holds", "verdict-retreat"])
      expect(await bottom(page, id), id).toBeLessThanOrEqual(2 * 844);
    // Right under the headline: the verdict comes before the forces.
    expect(await bottom(page, "verdict")).toBeLessThan(
      (await page.getByTestId("force-attacker").boundingBox())!.y + (await page.evaluate(() => scrollY)),
    );
    const words = await textAbove(page, 2 * 844);
    expect(words).toContain("The Empire wins");
    for (const jargon of [
      /trials?\b/i,
      /\bseed\b/i,
      /interval/i,
      /significan/i,
      /\bworkers?\b/i,
      /\bpts\b/,
      /±/,
      /Wilson/,
      /z-test/,
      /\bnoise\b/i,
    ])
      expect(words, String(jargon)).not.toMatch(jargon);
    // Nothing is lost: the exact numbers are one tap away.
    await page.getByText("Details: the exact numbers").click();
    expect(await page.getByTestId("run-status").innerText()).toMatch(/^Done: 100,000 of 100,000 trials/);
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    await page.context().close();
  });
});

describe("one number for one setup", () => {
  it("shows the main run's chance in the verdict, the retreat, targeting and plan panels, the Details and the bar", async () => {
    const setup: Setup = { ...DEFAULT_SETUP, trials: 20_000, seed: "one" };
    const page = await openPage(browser(), `${baseUrl}/?${encodeSetup(setup)}&plan=attacker.80`, {
      width: 1280,
      height: 800,
    });
    await waitForState(page, "what-if", "done", 120_000);
    await waitForState(page, "plan", "done", 120_000);
    const r = simulate(setup.scenario, { trials: 20_000, seed: "one" });
    const win = formatPercent(r.outcomes.attacker.p);
    expect(await page.getByTestId("verdict-outcome-attacker").innerText()).toContain(win);
    // The current rule's and policy's rows are the main run itself.
    const current = page.locator('[data-testid^="retreat-attacker-"]', { hasText: "(now)" }).first();
    expect(await current.innerText()).toContain(win);
    for (const side of ["attacker", "defender"])
      expect(
        await page.getByTestId(`sensitivity-${side}-threat`).getByTestId("attacker-wins").innerText(),
      ).toBe(win);
    // The plan panel: the whole pool is the setup, at the main run's number (its plans are their own runs).
    expect(await page.getByTestId("plan").innerText()).toContain(`wins ${win} in the odds above`);
    expect(await hiddenText(page.getByTestId("outcome-attacker-p"))).toBe(
      formatPercent(r.outcomes.attacker.p, "exact"),
    );
    await page.setViewportSize({ width: 390, height: 844 });
    const top = headlineOutcomes(r, factions)[0]!;
    expect(await page.getByTestId("odds-bar-text").innerText()).toBe(
      `Likeliest: ${top.short} ${formatPercent(top.p)}`,
    );
    await page.context().close();
  });

  itFull("the phone's bar names a split: who takes what", async () => {
    const large = parseScenario(PRESETS.find((p) => p.id === "large-battle")!.scenario);
    if (!large.ok) throw new Error(large.error);
    const setup: Setup = { ...DEFAULT_SETUP, scenario: large.scenario, trials: 20_000 };
    const page = await openPage(browser(), `${baseUrl}/?${encodeSetup(setup)}`, { width: 390, height: 844 });
    await waitForState(page, "results", "done");
    const top = headlineOutcomes(simulate(setup.scenario, { trials: 20_000, seed: "1" }), factions)[0]!;
    expect(top.short).toBe("Split: Empire takes the ground");
    expect(await page.getByTestId("odds-bar-text").innerText()).toBe(
      `Likeliest: Split: Empire takes the ground ${formatPercent(top.p)}`,
    );
    expect(await page.getByTestId("verdict-outcome-split-defender-space").innerText()).toContain(
      "Split: the Empire takes the ground, Rebel ships survive in space",
    );
    await page.context().close();
  });
});

describe("the retreat ★ on battles whose answer is known", () => {
  it("a sure win never retreats; a hopeless defence runs after round 1", async () => {
    const setup = setupOf(
      "v=1&a=empire_tie-fighter.6,star-destroyer.4_darth-vader&d=rebel_x-wing.2,mon-calamari-cruiser_mon-mothma&tc=none&t=20000",
    );
    const page = await openPage(browser(), `${baseUrl}/?${encodeSetup(setup)}`);
    await waitForState(page, "retreat-advisor", "done", 120_000);
    expect(await page.getByTestId("retreat-attacker-0").innerText()).toMatch(/^Never ★ best \(now\)/);
    expect(await page.getByTestId("retreat-defender-0").innerText()).toMatch(/^After round 1 ★ best/);
    expect(await page.getByTestId("retreat-attacker-verdict").innerText()).toMatch(/^Don't plan a retreat/);
    expect(await page.getByTestId("verdict-retreat-defender").innerText()).toMatch(
      /^The Rebels' best move: run after round 1; they escape/,
    );
    // Rules that give up wins are ranked below never, marked as such.
    expect(await page.getByTestId("retreat-attacker-0").getAttribute("data-standing")).toBe("never");
    await page.context().close();
  });
});

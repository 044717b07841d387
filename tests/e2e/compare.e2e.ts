import { describe, expect, inject, it } from "vitest";
import type { Page } from "playwright-core";
import { OUTCOMES, simulate, type SimulationResult } from "@/lib/engine";
import { compareProportions, formatPoints } from "@/lib/compare/significance";
import { sensitivityCases } from "@/lib/compare/sensitivity";
import { whatIfVariations } from "@/lib/compare/what-if";
import { formatPercent } from "@/lib/results/chart-data";
import { DEFAULT_SETUP, decodeSetup, type Setup } from "@/lib/scenario/url-codec";
import { useChromium, openPage, waitForState } from "./browser";

const baseUrl = inject("baseUrl");
const browser = useChromium();

function run(setup: Setup): SimulationResult {
  return simulate(setup.scenario, { trials: setup.trials, seed: setup.seed });
}

function setupOf(query: string): Setup {
  const decoded = decodeSetup(query);
  if (!decoded.ok) throw new Error(decoded.error);
  return decoded.setup;
}

/** The difference cell as the page writes it: points, then the verdict. */
function diffText(a: number, aTrials: number, b: number, bTrials: number): string {
  const d = compareProportions({ p: a, trials: aTrials }, { p: b, trials: bTrials });
  return `${formatPoints(d.diff)} ${d.significant ? "✱ significant" : "within noise"}`;
}

async function compareCells(page: Page): Promise<string[][]> {
  return Promise.all(
    OUTCOMES.map((o) =>
      Promise.all(["a", "b", "diff"].map((c) => page.getByTestId(`compare-${o}-${c}`).innerText())),
    ),
  );
}

describe("compare A with B", () => {
  it("pins A, adds a unit, and shows B − A exactly as the engine's runs give it; the link round-trips", async () => {
    const page = await openPage(browser(), `${baseUrl}/?v=1&t=20000&seed=cmp`);
    await waitForState(page, "results", "done");
    await page.getByRole("button", { name: "Pin this result as A" }).click();
    await page.getByTestId("force-defender").getByRole("button", { name: "One more X-wing" }).click();
    await page.waitForURL(/x-wing\.2/);
    expect(new URL(page.url()).search).toBe(
      "?v=1&d=rebel_x-wing.2,y-wing_jan-dodonna&t=20000&seed=cmp&vs=1~t:20000~seed:cmp",
    );
    await waitForState(page, "results", "done");
    await waitForState(page, "compare", "ready");

    const a = run({ ...DEFAULT_SETUP, trials: 20_000, seed: "cmp" });
    const b = run(setupOf("v=1&d=rebel_x-wing.2,y-wing_jan-dodonna&t=20000&seed=cmp"));
    const expected = OUTCOMES.map((o) => [
      formatPercent(a.outcomes[o].p),
      formatPercent(b.outcomes[o].p),
      diffText(a.outcomes[o].p, a.trials, b.outcomes[o].p, b.trials),
    ]);
    const cells = await compareCells(page);
    expect(cells).toEqual(expected);
    // One more X-wing costs the Empire about 6 points: a real effect, not noise.
    expect(cells[0]?.[2]).toMatch(/^−\d+\.\d\d pts ✱ significant$/);
    expect(await page.getByTestId("compare-a-setup").innerText()).toBe(
      "A: Empire attacks with 1 TIE Fighter, 1 Star Destroyer; Darth Vader against Rebels with 1 X-wing, 1 Y-wing; Jan Dodonna (20,000 trials, seed cmp)",
    );
    expect(await page.getByTestId("compare-b-setup").innerText()).toBe(
      "B: Empire attacks with 1 TIE Fighter, 1 Star Destroyer; Darth Vader against Rebels with 2 X-wings, 1 Y-wing; Jan Dodonna (20,000 trials, seed cmp)",
    );
    // Losses per unit type: the units lost on average in A and in B, and the paired small multiples.
    const tie = a.attacker.survivors.find((s) => s.unit === "tie-fighter")!;
    expect(await page.getByTestId("compare-lost-attacker-tie-fighter-a").innerText()).toBe(
      (tie.start - tie.mean).toFixed(2),
    );
    expect(await page.getByTestId("compare-losses-defender").innerText()).toContain("X-wing");

    // The link re-runs A with its own seed and trials, and shows the same comparison.
    const other = await openPage(browser(), page.url());
    await waitForState(other, "compare", "ready");
    expect(await compareCells(other)).toEqual(expected);
    expect(await other.getByTestId("compare-table").innerText()).toBe(
      await page.getByTestId("compare-table").innerText(),
    );
    await other.context().close();

    await page.getByRole("button", { name: "Unpin A" }).click();
    await page.waitForURL((url) => !url.search.includes("vs="));
    expect(await page.getByTestId("compare-table").count()).toBe(0);
    await page.context().close();
  });

  it("shows each targeting policy's odds exactly as simulate() gives them at 20,000 trials", async () => {
    const page = await openPage(browser(), `${baseUrl}/?v=1&t=50000&seed=sens`);
    await waitForState(page, "sensitivity", "done");
    const setup = setupOf("v=1&t=50000&seed=sens");
    const cases = sensitivityCases(setup);
    const base = run(cases[0]!.setup);
    expect(cases[0]?.setup.trials).toBe(20_000);
    for (const c of cases) {
      const row = page.getByTestId(`sensitivity-${c.side}-${c.policy}`);
      const r = run(c.setup);
      expect(await row.getByTestId("attacker-wins").innerText()).toBe(formatPercent(r.outcomes.attacker.p));
      expect(await row.getByTestId("defender-wins").innerText()).toBe(formatPercent(r.outcomes.defender.p));
      if (!c.current)
        expect(await row.getByTestId("diff").innerText()).toBe(
          diffText(base.outcomes.attacker.p, base.trials, r.outcomes.attacker.p, r.trials),
        );
    }
    await page.context().close();
  });

  it("runs the what-if variations, then applies one or pins the current setup and compares", async () => {
    const page = await openPage(browser(), `${baseUrl}/?v=1&t=20000&seed=wi`);
    await waitForState(page, "what-if", "done", 90_000);
    const setup = setupOf("v=1&t=20000&seed=wi");
    const plan = whatIfVariations(setup);
    const base = run({ ...setup, trials: 10_000 });
    const more = plan.variations.find((v) => v.id === "defender+x-wing")!;
    const r = run({ ...more.setup, trials: 10_000 });
    const row = page.getByTestId("what-if-defender+x-wing");
    expect(await row.getByTestId("what-if-defender+x-wing-p").innerText()).toBe(
      formatPercent(r.outcomes.attacker.p),
    );
    expect(await row.getByTestId("what-if-defender+x-wing-diff").innerText()).toBe(
      diffText(base.outcomes.attacker.p, base.trials, r.outcomes.attacker.p, r.trials),
    );
    expect(await page.locator('[data-testid^="what-if-"][data-testid$="-diff"]').count()).toBe(
      plan.variations.length,
    );

    await page.getByRole("button", { name: "Apply: Rebels (defender): +1 X-wing" }).click();
    await page.waitForURL(/x-wing\.2/);
    expect(await page.locator("#defender-x-wing").inputValue()).toBe("2");
    await waitForState(page, "results", "done");

    await page.getByRole("button", { name: /^Compare: .* Empire \(attacker\): \+1 Star Destroyer$/ }).click();
    await page.waitForURL(/vs=1~d:rebel_x-wing\.2,y-wing_jan-dodonna~t:20000~seed:wi/);
    await waitForState(page, "compare", "ready");
    const b = run(setupOf(new URL(page.url()).search));
    expect(await page.getByTestId("compare-attacker-b").innerText()).toBe(
      formatPercent(b.outcomes.attacker.p),
    );
    await page.context().close();
  });

  it("says what is wrong with a broken pinned setup and still loads B", async () => {
    const page = await openPage(browser(), `${baseUrl}/?v=1&t=20000&vs=1~a:empire_stormtrooper.31`);
    const notice = page.getByTestId("pin-notice");
    await notice.waitFor();
    expect(await notice.innerText()).toContain(
      "Invalid compare link: pinned setup A: the attacker has 31 Stormtroopers (the game has 30).",
    );
    await waitForState(page, "results", "done");
    await page.waitForURL((url) => url.search === "?v=1&t=20000");
    expect(new URL(page.url()).search).toBe("?v=1&t=20000");
    expect(await page.getByTestId("compare").getAttribute("data-state")).toBe("empty");
    await page.context().close();
  });

  it("fits a 375-px phone with a comparison open", async () => {
    const page = await openPage(browser(), `${baseUrl}/?v=1&t=20000&vs=1~t:20000~seed:2`, {
      width: 375,
      height: 812,
    });
    await waitForState(page, "compare", "ready");
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    await page.context().close();
  });
});

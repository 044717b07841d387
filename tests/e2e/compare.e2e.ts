import { describe, expect, inject, it } from "vitest";
import type { Page } from "playwright-core";
import { OUTCOMES, simulate, simulateTraced, type SimulationResult } from "@/lib/engine";
import { compareRows, pairable } from "@/lib/compare/compare-rows";
import type { Difference } from "@/lib/compare/significance";
import { sensitivityCases } from "@/lib/compare/sensitivity";
import { runToEnd } from "@/lib/panel-runs/run-to-end";
import { formatPercent, formatPoints } from "@/lib/format/percent";
import { DEFAULT_SETUP, decodeSetup, type Setup } from "@/lib/scenario/url-codec";
import { useChromium, openPage, waitForState, hiddenText } from "./browser";
import { itFull } from "../helpers/tier";

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

/** The compare table's difference cell as the Details write it: exact points, then the test's verdict. */
function exactDiff(d: Difference): string {
  return `${formatPoints(d.diff, "exact")} ${d.significant ? "✱ significant" : "within noise"}`;
}

/** A panel's difference as a player reads it: bold points, or the points marked "noise". */
function peopleDiff(d: Difference): string {
  return `${formatPoints(d.diff)}${d.significant ? "" : " · noise"}`;
}

async function compareCells(page: Page): Promise<string[][]> {
  return Promise.all(
    OUTCOMES.map((o) =>
      Promise.all(["a", "b", "diff"].map((c) => hiddenText(page.getByTestId(`compare-${o}-${c}`)))),
    ),
  );
}

/** The page's extra runs as its queue runs them, to the end, on this thread (the same plans and looks). */
function queueViews(setup: Setup) {
  const main = simulateTraced(setup.scenario, { trials: setup.trials, seed: setup.seed });
  return runToEnd({ setup, pinned: null, changes: [], main }).views;
}

describe("compare A with B", () => {
  it("pins A, adds a unit, and shows B − A exactly as the engine's runs give it; the link round-trips", async () => {
    const page = await openPage(browser(), `${baseUrl}/?v=1&t=20000&seed=cmp`);
    await waitForState(page, "results", "done");
    await page.getByRole("button", { name: "Pin this result as A" }).click();
    await page.getByTestId("force-defender").getByRole("button", { name: "One more X-wing" }).click();
    await page.waitForURL(/x-wing\.2/);
    expect(new URL(page.url()).search).toBe(
      // (a version-1 link is written in version 2: each side's silence about its goal is the win, written out)
      "?v=2&a=empire_tie-fighter,star-destroyer_darth-vader_______win&d=rebel_x-wing.2,y-wing_jan-dodonna_______win&t=20000&seed=cmp&vs=2~a:empire_tie-fighter,star-destroyer_darth-vader_______win~d:rebel_x-wing,y-wing_jan-dodonna_______win~t:20000~seed:cmp",
    );
    await waitForState(page, "results", "done");
    await waitForState(page, "compare", "ready");

    const ta = simulateTraced(DEFAULT_SETUP.scenario, { trials: 20_000, seed: "cmp" });
    const tb = simulateTraced(setupOf("v=1&d=rebel_x-wing.2,y-wing_jan-dodonna&t=20000&seed=cmp").scenario, {
      trials: 20_000,
      seed: "cmp",
    });
    const a = ta.result;
    const b = tb.result;
    // A and B share their seed and trials: the differences are tested trial by trial.
    const rows = compareRows(
      a,
      b,
      { attacker: "Empire", defender: "Rebels" },
      pairable(a, b, { a: ta.trace, b: tb.trace }),
    );
    const expected = OUTCOMES.map((o) => [
      formatPercent(a.outcomes[o].p, "exact"),
      formatPercent(b.outcomes[o].p, "exact"),
      exactDiff(rows.find((r) => r.key === o)!.difference!),
    ]);
    const cells = await compareCells(page);
    expect(cells).toEqual(expected);
    // One more X-wing costs the Empire about 6 points: a real effect, not noise.
    expect(cells[0]?.[2]).toMatch(/^−\d+\.\d\d points ✱ significant$/);
    // Compare names the difference, and the change in each headline chance next to it.
    expect(await page.getByTestId("compare-difference").innerText()).toBe("B = A + 1 X-wing");
    expect(await page.getByTestId("compare-change-attacker").innerText()).toContain(
      `The Empire wins: ${formatPercent(a.outcomes.attacker.p)} → ${formatPercent(b.outcomes.attacker.p)}`,
    );
    expect(await hiddenText(page.getByTestId("compare-a-setup"))).toBe(
      "A: Empire attacks with 1 TIE Fighter, 1 Star Destroyer; Darth Vader against Rebels with 1 X-wing, 1 Y-wing; Jan Dodonna (20,000 trials, seed cmp)",
    );
    expect(await hiddenText(page.getByTestId("compare-b-setup"))).toBe(
      "B: Empire attacks with 1 TIE Fighter, 1 Star Destroyer; Darth Vader against Rebels with 2 X-wings, 1 Y-wing; Jan Dodonna (20,000 trials, seed cmp)",
    );
    // Losses per unit type: the units lost on average in A and in B, and the paired small multiples.
    const tie = a.attacker.survivors.find((s) => s.unit === "tie-fighter")!;
    expect(await hiddenText(page.getByTestId("compare-lost-attacker-tie-fighter-a"))).toBe(
      (tie.start - tie.mean).toFixed(2),
    );
    expect(await page.getByTestId("compare-losses-defender").innerText()).toContain("X-wing");

    // The link re-runs A with its own seed and trials, and shows the same comparison.
    const other = await openPage(browser(), page.url());
    await waitForState(other, "compare", "ready");
    expect(await compareCells(other)).toEqual(expected);
    expect(await hiddenText(other.getByTestId("compare-table"))).toBe(
      await hiddenText(page.getByTestId("compare-table")),
    );
    await other.context().close();

    await page.getByRole("button", { name: "Unpin A" }).click();
    await page.waitForURL((url) => !url.search.includes("vs="));
    expect(await page.getByTestId("compare-table").count()).toBe(0);
    await page.context().close();
  });

  it("shows each targeting policy's odds on the main run, measured trial by trial as the engine gives them", async () => {
    const page = await openPage(browser(), `${baseUrl}/?v=1&t=50000&seed=sens`);
    await waitForState(page, "sensitivity", "done");
    const setup = setupOf("v=1&t=50000&seed=sens");
    const cases = sensitivityCases(setup);
    expect(cases[1]?.setup.trials).toBe(20_000);
    const rows = queueViews(setup).targeting.rows;
    const main = run(setup);
    cases.forEach((c, i) => {
      const r = rows[i]!;
      if (c.current) expect(r.attackerGoal).toBe(main.outcomes.attacker.p); // the main run: one number
    });
    for (const [i, c] of cases.entries()) {
      const row = page.getByTestId(`sensitivity-${c.side}-${c.policy}`);
      const r = rows[i]!;
      expect(await row.getByTestId("attacker-wins").innerText()).toBe(formatPercent(r.attackerGoal!));
      expect(await row.getByTestId("defender-wins").innerText()).toBe(formatPercent(r.defenderGoal!));
      if (!c.current) expect(await row.getByTestId("diff").innerText()).toBe(peopleDiff(r.difference!));
    }
    await page.context().close();
  });

  it("runs the what-if variations, then applies one or pins the current setup and compares", async () => {
    const page = await openPage(browser(), `${baseUrl}/?v=1&t=20000&seed=wi`);
    await waitForState(page, "what-if", "done", 90_000);
    const setup = setupOf("v=1&t=20000&seed=wi");
    const view = queueViews(setup)["what-if"];
    const more = view.rows.find((v) => v.id === "defender+x-wing")!;
    await page.getByRole("button", { name: `All ${view.plan.variations.length} changes` }).click();
    const row = page.getByTestId("what-if-defender+x-wing");
    // Each side's goal first, then the losses beyond the noise, in words, as the queue's own run gives them.
    expect(await row.getByTestId("what-if-defender+x-wing-words").innerText()).toBe(more.words);
    expect(more.words).toMatch(/^The Empire wins: .*; The Rebels win: /);
    expect(await page.locator('[data-testid^="what-if-"][data-testid$="-words"]').count()).toBe(
      view.plan.variations.length,
    );
    // Sorted once, when every row is settled: the same order as the queue's.
    const ids = await page
      .locator('[data-testid="what-if"] li[data-testid^="what-if-"]')
      .evaluateAll((els) => els.map((e) => e.getAttribute("data-testid")));
    expect(ids).toEqual(view.rows.map((r) => `what-if-${r.id}`));

    await page.getByRole("button", { name: "Apply: Rebels (defender): +1 X-wing" }).click();
    await page.waitForURL(/x-wing\.2/);
    expect(await page.locator("#defender-x-wing").inputValue()).toBe("2");
    await waitForState(page, "results", "done");

    await page.getByRole("button", { name: /^Compare: .* Empire \(attacker\): \+1 Star Destroyer$/ }).click();
    await page.waitForURL(/vs=2~a:[^&~]*~d:rebel_x-wing\.2,y-wing_jan-dodonna_______win~t:20000~seed:wi/);
    await waitForState(page, "compare", "ready");
    const b = run(setupOf(new URL(page.url()).search));
    expect(await hiddenText(page.getByTestId("compare-attacker-b"))).toBe(
      formatPercent(b.outcomes.attacker.p, "exact"),
    );
    expect(await page.getByTestId("compare-difference").innerText()).toBe("B = A + 1 Star Destroyer");
    await page.context().close();
  });

  itFull("says what is wrong with a broken pinned setup and still loads B", async () => {
    const page = await openPage(browser(), `${baseUrl}/?v=1&t=20000&vs=1~a:empire_stormtrooper.31`);
    const notice = page.getByTestId("pin-notice");
    await notice.waitFor();
    expect(await notice.innerText()).toContain(
      "Invalid compare link: pinned setup A: the attacker has 31 Stormtroopers (the game has 30).",
    );
    await waitForState(page, "results", "done");
    const written =
      "?v=2&a=empire_tie-fighter,star-destroyer_darth-vader_______win&d=rebel_x-wing,y-wing_jan-dodonna_______win&t=20000";
    await page.waitForURL((url) => url.search === written);
    expect(new URL(page.url()).search).toBe(written);
    expect(await page.getByTestId("compare").getAttribute("data-state")).toBe("empty");
    await page.context().close();
  });

  itFull("fits a 375-px phone with a comparison open", async () => {
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

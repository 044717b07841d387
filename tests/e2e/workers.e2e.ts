import { describe, expect, inject, it } from "vitest";
import { OUTCOMES, simulate } from "@/lib/engine";
import { formatPercent } from "@/lib/format/percent";
import { decodeSetup } from "@/lib/scenario/url-codec";
import { useChromium, waitForState, hiddenText } from "./browser";
import { LINK_VERSION } from "@/lib/scenario/link-defaults";

const baseUrl = inject("baseUrl");
const browser = useChromium();

// More trials than the server runs with a page (200,000), so the page's own workers compute it.
const QUERY = "v=1&d=rebel_x-wing.2,y-wing_jan-dodonna&t=210000&seed=cores";

describe("one worker per core", () => {
  it("gives exactly the engine's numbers whatever the number of cores", async () => {
    const decoded = decodeSetup(QUERY);
    if (!decoded.ok) throw new Error(decoded.error);
    const result = simulate(decoded.setup.scenario, { trials: 210_000, seed: "cores" });
    const expected = OUTCOMES.map((o) => formatPercent(result.outcomes[o].p, "exact"));
    const seen: { status: string; outcomes: string[]; losses: string }[] = [];
    for (const cores of [1, 3]) {
      const context = await browser().newContext();
      await context.addInitScript((n: number) => {
        Object.defineProperty(Navigator.prototype, "hardwareConcurrency", { get: () => n });
      }, cores);
      const page = await context.newPage();
      await page.goto(`${baseUrl}/?${QUERY}`);
      await waitForState(page, "results", "done");
      seen.push({
        status: await hiddenText(page.getByTestId("run-status")),
        outcomes: await Promise.all(OUTCOMES.map((o) => hiddenText(page.getByTestId(`outcome-${o}-p`)))),
        losses: await hiddenText(page.getByTestId("losses")),
      });
      await context.close();
    }
    expect(seen[0]!.status).toMatch(/^Done: 210,000 of 210,000 trials in \d+\.\d\d s \(1 worker\)$/);
    expect(seen[1]!.status).toMatch(/^Done: 210,000 of 210,000 trials in \d+\.\d\d s \(3 workers\)$/);
    expect(seen[0]!.outcomes).toEqual(expected);
    expect(seen[1]!.outcomes).toEqual(expected);
    expect(seen[0]!.losses).toMatch(/\d\.\d\d of \d+ /); // (the table, read while its Details are closed)
    expect(seen[1]!.losses).toBe(seen[0]!.losses);
  });
});

describe("adaptive precision", () => {
  it("stops the rulebook battle at the first chunk within ±0.5 pp, says so, and keeps it in the link", async () => {
    const context = await browser().newContext();
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`);
    await page.waitForSelector('[data-ready="true"]');
    await page.getByLabel("Precision").selectOption("0.5");
    await page.waitForURL(/[?&]p=0\.5/);
    await waitForState(page, "results", "done");
    const status = await hiddenText(page.getByTestId("run-status"));
    const m = /^Stopped at ([\d,]+) trials: ±(\d\.\d+) pp, in \d+\.\d\d s \(\d workers?\)$/.exec(status);
    expect(m, status).not.toBeNull();
    const stopped = Number(m![1]!.replace(/,/g, ""));
    // The goal: within 20,000 trials; and exactly the engine's first `stopped` trials of seed 1.
    expect(stopped).toBeLessThanOrEqual(20_000);
    expect(Number(m![2])).toBeLessThanOrEqual(0.5);
    const decoded = decodeSetup(`v=${LINK_VERSION}`);
    if (!decoded.ok) throw new Error(decoded.error);
    const result = simulate(decoded.setup.scenario, { trials: stopped, seed: "1" });
    const shown = await Promise.all(OUTCOMES.map((o) => hiddenText(page.getByTestId(`outcome-${o}-p`))));
    expect(shown).toEqual(OUTCOMES.map((o) => formatPercent(result.outcomes[o].p, "exact")));
    expect(new URL(page.url()).search).toBe(`?v=${LINK_VERSION}&p=0.5`);
    await context.close();
  });
});

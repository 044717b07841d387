import { readFileSync } from "node:fs";
import { describe, expect, inject, it } from "vitest";
import { simulate, simulateTraced } from "@/lib/engine";
import { planForces } from "@/lib/planner";
import { formatPercent } from "@/lib/format/percent";
import { endStateLines, sideSummary } from "@/lib/results/summary";
import { retreatShortLabel } from "@/lib/retreat/retreat-advice";
import { runToEnd } from "@/lib/panel-runs/run-to-end";
import { parseScenario } from "@/lib/scenario";
import { DEFAULT_SETUP, encodeSetup, type Setup } from "@/lib/scenario/url-codec";
import { useChromium, openPage, waitForState, hiddenText } from "./browser";
import { WIN_SETUP } from "../helpers/scenarios";
import { itFull } from "../helpers/tier";

// docs/answer-first.md: the page answers "should I attack, with what, and when do I retreat?" on its first screen.
const baseUrl = inject("baseUrl");
const browser = useChromium();
const factions = { attacker: "empire", defender: "rebel" } as const;

describe("the answer-first summary", () => {
  it("shows the verdict without scrolling at 1280×800, the exact losses one tap away, the end states below", async () => {
    // (version 1's default battle: both sides on the win. With `auto` the Rebels' "Plays for" line and goal row take
    // ~100 px more, and the Details toggle falls below 800 px: a layout left to do)
    const page = await openPage(browser(), `${baseUrl}/?v=1`, { width: 1280, height: 800 });
    await waitForState(page, "results", "done");
    const r = simulate(DEFAULT_SETUP.scenario, { trials: 100_000, seed: "1" });
    expect(await hiddenText(page.getByTestId("likely-attacker"))).toBe(
      sideSummary(r, "attacker", "empire").likely,
    );
    expect(await hiddenText(page.getByTestId("likely-defender"))).toBe(
      sideSummary(r, "defender", "rebel").likely,
    );
    // The likeliest exact end states moved below the verdict.
    const ends = await page.getByTestId("end-states").innerText();
    for (const line of endStateLines(r, factions)) expect(ends).toContain(line.text);
    // The verdict is on the first screen.
    for (const id of ["verdict-outcomes", "verdict-losses", "verdict-retreat", "odds-details"]) {
      const box = await page.getByTestId(id).boundingBox();
      expect(box && box.y + box.height, id).toBeLessThanOrEqual(800);
    }
    await page.context().close();
  });

  itFull(
    "comes first on a phone: the outcomes, then who holds what and the losses, then the forces",
    async () => {
      const page = await openPage(browser(), `${baseUrl}/`, { width: 375, height: 800 });
      await waitForState(page, "results", "done");
      const odds = await page.getByTestId("verdict-outcomes").boundingBox();
      const losses = await page.getByTestId("verdict-losses").boundingBox();
      const forces = await page.getByTestId("force-attacker").boundingBox();
      expect(odds && losses && forces).toBeTruthy();
      expect(losses!.y - (odds!.y + odds!.height)).toBeGreaterThanOrEqual(0);
      expect(losses!.y - (odds!.y + odds!.height)).toBeLessThan(120); // who holds what sits between
      expect(forces!.y).toBeGreaterThan(losses!.y + losses!.height);
      const { scrollWidth, clientWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
      }));
      expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
      await page.context().close();
    },
  );

  itFull(
    "splits a win into the loser retreating or being destroyed, and says when a retreat rule cannot fire",
    async () => {
      const withRetreat: Setup = {
        ...DEFAULT_SETUP,
        trials: 20_000,
        scenario: {
          ...DEFAULT_SETUP.scenario,
          attacker: {
            ...DEFAULT_SETUP.scenario.attacker,
            leaders: [],
            retreat: { policy: "after-round", round: 1 },
          },
          defender: { ...DEFAULT_SETUP.scenario.defender, retreat: { policy: "after-round", round: 1 } },
        },
      };
      const page = await openPage(browser(), `${baseUrl}/?${encodeSetup(withRetreat)}`);
      await waitForState(page, "results", "done");
      const r = simulate(withRetreat.scenario, { trials: 20_000, seed: "1" });
      expect(await hiddenText(page.getByTestId("outcome-attacker-detail"))).toBe(
        `Rebels destroyed ${formatPercent(r.wins.attacker.byDestruction.p, "exact")} · retreated ${formatPercent(r.wins.attacker.byRetreat.p, "exact")}`,
      );
      const note = "This rule can never fire: a side retreats only with a leader in the system.";
      // Next to the rule's summary while the side's choices are folded, and next to the rule when open.
      expect(await page.getByTestId("attacker-retreat-note").innerText()).toBe(note);
      await page.getByRole("button", { name: "Empire's choices" }).click();
      expect(await page.getByTestId("attacker-retreat-note").innerText()).toBe(note);
      expect(await page.getByTestId("defender-retreat-note").count()).toBe(0);
      await page.context().close();
    },
  );
});

describe("the retreat advisor", () => {
  it("lists each side's retreat rules best first with the engine's paired numbers, and applies one", async () => {
    // (both sides playing for the win, as the rules' numbers below are weighed)
    const setup: Setup = { ...WIN_SETUP, trials: 20_000, seed: "ret" };
    const page = await openPage(browser(), `${baseUrl}/?${encodeSetup(setup)}`);
    await waitForState(page, "retreat-advisor", "done", 90_000);
    // (the page's own queue, run to the end on this thread: the same plans, looks and stopping rules)
    const main = simulateTraced(setup.scenario, { trials: 20_000, seed: "ret" });
    const { views } = runToEnd({ setup, pinned: null, changes: [], main });
    const rows = views.retreat.rows.defender;
    const first = page.getByTestId("retreat-defender-0");
    expect(await first.innerText()).toContain(`${retreatShortLabel(rows[0]!.rule)} ★ best`);
    expect(await first.innerText()).toContain(formatPercent(rows[0]!.retreat!));
    // The verdict beside the odds says the same, in one line per side.
    expect(await page.getByTestId("verdict-retreat-defender").innerText()).toContain(
      views.retreat.verdicts.defender.text,
    );
    expect(await page.getByTestId("verdict-retreat-attacker").innerText()).toContain(
      views.retreat.verdicts.attacker.text,
    );
    // Leaving after round 1 gives up under a point of the Rebels' rare win and keeps far more: apply it from the list.
    await page
      .getByTestId("retreat-defender")
      .getByRole("button", { name: /^All \d+ rules$/ })
      .click();
    await page.getByRole("button", { name: "Apply: Rebels (defender) retreat after round 1" }).click();
    await page.waitForURL(/after-round\.1/);
    await page.getByRole("button", { name: "Rebels' choices" }).click();
    expect(await page.locator("#defender-retreat").inputValue()).toBe("after-round");
    await page.context().close();
  });
});

describe("the planner", () => {
  it("opens from a link, lists the smallest winning forces with the engine's chances, and applies one", async () => {
    const page = await openPage(browser(), `${baseUrl}/?v=1&t=20000&plan=attacker.80`);
    await waitForState(page, "plan", "done", 90_000);
    const want = planForces({
      scenario: DEFAULT_SETUP.scenario,
      side: "attacker",
      target: 0.8,
      trials: 20_000,
      seed: "1",
    });
    expect(want.plans.length).toBeGreaterThan(0);
    for (const [i, plan] of want.plans.entries())
      // (as the Plan panel writes a plan's chance: on one line with its range, one rounding)
      expect(await page.getByTestId(`plan-${i}-p`).innerText()).toBe(formatPercent(plan.p));
    expect(await page.getByTestId("plan-0").innerText()).toContain("1 unit: 1 Star Destroyer");
    await page
      .getByTestId("plan-0")
      .getByRole("button", { name: /^Apply:/ })
      .click();
    await page.waitForURL(/a=empire_star-destroyer_darth-vader(_+win)?&/);
    // The pool became the plan (no TIE Fighter; Vader stays, an attack has its leader); the panel stays in the link.
    expect(new URL(page.url()).searchParams.get("plan")).toBe("attacker.80");
    await page.context().close();
  });

  itFull("stops on request", async () => {
    // (a search that takes seconds: the Empire's pool of 34 units wins >99%, so many forces are tried; on the
    // large battle the whole pool is below 80% and the search ends at once, before Stop can be pressed)
    const parsed = parseScenario(JSON.parse(readFileSync("scenarios/planner-pool.json", "utf8")));
    if (!parsed.ok) throw new Error(parsed.error);
    const query = encodeSetup({ ...DEFAULT_SETUP, scenario: parsed.scenario, trials: 20_000 });
    const page = await openPage(browser(), `${baseUrl}/?${query}&plan=attacker.80`);
    await waitForState(page, "plan", "running", 90_000);
    await page.getByRole("button", { name: "Stop" }).click();
    await waitForState(page, "plan", "stopped");
    expect(await page.getByTestId("plan-status").innerText()).toBe(
      "Stopped. Find the smallest force to search again.",
    );
    expect(await page.getByRole("button", { name: "Find the smallest force" }).count()).toBe(1);
    await page.context().close();
  });

  itFull("says what is wrong with a broken plan link, and opens the panel from its button", async () => {
    const page = await openPage(browser(), `${baseUrl}/?v=1&plan=both.80`);
    const notice = page.getByTestId("plan-notice");
    await notice.waitFor();
    expect(await notice.innerText()).toContain(
      'Invalid plan link: "both.80" is not written as side.target (attacker.80, attacker.80.here or defender.65).',
    );
    expect(await page.getByTestId("plan").getAttribute("data-state")).toBe("idle");
    await page.getByRole("button", { name: "Find the smallest force" }).click();
    await page.waitForURL(/plan=attacker\.80/);
    await page.context().close();
  });
});

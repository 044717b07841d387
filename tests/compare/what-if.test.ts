import { WIN_SETUP } from "../helpers/scenarios";
import { describe, expect, it } from "vitest";
import { runToEnd } from "@/lib/panel-runs/run-to-end";
import { applyChange, bestLeaderToAdd, whatIfVariations, WHAT_IF_TRIALS } from "@/lib/compare/what-if";
import { simulate, simulateTraced } from "@/lib/engine";
import { PRESETS, parseScenario, checkScenario } from "@/lib/scenario";
import type { Setup } from "@/lib/scenario/url-codec";

function preset(id: string): Setup {
  const parsed = parseScenario(PRESETS.find((p) => p.id === id)?.scenario);
  if (!parsed.ok) throw new Error("bad preset");
  return { scenario: parsed.scenario, trials: 100_000, seed: "1" };
}

describe("whatIfVariations", () => {
  it("offers ±1 of each unit present and the best leader each side could add, for the rulebook example", () => {
    const plan = whatIfVariations(WIN_SETUP);
    expect(plan.variations.map((v) => v.label)).toEqual([
      "Empire (attacker): +1 TIE Fighter",
      "Empire (attacker): −1 TIE Fighter",
      "Empire (attacker): +1 Star Destroyer",
      "Empire (attacker): −1 Star Destroyer",
      "Empire (attacker): add Emperor Palpatine (space 3, ground 2)",
      "Rebels (defender): +1 X-wing",
      "Rebels (defender): −1 X-wing",
      "Rebels (defender): +1 Y-wing",
      "Rebels (defender): −1 Y-wing",
      "Rebels (defender): add Admiral Ackbar (space 3, ground 1)",
    ]);
    expect(plan.variations[2]?.setup.scenario.attacker.units).toEqual({
      "star-destroyer": 2,
      "tie-fighter": 1,
    });
    expect(plan.variations[3]?.setup.scenario.attacker.units).toEqual({ "tie-fighter": 1 });
    // The variation keeps the player's trials; its quick run uses fewer with the same seed.
    expect(plan.variations[0]?.setup.trials).toBe(100_000);
    expect(plan.variations[0]?.job.request.trials).toBe(WHAT_IF_TRIALS);
    expect(plan.variations[0]?.job.request.trace).toBe(true); // compared trial by trial with the main run
    expect(plan.trials).toBe(WHAT_IF_TRIALS);
  });

  it("leaves out what the rules forbid: over the limit, a side with no units", () => {
    const lone: Setup = {
      ...WIN_SETUP,
      scenario: {
        ...WIN_SETUP.scenario,
        attacker: { ...WIN_SETUP.scenario.attacker, units: { "death-star": 2 }, leaders: [] },
      },
    };
    const ids = whatIfVariations(lone).variations.map((v) => v.id);
    expect(ids).not.toContain("attacker+death-star"); // the game has 2
    expect(ids).toContain("attacker-death-star");
    const single = {
      ...lone,
      scenario: { ...lone.scenario, attacker: { ...lone.scenario.attacker, units: { "death-star": 1 } } },
    };
    expect(whatIfVariations(single).variations.map((v) => v.id)).not.toContain("attacker-death-star"); // no units left
    for (const v of whatIfVariations(preset("large-battle")).variations) {
      expect(checkScenario(v.setup.scenario)).toBeNull();
    }
  });

  it("removes an undamaged unit first, then the least damaged (as the − button does)", () => {
    const setup: Setup = {
      ...WIN_SETUP,
      scenario: {
        ...WIN_SETUP.scenario,
        attacker: {
          ...WIN_SETUP.scenario.attacker,
          units: { "star-destroyer": 3 },
          damaged: { "star-destroyer": [3, 1] },
        },
      },
    };
    const fewer = whatIfVariations(setup).variations.find((v) => v.id === "attacker-star-destroyer");
    expect(fewer?.setup.scenario.attacker.damaged).toEqual({ "star-destroyer": [3, 1] });
    const two = { ...setup, scenario: fewer!.setup.scenario };
    const one = whatIfVariations(two).variations.find((v) => v.id === "attacker-star-destroyer");
    expect(one?.setup.scenario.attacker.damaged).toEqual({ "star-destroyer": [3] });
  });

  it("suggests no leader when none would raise the tactic values in play, nor one of the same person", () => {
    const ground = preset("shield-generator-assault");
    // Veers has ground 3 already; space is not contested (the Rebels have no ships).
    expect(bestLeaderToAdd(ground, "attacker")).toBeNull();
    const withLuke: Setup = {
      ...WIN_SETUP,
      scenario: {
        ...WIN_SETUP.scenario,
        defender: { ...WIN_SETUP.scenario.defender, leaders: ["luke-skywalker"] },
      },
    };
    expect(bestLeaderToAdd(withLuke, "defender")).toBe("admiral-ackbar");
  });
});

describe("what-if rows (the queue's what-if panel)", () => {
  it("measures each variation against the main run trial by trial, on both goals, each until it is settled", () => {
    const setup: Setup = { ...WIN_SETUP, trials: 8000 };
    const main = simulateTraced(setup.scenario, { trials: 8000, seed: "1" });
    const { views } = runToEnd({ setup, pinned: null, changes: [], main });
    const view = views["what-if"];
    expect(view.progress.complete).toBe(true);
    const sd = view.rows.find((r) => r.id === "attacker-star-destroyer")!;
    const variation = view.plan.variations.find((v) => v.id === sd.id)!;
    // (paired with the main run's first trials: the same dice as a run of that many trials)
    const base = simulate(setup.scenario, { trials: sd.trials, seed: "1" }).outcomes.attacker.p;
    const own = simulate(variation.job.request.scenario, { trials: sd.trials, seed: "1" }).outcomes.attacker
      .p;
    expect(sd.changes!.attacker.diff.mean).toBeCloseTo(own - base, 12);
    expect(sd.changes!.attacker.p).toBeCloseTo(main.result.outcomes.attacker.p + own - base, 12);
    // Losing the only Star Destroyer is settled at the first look: the Empire wins far less.
    expect(sd.trials).toBe(2000);
    expect(sd.changes!.attacker.verdict).toBe("less");
    expect(sd.words).toMatch(/^The Empire wins: −\d+ points; The Rebels win: /);
    // Biggest change first once all are settled.
    expect(view.rows[0]!.id).toBe("attacker-star-destroyer");
    for (const r of view.rows) expect(r.settled).toBe(true);
  });
});

describe("any change a player asks about", () => {
  it("adds +2 and −3 changes, and a unit type not yet in the battle, after the standard ones", () => {
    const setup = preset("large-battle");
    const plan = whatIfVariations(setup, WHAT_IF_TRIALS, [
      { side: "attacker", unit: "tie-fighter", delta: 2 },
      { side: "defender", unit: "x-wing", delta: -3 },
      { side: "defender", unit: "rebel-transport", delta: 1 },
      { side: "attacker", unit: "at-at", delta: 1 }, // the same as the list's own +1 AT-AT: listed once
    ]);
    const labels = plan.variations.map((v) => v.label);
    expect(labels.slice(-3)).toEqual([
      "Empire (attacker): +2 TIE Fighters",
      "Rebels (defender): −3 X-wings",
      "Rebels (defender): +1 Rebel Transport",
    ]);
    expect(labels.filter((l) => l === "Empire (attacker): +1 AT-AT")).toHaveLength(1);
    expect(plan.variations.at(-3)!.setup.scenario.attacker.units["tie-fighter"]).toBe(10);
    expect(plan.variations.at(-2)!.setup.scenario.defender.units["x-wing"]).toBe(3);
  });

  it("says in one line why the rules forbid a change", () => {
    expect(applyChange(WIN_SETUP, { side: "defender", unit: "x-wing", delta: 8 })).toEqual({
      ok: false,
      error:
        'the defender\'s X-wings: at most 8, the number of pieces in the game (turn on "Ignore component limits" under Options for more)',
    });
    expect(applyChange(WIN_SETUP, { side: "attacker", unit: "star-destroyer", delta: -2 })).toEqual({
      ok: false,
      error: "the attacker's Star Destroyers: there are only 1",
    });
    const empty = applyChange(WIN_SETUP, { side: "defender", unit: "x-wing", delta: 0 });
    expect(empty).toEqual({ ok: false, error: "the change must be a whole number other than 0" });
  });
});

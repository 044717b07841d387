import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { Advice } from "@/lib/advice/advice";
import { adviseCommand } from "@/lib/cli/advise-command";
import { simulateCommand } from "@/lib/cli/simulate-command";
import { PRESETS } from "@/lib/scenario";
import { deathStarWithoutPlans } from "../helpers/scenarios";

// docs/rules.md#auto and #no-contest, as the command lines say them.
const dir = mkdtempSync(path.join(tmpdir(), "goal-words-"));
const file = (scenario: unknown) => {
  const f = path.join(dir, `s${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(f, JSON.stringify(scenario));
  return f;
};

const large = PRESETS.find((p) => p.id === "large-battle")!.scenario;
const LARGE_AUTO = { ...large, defender: { ...large.defender, goal: "auto" } };

/** Two X-wings and a trooper against a lone Star Destroyer: the Empire has no ground units to fight for. */
const NO_GROUND = {
  attacker: {
    faction: "rebel",
    units: { "x-wing": 2, "rebel-transport": 1, "rebel-trooper": 1 },
    leaders: ["han-solo"],
    goal: "hold-ground",
  },
  defender: { faction: "empire", units: { "star-destroyer": 1 }, leaders: ["darth-vader"], goal: "auto" },
  tactics: "none",
};

describe("the goal's words in the command lines", () => {
  it("simulate says what auto chose and why: the large battle's Rebels hold space, under 1% to win outright", () => {
    const r = simulateCommand(["--scenario", file(LARGE_AUTO), "--trials", "4000"]);
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^The Rebels hold space +\d+\.\d\d%/m);
    expect(r.stdout).toContain("\n  auto — the Rebels win outright under 1%\n");
    const json = JSON.parse(
      simulateCommand(["--scenario", file(LARGE_AUTO), "--trials", "4000", "--json"]).stdout,
    );
    expect(json.goals).toEqual({
      attacker: { requested: "win", goal: "win", why: null, pending: false, noContest: null },
      defender: {
        requested: "auto",
        goal: "hold-space",
        why: "the Rebels win outright under 1%",
        pending: false,
        noContest: null,
      },
    });
  });

  it("simulate names a goal with nothing to fight for beside it, and auto never picks one", () => {
    const r = simulateCommand(["--scenario", file(NO_GROUND), "--trials", "2000", "--json"]);
    const { goals } = JSON.parse(r.stdout);
    expect(goals.attacker.noContest).toBe("nothing to fight for there: the Empire has no ground units");
    expect(goals.defender.noContest).toBeNull();
    const text = simulateCommand(["--scenario", file(NO_GROUND), "--trials", "2000"]).stdout;
    expect(text).toContain("The Rebels hold the ground");
    expect(text).toContain("\n  nothing to fight for there: the Empire has no ground units\n");
  });

  it("advise says the same instead of ranking retreat rules or cards on it", () => {
    const plansOff = deathStarWithoutPlans("cinematic");
    const r = adviseCommand(["--scenario", file(plansOff), "--trials", "2000", "--json"]);
    expect(r.stderr).toBe("");
    const advice = JSON.parse(r.stdout) as Advice;
    expect(advice.attacker.noContest).toBe("needs Death Star Plans");
    expect(advice.attacker.retreat.verdict).toBe("Destroy a Death Star: needs Death Star Plans");
    expect(advice.attacker.retreat.rules).toEqual([]);
    expect(advice.attacker.cards).toEqual([]);
    const text = adviseCommand(["--scenario", file(plansOff), "--trials", "2000"]).stdout;
    expect(text).toContain("The Rebels destroy a Death Star: 0.00%");
    expect(text).toContain("\n  needs Death Star Plans\n");
    expect(text).toContain(
      "  Retreat: Destroy a Death Star: needs Death Star Plans (no retreat rule is ranked on it)",
    );
    expect(text).toContain("  What each card is worth: no card is ranked (needs Death Star Plans)");
  });

  it("advise resolves auto on the main run's first battles and measures the advice on it", () => {
    const r = adviseCommand(["--scenario", file(NO_GROUND), "--trials", "2000", "--json"]);
    const advice = JSON.parse(r.stdout) as Advice;
    expect(advice.attacker.retreat.verdict).toBe(
      "Hold the ground: nothing to fight for there: the Empire has no ground units",
    );
    // (the Rebel trooper on the ground is out of the Star Destroyer's reach: the Empire never wins outright, so
    // auto plays for the space it holds)
    expect(advice.defender.requested).toBe("auto");
    expect(advice.defender.goal).toBe("hold-space");
    expect(advice.defender.why).toBe("the Empire wins outright under 1%");
  });
});

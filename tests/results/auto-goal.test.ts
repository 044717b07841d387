import { describe, expect, it } from "vitest";
import { simulate, simulateTraced } from "@/lib/engine";
import {
  AUTO_HOLD_FLOOR,
  AUTO_TRIALS,
  AUTO_WIN_FLOOR,
  autoShares,
  playedGoals,
  playedScenario,
  playsForLine,
  resolveScenario,
  sharesOfResult,
  sharesOfTrace,
} from "@/lib/results/auto-goal";
import { goalChance } from "@/lib/results/goal-chance";
import { PRESETS, type ScenarioInput } from "@/lib/scenario";
import { goalOf, noContest } from "@/lib/scenario/goals";
import type { Scenario, SideKey } from "@/lib/scenario/types";
import { SULLUST_BATTLE, scenario } from "../helpers/scenarios";

const SIDES = ["attacker", "defender"] as const;

/** A battle with both sides on `auto`, in the given combat system. */
function autoBattle(input: ScenarioInput, tactics: "base" | "cinematic"): Scenario {
  return scenario({
    ...input,
    tactics,
    attacker: { ...input.attacker, goal: "auto" },
    defender: { ...input.defender, goal: "auto" },
  });
}

const large = PRESETS.find((p) => p.id === "large-battle")!.scenario;

describe("the auto goal (docs/rules.md#auto)", () => {
  it("reads the main run's first 2,000 battles: the same counts from a 2,000-trial run and from a longer traced run", () => {
    const s = autoBattle(large, "cinematic");
    const { trace } = simulateTraced(s, { trials: 6_000, seed: "1" });
    const head = sharesOfTrace(trace!, 6_000);
    expect(head).toEqual(autoShares(s, "1", 100_000));
    expect(head!.trials).toBe(AUTO_TRIALS);
    // (a run shorter than 2,000 battles reads all of them)
    expect(autoShares(s, "1", 1_000)).toEqual(sharesOfResult(simulate(s, { trials: 1_000, seed: "1" })));
    expect(sharesOfTrace({ ...trace!, first: 2_000 }, 6_000)).toBeNull();
  });

  it("plays for holding space on the large battle's Rebels (win 0.45%, space 63%), the win for the Empire (37%)", () => {
    const s = autoBattle(large, "base");
    const shares = autoShares(s, "1", 100_000);
    expect(shares.defender).toEqual({ win: 9, space: 1267, ground: 10 });
    expect(shares.attacker.win).toBe(731);
    const played = playedGoals(s, shares);
    expect(played.defender).toEqual({
      requested: "auto",
      goal: "hold-space",
      why: "the Rebels win outright under 1%",
      pending: false,
      noContest: null,
    });
    expect(playsForLine(played.defender)).toBe(
      "Plays for: hold space (auto — the Rebels win outright under 1%)",
    );
    expect(playsForLine(played.attacker)).toBe(
      "Plays for: win outright (auto — the Empire wins outright in at least 1 battle in 20)",
    );
  });

  it("plays for the ground for the Empire (win 2.3%, ground 95%) and space for the Rebels (win 4.7%) in Cinematic", () => {
    const s = autoBattle(large, "cinematic");
    const played = playedGoals(s, autoShares(s, "1", 100_000));
    expect([played.attacker.goal, played.attacker.why]).toEqual([
      "hold-ground",
      "the Empire wins outright under 5%",
    ]);
    expect([played.defender.goal, played.defender.why]).toEqual([
      "hold-space",
      "the Rebels win outright under 5%",
    ]);
  });

  it("on Sullust: the Rebels keep half (space 0.9%) with base cards, hold space (25%) in Cinematic", () => {
    const base = autoBattle(SULLUST_BATTLE, "base");
    const cine = autoBattle(SULLUST_BATTLE, "cinematic");
    const b = playedGoals(base, autoShares(base, "1", 100_000));
    const c = playedGoals(cine, autoShares(cine, "1", 100_000));
    expect([b.attacker.goal, b.defender.goal]).toEqual(["win", "keep-half"]);
    expect(b.defender.why).toBe("the Rebels win outright under 1% and hold no theater 20% of the time");
    expect([c.attacker.goal, c.defender.goal]).toEqual(["win", "hold-space"]);
    expect(autoShares(cine, "1", 100_000).defender).toEqual({ win: 0, space: 506, ground: 0 });
  });

  it("never holds a theater the enemy never entered: a lone fleet against ground troops plays to keep half", () => {
    const s = scenario({
      attacker: { faction: "rebel", units: { "x-wing": 1 }, leaders: ["luke-skywalker"], goal: "auto" },
      defender: { faction: "empire", units: { "at-at": 1, "star-destroyer": 1 }, goal: "auto" },
      tactics: "none",
    });
    const shares = {
      trials: 100,
      attacker: { win: 0, space: 40, ground: 0 },
      defender: { win: 60, space: 60, ground: 100 },
    };
    expect(playedGoals(s, shares).attacker.goal).toBe("hold-space");
    const noShips = scenario({
      attacker: { faction: "empire", units: { "at-at": 1 }, goal: "auto" },
      defender: { faction: "rebel", units: { "rebel-trooper": 1, "x-wing": 1 }, goal: "auto" },
      tactics: "none",
    });
    // (the Rebels hold space 100%: the Empire never entered it, so it is no goal of theirs)
    const held = {
      trials: 100,
      attacker: { win: 0, space: 0, ground: 3 },
      defender: { win: 1, space: 100, ground: 10 },
    };
    expect(playedGoals(noShips, held).defender.goal).toBe("keep-half");
  });

  // The numbers docs/rules.md#auto reaches: no side plays for a goal it reaches under 5% while it holds a theater
  // 20% or more.
  const battles = [
    ...PRESETS.map((p) => [p.id, p.scenario] as const),
    ["sullust", SULLUST_BATTLE] as const,
  ].flatMap(([id, input]) =>
    (["base", "cinematic"] as const).map((t) => [`${id} (${t})`, autoBattle(input, t)] as const),
  );

  it.each(battles)(
    "%s: no side plays for a goal under 5% while it holds a theater 20%, nor one with nothing to fight for",
    (_id, s) => {
      const { scenario: played, played: goals } = resolveScenario(s, "1", 100_000);
      const first = simulate(s, { trials: AUTO_TRIALS, seed: "1" });
      for (const side of SIDES as readonly SideKey[]) {
        const goal = goalOf(played[side]);
        const enemy = s[side === "attacker" ? "defender" : "attacker"];
        expect(goals[side].noContest, side).toBeNull();
        expect(noContest(goal, enemy, s.deathStarPlans)).toBeNull();
        if (goalChance(first, side, goal).p >= AUTO_WIN_FLOOR) continue;
        const theaters = (["space", "ground"] as const).filter(
          (t) => noContest(t === "space" ? "hold-space" : "hold-ground", enemy, s.deathStarPlans) === null,
        );
        for (const t of theaters) expect(first.holds[t][side], `${side} ${t}`).toBeLessThan(AUTO_HOLD_FLOOR);
      }
    },
  );

  it("leaves a goal set by hand alone, and plays the win while its first battles are not known", () => {
    const s = autoBattle(large, "base");
    const hand = scenario({ ...large, defender: { ...large.defender, goal: "keep-half" } });
    expect(resolveScenario(hand, "1", 100_000).scenario).toBe(hand);
    const pending = playedGoals(s, null);
    expect(pending.attacker).toMatchObject({ requested: "auto", goal: "win", pending: true });
    expect(playsForLine(pending.attacker)).toBe("Plays for: auto (deciding from the first battles…)");
    expect(playedScenario(s, pending).attacker.goal).toBe("win");
    expect(() => goalOf(s.attacker)).toThrow(/not resolved/);
  });
});

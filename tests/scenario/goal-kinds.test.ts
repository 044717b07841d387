import { describe, expect, it } from "vitest";
import {
  BattleState,
  CHUNK_SIZE,
  TrialStreams,
  compileBattle,
  fightCombat,
  goalTest,
  simulate,
} from "@/lib/engine";
import { goalChance } from "@/lib/results/goal-chance";
import { GOALS, PLAIN_KINDS } from "@/lib/scenario/goal-kinds";
import {
  GOAL_FORMAT,
  goalChoices,
  goalColumn,
  goalGerund,
  goalKind,
  goalLabel,
  goalPhrase,
  parseGoal,
  type Goal,
} from "@/lib/scenario/goals";
import { PRESETS } from "@/lib/scenario";
import type { SideKey } from "@/lib/scenario/types";
import { scenario } from "../helpers/scenarios";

const large = scenario(PRESETS.find((p) => p.id === "large-battle")!.scenario);
const SIDES: SideKey[] = ["attacker", "defender"];
const goalsOf = (side: SideKey): Goal[] =>
  goalChoices(large[side], large[side === "attacker" ? "defender" : "attacker"], side).filter(
    (g): g is Goal => g !== "auto",
  );

describe("the GOALS table (docs/rules.md#goals)", () => {
  it("lists every row the page offers: each plain kind, then a destroy goal per enemy unit type", () => {
    expect(PLAIN_KINDS).toEqual(Object.keys(GOALS).filter((k) => k !== "destroy"));
    for (const side of SIDES) {
      const kinds = new Set(
        goalsOf(side).map((g) => Object.entries(GOALS).find(([, row]) => row === goalKind(g).kind)![0]),
      );
      // (the large battle has both theaters on both sides, so every row of the table applies to it)
      expect([...kinds].sort()).toEqual(Object.keys(GOALS).sort());
    }
  });

  it("gives each goal its own words, in every form, and reads back every goal it lists", () => {
    const goals = goalsOf("defender");
    for (const words of [
      goalLabel,
      goalColumn,
      (g: Goal) => goalPhrase(g, true),
      (g: Goal) => goalGerund(g, true),
    ]) {
      const said = goals.map((g) => words(g));
      expect(new Set(said).size, said.join(" | ")).toBe(goals.length);
      for (const w of said) expect(w).toMatch(/^[A-Za-z]/);
    }
    for (const g of goals) expect(parseGoal(g)).toEqual({ ok: true, goal: g });
    for (const k of PLAIN_KINDS) expect(GOAL_FORMAT).toContain(`"${k}"`);
    expect(goalPhrase("destroy-x-wing", false)).toBe("destroys an X-wing");
    expect(goalColumn("destroy-star-destroyer")).toBe("Destroys a Star Destroyer");
    expect(goalPhrase("keep-half", true)).toBe("keep half their strength");
  });

  it("is one definition: the engine's test of each combat's end counts exactly the run's chance, for every goal", () => {
    const trials = 3_000;
    const seed = "goal-kinds";
    const result = simulate(large, { trials, seed });
    const battle = compileBattle(large);
    const state = new BattleState(battle);
    const end = { rounds: 0, stalemate: 0 };
    const tests = SIDES.flatMap((side) =>
      goalsOf(side).map((goal) => ({ side, goal, met: goalTest(battle, side, goal), n: 0 })),
    );
    let streams = new TrialStreams(seed, 0);
    for (let i = 0; i < trials; i++) {
      // (trial i of chunk k on its own stream, as simulate plays it)
      if (i > 0 && i % CHUNK_SIZE === 0) streams = new TrialStreams(seed, i / CHUNK_SIZE);
      const outcome = fightCombat(streams.next(), battle, state, end);
      for (const t of tests) if (t.met(state, outcome)) t.n++;
    }
    for (const t of tests) {
      const chance = goalChance(result, t.side, t.goal).p;
      expect(t.n / trials, `${t.side} ${t.goal}`).toBeCloseTo(chance, 12);
    }
    // (the goals are not all alike: the check could tell them apart)
    expect(new Set(tests.map((t) => t.n)).size).toBeGreaterThan(5);
  });
});

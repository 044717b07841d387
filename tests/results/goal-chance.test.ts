import { describe, expect, it } from "vitest";
import { simulateTraced } from "@/lib/engine";
import { goalChance, goalMetric } from "@/lib/results/goal-chance";
import { goalChoices, type Goal } from "@/lib/scenario/goals";
import { PRESETS } from "@/lib/scenario";
import type { SideKey } from "@/lib/scenario/types";
import { SULLUST_BATTLE, scenario } from "../helpers/scenarios";

const large = scenario(PRESETS.find((p) => p.id === "large-battle")!.scenario);

function traceMean(
  trace: NonNullable<ReturnType<typeof simulateTraced>["trace"]>,
  m: (t: typeof trace, i: number) => number,
) {
  let sum = 0;
  for (let i = 0; i < trace.trials; i++) sum += m(trace, i);
  return sum / trace.trials;
}

describe("a goal's chance", () => {
  for (const [name, s] of [
    ["the large battle", large],
    ["the Sullust battle with Cinematic Combat", scenario({ ...SULLUST_BATTLE, tactics: "cinematic" })],
  ] as const) {
    it(`is the same from the result and from the trace, trial by trial, for every goal of ${name}`, () => {
      const { result, trace } = simulateTraced(s, { trials: 6_000, seed: "goals" });
      for (const side of ["attacker", "defender"] as SideKey[]) {
        const enemy = side === "attacker" ? s.defender : s.attacker;
        for (const goal of goalChoices(s[side], enemy, side).filter((g): g is Goal => g !== "auto")) {
          const fromResult = goalChance(result, side, goal).p;
          expect(traceMean(trace!, goalMetric(goal, side)), `${side} ${goal}`).toBeCloseTo(fromResult, 12);
        }
      }
    });
  }

  it("reads the large battle as a Rebel player would: no outright win, but space held most of the time", () => {
    const { result } = simulateTraced(large, { trials: 20_000, seed: "1" }, false);
    const p = (side: SideKey, goal: Goal) => goalChance(result, side, goal).p;
    expect(p("defender", "win")).toBeLessThan(0.01);
    expect(p("defender", "hold-space")).toBeGreaterThan(0.5);
    // Holding a theater alone is never likelier than being there at all; a win holds every theater one had units in.
    expect(p("attacker", "hold-ground")).toBeGreaterThanOrEqual(p("attacker", "win") - 1e-12);
    // Destroying one Star Destroyer is at least as likely as destroying both (fewer than 2 left vs none left).
    const sd = result.attacker.survivors.find((u) => u.unit === "star-destroyer")!;
    expect(p("defender", "destroy-star-destroyer")).toBeCloseTo(1 - sd.atLeast[2]!, 12);
    expect(p("defender", "destroy-star-destroyer")).toBeGreaterThanOrEqual(sd.exactly[0]!);
  });
});

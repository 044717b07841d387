import { describe, expect, it } from "vitest";
import { advise } from "@/lib/advice/advice";
import { simulate } from "@/lib/engine";
import { goalChance } from "@/lib/results/goal-chance";
import { PRESETS, parseScenario, type ScenarioInput } from "@/lib/scenario";

const large = PRESETS.find((p) => p.id === "large-battle")!.scenario;
const input = { ...large, defender: { ...large.defender, goal: "hold-space" } } as ScenarioInput;

function scenarioOf(i: ScenarioInput) {
  const parsed = parseScenario(i);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.scenario;
}

describe("the advice's rule intervals (npm run advise, POST /api/advise)", () => {
  const advice = advise({ scenario: scenarioOf(input), trials: 20_000, seed: "intervals" });

  it("are never narrower than the main run's: a rule that plays as never does keeps never's noise", () => {
    for (const side of [advice.attacker, advice.defender]) {
      const width = side.high - side.low;
      expect(width).toBeGreaterThan(0.005);
      for (const r of side.retreat.rules) {
        expect(r.low, r.label).toBeLessThanOrEqual(r.p);
        expect(r.high, r.label).toBeGreaterThanOrEqual(r.p);
        if (r.low > 0 && r.high < 1) expect(r.high - r.low, r.label).toBeGreaterThanOrEqual(width - 1e-12);
      }
    }
    // The Empire running when fewer than 2 units are left plays the same dice as never (it never has that few):
    // it used to read 38.1%–38.1%.
    const few = advice.attacker.retreat.rules.find((r) => r.label === "When fewer than 2 units are left")!;
    expect(few.standing).toBe("same");
    expect(few.high - few.low).toBeGreaterThan(0.01);
  });

  it("hold the rule's own chance, measured by a run of its own on other dice", () => {
    const few = advice.defender.retreat.rules.find((r) => r.label === "When fewer than 2 units are left")!;
    const alone = scenarioOf({
      ...input,
      defender: { ...input.defender, retreat: few.rule },
    } as ScenarioInput);
    const own = goalChance(simulate(alone, { trials: 40_000, seed: "own dice" }), "defender", "hold-space").p;
    // (about 54% against 62% when fighting on; 46% before a rule stopped pulling the last ship out of a decided
    // combat, docs/rules.md#decided)
    expect(own).toBeGreaterThan(0.5);
    expect(own).toBeLessThan(0.58);
    expect(own).toBeGreaterThanOrEqual(few.low);
    expect(own).toBeLessThanOrEqual(few.high);
  });
});

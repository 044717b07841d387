import { describe, expect, it } from "vitest";
import { simulate } from "@/lib/engine";
import { changeWords, unpairedChanges } from "@/lib/compare/goal-change";
import { goalChance } from "@/lib/results/goal-chance";
import { PRESETS, parseScenario, type ScenarioInput } from "@/lib/scenario";

const large = PRESETS.find((p) => p.id === "large-battle")!.scenario;
const holdSpace = { ...large, defender: { ...large.defender, goal: "hold-space" } } as ScenarioInput;

function run(input: ScenarioInput, trials: number, seed: string) {
  const parsed = parseScenario(input);
  if (!parsed.ok) throw new Error(parsed.error);
  return { scenario: parsed.scenario, result: simulate(parsed.scenario, { trials, seed }) };
}

const FACTIONS = { attacker: "empire", defender: "rebel" } as const;

describe("Compare when A and B did not play the same dice (docs/rules.md#goals)", () => {
  const a = run(holdSpace, 20_000, "a");

  it("leads with each goal's change, then the losses beyond the noise, tested as two runs", () => {
    // B: one more Super Star Destroyer, at other trials and seed.
    const more = { ...holdSpace, attacker: { ...holdSpace.attacker, units: { ...large.attacker.units } } };
    more.attacker.units["super-star-destroyer"] = 2;
    const b = run(more as ScenarioInput, 10_000, "b");
    const { changes, losses } = unpairedChanges(a.result, b.result, b.scenario);
    const moved = (side: "attacker" | "defender", goal: "win" | "hold-space") =>
      goalChance(b.result, side, goal).p - goalChance(a.result, side, goal).p;
    expect(changes.attacker).toMatchObject({ goal: "win", verdict: "more" });
    expect(changes.attacker.diff.mean).toBeCloseTo(moved("attacker", "win"), 12);
    expect(changes.defender).toMatchObject({ goal: "hold-space", verdict: "less" });
    expect(changes.defender.diff.mean).toBeCloseTo(moved("defender", "hold-space"), 12);
    // (a second Super Star Destroyer: the Empire wins 38% → 88%, the Rebels hold space 50 points less often)
    expect(changes.attacker.diff.mean).toBeGreaterThan(0.3);
    // A type the two bring in different numbers is left out: its change is the setup's own.
    expect(losses.some((l) => l.unit === "super-star-destroyer")).toBe(false);
    const sd = losses.find((l) => l.side === "attacker" && l.unit === "star-destroyer")!;
    expect(sd.lost).toBeLessThan(-0.3);
    const words = changeWords(changes, losses, FACTIONS);
    expect(words).toMatch(/^The Empire wins: \+\d+ points; The Rebels hold space: −\d+ points; /);
    expect(words).toContain(`${Math.abs(losses[0]!.lost).toFixed(1)} `);
  });

  it("says the same chance for the same battle on other dice", () => {
    const b = run(holdSpace, 10_000, "b");
    const { changes } = unpairedChanges(a.result, b.result, b.scenario);
    expect(changes.attacker.verdict).toBe("noise");
    expect(changes.defender.verdict).toBe("noise");
    expect(changeWords(changes, [], FACTIONS)).toBe(
      "The Empire wins: same chance; The Rebels hold space: same chance",
    );
  });
});

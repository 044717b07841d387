import { describe, expect, it } from "vitest";
import { simulate } from "@/lib/engine";
import { planForces } from "@/lib/planner";
import { MAX_ADDED } from "@/lib/planner/additions";
import { goalChance } from "@/lib/results/goal-chance";
import { scenario } from "../helpers/scenarios";

// docs/planner.md#dead-end: a pool that falls short says the best it reaches and the fewest units to add that
// would reach the target.
describe("the Plan's dead end", () => {
  const pool = scenario({
    attacker: { faction: "empire", units: { "tie-fighter": 2 }, leaders: ["darth-vader"] },
    defender: { faction: "rebel", units: { "x-wing": 3 } },
  });
  const input = { scenario: pool, side: "attacker" as const, target: 0.8, trials: 4000, seed: "dead-end" };

  it("names units to add that reach the target in the engine's own run of the pool with them", () => {
    const r = planForces(input);
    expect(r.plans).toEqual([]);
    expect(r.whole.p).toBeLessThan(0.8);
    const added = r.additions!;
    expect(added).not.toBeNull();
    const total = Object.values(added.units).reduce((a, b) => a + (b ?? 0), 0);
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThanOrEqual(MAX_ADDED);
    // Only the Empire's own mobile units, within their limits.
    for (const id of Object.keys(added.units))
      expect(["tie-fighter", "assault-carrier", "star-destroyer", "super-star-destroyer"]).toContain(id);
    const grown = {
      ...pool,
      attacker: {
        ...pool.attacker,
        units: Object.fromEntries(Object.entries({ ...pool.attacker.units }).map(([id, n]) => [id, n])),
      },
    };
    for (const [id, n] of Object.entries(added.units))
      (grown.attacker.units as Record<string, number>)[id] =
        ((grown.attacker.units as Record<string, number>)[id] ?? 0) + (n ?? 0);
    const p = goalChance(simulate(grown, { trials: 4000, seed: "dead-end" }), "attacker", "win").p;
    // (the planner's count of the whole grown pool is the engine's first 4,000 trials of it: the same number)
    expect(p).toBeCloseTo(added.p, 10);
    expect(p).toBeGreaterThanOrEqual(0.8);
  });

  it("says none when no units within the limits get there (Rebels against a Death Star without its plans)", () => {
    const r = planForces({
      ...input,
      scenario: scenario({
        attacker: { faction: "rebel", units: { "x-wing": 2 }, leaders: ["luke-skywalker"] },
        defender: { faction: "empire", units: { "death-star": 1 } },
      }),
      target: 0.5,
    });
    expect(r.whole.p).toBe(0);
    expect(r.additions).toBeNull();
  });
});

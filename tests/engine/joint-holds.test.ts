import { describe, expect, it } from "vitest";
import {
  pairedDifference,
  retreatedMetric,
  simulate,
  simulateTraced,
  wipedOutMetric,
  type JointHold,
  type SimulationResult,
  type TrialTrace,
} from "@/lib/engine";
import { PRESETS } from "@/lib/scenario";
import { scenario, empire, rebels } from "../helpers/scenarios";

// Who holds which theater, jointly (docs/rules.md#holds: a split says who holds what), and each traced trial's
// retreats.
const large = scenario(PRESETS.find((p) => p.id === "large-battle")!.scenario);

function count(r: SimulationResult, test: (h: JointHold) => boolean): number {
  return r.holdsJoint.filter(test).reduce((n, h) => n + h.count, 0);
}

describe("joint holds", () => {
  const r = simulate(large, { trials: 8000, seed: "joint" });

  it("add up to the trials, most likely first, and sum to each theater's holds", () => {
    expect(count(r, () => true)).toBe(8000);
    const counts = r.holdsJoint.map((h) => h.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    for (const theater of ["space", "ground"] as const)
      for (const holder of ["attacker", "defender", "none", "contested"] as const)
        expect(count(r, (h) => h[theater] === holder) / 8000).toBeCloseTo(r.holds[theater][holder], 12);
  });

  it("refine the outcomes: a split is one side in space and the other on the ground", () => {
    const splits = count(
      r,
      (h) =>
        (h.space === "attacker" && h.ground === "defender") ||
        (h.space === "defender" && h.ground === "attacker"),
    );
    expect(splits).toBe(r.outcomes.split.count);
    expect(splits).toBeGreaterThan(100); // the large battle splits often
    const attackerOnly = count(
      r,
      (h) =>
        [h.space, h.ground].includes("attacker") &&
        [h.space, h.ground].every((x) => x === "attacker" || x === "none"),
    );
    expect(attackerOnly).toBe(r.outcomes.attacker.count);
    expect(count(r, (h) => h.space === "none" && h.ground === "none")).toBe(r.outcomes.mutual.count);
  });
});

describe("trial traces keep who retreated", () => {
  const retreating = scenario({
    attacker: {
      ...empire({ "star-destroyer": 1, "tie-fighter": 2, stormtrooper: 3 }, ["darth-vader"]),
      retreat: { policy: "after-round", round: 2 },
    },
    defender: {
      ...rebels({ "x-wing": 3, "rebel-trooper": 2 }, ["mon-mothma"]),
      retreat: { policy: "when-outgunned", ratio: 1 },
    },
    tactics: "base",
  });
  const { result, trace } = simulateTraced(retreating, { trials: 6000, seed: "away" });
  const mean = (t: TrialTrace, metric: (t: TrialTrace, i: number) => number) => {
    let sum = 0;
    for (let i = 0; i < t.trials; i++) sum += metric(t, i);
    return sum / t.trials;
  };

  it("as often as the result counts each side's retreats and wipe-outs", () => {
    for (const side of ["attacker", "defender"] as const) {
      expect(mean(trace!, retreatedMetric(side))).toBeCloseTo(result[side].retreated.p, 12);
      expect(mean(trace!, wipedOutMetric(side))).toBeCloseTo(result[side].wipedOut.p, 12);
      expect(result[side].retreated.count).toBeGreaterThan(100);
    }
  });

  it("so a retreat rule's change in escapes is measured trial by trial", () => {
    const never = simulateTraced(
      { ...retreating, attacker: { ...retreating.attacker, retreat: { policy: "never" } } },
      { trials: 6000, seed: "away" },
    ).trace!;
    const d = pairedDifference(never, trace!, retreatedMetric("attacker"));
    expect(d.mean).toBeCloseTo(result.attacker.retreated.p, 12); // never retreating never retreats
    expect(d.beyondNoise).toBe(true);
  });
});

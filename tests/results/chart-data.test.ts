import { describe, expect, it } from "vitest";
import { simulate, type SimulationResult } from "@/lib/engine";
import { DEFAULT_SETUP } from "@/lib/scenario/url-codec";
import { scenario } from "../helpers/scenarios";
import { formatPlusMinus, holdsRows, lossesRows, outcomeRows, roundsRows } from "@/lib/results/chart-data";

const names = { attacker: "Empire", defender: "Rebels" };
const result: SimulationResult = simulate(DEFAULT_SETUP.scenario, { trials: 20_000, seed: "1" });

describe("formatting", () => {
  it("gives the interval half-width", () => {
    expect(formatPlusMinus({ p: 0.5, low: 0.49, high: 0.51, count: 0 })).toBe("±1.00%");
  });
});

describe("outcomeRows", () => {
  it("names the sides and carries the intervals as ErrorBar distances", () => {
    const rows = outcomeRows(result, names);
    expect(rows.map((r) => r.label)).toEqual([
      "Empire (attacker) wins",
      "Rebels (defender) wins",
      "Mutual destruction",
      "Split: each holds a theater",
      "Stalemate",
    ]);
    expect(rows.reduce((s, r) => s + r.p, 0)).toBeCloseTo(1, 12);
    const first = rows[0]!;
    expect(first.error[0]).toBeCloseTo(first.p - first.low, 12);
    expect(first.text).toMatch(
      /^Empire \(attacker\) wins: 99\.\d\d% \(95% interval 99\.\d\d% to 99\.\d\d%\)$/,
    );
  });
});

describe("holdsRows", () => {
  it("describes who holds each theater", () => {
    const [space, ground] = holdsRows(result, names);
    expect(space!.attacker + space!.defender + space!.none + space!.contested).toBeCloseTo(1, 12);
    expect(space!.fought).toBe(true);
    // The rulebook battle has no ground units: no "nobody 100%", but no ground battle.
    expect(ground!.fought).toBe(false);
    expect(ground!.text).toBe("Ground: no ground battle (neither side has ground units)");
  });
});

describe("roundsRows", () => {
  it("folds the long tail into one bar and keeps the total", () => {
    const fake = {
      ...result,
      rounds: {
        mean: 0,
        distribution: [1, 2, 3, 4, 5].map((r) => ({ rounds: r, p: [0.6, 0.3, 0.098, 0.001, 0.001][r - 1]! })),
      },
    } as SimulationResult;
    const rows = roundsRows(fake);
    expect(rows.map((r) => r.label)).toEqual(["1", "2", "3", "4+"]);
    expect(rows[3]!.p).toBeCloseTo(0.002, 12);
    expect(rows.reduce((s, r) => s + r.p, 0)).toBeCloseTo(1, 12);
  });
});

describe("lossesRows", () => {
  it("says how many units joined on average where Cinematic Combat's cards bring units in", () => {
    const rote = simulate(
      scenario({
        attacker: {
          faction: "empire",
          units: { "tie-fighter": 3, "assault-carrier": 1, "star-destroyer": 1 },
        },
        defender: { faction: "rebel", units: { "x-wing": 3, "u-wing": 1, "rebel-trooper": 1 } },
        tactics: "cinematic",
      }),
      { trials: 4000, seed: "gain" },
    );
    const [attacker] = lossesRows(rote, names);
    const tie = attacker!.byUnit.find((u) => u.name === "TIE Fighter")!;
    const stats = rote.attacker.survivors.find((s) => s.unit === "tie-fighter")!;
    // Reinforcements (top: gain 1 TIE Fighter) is played in most combats; losses count the gained units too.
    expect(tie.gained).toBe(stats.gained);
    expect(tie.gained).toBeGreaterThan(0.5);
    expect(tie.lost).toBeCloseTo(3 + tie.gained - stats.mean, 12);
    expect(attacker!.text).toContain(`of 3 TIE Fighter (+${tie.gained.toFixed(2)} gained per combat)`);
    expect(attacker!.byUnit.find((u) => u.name === "Star Destroyer")!.gained).toBe(0);
  });

  it("gives expected losses per unit type, never summed over types, and the retreat rate", () => {
    const [attacker, defender] = lossesRows(result, names);
    const tie = result.attacker.survivors.find((s) => s.unit === "tie-fighter")!;
    expect(attacker!.byUnit.find((u) => u.name === "TIE Fighter")!.lost).toBeCloseTo(1 - tie.mean, 12);
    expect(defender!.text).toMatch(
      /^Rebels \(defender\) loses on average (0\.9\d|1\.00) of 1 X-wing, (0\.9\d|1\.00) of 1 Y-wing; retreats in 0% of combats$/,
    );
  });
});

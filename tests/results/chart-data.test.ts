import { describe, expect, it } from "vitest";
import { simulate, type SimulationResult } from "@/lib/engine";
import { DEFAULT_SETUP } from "@/lib/scenario/url-codec";
import {
  formatPercent,
  formatPlusMinus,
  holdsRows,
  lossesRows,
  outcomeRows,
  roundsRows,
  survivorSeries,
} from "@/lib/results/chart-data";

const names = { attacker: "Empire", defender: "Rebels" };
const result: SimulationResult = simulate(DEFAULT_SETUP.scenario, { trials: 20_000, seed: "1" });

describe("formatting", () => {
  it("never rounds a rare event to 0% or a near-certain one to 100%", () => {
    expect(formatPercent(0)).toBe("0.00%");
    expect(formatPercent(0.00004)).toBe("<0.01%");
    expect(formatPercent(0.99996)).toBe(">99.99%");
    expect(formatPercent(1)).toBe("100.00%");
    expect(formatPercent(0.123456)).toBe("12.35%");
  });

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

describe("survivorSeries", () => {
  it("gives one 'at least n' value per unit type up to its count", () => {
    const series = survivorSeries(result, "attacker");
    expect(series.units.map((u) => u.id).sort()).toEqual(["star-destroyer", "tie-fighter"]);
    expect(series.rows).toHaveLength(2);
    const sd = result.attacker.survivors.find((s) => s.unit === "star-destroyer")!;
    expect(series.rows[0]).toEqual({ n: 0, "star-destroyer": 1, "tie-fighter": 1 });
    expect(series.rows[1]).toEqual(expect.objectContaining({ n: 1, "star-destroyer": sd.atLeast[1] }));
    expect(series.units.find((u) => u.id === "star-destroyer")!.text).toMatch(
      /^Star Destroyer \(1 at the start, 0\.99 survive on average\): at least 1: 99\.\d\d%$/,
    );
  });

  it("leaves a unit out of rows past its starting count", () => {
    const fake = {
      ...result,
      defender: {
        ...result.defender,
        survivors: [
          { unit: "x-wing", start: 3, mean: 1.5, exactly: [0.1, 0.3, 0.4, 0.2], atLeast: [1, 0.9, 0.6, 0.2] },
          { unit: "y-wing", start: 1, mean: 0.5, exactly: [0.5, 0.5], atLeast: [1, 0.5] },
        ],
      },
    } as SimulationResult;
    const series = survivorSeries(fake, "defender");
    expect(series.rows).toEqual([
      { n: 0, "x-wing": 1, "y-wing": 1 },
      { n: 1, "x-wing": 0.9, "y-wing": 0.5 },
      { n: 2, "x-wing": 0.6 },
      { n: 3, "x-wing": 0.2 },
    ]);
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
  it("adds up expected losses per unit type and states the retreat rate", () => {
    const [attacker, defender] = lossesRows(result, names);
    expect(attacker!.units).toBeCloseTo(
      attacker!.byUnit.reduce((s, u) => s + u.lost, 0),
      12,
    );
    // (the rulebook battle's Rebels lose nearly both fighters: a block sometimes saves one)
    expect(result.defender.losses.units).toBeGreaterThan(1.9);
    const lost = result.defender.losses.units.toFixed(2).replace(".", "\\.");
    expect(defender!.text).toMatch(
      new RegExp(
        `^Rebels \\(defender\\) loses ${lost} units on average \\(.*\\); retreats in 0\\.00% of combats$`,
      ),
    );
  });
});

import { describe, expect, it } from "vitest";
import { pairedLosses } from "@/lib/compare/compare-losses";
import { compareRows, pairable } from "@/lib/compare/compare-rows";
import { compareMeans } from "@/lib/compare/significance";
import { simulate, simulateTraced } from "@/lib/engine";
import { DEFAULT_SETUP } from "@/lib/scenario/url-codec";
import { scenario } from "../helpers/scenarios";

const names = { attacker: "Empire", defender: "Rebels" };
const a = simulate(DEFAULT_SETUP.scenario, { trials: 20_000, seed: "rows" });
const withTransport = scenario({
  attacker: { faction: "empire", units: { "tie-fighter": 1, "star-destroyer": 1 }, leaders: ["darth-vader"] },
  defender: { faction: "rebel", units: { "x-wing": 2, "rebel-transport": 1 }, leaders: ["jan-dodonna"] },
});
const b = simulate(withTransport, { trials: 20_000, seed: "rows" });

describe("the compare table's losses per unit type", () => {
  it("gives the units of each type lost on average in A and B, never summed over types", () => {
    const rows = compareRows(a, b, names);
    const tie = rows.find((r) => r.key === "lost-attacker-tie-fighter")!;
    expect(tie.kind).toBe("units");
    expect(tie.a).toBeCloseTo(a.attacker.losses.byUnit["tie-fighter"]!, 12);
    expect(tie.b).toBeCloseTo(b.attacker.losses.byUnit["tie-fighter"]!, 12);
    expect(tie.difference!.diff).toBeCloseTo(tie.b! - tie.a!, 12);
    expect(tie.text).toMatch(
      /^Empire \(attacker\): TIE Fighters lost: A 0\.\d\d of 1, B 0\.\d\d of 1, difference [+−]\d\.\d\d units \((significant|within noise)\)$/,
    );
  });

  it("shows a unit type only one run has with nothing in the other and no difference", () => {
    const rows = compareRows(a, b, names);
    const y = rows.find((r) => r.key === "lost-defender-y-wing")!;
    expect([y.a !== null, y.b, y.difference]).toEqual([true, null, null]);
    const transport = rows.find((r) => r.key === "lost-defender-rebel-transport")!;
    expect(transport.a).toBeNull();
    expect(transport.text).toContain("A none in this run of 0");
  });

  it("tests a difference of means against the noise, with a 0.01-unit floor", () => {
    // se = sqrt(1/10,000 + 1/10,000) = 0.01414…; z = 0.05 / se = 3.54
    const d = compareMeans(
      { mean: 1, variance: 1, trials: 10_000 },
      { mean: 1.05, variance: 1, trials: 10_000 },
    );
    expect(d.z).toBeCloseTo(3.5355, 3);
    expect(d.significant).toBe(true);
    const tiny = compareMeans(
      { mean: 1, variance: 1, trials: 1e9 },
      { mean: 1.005, variance: 1, trials: 1e9 },
    );
    expect(tiny.significant).toBe(false);
  });
});

describe("A and B of the same seed, compared trial by trial", () => {
  const ta = simulateTraced(DEFAULT_SETUP.scenario, { trials: 20_000, seed: "rows" });
  const tb = simulateTraced(withTransport, { trials: 20_000, seed: "rows" });
  const paired = pairable(ta.result, tb.result, { a: ta.trace, b: tb.trace });

  it("pairs only runs of one seed and trials, traced whole", () => {
    expect(paired).not.toBeNull();
    expect(pairable(ta.result, b, { a: ta.trace, b: null })).toBeNull();
    const other = simulateTraced(withTransport, { trials: 20_000, seed: "other" });
    expect(pairable(ta.result, other.result, { a: ta.trace, b: other.trace })).toBeNull();
  });

  it("gives the same differences as the independent test, with a smaller standard error", () => {
    const plain = compareRows(ta.result, tb.result, names);
    const rows = compareRows(ta.result, tb.result, names, paired);
    for (const key of ["attacker", "defender", "lost-attacker-tie-fighter", "lost-defender-x-wing"]) {
      const p = rows.find((r) => r.key === key)!.difference!;
      const q = plain.find((r) => r.key === key)!.difference!;
      expect(p.paired, key).toBe(true);
      expect(p.diff, key).toBeCloseTo(q.diff, 12);
      expect(p.se, key).toBeLessThan(q.se);
    }
    // (who holds a theater is not in a trace: tested as two runs)
    expect(rows.find((r) => r.key === "holds-space")!.difference!.paired).toBeUndefined();
  });
});

describe("paired losses (compare's small multiples)", () => {
  it("pairs A's and B's chance of losing at least k, unit type by unit type", () => {
    const rebels = pairedLosses(a, b, "defender");
    expect(rebels.map((u) => u.unit)).toEqual(["x-wing", "y-wing", "rebel-transport"]);
    const xwing = rebels[0]!;
    expect(xwing.bars.map((x) => x.k)).toEqual([1, 2]);
    expect(xwing.bars[1]!.a).toBeNull(); // A had one X-wing
    expect(xwing.bars[1]!.b).toBeCloseTo(
      b.defender.survivors.find((s) => s.unit === "x-wing")!.exactly[0]!,
      12,
    );
    expect(rebels[2]!.text).toMatch(/^A: no Rebel Transports\. B: Rebel Transport \(1 at the start\)/);
  });
});

import { describe, expect, it } from "vitest";
import { compareProportions, noiseLabel } from "@/lib/compare/significance";

describe("compareProportions", () => {
  it("matches a hand-computed two-proportion z-test", () => {
    // pooled p = (0.50·10,000 + 0.52·10,000) / 20,000 = 0.51; se = sqrt(0.51·0.49·(2/10,000)) = 0.0070697…
    const d = compareProportions({ p: 0.5, trials: 10_000 }, { p: 0.52, trials: 10_000 });
    expect(d.diff).toBeCloseTo(0.02, 12);
    expect(d.se).toBeCloseTo(Math.sqrt(0.51 * 0.49 * 0.0002), 12);
    expect(d.z).toBeCloseTo(2.8289, 3);
    expect(d.significant).toBe(true);
  });

  it("calls a difference inside 1.96 standard errors noise", () => {
    const d = compareProportions({ p: 0.5, trials: 10_000 }, { p: 0.51, trials: 10_000 });
    expect(d.z).toBeCloseTo(1.4142, 3);
    expect(d.significant).toBe(false);
    expect(noiseLabel(d)).toBe("within noise");
  });

  it("is antisymmetric: swapping A and B flips the sign only", () => {
    const ab = compareProportions({ p: 0.3, trials: 20_000 }, { p: 0.33, trials: 100_000 });
    const ba = compareProportions({ p: 0.33, trials: 100_000 }, { p: 0.3, trials: 20_000 });
    expect(ba.diff).toBe(-ab.diff);
    expect(ba.z).toBeCloseTo(-ab.z, 12);
    expect(ba.significant).toBe(ab.significant);
  });

  it("never calls certainty against certainty significant, and survives empty runs", () => {
    expect(compareProportions({ p: 1, trials: 1000 }, { p: 1, trials: 5000 })).toEqual({
      diff: 0,
      se: 0,
      z: 0,
      significant: false,
    });
    expect(compareProportions({ p: 0, trials: 0 }, { p: 1, trials: 10 }).significant).toBe(false);
    // 0 of 100,000 against 100 of 100,000 is not noise.
    expect(compareProportions({ p: 0, trials: 100_000 }, { p: 0.001, trials: 100_000 }).significant).toBe(
      true,
    );
  });
});

describe("the 0.1-point floor", () => {
  it("never calls a difference under 0.1 percentage point significant, however many trials", () => {
    const tiny = compareProportions({ p: 0.5, trials: 10_000_000 }, { p: 0.5009, trials: 10_000_000 });
    expect(Math.abs(tiny.z)).toBeGreaterThan(1.96);
    expect(tiny.significant).toBe(false);
    const small = compareProportions({ p: 0.5, trials: 10_000_000 }, { p: 0.5011, trials: 10_000_000 });
    expect(small.significant).toBe(true);
  });
});

import { describe, expect, it } from "vitest";
import { formatPercent, formatPoints } from "@/lib/format/percent";

// One formatter everywhere (docs/answer-first.md#one-rounding-per-chance): whole percents for people, the exact
// ones in the Details.
describe("formatPercent for people (the default)", () => {
  it("writes whole percents between 10% and 90%", () => {
    expect(formatPercent(0.62)).toBe("62%");
    expect(formatPercent(0.355)).toBe("36%"); // (toFixed rounds half up here: 35.5 → 36)
    expect(formatPercent(0.1)).toBe("10%");
    expect(formatPercent(0.9)).toBe("90%");
  });

  it("keeps one decimal under 10% and over 90%, where a point matters", () => {
    expect(formatPercent(0.0469)).toBe("4.7%");
    expect(formatPercent(0.01)).toBe("1.0%");
    expect(formatPercent(0.9884)).toBe("98.8%");
    expect(formatPercent(0.9012)).toBe("90.1%");
  });

  it("never rounds a rare event to 0% or a near-certain one to 100%: <1% and >99%", () => {
    expect(formatPercent(0.0099)).toBe("<1%");
    expect(formatPercent(0.00001)).toBe("<1%");
    expect(formatPercent(0.9901)).toBe(">99%");
    expect(formatPercent(0.99999)).toBe(">99%");
  });

  it("writes a certain 0 or 1 as such", () => {
    expect(formatPercent(0)).toBe("0%");
    expect(formatPercent(1)).toBe("100%");
  });
});

describe("formatPercent, exact (the Details)", () => {
  it("gives two decimals, and <0.01% / >99.99% at the edges", () => {
    expect(formatPercent(0, "exact")).toBe("0.00%");
    expect(formatPercent(0.00004, "exact")).toBe("<0.01%");
    expect(formatPercent(0.99996, "exact")).toBe(">99.99%");
    expect(formatPercent(1, "exact")).toBe("100.00%");
    expect(formatPercent(0.123456, "exact")).toBe("12.35%");
  });
});

describe("formatPoints", () => {
  it("writes percentage points with a sign: one decimal for people, whole from 10 points", () => {
    expect(formatPoints(0.01234)).toBe("+1.2 points");
    expect(formatPoints(-0.004)).toBe("−0.4 points");
    expect(formatPoints(0.0912)).toBe("+9.1 points");
    expect(formatPoints(-0.1234)).toBe("−12 points");
    expect(formatPoints(0.0103)).toBe("+1.0 points");
    expect(formatPoints(0.1)).toBe("+10 points");
    expect(formatPoints(0.0004)).toBe("±0.0 points");
  });

  it("two decimals, exact", () => {
    expect(formatPoints(0.01234, "exact")).toBe("+1.23 points");
    expect(formatPoints(-0.004, "exact")).toBe("−0.40 points");
    expect(formatPoints(0.00001, "exact")).toBe("±0.00 points");
    expect(formatPoints(0, "exact")).toBe("±0.00 points");
  });
});

describe("one rounding per chance on the page", () => {
  it("writes a chance the same whatever shares its line: no '29.0%' beside a '90.2%'", () => {
    expect([0.9023, 0.29].map((p) => formatPercent(p))).toEqual(["90.2%", "29%"]);
    expect([0.38, 0.047].map((p) => formatPercent(p))).toEqual(["38%", "4.7%"]);
    expect([0.995, 0.005, 0.618].map((p) => formatPercent(p))).toEqual([">99%", "<1%", "62%"]);
  });
});

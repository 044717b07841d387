import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compileBattle, emptyTally, mergeTallies, runChunks, simulate } from "@/lib/engine";
import type { UnitId } from "@/lib/data";
import { luckPlace, strengthLost2 } from "@/lib/luck/luck-percentile";
import { luckLine, luckReading } from "@/lib/luck/luck-reading";
import { exactEndStates } from "../helpers/exact-battle";
import { EMPIRE_EXACT, LUCK_BATTLE as BATTLE, REAL_LOSSES, REBELS_EXACT } from "../helpers/luck-battle";

const TRIALS = 200_000;
/** 4.5 standard errors of a proportion at TRIALS trials (a fixed seed, no retries). */
const tol = (p: number) => 4.5 * Math.sqrt(Math.max(0, p * (1 - p)) / TRIALS) + 1e-9;

/** The exact distribution of twice the strength each side lost, from the tests' own solver. */
function exactLost2(): [Map<number, number>, Map<number, number>] {
  const out: [Map<number, number>, Map<number, number>] = [new Map(), new Map()];
  for (const end of exactEndStates(BATTLE)) {
    (["attacker", "defender"] as const).forEach((side, i) => {
      const lost: Partial<Record<UnitId, number>> = {};
      for (const [id, n] of Object.entries(BATTLE[side].units))
        lost[id as UnitId] = (n ?? 0) - (end[side][id as UnitId] ?? 0);
      const k = strengthLost2(lost);
      out[i]!.set(k, (out[i]!.get(k) ?? 0) + end.p);
    });
  }
  return out;
}

/** The exact mid-rank percentile of losing `lost2`: worse plus half the same. */
function exactPercentile(dist: Map<number, number>, lost2: number): number {
  let p = 0;
  for (const [k, q] of dist) p += k > lost2 ? q : k === lost2 ? q / 2 : 0;
  return p;
}

describe("the luck gauge on a dice-only battle (docs/rules.md#luck)", () => {
  const exact = exactLost2();
  const result = simulate(BATTLE, { trials: TRIALS, seed: "luck" });

  it("the engine's histogram of strength lost matches the exact solver's, bin by bin, within 4.5 SE", () => {
    (["attacker", "defender"] as const).forEach((side, i) => {
      const counts = result[side].strengthLost;
      expect(counts.reduce((s, c) => s + c, 0)).toBe(TRIALS);
      for (let k = 0; k < counts.length; k++) {
        const p = exact[i]!.get(k) ?? 0;
        expect(Math.abs(counts[k]! / TRIALS - p), `${side} lost2 ${k}`).toBeLessThanOrEqual(tol(p));
      }
      // (no mass where the solver has none, and none beyond what the side brought)
      expect([...exact[i]!.keys()].every((k) => k < counts.length)).toBe(true);
    });
    // the Rebels brought 2 corvettes (6 each) and 3 troopers (3 each): 21 halves of strength
    expect(result.defender.strengthLost).toHaveLength(22);
  });

  it("exact known answers: the Rebels losing a corvette and 2 troopers, the Empire losing 2 stormtroopers", () => {
    const rebels = exactPercentile(exact[1], 12);
    const empire = exactPercentile(exact[0], 6);
    // (pinned from the exact solver; the engine's run agrees within 4.5 SE of a proportion)
    expect(rebels).toBeCloseTo(REBELS_EXACT, 6);
    expect(empire).toBeCloseTo(EMPIRE_EXACT, 6);
    const reading = luckReading(BATTLE, REAL_LOSSES, result);
    if (!reading.ok) throw new Error(reading.error);
    const [a, d] = reading.sides;
    expect(Math.abs(d!.place.percentile - rebels)).toBeLessThanOrEqual(tol(0.5));
    expect(Math.abs(a!.place.percentile - empire)).toBeLessThanOrEqual(tol(0.5));
    expect(d!.lost2).toBe(12);
    expect(d!.line).toBe(REBELS_LINE);
  });

  it("counts the same trials however the run is split (tallies add up)", () => {
    const b = compileBattle(BATTLE);
    const whole = runChunks(b, "luck", 12_000, 0, 6);
    const parts = mergeTallies(
      mergeTallies(emptyTally(b), runChunks(b, "luck", 12_000, 0, 2)),
      runChunks(b, "luck", 12_000, 2, 6),
    );
    expect(parts.strengthLost).toEqual(whole.strengthLost);
  });

  it("agrees with keep-half: the trials that lost at most half the strength are the ones that kept half", () => {
    for (const side of ["attacker", "defender"] as const) {
      const counts = result[side].strengthLost;
      const start2 = counts.length - 1;
      const keptHalf = counts.reduce((s, c, k) => s + (2 * (start2 - k) >= start2 ? c : 0), 0);
      expect(keptHalf).toBe(result[side].keptHalf.count);
    }
  });
});

describe("the mid-rank percentile", () => {
  const histogram = fc.array(fc.nat(50), { minLength: 1, maxLength: 30 }).filter((c) => c.some((x) => x > 0));

  it("averages exactly 1/2 over the run's own trials, however many end alike", () => {
    fc.assert(
      fc.property(histogram, (counts) => {
        const n = counts.reduce((s, c) => s + c, 0);
        const mean = counts.reduce((s, c, k) => s + c * luckPlace(counts, k).percentile, 0) / n;
        expect(mean).toBeCloseTo(0.5, 12);
      }),
    );
  });

  it("reads 50% when every battle ended the same, and falls as the losses grow", () => {
    expect(luckPlace([0, 0, 7], 2)).toEqual({
      trials: 7,
      better: 0,
      same: 7,
      worse: 0,
      percentile: 0.5,
      wentBetter: 0.5,
    });
    fc.assert(
      fc.property(histogram, fc.nat(40), (counts, k) => {
        const here = luckPlace(counts, k);
        expect(here.percentile + here.wentBetter).toBeCloseTo(1, 12);
        expect(luckPlace(counts, k + 1).percentile).toBeLessThanOrEqual(here.percentile);
      }),
    );
  });

  it("counts a tie half: 10 better, 20 the same, 70 worse is the 0.70 + 0.10 = 80th percentile", () => {
    const place = luckPlace([10, 20, 70], 1);
    expect(place).toEqual({ trials: 100, better: 10, same: 20, worse: 70, percentile: 0.8, wentBetter: 0.2 });
    expect(luckLine("rebel", { "x-wing": 4 }, place)).toBe(
      "The Rebels lost 4 X-wings: 20% of such battles went better for them, counting half of the 20% that went the same.",
    );
    expect(luckLine("empire", {}, luckPlace([100], 0))).toBe(
      "The Empire lost nothing: 50% of such battles went better for it, counting half of the 100% that went the same.",
    );
  });
});

const REBELS_LINE =
  "The Rebels lost 1 Corellian Corvette and 2 Rebel Troopers: 20% of such battles went better for them, counting half of the 9.3% that went the same.";

import { describe, expect, it } from "vitest";
import { unitDef, type UnitId } from "@/lib/data";
import { simulate } from "@/lib/engine";
import { exactDuel } from "../helpers/exact-duel";
import { battle } from "../helpers/scenarios";

const TRIALS = 200_000;
/** Tolerance: 4.5 standard errors of a proportion at this many trials (fixed seeds, no retries). */
const tol = (p: number) => 4.5 * Math.sqrt((p * (1 - p)) / TRIALS) + 1e-9;

function duel(a: UnitId, d: UnitId, seed: string) {
  const af = unitDef(a).faction;
  const df = unitDef(d).faction;
  return simulate(battle({ faction: af, units: { [a]: 1 } }, { faction: df, units: { [d]: 1 } }), {
    trials: TRIALS,
    seed,
  });
}

describe("known answers (dice only)", () => {
  it("X-wing attacking a TIE fighter: attacker, defender and mutual each exactly 1/3", () => {
    const r = duel("x-wing", "tie-fighter", "xwing-vs-tie");
    for (const o of ["attacker", "defender", "mutual"] as const) {
      expect(Math.abs(r.outcomes[o].p - 1 / 3)).toBeLessThan(tol(1 / 3));
      expect(r.outcomes[o].low).toBeLessThan(1 / 3 + tol(1 / 3));
    }
    expect(r.outcomes.split.p + r.outcomes.stalemate.p).toBe(0);
  });

  it("a Y-wing against a TIE: its red die only hurts with direct hits (1/7, 5/7, 1/7)", () => {
    const r = duel("y-wing", "tie-fighter", "ywing-vs-tie");
    expect(Math.abs(r.outcomes.attacker.p - 1 / 7)).toBeLessThan(tol(1 / 7));
    expect(Math.abs(r.outcomes.defender.p - 5 / 7)).toBeLessThan(tol(5 / 7));
    expect(Math.abs(r.outcomes.mutual.p - 1 / 7)).toBeLessThan(tol(1 / 7));
  });

  const duels: [UnitId, UnitId][] = [
    ["star-destroyer", "mon-calamari-cruiser"],
    ["corellian-corvette", "tie-fighter"],
    ["super-star-destroyer", "mon-calamari-cruiser"],
    ["at-at", "airspeeder"],
    ["rebel-trooper", "at-st"],
    ["interdictor", "nebulon-b-frigate"],
  ];
  for (const [a, d] of duels) {
    it(`${a} attacking ${d} matches the exact Markov chain`, () => {
      const exact = exactDuel(a, d);
      const r = duel(a, d, `${a}-${d}`);
      for (const o of ["attacker", "defender", "mutual"] as const) {
        expect(Math.abs(r.outcomes[o].p - exact[o]), `${o}: exact ${exact[o]}`).toBeLessThan(tol(exact[o]));
      }
    });
  }

  it("the exact solver itself reproduces the hand-computed X-wing duel", () => {
    const e = exactDuel("x-wing", "tie-fighter");
    expect(e.attacker).toBeCloseTo(1 / 3, 12);
    expect(e.defender).toBeCloseTo(1 / 3, 12);
    expect(e.mutual).toBeCloseTo(1 / 3, 12);
  });
});

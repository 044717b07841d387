import { describe, expect, it } from "vitest";
import { simulate } from "@/lib/engine";
import { exactBattle } from "../helpers/exact-battle";
import { scenario, empire, rebels } from "../helpers/scenarios";

// docs/rules.md#retreat: a retreat policy fires only while some theater is still contested; a player does not leave a
// combat that is already decided.

const TRIALS = 100_000;
const tol = (p: number) => 4.5 * Math.sqrt(Math.max(0, p * (1 - p)) / TRIALS) + 1e-9;

describe("no retreat from a decided combat", () => {
  it("2 X-wings, a trooper and Leia (after round 1) against a TIE and 2 AT-ATs hold space when round 1 decides it", () => {
    const s = scenario({
      attacker: {
        ...rebels({ "x-wing": 2, "rebel-trooper": 1 }, ["princess-leia"]),
        retreat: { policy: "after-round", round: 1 },
      },
      defender: empire({ "tie-fighter": 1, "at-at": 2 }),
      tactics: "none",
    });
    const exact = exactBattle(s);
    const r = simulate(s, { trials: TRIALS, seed: "decided" });
    const held = exact.holds.space.attacker;
    expect(held).toBeCloseTo(0.65958, 5); // (66%, against 0% when the X-wings left a decided combat)
    expect(Math.abs(r.holds.space.attacker - held)).toBeLessThan(tol(held));
    // They retreat exactly when round 1 leaves some theater contested (the same battle stopped after round 1).
    const stopped = { ...s, attacker: { ...s.attacker, retreat: { policy: "never" as const } }, roundCap: 1 };
    const open = exactBattle(stopped).stalemate;
    expect(open).toBeCloseTo(0.3404, 4);
    expect(Math.abs(r.attacker.retreated.p - open)).toBeLessThan(tol(open));
  });

  it("fewer than 2 units: a lone X-wing that has just destroyed the TIE stays to hold space (exactly 1/4)", () => {
    // Round 1: each fighter's black die kills the other with 1/2. TIE gone and X-wing left (1/4): space is held and
    // the stormtrooper holds the ground: decided, no retreat. Both left (1/4): still contested, the X-wing runs.
    const s = scenario({
      attacker: {
        ...rebels({ "x-wing": 1 }, ["han-solo"]),
        retreat: { policy: "when-losing-units", below: 2 },
      },
      defender: empire({ "tie-fighter": 1, stormtrooper: 1 }),
      tactics: "none",
    });
    const r = simulate(s, { trials: TRIALS, seed: "lone" });
    expect(Math.abs(r.holds.space.attacker - 1 / 4)).toBeLessThan(tol(1 / 4));
    expect(Math.abs(r.attacker.retreated.p - 1 / 4)).toBeLessThan(tol(1 / 4));
    expect(Math.abs(r.outcomes.split.p - 1 / 4)).toBeLessThan(tol(1 / 4));
  });
});

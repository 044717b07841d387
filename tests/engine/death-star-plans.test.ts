import { describe, expect, it } from "vitest";
import { simulate } from "@/lib/engine";
import { goalChance } from "@/lib/results/goal-chance";
import { exactBattle } from "../helpers/exact-battle";
import { battle, empire, rebels } from "../helpers/scenarios";

// docs/rules.md#death-star-plans: the plans are revealed once a round, after every space step with a Rebel fighter
// and a Death Star present, until they destroy it; a failed roll keeps the card. docs/rules.md#end-of-round-checks:
// a silenced Death Star forces the Rebel ships out only in a round the plans were not revealed.

const TRIALS = 100_000;
const tol = (p: number) => 4.5 * Math.sqrt(Math.max(0, p * (1 - p)) / TRIALS) + 1e-9;
/** A direct hit on 3 red dice. */
const Q = 1 - (5 / 6) ** 3;

/**
 * The Death Star (4 red dice) against n X-wings, by hand: each round k of its dice show a direct hit and kill k
 * X-wings (red hits cannot touch black health), then the plans hit with Q while a fighter is left.
 */
function deathStarFalls(n: number, rounds: number): number {
  const binom = (k: number) => [1, 4, 6, 4, 1][k]! * (1 / 6) ** k * (5 / 6) ** (4 - k);
  let f = new Array<number>(n + 1).fill(0); // f[m]: chance it falls within the rounds left, m X-wings now
  for (let r = 0; r < rounds; r++) {
    const next = f.map((_, m) => {
      let p = 0;
      for (let k = 0; k <= 4; k++) {
        const left = Math.max(0, m - k);
        if (left > 0) p += binom(k) * (Q + (1 - Q) * f[left]!);
      }
      return p;
    });
    f = next;
  }
  return f[n]!;
}

describe("Death Star Plans every round", () => {
  const assault = battle(empire({ "death-star": 1 }), rebels({ "x-wing": 3 }), { deathStarPlans: true });

  it("a Death Star attacking 3 X-wings falls 0.78524 of the time (by hand, by the solver and by the engine)", () => {
    const byHand = deathStarFalls(3, 50);
    expect(byHand).toBeCloseTo(0.78524, 5);
    const exact = exactBattle(assault);
    // (the plans need a fighter left, so the Rebels hold space exactly when it falls)
    expect(exact.defender).toBeCloseTo(byHand, 12);
    expect(exact.holds.space.defender).toBeCloseTo(byHand, 12);
    const r = simulate(assault, { trials: TRIALS, seed: "plans-every-round" });
    expect(Math.abs(r.outcomes.defender.p - byHand)).toBeLessThan(tol(byHand));
    expect(goalChance(r, "defender", "destroy-death-star").p).toBe(r.outcomes.defender.p);
  });

  it("a roll every round, not once: the Rebels win far more often than with a single roll (0.4214 at most)", () => {
    const r = simulate(assault, { trials: 20_000, seed: "once" });
    expect(r.outcomes.defender.p).toBeGreaterThan(Q + 0.3);
  });

  it("a silenced Death Star does not force out Rebels who reveal the plans: an X-wing and 2 ion cannons destroy it", () => {
    const silenced = battle(
      empire({ "death-star": 1 }),
      rebels({ "x-wing": 1, "ion-cannon": 2 }, ["han-solo"]),
      { deathStarPlans: true },
    );
    // Nothing hurts the X-wing (4 red less 2 per ion cannon), so the plans roll every round until they hit.
    const p = 1 - (1 - Q) ** 50;
    const exact = exactBattle(silenced);
    expect(exact.defender).toBeCloseTo(p, 12);
    const r = simulate(silenced, { trials: 20_000, seed: "silenced" });
    expect(r.outcomes.defender.p).toBe(1);
    expect(r.defender.retreated.p).toBe(0);
    // Without the plans the FAQ's rule still forces the ships out at the end of round 1.
    const noPlans = exactBattle({ ...silenced, deathStarPlans: false });
    expect(noPlans.split).toBeCloseTo(1, 12);
  });

  it("the solver agrees with itself with the theaters carried apart and together", () => {
    const apart = exactBattle(assault);
    const joint = exactBattle(assault, { joint: true });
    expect(joint.defender).toBeCloseTo(apart.defender, 12);
    expect(joint.attacker).toBeCloseTo(apart.attacker, 12);
  });
});

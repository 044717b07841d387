import { describe, expect, it } from "vitest";
import { simulate } from "@/lib/engine";
import type { ScenarioInput } from "@/lib/scenario";
import { exactBattle } from "../helpers/exact-battle";
import { battle, scenario, empire, rebels } from "../helpers/scenarios";

// docs/rules.md#end-of-round-checks: one structure rule in every mode. A side whose only ground units are structures,
// facing enemy ground units at the end of a round, loses them unless they rolled dice in that round's ground battle.

const TRIALS = 100_000;
const tol = (p: number) => 4.5 * Math.sqrt(Math.max(0, p * (1 - p)) / TRIALS) + 1e-9;

const STORMTROOPERS_AT_TURRET = {
  attacker: empire({ stormtrooper: 3 }),
  defender: rebels({ "golan-arms-turret": 1 }),
} as const;

describe("one structure rule in every mode", () => {
  it("3 stormtroopers attacking a Golan Arms Turret: Empire 0.18349, Rebels 0.77471, both gone 0.04180", () => {
    const exact = exactBattle(battle(STORMTROOPERS_AT_TURRET.attacker, STORMTROOPERS_AT_TURRET.defender));
    expect(exact.attacker).toBeCloseTo(0.18349, 5);
    expect(exact.defender).toBeCloseTo(0.77471, 5);
    expect(exact.mutual).toBeCloseTo(0.0418, 5);
    // The same in dice-only and in the base game with nobody playing a card: the rule does not depend on the mode.
    const modes: Partial<ScenarioInput>[] = [
      { tactics: "none" },
      {
        tactics: "base",
        attacker: { ...STORMTROOPERS_AT_TURRET.attacker, cardPlay: "none" },
        defender: { ...STORMTROOPERS_AT_TURRET.defender, cardPlay: "none" },
      } as Partial<ScenarioInput>,
    ];
    modes.forEach((mode, i) => {
      const r = simulate(scenario({ ...STORMTROOPERS_AT_TURRET, ...mode } as ScenarioInput), {
        trials: TRIALS,
        seed: `turret-${i}`,
      });
      for (const o of ["attacker", "defender", "mutual"] as const)
        expect(Math.abs(r.outcomes[o].p - exact[o]), `${mode.tactics} ${o}`).toBeLessThan(tol(exact[o]));
    });
  });

  it("a turret that rolls keeps a Shield Generator beside it standing; a trooper's dice do not", () => {
    // 5 red dice can only hurt the red-health structures; the generator alone falls at the end of round 1.
    const alone = simulate(battle(empire({ "at-at": 1 }), rebels({ "shield-generator": 1 })), {
      trials: 2000,
      seed: "alone",
    });
    expect(alone.rounds.mean).toBe(1);
    // A trooper that rolls and falls in round 1 does not keep the generator for a round: base battles do not change.
    const trooper = exactBattle(
      battle(empire({ stormtrooper: 5 }), rebels({ "rebel-trooper": 1, "shield-generator": 1 }), {
        roundCap: 1,
      }),
    );
    // Round 1: the trooper dies unless all 5 black dice miss it (2/6 blank + 1/6 special each): then nothing is left.
    expect(trooper.attacker).toBeCloseTo(1 - (1 / 2) ** 5, 12);
    expect(trooper.stalemate).toBeCloseTo((1 / 2) ** 5, 12);
    // With a turret, the generator stands as long as the turret rolls.
    const withTurret = simulate(
      battle(empire({ "at-at": 1 }), rebels({ "shield-generator": 1, "golan-arms-turret": 1 }), {
        roundCap: 1,
      }),
      { trials: 2000, seed: "turret" },
    );
    expect(withTurret.outcomes.stalemate.p).toBe(1);
  });
});

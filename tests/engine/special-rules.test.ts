import { describe, expect, it } from "vitest";
import { compileBattle, simulate } from "@/lib/engine";
import { BattleState } from "@/lib/engine/core/battle-state";
import { attackPool, rollAttack, rollCount, rollDamage } from "@/lib/engine/core/dice-pool";
import { Sfc32 } from "@/lib/engine/core/rng";
import { canRetreat, executeRetreat } from "@/lib/engine/core/retreat";
import { battle, scenario, empire, rebels } from "../helpers/scenarios";
import { unitsOf } from "../helpers/units";
import { ATTACKER, DEFENDER, FACE_DIRECT, FACE_HIT, GROUND, SPACE } from "@/lib/engine/core/codes";
import { UNITS } from "@/lib/data";
import { MAX_UNITS_IGNORING_LIMITS } from "@/lib/scenario/types";

const N = 40_000;
const tol = (p: number) => 4.5 * Math.sqrt((p * (1 - p)) / N) + 1e-9;

describe("dice pools", () => {
  it("caps an attack at 5 red and 5 black dice, and 3 green", () => {
    const b = compileBattle(
      battle(empire({ "tie-fighter": 8, "star-destroyer": 3, interdictor: 2 }), rebels({ "x-wing": 1 })),
    );
    const s = new BattleState(b);
    s.reset();
    expect(attackPool(b, s, ATTACKER, SPACE)).toBe(13);
    expect(Array.from(s.pool)).toEqual([5, 5, 3]);
  });

  it(`the packed dice sums hold the largest scenario allowed: ${MAX_UNITS_IGNORING_LIMITS} of every unit type on both sides`, () => {
    const all = (faction: "empire" | "rebel") =>
      Object.fromEntries(
        UNITS.filter((u) => u.faction === faction).map((u) => [u.id, MAX_UNITS_IGNORING_LIMITS]),
      );
    const b = compileBattle(
      battle(
        { faction: "empire", units: all("empire") },
        { faction: "rebel", units: all("rebel") },
        { ignoreLimits: true },
      ),
    );
    const s = new BattleState(b);
    s.reset();
    // Every sum unpacks to what the units roll, by colour, before ion cannons and caps.
    for (const [side, faction] of [
      [ATTACKER, "empire"],
      [DEFENDER, "rebel"],
    ] as const) {
      for (const [theater, where] of [
        [SPACE, "space"],
        [GROUND, "ground"],
      ] as const) {
        const units = UNITS.filter((u) => u.faction === faction && u.theater === where);
        const sum = s.diceSum[side * 2 + theater]!;
        const label = `${faction} ${where}`;
        expect(sum & 1023, label).toBe(MAX_UNITS_IGNORING_LIMITS * units.reduce((a, u) => a + u.red, 0));
        expect((sum >>> 10) & 1023, label).toBe(
          MAX_UNITS_IGNORING_LIMITS * units.reduce((a, u) => a + u.black, 0),
        );
        expect(sum >>> 20, label).toBe(MAX_UNITS_IGNORING_LIMITS * units.reduce((a, u) => a + u.green, 0));
      }
    }
  });

  it("each ion cannon removes 2 red dice from Imperial space attacks, before the cap", () => {
    const imperial = empire({ "star-destroyer": 4 }); // 8 red, 4 black
    for (const [ions, red] of [
      [0, 5],
      [1, 5],
      [2, 4],
      [3, 2],
    ] as const) {
      const b = compileBattle(battle(imperial, rebels({ "x-wing": 1, "ion-cannon": ions })));
      const s = new BattleState(b);
      s.reset();
      attackPool(b, s, ATTACKER, SPACE);
      expect(s.pool[0], `${ions} ion cannons`).toBe(red);
      expect(s.pool[1]).toBe(4);
      // Ground attacks and Rebel attacks are untouched.
      attackPool(b, s, DEFENDER, SPACE);
      expect(s.pool[1]).toBe(1);
    }
  });
});

describe("rolling for damage alone (dice-only fast path)", () => {
  it("counts the same dice as the full roll: red hits, black hits, and direct (or green) hits as single points", () => {
    for (const blackDie of ["standard", "no-direct"] as const) {
      const b = compileBattle(
        battle(
          empire({ "star-destroyer": 2, "tie-fighter": 4, interdictor: 1 }),
          rebels({ "x-wing": 3, "y-wing": 2, "nebulon-b-frigate": 1 }),
          { variants: { blackDie } },
        ),
      );
      const s = new BattleState(b);
      s.reset();
      let singles = 0;
      let green = 0;
      for (let i = 0; i < 500; i++) {
        const side = i % 2;
        // The same generator state for both: the packed damage must match the face counts die for die.
        const damage = rollDamage(new Sfc32(i, 7, 11, 13), b, s, side, SPACE);
        rollAttack(new Sfc32(i, 7, 11, 13), b, s, side, SPACE);
        const r = (colour: number, face: number) => rollCount(s, colour, face);
        expect(damage & 255, `red hits, roll ${i}`).toBe(r(0, FACE_HIT));
        expect((damage >>> 8) & 255, `black hits, roll ${i}`).toBe(r(1, FACE_HIT));
        const direct = r(0, FACE_DIRECT) + r(1, FACE_DIRECT) + r(2, FACE_DIRECT) + r(2, FACE_HIT);
        expect(damage >>> 16, `single points, roll ${i}`).toBe(direct);
        singles += direct;
        green += r(2, FACE_DIRECT) + r(2, FACE_HIT);
        if (blackDie === "no-direct") expect(r(1, FACE_DIRECT)).toBe(0);
      }
      // The rolls did produce single points, green dice among them, to compare.
      expect(singles).toBeGreaterThan(100);
      expect(green).toBeGreaterThan(50);
    }
  });
});

describe("Death Star, DSUC and the shield bunker", () => {
  it("the Death Star never takes damage", () => {
    const r = simulate(battle(rebels({ "x-wing": 2, "y-wing": 2 }), empire({ "death-star": 1 })), {
      trials: 5000,
      seed: "ds",
    });
    expect(r.defender.survivors[0]?.mean).toBe(1);
    expect(r.outcomes.defender.p).toBe(1);
  });

  it("Death Star Plans, every round: the X-wing survives 4 red dice with a = (5/6)^4, then the plans hit with q = 1 - (5/6)^3; the Rebels win aq / (1 - a(1 - q))", () => {
    const r = simulate(
      battle(rebels({ "x-wing": 1 }), empire({ "death-star": 1 }), { deathStarPlans: true }),
      { trials: N, seed: "plans" },
    );
    // (docs/rules.md#death-star-plans: a failed roll keeps the card for the next round; 50 rounds leave (a(1 - q))^50 < 1e-20)
    const a = (5 / 6) ** 4;
    const q = 1 - (5 / 6) ** 3;
    const p = (a * q) / (1 - a * (1 - q));
    expect(p).toBeCloseTo(0.28182, 5);
    expect(Math.abs(r.outcomes.attacker.p - p)).toBeLessThan(tol(p));
    expect(r.outcomes.attacker.p + r.outcomes.defender.p).toBeCloseTo(1, 10);
  });

  it("a shield bunker stops the plans: the Death Star always wins", () => {
    const r = simulate(
      battle(rebels({ "x-wing": 1 }), empire({ "death-star": 1, "shield-bunker": 1 }), {
        deathStarPlans: true,
      }),
      { trials: 5000, seed: "bunker" },
    );
    expect(r.outcomes.defender.p).toBe(1);
    expect(r.holds.space.defender).toBe(1);
    expect(r.holds.ground.defender).toBe(1);
  });

  it("a lone DSUC facing Rebel ships is destroyed at the end of the first round", () => {
    const r = simulate(battle(rebels({ "x-wing": 1 }), empire({ "death-star-under-construction": 1 })), {
      trials: 2000,
      seed: "dsuc",
    });
    expect(r.outcomes.attacker.p).toBe(1);
    expect(r.rounds.mean).toBe(1);
  });

  it("a DSUC behind a shield bunker against an X-wing is a structural stalemate, reported as such", () => {
    const r = simulate(
      battle(rebels({ "x-wing": 1 }), empire({ "death-star-under-construction": 1, "shield-bunker": 1 })),
      { trials: 2000, seed: "stalemate" },
    );
    expect(r.outcomes.stalemate.p).toBe(1);
    expect(r.stalemates.structural).toBe(1);
    expect(r.rounds.mean).toBe(1);
  });

  it("two DSUCs behind a shield bunker (limits off) are a structural stalemate as one is, with either health colour (docs/rules.md#stalemate)", () => {
    for (const tactics of ["none", "base"] as const)
      for (const dsucHealth of ["black", "red"] as const) {
        const r = simulate(
          battle(
            rebels({ "x-wing": 3, "corellian-corvette": 1 }),
            empire({ "death-star-under-construction": 2, "shield-bunker": 2 }),
            { tactics, roundCap: 500, ignoreLimits: true, variants: { dsucHealth } } as never,
          ),
          { trials: 200, seed: "two-dsucs" },
        );
        expect({ tactics, dsucHealth, stalemates: r.stalemates, rounds: r.rounds.mean }).toEqual({
          tactics,
          dsucHealth,
          stalemates: { structural: 1, roundCap: 0 },
          rounds: 1,
        });
      }
  });

  it("a structural stalemate found in the last round before the cap is still structural (regression)", () => {
    const r = simulate(
      battle(rebels({ "x-wing": 1 }), empire({ "death-star-under-construction": 1, "shield-bunker": 1 }), {
        roundCap: 1,
      }),
      { trials: 500, seed: "stalemate" },
    );
    expect(r.stalemates).toEqual({ structural: 1, roundCap: 0 });
  });

  it("a planned retreat that can never happen does not hold off a structural stalemate (regression)", () => {
    // The Empire plans to retreat after round 10 but never can (a DSUC is there): nothing can change from round 1.
    const r = simulate(
      scenario({
        attacker: rebels({ "x-wing": 1 }),
        defender: {
          ...empire({ "death-star-under-construction": 1, "shield-bunker": 1 }, ["moff-jerjerrod"]),
          retreat: { policy: "after-round", round: 10 },
        },
        tactics: "none",
      }),
      { trials: 500, seed: "stalemate" },
    );
    expect(r.stalemates).toEqual({ structural: 1, roundCap: 0 });
    expect(r.rounds.mean).toBe(1);
    // A retreat that can happen still holds it off: an X-wing with a leader leaves after round 3.
    const leaving = simulate(
      scenario({
        attacker: { ...rebels({ "x-wing": 1 }, ["han-solo"]), retreat: { policy: "after-round", round: 3 } },
        defender: empire({ "death-star-under-construction": 1, "shield-bunker": 1 }),
        tactics: "none",
      }),
      { trials: 500, seed: "stalemate" },
    );
    expect(leaving.rounds.mean).toBe(3);
    expect(leaving.attacker.retreated.p).toBe(1);
  });
});

describe("end-of-round checks", () => {
  it("Rebel structures alone against Imperial ground units are destroyed", () => {
    const r = simulate(battle(empire({ stormtrooper: 1 }), rebels({ "shield-generator": 1 })), {
      trials: 2000,
      seed: "gen",
    });
    expect(r.outcomes.attacker.p).toBe(1);
    expect(r.rounds.mean).toBe(1);
    expect(r.defender.losses.units).toBe(1);
  });

  it("lone transports facing Imperial ships retreat when the Rebels can, else are destroyed", () => {
    const imperial = empire({ "tie-fighter": 1 });
    const withLeader = simulate(
      battle(imperial, rebels({ "rebel-transport": 1, "rebel-trooper": 1 }, ["mon-mothma"])),
      { trials: 2000, seed: "lt" },
    );
    // A TIE cannot hurt the transport's red health except with direct hits; the transport leaves after round 1 if alive.
    expect(withLeader.defender.retreated.p).toBeGreaterThan(0.7);
    expect(withLeader.rounds.mean).toBe(1);
    const noLeader = simulate(battle(imperial, rebels({ "rebel-transport": 1, "rebel-trooper": 1 })), {
      trials: 2000,
      seed: "lt",
    });
    expect(noLeader.defender.survivors.find((s) => s.unit === "rebel-transport")?.mean).toBe(0);
    expect(noLeader.outcomes.split.p).toBe(1);
  });

  it("a Death Star silenced by two ion cannons with no Imperial ground units forces the Rebel ships out", () => {
    const imperial = empire({ "death-star": 1 });
    const led = simulate(battle(imperial, rebels({ "x-wing": 1, "ion-cannon": 2 }, ["han-solo"])), {
      trials: 1000,
      seed: "silent",
    });
    expect(led.defender.retreated.p).toBe(1);
    expect(led.defender.survivors.find((s) => s.unit === "x-wing")?.mean).toBe(1);
    expect(led.outcomes.split.p).toBe(1);
    const alone = simulate(battle(imperial, rebels({ "x-wing": 1, "ion-cannon": 2 })), {
      trials: 1000,
      seed: "silent",
    });
    expect(alone.defender.survivors.find((s) => s.unit === "x-wing")?.mean).toBe(0);
  });

  it("the round cap ends a long combat as a stalemate", () => {
    const r = simulate(
      battle(empire({ "star-destroyer": 1 }), rebels({ "mon-calamari-cruiser": 1 }), { roundCap: 1 }),
      { trials: 2000, seed: "cap" },
    );
    // Four health each and at most 3 damage a round: nobody dies in round 1.
    expect(r.outcomes.stalemate.p).toBe(1);
    expect(r.stalemates.roundCap).toBe(1);
  });
});

describe("retreat", () => {
  it("after-round 1: the Rebels leave with exactly the chance their X-wing survives 3 TIE dice (1/8)", () => {
    const r = simulate(
      battle(empire({ "tie-fighter": 3 }), rebels({ "x-wing": 1 }, ["wedge-antilles"]), {
        defender: {
          ...rebels({ "x-wing": 1 }, ["wedge-antilles"]),
          retreat: { policy: "after-round", round: 1 },
        },
      } as never),
      { trials: N, seed: "retreat" },
    );
    expect(Math.abs(r.defender.retreated.p - 1 / 8)).toBeLessThan(tol(1 / 8));
    expect(r.rounds.mean).toBe(1);
  });

  it("transport capacity decides who leaves: a Star Destroyer carries 6 of 8 stormtroopers; structures never leave", () => {
    const b = compileBattle(
      battle(
        empire({ "star-destroyer": 1, stormtrooper: 8 }, ["general-veers"]),
        rebels({ "x-wing": 1, "rebel-trooper": 1 }),
      ),
    );
    const s = new BattleState(b);
    s.reset();
    expect(canRetreat(b, s, ATTACKER)).toBe(true);
    executeRetreat(b, s, ATTACKER);
    expect(unitsOf(b, s, 0, "stormtrooper")).toMatchObject({ retreated: 6, live: 2 });
    expect(unitsOf(b, s, 0, "star-destroyer")).toMatchObject({ retreated: 1, live: 0 });
  });

  it("no leader, a Death Star, or an Interdictor stops a retreat", () => {
    const noLeader = compileBattle(battle(empire({ "star-destroyer": 1 }), rebels({ "x-wing": 1 })));
    const ds = compileBattle(
      battle(
        empire({ "star-destroyer": 1, "death-star": 1 }, ["emperor-palpatine"]),
        rebels({ "x-wing": 1 }),
      ),
    );
    const interdictor = compileBattle(
      battle(empire({ interdictor: 1 }), rebels({ "x-wing": 1 }, ["han-solo"])),
    );
    const check = (b: ReturnType<typeof compileBattle>, side: number) => {
      const s = new BattleState(b);
      s.reset();
      return canRetreat(b, s, side);
    };
    expect(check(noLeader, ATTACKER)).toBe(false);
    expect(check(ds, ATTACKER)).toBe(false);
    expect(check(interdictor, DEFENDER)).toBe(false);
  });

  it("when-outgunned retreats the side with fewer dice; when-losing-units once units run low", () => {
    const outgunned = simulate(
      battle(empire({ "tie-fighter": 6 }), {
        ...rebels({ "x-wing": 2 }, ["han-solo"]),
        retreat: { policy: "when-outgunned", ratio: 0.75 },
      }),
      { trials: 4000, seed: "og" },
    );
    // At most 2 X-wing dice against at least 4 TIE dice after round 1 (at most 2 TIEs die): always below 0.75.
    expect(outgunned.rounds.mean).toBe(1);
    // 6 TIEs roll only 5 black dice (the cap): an X-wing is left with chance P(at most 1 hit of 5) = 6/32.
    expect(Math.abs(outgunned.defender.retreated.p - 6 / 32)).toBeLessThan(
      4.5 * Math.sqrt((0.1875 * 0.8125) / 4000),
    );
    const losing = simulate(
      battle(empire({ "tie-fighter": 4 }), {
        ...rebels({ "x-wing": 4 }, ["han-solo"]),
        retreat: { policy: "when-losing-units", below: 4 },
      }),
      { trials: 4000, seed: "lu" },
    );
    // Retreat as soon as one X-wing is lost (and one survives): never more than 3 rounds... mostly round 1.
    expect(losing.defender.retreated.p).toBeGreaterThan(0.5);
    expect(losing.defender.survivors[0]?.exactly[4]).toBeGreaterThan(0);
  });
});

describe("units already damaged", () => {
  it("a corvette starting with 1 damage dies to one TIE direct hit: TIE wins 5/47, mutual 7/47", () => {
    const hurt = simulate(
      battle(empire({ "tie-fighter": 1 }), rebels({ "corellian-corvette": 1 }), {
        defender: { ...rebels({ "corellian-corvette": 1 }), damaged: { "corellian-corvette": [1] } },
      } as never),
      { trials: N, seed: "dmg" },
    );
    // Per round the TIE deals a direct hit with 1/6; the corvette kills the TIE with 1 - 5/6·1/2 = 7/12.
    expect(Math.abs(hurt.outcomes.attacker.p - 5 / 47)).toBeLessThan(tol(5 / 47));
    expect(Math.abs(hurt.outcomes.mutual.p - 7 / 47)).toBeLessThan(tol(7 / 47));
    expect(Math.abs(hurt.outcomes.defender.p - 35 / 47)).toBeLessThan(tol(35 / 47));
  });
});

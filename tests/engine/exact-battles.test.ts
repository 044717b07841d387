import { describe, expect, it } from "vitest";
import { simulate } from "@/lib/engine";
import type { ScenarioInput } from "@/lib/scenario";
import { exactBattle, type ExactOutcomes } from "../helpers/exact-battle";
import { scenario } from "../helpers/scenarios";

const TRIALS = 200_000;
const OUTCOMES = ["attacker", "defender", "mutual", "split", "stalemate"] as const;
/** Tolerance: 4.5 standard errors of a proportion at this many trials (fixed seeds, no retries). */
const tol = (p: number) => 4.5 * Math.sqrt(Math.max(0, p * (1 - p)) / TRIALS) + 1e-9;

type Side = ScenarioInput["attacker"];
/** A dice-only battle (no tactic cards, no leaders, nobody retreats). */
const diceOnly = (attacker: Side, defender: Side, extra: Partial<ScenarioInput> = {}) =>
  scenario({ attacker, defender, tactics: "none", ...extra });
const empire = (units: Side["units"], more: Partial<Side> = {}): Side => ({
  faction: "empire",
  units,
  ...more,
});
const rebel = (units: Side["units"], more: Partial<Side> = {}): Side => ({
  faction: "rebel",
  units,
  ...more,
});

/** Battles whose targeting is forced or fixed by the README's threat policy, each with what it exercises. */
const BATTLES: { name: string; battle: ReturnType<typeof diceOnly> }[] = [
  {
    name: "3 X-wings attack 4 TIE fighters (a Rebel attacker; every fighter rolls, lethally hit or not)",
    battle: diceOnly(rebel({ "x-wing": 3 }), empire({ "tie-fighter": 4 })),
  },
  {
    name: "6 TIE fighters attack 2 X-wings (5 black dice at most)",
    battle: diceOnly(empire({ "tie-fighter": 6 }), rebel({ "x-wing": 2 })),
  },
  {
    name: "a Star Destroyer attacks 2 corvettes (a damaged corvette is finished first; damage stays)",
    battle: diceOnly(empire({ "star-destroyer": 1 }), rebel({ "corellian-corvette": 2 })),
  },
  {
    name: "2 AT-ATs attack 5 troopers and a shield generator (red hits only on the generator; it falls when alone)",
    battle: diceOnly(empire({ "at-at": 2 }), rebel({ "rebel-trooper": 5, "shield-generator": 1 })),
  },
  {
    name: "space and ground at once: a Star Destroyer and 3 stormtroopers against 2 corvettes and 3 troopers",
    battle: diceOnly(
      empire({ "star-destroyer": 1, stormtrooper: 3 }),
      rebel({ "corellian-corvette": 2, "rebel-trooper": 3 }),
    ),
  },
  {
    name: "3 Star Destroyers attack 2 Mon Cals under an ion cannon (6 red less 2 = 4, before the cap of 5)",
    battle: diceOnly(empire({ "star-destroyer": 3 }), rebel({ "mon-calamari-cruiser": 2, "ion-cannon": 1 })),
  },
  {
    name: "4 Y-wings with 2 ion cannons attack 2 Star Destroyers (the defending Empire rolls no red dice)",
    battle: diceOnly(rebel({ "y-wing": 4, "ion-cannon": 2 }), empire({ "star-destroyer": 2 })),
  },
  {
    name: "an ion cannon alone on the ground: it dims the first space step, then falls at the end of round 1",
    battle: diceOnly(
      empire({ "star-destroyer": 1, "at-at": 2 }),
      rebel({ "corellian-corvette": 1, "ion-cannon": 1 }),
    ),
  },
  {
    name: "7 stormtroopers attack 6 troopers (5 black dice at most)",
    battle: diceOnly(empire({ stormtrooper: 7 }), rebel({ "rebel-trooper": 6 })),
  },
  {
    name: "2 Nebulon-B frigates attack 2 Interdictors (green dice: direct hits only, 3 at most)",
    battle: diceOnly(rebel({ "nebulon-b-frigate": 2 }), empire({ interdictor: 2 })),
  },
  {
    name: "green dice in both theaters: 4 U-wings and 3 vanguards against 3 TIE strikers and 2 assault tanks",
    battle: diceOnly(
      rebel({ "u-wing": 4, "rebel-vanguard": 3 }),
      empire({ "tie-striker": 3, "assault-tank": 2 }),
    ),
  },
  {
    name: "damaged at the start: 2 Mon Cals (one with 3 damage) attack 2 Star Destroyers (one with 2)",
    battle: diceOnly(
      rebel({ "mon-calamari-cruiser": 2 }, { damaged: { "mon-calamari-cruiser": [3] } }),
      empire({ "star-destroyer": 2 }, { damaged: { "star-destroyer": [2] } }),
    ),
  },
  {
    name: "4 TIE fighters attack 2 X-wings and 2 Y-wings (threat: the X-wings first)",
    battle: diceOnly(empire({ "tie-fighter": 4 }), rebel({ "x-wing": 2, "y-wing": 2 })),
  },
  {
    name: "black die without direct hits: 5 TIEs cannot touch the corvette behind 2 X-wings (4 rounds at most)",
    battle: diceOnly(empire({ "tie-fighter": 5 }), rebel({ "x-wing": 2, "corellian-corvette": 1 }), {
      variants: { blackDie: "no-direct" },
      roundCap: 4,
    }),
  },
  {
    name: "round cap 3: a Star Destroyer against a Mon Cal, still fighting after 3 rounds is a stalemate",
    battle: diceOnly(empire({ "star-destroyer": 1 }), rebel({ "mon-calamari-cruiser": 1 }), { roundCap: 3 }),
  },
  {
    name: "4 troopers attack 2 stormtroopers and a shield bunker (a lone bunker falls, as the README says)",
    battle: diceOnly(rebel({ "rebel-trooper": 4 }), empire({ stormtrooper: 2, "shield-bunker": 1 })),
  },
  {
    name: "a large two-theater battle: a Super Star Destroyer and 3 AT-STs against 2 Mon Cals and 3 airspeeders",
    battle: diceOnly(
      empire({ "super-star-destroyer": 1, "at-st": 3 }),
      rebel({ "mon-calamari-cruiser": 2, airspeeder: 3 }),
    ),
  },
];

function expectEngineMatches(battle: ReturnType<typeof diceOnly>, exact: ExactOutcomes, seed: string) {
  const r = simulate(battle, { trials: TRIALS, seed });
  for (const o of OUTCOMES) {
    const message = `${o}: exact ${exact[o].toFixed(6)}, engine ${r.outcomes[o].p.toFixed(6)}`;
    expect(Math.abs(r.outcomes[o].p - exact[o]), message).toBeLessThan(tol(exact[o]));
  }
}

describe("the engine against exact dice-only odds (many units, both theaters)", () => {
  BATTLES.forEach(({ name, battle }, i) => {
    it(name, () => {
      const exact = exactBattle(battle);
      expect(OUTCOMES.reduce((sum, o) => sum + exact[o], 0)).toBeCloseTo(1, 12);
      expectEngineMatches(battle, exact, `exact-battle-${i}`);
    });
  });
});

describe("hand-computed answers (the solver and the engine)", () => {
  it("2 X-wings attack a TIE fighter: 19/21, 1/21, 1/21", () => {
    // Per round the TIE dies with 3/4; else one X-wing dies with 1/2 (leaving the 1/3–1/3–1/3 duel) or
    // nothing happens: A = 3/4 + 1/8·1/3 + 1/8·A, D = M = 1/8·1/3 + 1/8·D.
    const battle = diceOnly(rebel({ "x-wing": 2 }), empire({ "tie-fighter": 1 }));
    const exact = exactBattle(battle);
    expect(exact.attacker).toBeCloseTo(19 / 21, 12);
    expect(exact.defender).toBeCloseTo(1 / 21, 12);
    expect(exact.mutual).toBeCloseTo(1 / 21, 12);
    expectEngineMatches(battle, exact, "hand-2x-vs-tie");
  });

  it("a duel in each theater: attacker 1/3, defender 1/3, mutual 1/9, split 2/9", () => {
    // Each duel ends attacker, defender or nobody with 1/3 each, independently of the other theater.
    const battle = diceOnly(
      rebel({ "x-wing": 1, "rebel-trooper": 1 }),
      empire({ "tie-fighter": 1, stormtrooper: 1 }),
    );
    const exact = exactBattle(battle);
    expect(exact.attacker).toBeCloseTo(1 / 3, 12);
    expect(exact.defender).toBeCloseTo(1 / 3, 12);
    expect(exact.mutual).toBeCloseTo(1 / 9, 12);
    expect(exact.split).toBeCloseTo(2 / 9, 12);
    expectEngineMatches(battle, exact, "hand-two-duels");
  });

  it("8 TIE fighters against an X-wing for one round: 5 dice, so it survives with (1/2)^5 = 1/32", () => {
    const battle = diceOnly(empire({ "tie-fighter": 8 }), rebel({ "x-wing": 1 }), { roundCap: 1 });
    const exact = exactBattle(battle);
    expect(exact.attacker).toBeCloseTo(31 / 32, 12);
    expect(exact.stalemate).toBeCloseTo(1 / 32, 12);
    expectEngineMatches(battle, exact, "hand-black-cap");
  });

  it("stormtroopers against a lone shield generator always win: it is destroyed at the end of round 1", () => {
    const battle = diceOnly(empire({ stormtrooper: 2 }), rebel({ "shield-generator": 1 }));
    expect(exactBattle(battle).attacker).toBeCloseTo(1, 12);
    const r = simulate(battle, { trials: 1000, seed: "hand-lone-generator" });
    expect(r.outcomes.attacker.count).toBe(1000);
    expect(r.rounds.mean).toBe(1);
  });
});

describe("the exact solver itself", () => {
  it("solving the theaters apart equals carrying them together", () => {
    const battle = diceOnly(
      empire({ "star-destroyer": 1, stormtrooper: 3 }),
      rebel({ "corellian-corvette": 2, "rebel-trooper": 3, "shield-generator": 1 }),
    );
    const apart = exactBattle(battle);
    const joint = exactBattle(battle, { joint: true });
    for (const o of OUTCOMES) expect(apart[o], o).toBeCloseTo(joint[o], 12);
  });

  it("refuses a real targeting choice instead of guessing (direct hits: corvette or X-wing?)", () => {
    const battle = diceOnly(empire({ "star-destroyer": 1 }), rebel({ "corellian-corvette": 1, "x-wing": 1 }));
    expect(() => exactBattle(battle)).toThrow(/targeting choice/);
  });
});

import seedrandom from "seedrandom";
import { describe, expect, it } from "vitest";
import { assault } from "../helpers/assault";
import {
  assaultOdds,
  ATTACK_DIE_NAMES,
  DEFENSE_DIE_NAMES,
  parseAssault,
  type AssaultInput,
} from "@/lib/assault";
import { appliedConditions, buildSpendTable, chooseSpend } from "@/lib/assault/engine/surge-spend";
import { sampleSize } from "../helpers/tier";
import { plainAssault } from "./plain-enumerator";

describe("answers worked out by hand", () => {
  it("one red die, no defence: P(≥3 damage) = 1/3, mean 13/6", () => {
    const r = assaultOdds(assault({ attack: { dice: ["red"] }, defense: { dice: [] } }));
    expect(r.damage.atLeast).toHaveLength(4);
    expect(r.damage.atLeast[1]).toBeCloseTo(1, 12);
    expect(r.damage.atLeast[2]).toBeCloseTo(5 / 6, 12);
    expect(r.damage.atLeast[3]).toBeCloseTo(1 / 3, 12);
    expect(r.damage.mean).toBeCloseTo(13 / 6, 12);
    expect(r.miss).toBe(0);
    expect(r.exact).toBe(true);
  });

  it("a sure chance is exactly 1, and one short of 1 by 6e-13 stays short of it", () => {
    // Blue, green and yellow deal no damage together only on (1/6)·(1/6)·(1/3) = 1/108 of rolls.
    const six = assaultOdds(
      assault({ attack: { dice: ["blue", "green", "yellow"] }, defense: { dice: [] }, attacks: 6 }),
    );
    expect(six.damage.atLeast[0]).toBe(1);
    expect((1 - six.damage.atLeast[1]!) / 1e-13).toBeCloseTo((1 / 108) ** 6 / 1e-13, 1);
    expect(six.damage.atLeast[1]).toBeLessThan(1);
    const red = assaultOdds(assault({ attack: { dice: ["red"] }, defense: { dice: [] } }));
    expect(red.damage.atLeast[1]).toBe(1);
  });

  it("a sure miss is exactly 1, each attack's too (red + yellow reach range 2; range 4 against defence dice)", () => {
    // Summed over the defence rolls, these were 1.0000000000000002 (white) and 0.9999999999999993 (black, 3
    // attacks): the page showed ">99%" and the API a chance above 1.
    for (const dice of [["white"], ["black"], ["black", "white", "white"]] as const)
      for (const attacks of [1, 3]) {
        const r = assaultOdds(
          assault({ attack: { dice: ["red", "yellow"] }, defense: { dice: [...dice] }, range: 4, attacks }),
        );
        expect(r.miss, `${dice.join("+")} ${attacks}`).toBe(1);
        expect(r.missByAttack, `${dice.join("+")} ${attacks}`).toEqual(Array(attacks).fill(1));
        expect(r.damage.atLeast).toEqual([1]);
      }
    // The surge token lets only the first attack reach (red's one surge and the token pay a 2-surge +2
    // Accuracy): the second surely misses, the first unless black's evade cancels a surge (and 1/6 of red's
    // surge face is needed too: 1 - 1/6 · 5/6).
    const token = assaultOdds(
      assault({
        attack: { dice: ["red"], surges: [{ accuracy: 2, cost: 2 }], powerTokens: ["surge"] },
        defense: { dice: ["black"] },
        range: 2,
        attacks: 2,
      }),
    );
    expect(token.missByAttack[0]).toBeCloseTo(1 - 5 / 36, 12);
    expect(token.missByAttack[1]).toBe(1);
    expect(token.miss).toBeCloseTo(1 - 5 / 36, 12);
  });

  it("one blue against one white in melee: a dodge (1/6) misses; 2 damage needs a 2 and no block (1/9)", () => {
    const r = assaultOdds(assault({ attack: { dice: ["blue"] }, defense: { dice: ["white"] } }));
    expect(r.miss).toBeCloseTo(1 / 6, 12);
    expect(r.damage.atLeast[2]).toBeCloseTo(1 / 9, 12);
  });

  it("one blue at range 5 hits only on its accuracy-5 face", () => {
    const r = assaultOdds(assault({ attack: { dice: ["blue"] }, defense: { dice: [] }, range: 5 }));
    expect(r.miss).toBeCloseTo(5 / 6, 12);
    expect(r.damage.mean).toBeCloseTo(1 / 6, 12);
  });

  it("a yellow die with one +1 damage surge averages 3/2 (each ability once per attack)", () => {
    const r = assaultOdds(
      assault({ attack: { dice: ["yellow"], surges: [{ damage: 1 }] }, defense: { dice: [] } }),
    );
    expect(r.damage.mean).toBeCloseTo(9 / 6, 12);
  });

  it("two red attacks on health 5 defeat the target 4/9 of the time; one red on health 3, 1/3", () => {
    const two = assaultOdds(
      assault({ attack: { dice: ["red"] }, defense: { dice: [] }, attacks: 2, health: 5 }),
    );
    expect(two.defeated).toBeCloseTo(4 / 9, 12);
    const one = assaultOdds(assault({ attack: { dice: ["red"] }, defense: { dice: [] }, health: 3 }));
    expect(one.defeated).toBeCloseTo(1 / 3, 12);
  });

  it("one red with a reroll rerolls every face under its mean (13/6): expected damage 22/9", () => {
    const r = assaultOdds(assault({ attack: { dice: ["red"], rerolls: 1 }, defense: { dice: [] } }));
    expect(r.damage.mean).toBeCloseTo(22 / 9, 12);
  });

  it("a condition gets the surge left over after damage", () => {
    // Red's one surge face (2 damage + surge): +1 damage is worth more than Stun, so Stun only with 2 surges.
    const r = assaultOdds(
      assault({
        attack: { dice: ["red"], surges: [{ damage: 1 }, { condition: "Stun" }], surge: 1 },
        defense: { dice: [] },
      }),
    );
    expect(r.conditions).toEqual({ Stun: 1 / 6 });
  });
});

describe("conditions need damage (docs/assault.md#conditions), worked by hand", () => {
  it("red + a Stun surge against black: Stun 1/18 (5.6%), not 13.9%", () => {
    // Red's surge face (1/6) deals 2; black blocks 1 (2/6), 2 or 3 (3/6), or evades (1/6: cancels the surge).
    // Stun needs the 2 damage to get past the block: 1/6 · 2/6 = 1/18.
    const r = assaultOdds(
      assault({ attack: { dice: ["red"], surges: [{ condition: "Stun" }] }, defense: { dice: ["black"] } }),
    );
    expect(r.conditions.Stun).toBeCloseTo(1 / 18, 12);
  });

  it("green + a Stun surge against black: Stun 0%, not 41.7%", () => {
    // Green's three surge faces deal 0 or 1; black blocks at least 1, or evades (which cancels the surge).
    const r = assaultOdds(
      assault({ attack: { dice: ["green"], surges: [{ condition: "Stun" }] }, defense: { dice: ["black"] } }),
    );
    expect(r.conditions.Stun).toBe(0);
  });

  it("the spending never buys a condition that cannot apply", () => {
    const t = buildSpendTable([{ condition: "Stun" }, { accuracy: 2, condition: "Bleed" }]);
    // 1 damage against 1 block: Stun would not apply, so the surge is kept.
    expect(chooseSpend(t, 1, 0, 1, 1)).toBe(0);
    // 2 damage against 1 block: Stun applies.
    expect(chooseSpend(t, 1, 0, 2, 1)).toBe(1);
    // Accuracy needs the Bleed ability; with no damage its Bleed is bought but not applied.
    const set = chooseSpend(t, 2, 2, 0, 0);
    expect(set).toBe(2);
    expect(appliedConditions(t, set, 0)).toBe(0);
  });

  it("played for Stun, the surges buy Stun before damage, and the answer says so", () => {
    // Red + 1 surge, [+1 Damage, Stun], no defence: damage first puts red's one surge (1/6) into damage,
    // playing for Stun puts it into Stun (the 2 damage of that face lets it apply).
    const input: AssaultInput = {
      attack: { dice: ["red"], surges: [{ damage: 1 }, { condition: "Stun" }] },
      defense: { dice: [] },
    };
    const damageFirst = assaultOdds(assault(input));
    expect(damageFirst.conditions.Stun).toBe(0);
    expect(damageFirst.damage.mean).toBeCloseTo(14 / 6, 12);
    expect(damageFirst.playedFor).toBeNull();
    const forStun = assaultOdds(assault({ ...input, attack: { ...input.attack, playFor: "Stun" } }));
    expect(forStun.conditions.Stun).toBeCloseTo(1 / 6, 12);
    expect(forStun.damage.mean).toBeCloseTo(13 / 6, 12);
    expect(forStun.playedFor).toBe("Stun");
  });
});

describe("power tokens (docs/assault.md#power-tokens)", () => {
  const pool: AssaultInput = {
    attack: { dice: ["blue", "green"], surges: [{ damage: 1 }, { pierce: 1 }, { condition: "Stun" }] },
    defense: { dice: ["black", "white"] },
    range: 4,
    health: 5,
  };
  it.each([
    ["attack", "damage"],
    ["attack", "surge"],
    ["defense", "block"],
    ["defense", "evade"],
  ] as const)("the %s token %s adds exactly what the same +1 modifier adds", (side, token) => {
    const withToken = assaultOdds(assault({ ...pool, [side]: { ...pool[side], powerTokens: [token] } }));
    const withModifier = assaultOdds(assault({ ...pool, [side]: { ...pool[side], [token]: 1 } }));
    expect(withToken).toEqual(withModifier);
  });

  it("each token is spent on its own attack (a spent token is discarded)", () => {
    // Two red attacks, no defence: one +1 damage token adds exactly 1 to the mean; one on each attack, 2.
    const input = (powerTokens: ("damage" | null)[]): AssaultInput => ({
      attack: { dice: ["red"], powerTokens },
      defense: { dice: [] },
      attacks: 2,
    });
    const plain = assaultOdds(assault(input([])));
    expect(assaultOdds(assault(input(["damage"]))).damage.mean - plain.damage.mean).toBeCloseTo(1, 12);
    expect(assaultOdds(assault(input([null, "damage"]))).damage.mean - plain.damage.mean).toBeCloseTo(1, 12);
    expect(assaultOdds(assault(input(["damage", "damage"]))).damage.mean - plain.damage.mean).toBeCloseTo(
      2,
      12,
    );
  });
});

function randomInput(rng: () => number): AssaultInput {
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rng() * xs.length)]!;
  const n = (max: number) => Math.floor(rng() * (max + 1));
  const surges = Array.from({ length: n(3) }, () => {
    const s: { damage?: number; pierce?: number; accuracy?: number; condition?: string; cost?: number } = {};
    if (rng() < 0.5) s.damage = 1 + n(1);
    if (rng() < 0.3) s.pierce = 1 + n(1);
    if (rng() < 0.3) s.accuracy = 1 + n(2);
    if (rng() < 0.3) s.condition = pick(["Stun", "Bleed", "Weaken", "Focused"]);
    if (rng() < 0.2) s.cost = 2;
    return s;
  });
  const input: AssaultInput = {
    attack: {
      dice: Array.from({ length: 1 + n(2) }, () => pick(ATTACK_DIE_NAMES)),
      surges,
      damage: n(1),
      accuracy: n(1),
      surge: n(1),
      pierce: n(1),
    },
    defense: { dice: Array.from({ length: n(2) }, () => pick(DEFENSE_DIE_NAMES)), block: n(1), evade: n(1) },
    attacks: 1 + n(2),
    health: 1 + n(8),
  };
  if (rng() < 0.7) input.range = 1 + n(6);
  if (rng() < 0.2) input.defense.noDodge = true;
  if (rng() < 0.15) input.defense.weakened = true;
  if (rng() < 0.15) input.attack.focused = true;
  const attacks = input.attacks!;
  const tokens = <T>(options: readonly T[]) => {
    // (at most 2 tokens, one per attack)
    const list = Array.from({ length: attacks }, () => (rng() < 0.4 ? pick(options) : null));
    while (list.filter((t) => t !== null).length > 2) list[list.findIndex((t) => t !== null)] = null;
    return list;
  };
  if (rng() < 0.6) input.attack.powerTokens = tokens(["damage", "surge"] as const);
  if (rng() < 0.6) input.defense.powerTokens = tokens(["block", "evade"] as const);
  const conditions = surges.flatMap((s) => (s.condition ? [s.condition] : []));
  if (conditions.length > 0 && rng() < 0.5) input.attack.playFor = pick(conditions);
  return input;
}

/** Random pools held to the plain enumerator: the first 18 of the seeded sequence in `npm test`, all 150 in test:full. */
const POOLS = sampleSize(18, 150);

describe("the engine matches a plain enumerator over every face", () => {
  it(`on ${POOLS} random pools, surge lists, ranges, defences, tokens on each attack and conditions that carry (to 1e-12)`, () => {
    const rng = seedrandom("assault-enumerator");
    for (let i = 0; i < POOLS; i++) {
      const a = assault(randomInput(rng));
      const engine = assaultOdds(a);
      const plain = plainAssault(a);
      const where = JSON.stringify(a);
      expect(engine.damage.atLeast.length, where).toBe(plain.atLeast.length);
      engine.damage.atLeast.forEach((p, k) =>
        expect(Math.abs(p - plain.atLeast[k]!), where).toBeLessThan(1e-12),
      );
      expect(Math.abs(engine.damage.mean - plain.mean) / Math.max(1, plain.mean), where).toBeLessThan(1e-12);
      expect(Math.abs(engine.miss - plain.miss), where).toBeLessThan(1e-12);
      // (a later attack's miss sums up to 6^6 rolls in each of many states: rounding reaches 1e-12)
      engine.missByAttack.forEach((p, k) =>
        expect(Math.abs(p - plain.missEach[k]!), where).toBeLessThan(k === 0 ? 1e-12 : 1e-11),
      );
      expect(Math.abs(engine.defeated! - plain.defeated!), where).toBeLessThan(1e-12);
      expect(Object.keys(engine.conditions).sort(), where).toEqual(Object.keys(plain.conditions).sort());
      for (const [c, p] of Object.entries(plain.conditions))
        expect(Math.abs(engine.conditions[c]! - p), where).toBeLessThan(1e-12);
    }
  });

  it("gives chances that sum to one and never rise with k", () => {
    const rng = seedrandom("assault-shape");
    for (let i = 0; i < 30; i++) {
      const r = assaultOdds(assault(randomInput(rng)));
      expect(r.damage.atLeast[0]).toBe(1);
      for (const p of [r.miss, ...r.missByAttack, ...Object.values(r.conditions)]) {
        expect(p).toBeGreaterThanOrEqual(0);
        expect(p).toBeLessThanOrEqual(1);
      }
      for (let k = 1; k < r.damage.atLeast.length; k++)
        expect(r.damage.atLeast[k]!).toBeLessThanOrEqual(r.damage.atLeast[k - 1]! + 1e-15);
      expect(r.damage.atLeast.at(-1)!).toBeGreaterThan(0);
    }
  });
});

describe("attacks in turn (docs/assault.md#activation): a token on each attack, conditions that carry", () => {
  it("two red attacks against health 6, a damage token on each: 29/36 (one token: 4/9; none: 1/9)", () => {
    // Red shows 1, 2, 2, 2, 3, 3. None: 3 + 3 (1/9). One token: a total of 5 (2+3, 3+2, 3+3: 16/36). One on each:
    // a total of 4, i.e. not 1+1, 1+2 or 2+1 (1 − 7/36).
    const input = (powerTokens: ("damage" | null)[]): AssaultInput => ({
      attack: { dice: ["red"], powerTokens },
      defense: { dice: [] },
      attacks: 2,
      health: 6,
    });
    for (const [tokens, chance] of [
      [[], 1 / 9],
      [["damage"], 4 / 9],
      [["damage", "damage"], 29 / 36],
    ] as const) {
      const a = assault(input([...tokens]));
      expect(assaultOdds(a).defeated, tokens.join()).toBeCloseTo(chance, 12);
      expect(plainAssault(a).defeated, tokens.join()).toBeCloseTo(chance, 12);
    }
  });

  it("a third token from one figure is refused in one line", () => {
    const r = parseAssault({
      attack: { dice: ["red"], powerTokens: ["damage", "surge", "damage"] },
      defense: { dice: [] },
      attacks: 3,
    });
    expect(r).toEqual({
      ok: false,
      error:
        "attack.powerTokens: a figure holds at most 2 power tokens, so it cannot spend a third (attack 3)",
    });
    expect(
      parseAssault({ attack: { dice: ["red"] }, defense: { dice: [], powerTokens: ["block"] }, attacks: 1 })
        .ok,
    ).toBe(true);
    expect(
      parseAssault({
        attack: { dice: ["red"] },
        defense: { dice: [], powerTokens: [null, "block"] },
        attacks: 1,
      }),
    ).toEqual({ ok: false, error: "defense.powerTokens: a token for attack 2, but there is 1 attack" });
  });

  it("a Weakened target loses an evade: red with a +1 Damage surge against black gains 1/36", () => {
    // Only red's surge face (1/6) against black's evade face (1/6) changes: the evade no longer cancels the surge,
    // so +1 damage: 3 instead of 2.
    const input: AssaultInput = {
      attack: { dice: ["red"], surges: [{ damage: 1 }] },
      defense: { dice: ["black"] },
    };
    const plain = assaultOdds(assault(input)).damage.mean;
    const weakened = assault({ ...input, defense: { ...input.defense, weakened: true } });
    expect(assaultOdds(weakened).damage.mean - plain).toBeCloseTo(1 / 36, 12);
    expect(plainAssault(weakened).mean - plain).toBeCloseTo(1 / 36, 12);
  });

  it("a Weaken from the first attack changes the second: 1/216 more damage than two attacks alone", () => {
    // Red, surges [Weaken, +1 Damage] played for Weaken, against black (1, 1, 2, 2, 3 blocks, evade). The first
    // attack Weakens on red's surge face (2 damage + surge, 1/6) when black blocks 1 (2/6): 1/18 (against 2 or 3
    // blocks the Weaken would not apply, so the surge buys +1 Damage; an evade cancels the surge). Against the
    // Weakened target a Weaken buys nothing and black's evade is lost: on red's surge face the damage goes from
    // 1, 1, 1, 1, 0, 2 to 2, 2, 1, 1, 0, 3, i.e. +3/6 on 1/6 of rolls. 1/18 · 1/12 = 1/216.
    const input: AssaultInput = {
      attack: { dice: ["red"], surges: [{ condition: "Weaken" }, { damage: 1 }], playFor: "Weaken" },
      defense: { dice: ["black"] },
    };
    const one = assaultOdds(assault(input));
    expect(one.conditions.Weaken).toBeCloseTo(1 / 18, 12);
    const two = assault({ ...input, attacks: 2 });
    expect(assaultOdds(two).damage.mean - 2 * one.damage.mean).toBeCloseTo(1 / 216, 12);
    expect(plainAssault(two).mean - 2 * one.damage.mean).toBeCloseTo(1 / 216, 12);
  });

  it("a Focus from the first attack adds a green die to the attacker's second: mean 41/9", () => {
    // Red with a Focused surge, no defence: red's surge face (1/6) Focuses the attacker; its second attack then
    // rolls a green die too (mean 8/6). 13/6 + 13/6 + 1/6 · 8/6 = 41/9.
    const a = assault({
      attack: { dice: ["red"], surges: [{ condition: "Focused" }] },
      defense: { dice: [] },
      attacks: 2,
    });
    expect(assaultOdds(a).damage.mean).toBeCloseTo(41 / 9, 12);
    expect(plainAssault(a).mean).toBeCloseTo(41 / 9, 12);
    // Focused from the start: the first attack has the green die (8/6 more), the condition then discarded.
    const focused = assault({ attack: { dice: ["red"], focused: true }, defense: { dice: [] }, attacks: 2 });
    expect(assaultOdds(focused).damage.mean).toBeCloseTo(26 / 6 + 8 / 6, 12);
  });
});

import seedrandom from "seedrandom";
import { describe, expect, it } from "vitest";
import { assault } from "../helpers/assault";
import {
  assaultOdds,
  ATTACK_DIE_NAMES,
  DEFENSE_DIE_NAMES,
  type Assault,
  type AssaultInput,
} from "@/lib/assault";
import { buildAttackContext } from "@/lib/assault/engine/attack-context";
import { assaultWork, WORK_LIMIT } from "@/lib/assault/engine/assault-work";
import { playAttack } from "@/lib/assault/engine/single-attack";
import { FULL, sampleSize } from "../helpers/tier";
import { bruteForceValue } from "./brute-force-rerolls";
import type { PlainResult } from "./plain-enumerator";

/** The engine's expected worth for a worth given per damage (outcome 0 is a miss: 0 damage). */
function engineValue(a: Assault, worthOfDamage: (damage: number) => number): number {
  const ctx = buildAttackContext(a);
  const worth = new Float64Array(ctx.outcomes);
  for (let o = 0; o < ctx.outcomes; o++)
    worth[o] = worthOfDamage(o === 0 ? 0 : Math.floor((o - 1) / ctx.conditionMasks));
  return playAttack(ctx, worth).value;
}

describe("the reroll policy is optimal (brute force over every choice, small pools)", () => {
  const rng = seedrandom("assault-rerolls");
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rng() * xs.length)]!;
  const cases: AssaultInput[] = Array.from({ length: 24 }, (_, i) => {
    const attackDice = Array.from({ length: 1 + (i % 2) }, () => pick(ATTACK_DIE_NAMES));
    const defenseDice = Array.from({ length: 1 + (i % 3 === 0 ? 1 : 0) }, () => pick(DEFENSE_DIE_NAMES));
    const input: AssaultInput = {
      attack: {
        dice: attackDice,
        surges: rng() < 0.6 ? [{ damage: 1 }, { pierce: 1 }, { accuracy: 2 }] : [],
        rerolls: Math.min(attackDice.length, (i % 4) % 3),
      },
      defense: { dice: defenseDice, rerolls: Math.min(defenseDice.length, i % 2) },
    };
    if (i % 3 !== 1) input.range = 1 + Math.floor(rng() * 5);
    // Power tokens and playing for a condition (which needs damage) change what each roll is worth.
    if (i % 4 === 1) input.attack.powerTokens = [pick(["damage", "surge"] as const)];
    if (i % 4 === 2) input.defense.powerTokens = [pick(["block", "evade"] as const)];
    if (i % 5 === 3) {
      input.attack.surges = [{ damage: 1 }, { condition: "Stun" }];
      input.attack.playFor = "Stun";
    }
    return input;
  });

  // (npm test: the first 9 cases, every kind of pool among them; the 10th alone takes ~4 s of brute force)
  const sampled = cases.slice(0, sampleSize(9, cases.length));
  it.each(sampled.map((c) => [JSON.stringify(c), c] as const))("expected damage: %s", (_, input) => {
    const a = assault(input);
    const brute = bruteForceValue(a, (r: PlainResult) => r.damage);
    expect(Math.abs(engineValue(a, (d) => d) - brute)).toBeLessThan(1e-12);
  });

  it.each(cases.slice(0, sampleSize(9, 12)).map((c) => [JSON.stringify(c), c] as const))(
    "chance of ≥ 3 damage: %s",
    (_, input) => {
      const a = assault(input);
      const brute = bruteForceValue(a, (r: PlainResult) => (r.damage >= 3 ? 1 : 0));
      expect(Math.abs(engineValue(a, (d) => (d >= 3 ? 1 : 0)) - brute)).toBeLessThan(1e-12);
    },
  );

  it("the chances it reports are those of the policy it plays (big pools, every die rerollable)", () => {
    for (const input of [
      {
        attack: {
          dice: ["red", "blue", "blue", "green", "yellow", "yellow"],
          rerolls: 6,
          surges: [{ damage: 1 }],
        },
        defense: { dice: ["black", "white", "white"], rerolls: 3 },
        range: 4,
      },
      {
        attack: { dice: ["green", "green", "yellow"], rerolls: 2 },
        defense: { dice: ["white"], rerolls: 1 },
      },
    ] as AssaultInput[]) {
      const a = assault(input);
      const ctx = buildAttackContext(a);
      const worth = new Float64Array(ctx.outcomes);
      for (let o = 1; o < ctx.outcomes; o++) worth[o] = Math.floor((o - 1) / ctx.conditionMasks);
      const { outcomes, value } = playAttack(ctx, worth);
      expect(Math.abs(outcomes.reduce((s, p) => s + p, 0) - 1)).toBeLessThan(1e-12);
      expect(Math.abs(outcomes.reduce((s, p, o) => s + p * worth[o]!, 0) - value)).toBeLessThan(1e-12);
      expect(Math.abs(assaultOdds(a).damage.mean - value)).toBeLessThan(1e-12);
    }
  });

  it("no single attack is too much for the page: the biggest pools, every die rerollable, any range, a health", () => {
    for (const dice of [
      ["red", "blue", "blue", "green", "yellow", "yellow"],
      ["red", "blue", "green", "green", "yellow", "yellow"],
      ["blue", "blue", "blue", "blue", "blue", "blue"],
    ] as const)
      for (const range of [undefined, 1, 4, 8, 20]) {
        const a = assault({
          attack: { dice: [...dice], rerolls: 6, surges: [{ damage: 1 }, { pierce: 1 }, { accuracy: 2 }] },
          defense: { dice: ["black", "white", "white"], rerolls: 3 },
          ...(range ? { range } : {}),
          health: 40,
        });
        expect(assaultWork(a), `${dice.join("+")} range ${range}`).toBeLessThan(WORK_LIMIT);
      }
  });

  it("rerolls help the side that has them", () => {
    const base: AssaultInput = { attack: { dice: ["blue", "red"] }, defense: { dice: ["white"] }, range: 4 };
    const none = engineValue(assault(base), (d) => d);
    const attacker = engineValue(assault({ ...base, attack: { ...base.attack, rerolls: 1 } }), (d) => d);
    const defender = engineValue(assault({ ...base, defense: { ...base.defense, rerolls: 1 } }), (d) => d);
    expect(attacker).toBeGreaterThan(none + 0.1);
    expect(defender).toBeLessThan(none - 0.1);
  });
});

/** The defeat policy against brute force: one small pair in `npm test` (~1 s), the slower pools in test:full too. */
const DEFEAT_CASES: AssaultInput[][] = [
  [
    {
      attack: { dice: ["green"], rerolls: 1, surges: [{ damage: 1 }] },
      defense: { dice: ["black"] },
      attacks: 2,
      health: 3,
      range: 2,
      rerollsFor: "defeat",
    },
  ],
  ...(FULL
    ? ([
        [
          {
            attack: { dice: ["red"], rerolls: 1 },
            defense: { dice: ["white"], rerolls: 1 },
            attacks: 2,
            health: 4,
            rerollsFor: "defeat",
          },
        ],
        [
          {
            attack: { dice: ["red"], rerolls: 1, powerTokens: ["surge", "damage"], surges: [{ damage: 1 }] },
            defense: { dice: ["white"], rerolls: 1, powerTokens: [null, "block"] },
            attacks: 2,
            health: 5,
            rerollsFor: "defeat",
          },
        ],
      ] as AssaultInput[][])
    : []),
];

describe("several attacks with rerolls played for the defeat play for the chance of defeating the target", () => {
  it.each(DEFEAT_CASES)("matches backward induction by brute force: %j", (input) => {
    const a = assault(input);
    const health = a.health!;
    // (each attack spends its own tokens: the second attack is index 1)
    const last = (dealt: number) =>
      dealt >= health ? 1 : bruteForceValue(a, (r: PlainResult) => (dealt + r.damage >= health ? 1 : 0), 1);
    const brute = bruteForceValue(a, (r: PlainResult) => last(r.damage), 0);
    // The engine breaks exact ties by damage with a weight of 1e-9 per point.
    expect(Math.abs(assaultOdds(a).defeated! - brute)).toBeLessThan(1e-8);
  });
});

describe("several attacks with rerolls played for damage (the default)", () => {
  it("each attack plays for its own expected damage: two attacks deal twice one attack's best mean", () => {
    const input: AssaultInput = {
      attack: { dice: ["red", "green"], rerolls: 1, surges: [{ damage: 1 }] },
      defense: { dice: ["white"], rerolls: 1 },
      attacks: 2,
      health: 6,
    };
    const a = assault(input);
    expect(a.rerollsFor).toBe("damage");
    const one = bruteForceValue(a, (r: PlainResult) => r.damage, 0);
    const odds = assaultOdds(a);
    expect(Math.abs(odds.damage.mean - 2 * one)).toBeLessThan(1e-12);
    // Played for the defeat the answer differs (both sides then serve the defeat: the defender's rerolls too, so it
    // is not always higher); with the attacker alone rerolling, it can only be higher, and here it is.
    const forDefeat = assaultOdds(assault({ ...input, rerollsFor: "defeat" }));
    expect(Math.abs(forDefeat.defeated! - odds.defeated!)).toBeGreaterThan(1e-4);
    const alone: AssaultInput = { ...input, defense: { dice: ["white"] } };
    const damageAlone = assaultOdds(assault(alone)).defeated!;
    expect(assaultOdds(assault({ ...alone, rerollsFor: "defeat" })).defeated!).toBeGreaterThan(
      damageAlone + 1e-4,
    );
  });
});

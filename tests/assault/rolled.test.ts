import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import seedrandom from "seedrandom";
import { describe, expect, it } from "vitest";
import { assault } from "../helpers/assault";
import {
  ATTACK_DICE,
  ATTACK_DIE_NAMES,
  attributeOdds,
  attributeTest,
  DEFENSE_DICE,
  DEFENSE_DIE_NAMES,
  readAttributeTest,
  readRolled,
  rolledAdvice,
  type Assault,
  type AttackDie,
  type AttributeTest,
  type RerollGoal,
} from "@/lib/assault";
import { assaultCommand } from "@/lib/cli/assault-command";
import { resolvePlain, type PlainRoll } from "./plain-enumerator";

/** Reroll advice from the dice on the table, and attribute tests (docs/assault.md#dice-on-the-table, #attribute-tests). */

describe("reroll advice from the dice on the table", () => {
  it("the goal's best differs from the mean's: keep red 3 + green 1 for at least 4 damage, by hand", () => {
    // No defence, melee, one reroll. Keeping every die deals 4: the goal is sure. Rerolling the green (1 damage;
    // green deals 0, 1, 2, 1, 2, 2) raises the mean to 3 + 8/6 but reaches 4 only on 5/6; rerolling the red (3;
    // red deals 1, 2, 2, 2, 3, 3) reaches 4 on 2/6.
    const a = assault({ attack: { dice: ["red", "green"], surges: [], rerolls: 1 }, defense: { dice: [] } });
    const advice = rolledAdvice(a, { attack: [4, 1], defense: [] }, { kind: "reach", damage: 4 });
    const choices = advice.attacker!.choices.map((c) => [c.dice, c.value, c.mean]);
    expect(choices).toEqual([
      [[], 1, 4],
      [[1], expect.closeTo(5 / 6, 12), expect.closeTo(13 / 3, 12)],
      [[0], expect.closeTo(1 / 3, 12), expect.closeTo(19 / 6, 12)],
    ]);
    expect(advice.attacker!.byMean.dice).toEqual([1]);
    // For the mean alone the green is the reroll.
    const mean = rolledAdvice(a, { attack: [4, 1], defense: [] }, { kind: "damage" });
    expect(mean.attacker!.choices[0]!.dice).toEqual([1]);
  });

  it("agrees with a plain enumeration of every choice, face and answer, on random tables", () => {
    const rng = seedrandom("rolled");
    const pick = <T>(xs: readonly T[]) => xs[Math.floor(rng() * xs.length)]!;
    for (let n = 0; n < 12; n++) {
      const attack = Array.from({ length: 1 + Math.floor(rng() * 3) }, () => pick(ATTACK_DIE_NAMES));
      const defense = Array.from({ length: Math.floor(rng() * 3) }, () => pick(DEFENSE_DIE_NAMES));
      const a = assault({
        attack: {
          dice: attack,
          surges: [{ damage: 1 }, { pierce: 1 }, { condition: "Stun" }].slice(0, 1 + Math.floor(rng() * 3)),
          rerolls: 1 + Math.floor(rng() * Math.min(2, attack.length)),
          damage: Math.floor(rng() * 2),
        },
        defense: { dice: defense, rerolls: defense.length ? Math.floor(rng() * 2) : 0 },
        range: pick([null, 2, 3]) ?? undefined,
        health: 4,
      });
      const rolled = {
        attack: attack.map(() => Math.floor(rng() * 6)),
        defense: defense.map(() => Math.floor(rng() * 6)),
      };
      for (const goal of [
        { kind: "reach", damage: 3 },
        { kind: "damage" },
        { kind: "condition", name: "Stun" },
      ] as RerollGoal[]) {
        if (goal.kind === "condition" && !a.attack.surges.some((s) => s.condition === "Stun")) continue;
        const advice = rolledAdvice(a, rolled, goal);
        for (const c of advice.attacker!.choices)
          expect(c.value, `${JSON.stringify([attack, defense, rolled, goal, c.dice])}`).toBeCloseTo(
            plainChoice(a, rolled, goal, c.dice),
            10,
          );
      }
    }
  });

  it("names the die a face cannot be, and a count that is not the pool's", () => {
    const a = assault({ attack: { dice: ["red", "blue"], rerolls: 1 }, defense: { dice: ["black"] } });
    expect(readRolled(a, "3 damage, 2 damage 3 accuracy / 2 block")).toEqual({
      ok: true,
      rolled: { attack: [4, 2], defense: [2] },
    });
    expect(readRolled(a, "3d, 5d / 1b")).toEqual({
      ok: false,
      error:
        'attack die 2 (blue) has no face "5d": it shows 2 accuracy, 1 surge; 1 damage, 2 accuracy; 2 damage, 3 accuracy; 1 damage, 3 accuracy, 1 surge; 2 damage, 4 accuracy; 1 damage, 5 accuracy',
    });
    expect(readRolled(a, "3d / 1b")).toEqual({
      ok: false,
      error: "1 attack face for 2 attack dice (red, blue)",
    });
  });

  it("answers on the command line: --rolled and --goal", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "assault-rolled-"));
    const file = path.join(dir, "a.json");
    writeFileSync(
      file,
      JSON.stringify({ attack: { dice: ["red", "green"], surges: [], rerolls: 1 }, defense: { dice: [] } }),
    );
    const r = assaultCommand(["--scenario", file, "--rolled", "3 damage, 1d 1a 1s /", "--goal", "4"]);
    expect(r.status).toBe(0);
    expect(r.stdout.split("\n").slice(0, 3)).toEqual([
      "for at least 4 damage:",
      "Attacker: reroll nothing — at least 4 damage 100%",
      "By expected damage alone: reroll Green (1 damage, 1 accuracy, 1 surge) (4.33 damage), but at least 4 damage only 83%",
    ]);
    const bad = assaultCommand(["--scenario", file, "--rolled", "4 damage, 1d 1a 1s /"]);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('--rolled: attack die 1 (red) has no face "4 damage"');
  });
});

/** The goal's value of one attacker's choice, by plain enumeration: every face, the defender's every answer. */
function plainChoice(
  a: Assault,
  rolled: { attack: number[]; defense: number[] },
  goal: RerollGoal,
  dice: readonly number[],
) {
  const single: Assault =
    goal.kind === "condition" ? { ...a, attack: { ...a.attack, playFor: goal.name } } : a;
  const worth = (r: PlainRoll) => {
    const x = resolvePlain(single, r);
    const v =
      goal.kind === "damage"
        ? x.damage
        : goal.kind === "reach"
          ? x.damage >= goal.damage
            ? 1
            : 0
          : x.conditions.includes(goal.name)
            ? 1
            : 0;
    return { v, w: v + (goal.kind === "damage" ? 0 : 1e-9 * x.damage) };
  };
  const faces = <T>(
    kinds: readonly string[],
    shown: readonly number[],
    table: Record<string, readonly T[]>,
    places: readonly number[],
  ) => {
    let out: { faces: T[]; p: number }[] = [{ faces: [], p: 1 }];
    kinds.forEach((k, i) => {
      const options = places.includes(i) ? table[k]! : [table[k]![shown[i]!]!];
      out = out.flatMap((o) =>
        options.map((f) => ({ faces: [...o.faces, f], p: (o.p * 1) / options.length })),
      );
    });
    return out;
  };
  const defenderSets = subsets(a.defense.dice.length, a.defense.rerolls);
  let value = 0;
  for (const atk of faces(
    a.attack.dice,
    rolled.attack,
    ATTACK_DICE as Record<string, readonly { damage: number; accuracy: number; surge: number }[]>,
    dice,
  )) {
    let best: { v: number; w: number } | null = null;
    for (const t of defenderSets) {
      let v = 0;
      let w = 0;
      for (const def of faces(
        a.defense.dice,
        rolled.defense,
        DEFENSE_DICE as Record<string, readonly { block: number; evade: number; dodge: number }[]>,
        t,
      )) {
        const roll: PlainRoll = { damage: 0, accuracy: 0, surge: 0, block: 0, evade: 0, dodge: 0 };
        for (const f of atk.faces) {
          roll.damage += f.damage;
          roll.accuracy += f.accuracy;
          roll.surge += f.surge;
        }
        for (const f of def.faces) {
          roll.block += f.block;
          roll.evade += f.evade;
          roll.dodge += f.dodge;
        }
        const x = worth(roll);
        v += def.p * x.v;
        w += def.p * x.w;
      }
      if (best === null || w < best.w - 1e-12) best = { v, w };
    }
    value += atk.p * best!.v;
  }
  return value;
}

function subsets(n: number, k: number): number[][] {
  const out: number[][] = [];
  for (let mask = 0; mask < 1 << n; mask++) {
    const s = [...Array(n).keys()].filter((i) => mask & (1 << i));
    if (s.length <= k) out.push(s);
  }
  return out;
}

describe("attribute tests", () => {
  const hero = (t: Partial<AttributeTest>): AttributeTest => attributeTest(["blue", "red"], t);

  it("by hand: blue + red passes 4/9; one reroll 17/27; Focused 13/18", () => {
    // A surge is a success: blue shows one on 2 faces of 6, red on 1, green on 3. Blue + red fail together on
    // (4/6)(5/6) = 5/9. With one reroll, both blank: reroll the blue (1/3) — 4/9 + 5/9 · 1/3 = 17/27. Focused adds a
    // green die: 1 − (4/6)(5/6)(3/6) = 13/18.
    expect(attributeOdds(hero({})).pass).toBeCloseTo(4 / 9, 12);
    expect(attributeOdds(hero({ rerolls: 1 })).pass).toBeCloseTo(17 / 27, 12);
    expect(attributeOdds(hero({ focused: true })).pass).toBeCloseTo(13 / 18, 12);
  });

  it("saved strain tokens add successes, a negative surge cancels one; an elite figure has 1 success, a regular fails", () => {
    // Yellow shows 0, 1, 2 surges on 2, 3, 1 faces: 2 successes on 1/6. Need 2 with 1 saved: at least 1 rolled, 4/6.
    expect(attributeOdds(hero({ dice: ["yellow"], need: 2 })).pass).toBeCloseTo(1 / 6, 12);
    expect(attributeOdds(hero({ dice: ["yellow"], need: 2, saved: 1 })).pass).toBeCloseTo(4 / 6, 12);
    expect(attributeOdds(hero({ dice: ["yellow"], bonus: -1 })).pass).toBeCloseTo(1 / 6, 12);
    expect(attributeOdds(hero({ figure: "elite" })).pass).toBe(1);
    expect(attributeOdds(hero({ figure: "elite", need: 2 })).pass).toBe(0);
    expect(attributeOdds(hero({ figure: "regular" })).pass).toBe(0);
  });

  it("agrees with rolling every face and trying every reroll", () => {
    const rng = seedrandom("attribute");
    for (let n = 0; n < 20; n++) {
      const dice = Array.from(
        { length: 1 + Math.floor(rng() * 3) },
        () => ATTACK_DIE_NAMES[Math.floor(rng() * 4)]!,
      );
      const t = hero({
        dice,
        need: 1 + Math.floor(rng() * 3),
        rerolls: Math.floor(rng() * 3),
        focused: rng() < 0.3,
        saved: Math.floor(rng() * 2),
      });
      expect(attributeOdds(t).pass, JSON.stringify(t)).toBeCloseTo(plainTest(t), 12);
    }
  });

  it("reads a test in words, and refuses what it cannot be", () => {
    expect(readAttributeTest("blue+red need=2 rerolls=1 focused")).toEqual({
      ok: true,
      test: hero({ need: 2, rerolls: 1, focused: true }),
    });
    expect(readAttributeTest("blue+purple")).toEqual({
      ok: false,
      error: '"purple" is not an attribute die (red, blue, green, yellow)',
    });
    const r = assaultCommand(["--test", "blue+red rerolls=1"]);
    expect(r.stdout.split("\n").slice(0, 2)).toEqual([
      "attribute test: blue + red, 1 success needed, 1 reroll, exact",
      "passes: 62.96%",
    ]);
  });
});

/** Every face of every die, then every set of at most `rerolls` dice rerolled over every face: the best pass. */
function plainTest(t: AttributeTest): number {
  const dice: AttackDie[] = t.focused ? [...t.dice, "green"] : [...t.dice];
  const surges = (d: AttackDie) => ATTACK_DICE[d].map((f) => f.surge);
  const passes = (n: number) => (n + t.saved + t.bonus >= t.need ? 1 : 0);
  let total = 0;
  const walk = (i: number, shown: number[], p: number): void => {
    if (i === dice.length) {
      let best = 0;
      for (const s of subsets(dice.length, t.rerolls)) {
        const kept = shown.reduce((sum, c, j) => sum + (s.includes(j) ? 0 : c), 0);
        let v = 0;
        const reroll = (k: number, sum: number, q: number): void => {
          if (k === s.length) return void (v += q * passes(kept + sum));
          for (const c of surges(dice[s[k]!]!)) reroll(k + 1, sum + c, q / 6);
        };
        reroll(0, 0, 1);
        best = Math.max(best, v);
      }
      total += p * best;
      return;
    }
    for (const c of surges(dice[i]!)) walk(i + 1, [...shown, c], p / 6);
  };
  walk(0, [], 1);
  return total;
}

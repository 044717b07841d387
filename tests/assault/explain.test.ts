import { describe, expect, it } from "vitest";
import {
  answerLine,
  answerView,
  assaultPreview,
  assaultOdds,
  bestReach,
  chartTitle,
  missEach,
  noDamage,
  opening,
  rangeFix,
  removeSurge,
  setPlayFor,
  tokenAdvice,
} from "@/lib/assault";
import { assault } from "../helpers/assault";
import { plainAssault } from "./plain-enumerator";

describe("a miss by range explains itself", () => {
  it("red + yellow at range 4: they reach range 2 at most, and one tap sets range 2", () => {
    // Yellow's best accuracy is 2 (red has none); no surge ability buys accuracy.
    const a = assault({ attack: { dice: ["red", "yellow"] }, defense: { dice: [] }, range: 4 });
    expect(assaultOdds(a).miss).toBe(1);
    const fix = rangeFix(a)!;
    expect(fix.why).toBe(
      "Red + Yellow reach range 2 at most (surges and bonuses included), so every attack at range 4 misses",
    );
    expect(fix.action).toBe("Set range 2");
    expect(fix.fixed.range).toBe(2);
    expect(assaultOdds(fix.fixed).miss).toBeLessThan(1);
  });

  it("the link's preview says why too", () => {
    const p = assaultPreview(
      assault({ attack: { dice: ["red", "yellow"] }, defense: { dice: [] }, range: 4 }),
    );
    expect(p.headline).toContainEqual({ label: "Out of range: the dice reach", text: "range 2" });
    expect(p.description).toBe(
      "Exact odds: expected damage 0.00, miss 100%. Red + Yellow reach range 2 at most (surges and bonuses included), so every attack at range 4 misses.",
    );
  });

  it("counts the accuracy the surges can buy, the bonus and the surge token", () => {
    // Yellow: accuracy 2 with a surge (0 acc, 1 surge → +2 accuracy ability) or (2 acc, 1 surge) → 4 with it.
    const a = assault({
      attack: { dice: ["yellow"], surges: [{ accuracy: 2 }], accuracy: 1 },
      defense: { dice: [] },
      range: 9,
    });
    expect(bestReach(a)).toBe(5);
    const token = assault({
      attack: { dice: ["red"], surges: [{ accuracy: 3 }], powerTokens: ["surge"] },
      defense: { dice: [] },
    });
    expect(bestReach(token)).toBe(3);
  });

  it("red alone shows no accuracy: offered melee", () => {
    const fix = rangeFix(assault({ attack: { dice: ["red"] }, defense: { dice: [] }, range: 2 }))!;
    expect(fix.action).toBe("Make it melee");
    expect(fix.fixed.range).toBeNull();
  });

  it("the opening attack can hit, and says nothing", () => {
    expect(rangeFix(opening())).toBeNull();
    expect(assaultOdds(opening()).miss).toBeLessThan(0.5);
  });
});

describe("the answer's words", () => {
  it("several attacks: each attack's miss chance, and 'all miss' in the one-line answer", () => {
    const a = assault({ attack: { dice: ["blue"] }, defense: { dice: ["white"] }, attacks: 2, health: 4 });
    const odds = assaultOdds(a);
    expect(missEach(a, odds)).toBe("each attack misses 17%");
    expect(odds.miss).toBeCloseTo(1 / 36, 12);
    // Defeated needs 2 + 2: a 2-damage blue face (2/6) against a white with no block or dodge (2/6), twice.
    expect(odds.defeated).toBeCloseTo(1 / 81, 12);
    expect(answerLine(a, odds)).toBe("Defeated 1.2% · 1.1 damage · all miss 2.8%");
    const one = assault({ attack: { dice: ["red"] }, defense: { dice: [] }, health: 3 });
    expect(answerLine(one, assaultOdds(one))).toBe("Defeated 33% · 2.2 damage · miss 0%");
    expect(missEach(one, assaultOdds(one))).toBeNull();
  });

  it("a token on the first of several attacks gives the attacks different miss chances", () => {
    const a = assault({
      attack: { dice: ["blue"], surges: [{ accuracy: 2 }], powerTokens: ["surge"] },
      defense: { dice: [] },
      range: 5,
      attacks: 2,
    });
    expect(missEach(a, assaultOdds(a))).toMatch(/^the attacks miss \d+%, \d+% in turn$/);
  });

  it("the headline reads as English: an 8-health target, a 5-health target", () => {
    const at = (health: number) =>
      answerView(
        assault({ attack: { dice: ["red"] }, defense: { dice: [] }, health }),
        assaultOdds(assault({ attack: { dice: ["red"] }, defense: { dice: [] }, health })),
      ).headline;
    expect(at(8)).toBe("The attack defeats an 8-health target 0% of the time");
    expect(at(11)).toMatch(/defeats an 11-health/);
    expect(at(3)).toBe("The attack defeats a 3-health target 33% of the time");
  });

  it("no chart of damage when no roll deals any: says why instead of an empty frame", () => {
    const miss = assault({
      attack: { dice: ["red", "yellow"] },
      defense: { dice: ["black"] },
      range: 4,
      attacks: 2,
    });
    const missOdds = assaultOdds(miss);
    expect(answerView(miss, missOdds).rows).toEqual([]);
    expect(noDamage(miss, missOdds)).toBe("No damage to chart: every attack misses.");
    // One green (at most 2 damage) against 3 blocks more than any pierce: hits, never damage.
    const blocked = assault({ attack: { dice: ["green"] }, defense: { dice: [], block: 3 } });
    const blockedOdds = assaultOdds(blocked);
    expect(blockedOdds.miss).toBe(0);
    expect(answerView(blocked, blockedOdds).rows).toEqual([]);
    expect(noDamage(blocked, blockedOdds)).toBe("No damage to chart: no hit gets past the blocks.");
  });

  it("the chart says when rerolls play for the defeat", () => {
    const a = assault({
      attack: { dice: ["red"], rerolls: 1 },
      defense: { dice: [] },
      health: 3,
      rerollsFor: "defeat",
    });
    expect(chartTitle(a, null)).toBe("Chance of at least k damage, rerolls played for the defeat (health 3)");
    expect(chartTitle({ ...a, health: null }, null)).toBe("Chance of at least k damage");
    expect(chartTitle({ ...a, rerollsFor: "damage" }, null)).toBe("Chance of at least k damage");
  });
});

describe("which token to spend: the attacker declares first, the target answers knowing it", () => {
  it("names the better token for each side, with both numbers", () => {
    // Red against black at health 3: +1 damage beats +1 surge (no surge ability) whatever the answer; against it
    // +1 block beats +1 evade.
    const a = assault({ attack: { dice: ["red"] }, defense: { dice: ["black"] }, health: 3 });
    const advice = tokenAdvice(a)!;
    expect(advice.attacker!.best).toBe("damage");
    // +1 damage answered by +1 block: 3 damage needs red's 3 (2/6) and black's evade (1/6): 2/36 = 5.6% (answered by
    // +1 evade it would be 9/36: a 3 on a 1-block, or a 2 or 3 on the evade). +1 surge buys nothing: 0%.
    expect(advice.attacker!.text).toBe(
      "Spend the damage token: defeated 5.6% against the target's best answer (+1 Block); the surge token: 0% (it answers +1 Block)",
    );
    const damage = advice.attacker!.options.find((o) => o.token === "damage")!;
    expect(damage.worst).toBeCloseTo(2 / 36, 12);
    expect(advice.defender!.against).toBeNull();
    expect(advice.defender!.best).toBe("block");
    expect(advice.defender!.text).toBe(
      "With no attacker's token, spend the block token: defeated 0% (evade: 5.6%)",
    );
  });

  it("blue + blue against black + black, Pierce 1 and Pierce 2: no more cycling (docs/assault.md#which-token)", () => {
    // Each side's best token against the other's current one cycles surge → evade → damage → block → surge. The
    // attacker's advice is its best against the target's best answer: damage (answered by block, 0.671 expected
    // damage), not surge (answered by evade, 0.647). Numbers from the plain enumerator, not the engine.
    const input = (x: "damage" | "surge", y: "block" | "evade") =>
      assault({
        attack: { dice: ["blue", "blue"], surges: [{ pierce: 1 }, { pierce: 2 }], powerTokens: [x] },
        defense: { dice: ["black", "black"], powerTokens: [y] },
      });
    const mean = (x: "damage" | "surge", y: "block" | "evade") => plainAssault(input(x, y)).mean;
    // The cycle the old advice followed: each best against the other's current token.
    expect(mean("surge", "block")).toBeGreaterThan(mean("damage", "block"));
    expect(mean("surge", "evade")).toBeLessThan(mean("surge", "block"));
    expect(mean("damage", "evade")).toBeGreaterThan(mean("surge", "evade"));
    expect(mean("damage", "block")).toBeLessThan(mean("damage", "evade"));
    for (const [x, y] of [
      ["damage", "block"],
      ["damage", "evade"],
      ["surge", "block"],
      ["surge", "evade"],
    ] as const) {
      const advice = tokenAdvice(input(x, y))!;
      expect(advice.attacker!.best, `${x}/${y}`).toBe("damage");
      const damage = advice.attacker!.options.find((o) => o.token === "damage")!;
      const surge = advice.attacker!.options.find((o) => o.token === "surge")!;
      expect(damage.reply).toBe("block");
      expect(Math.abs(damage.worst - mean("damage", "block"))).toBeLessThan(1e-12);
      expect(surge.reply).toBe("evade");
      expect(Math.abs(surge.worst - mean("surge", "evade"))).toBeLessThan(1e-12);
      // The target's advice answers what the attacker set.
      expect(advice.defender!.against).toBe(x);
      expect(advice.defender!.best).toBe(x === "damage" ? "block" : "evade");
    }
    // Taking both pieces of advice is a fixed point: asked again, the same tokens.
    const settled = tokenAdvice(input("damage", "block"))!;
    expect([settled.attacker!.best, settled.defender!.best]).toEqual(["damage", "block"]);
    expect(settled.attacker!.text).toBe(
      "Spend the damage token: expected damage 0.67 against the target's best answer (+1 Block); the surge token: 0.65 (it answers +1 Evade)",
    );
  });

  it("advises a later attack, and not a figure that already spends its 2 tokens", () => {
    const a = assault({
      attack: { dice: ["red"], powerTokens: ["damage", "damage"] },
      defense: { dice: ["white"] },
      attacks: 3,
      health: 6,
    });
    const advice = tokenAdvice(a, 2)!;
    expect(advice.attack).toBe(2);
    expect(advice.attacker).toBeNull();
    expect(advice.defender!.best).toBeDefined();
  });
});

describe("playing for a condition", () => {
  const a = assault({ attack: { dice: ["red"], surges: [{ condition: "Stun" }] }, defense: { dice: [] } });
  it("plays only for a condition of the surge abilities, and stops when its ability goes", () => {
    expect(setPlayFor("Bleed")(a)).toBe(a);
    const stun = setPlayFor("Stun")(a);
    expect(stun.attack.playFor).toBe("Stun");
    expect(removeSurge(0)(stun).attack.playFor).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { assault } from "../helpers/assault";
import {
  addAttacker,
  assaultOdds,
  attackOrders,
  decodeAssault,
  describeAssault,
  encodeAssault,
  formatAssaultOdds,
  lineView,
  onLine,
  orderAdvice,
  parseAssault,
  removeAttacker,
  setNumber,
  setToken,
  stepsOf,
  tokenAdvice,
  type AssaultInput,
} from "@/lib/assault";
import { plainAssault } from "./plain-enumerator";

/** A whole activation: several attacking figures on one target (docs/assault.md#activation). */

describe("an activation of several figures, worked out by hand", () => {
  it("two figures, one red die and a damage token each, against health 6: defeated 29/36", () => {
    // Red + 1 deals 2, 3, 3, 3, 4, 4: weights 1, 3, 2 for 2, 3, 4. A sum of at least 6 over 36: (2,4) 2, (4,2) 2,
    // (3,3) 9, (3,4) 6, (4,3) 6, (4,4) 4 = 29. One token on each figure's attack: within each figure's 2.
    const a = assault({
      attack: { dice: ["red"], powerTokens: ["damage"] },
      defense: { dice: [] },
      health: 6,
      more: [{ attack: { dice: ["red"], powerTokens: ["damage"] } }],
    });
    expect(stepsOf(a)).toBe(2);
    expect(assaultOdds(a).defeated).toBeCloseTo(29 / 36, 12);
    expect(plainAssault(a).defeated).toBeCloseTo(29 / 36, 12);
  });

  it("the best order: the Weakening figure first, 61/18 damage against 10/3", () => {
    // Against 1 flat evade. A: red, surge +2 Damage: the evade always cancels its one surge (red's surge face), so
    // 13/6, unless the target is Weakened (−1 evade): then that face deals 2 + 2, +2/6. W: blue, +1 surge, surge
    // Weaken: its surges are the roll's, so it Weakens on blue's (1 damage, surge) face, 1/6, and deals 7/6.
    // W then A: 7/6 + 13/6 + 1/6 · 2/6 = 61/18; A then W: 7/6 + 13/6 = 10/3.
    const a = assault({
      attack: { dice: ["red"], surges: [{ damage: 2 }] },
      defense: { dice: [], evade: 1 },
      more: [{ attack: { dice: ["blue"], surge: 1, surges: [{ condition: "Weaken" }] } }],
    });
    expect(assaultOdds(a).damage.mean).toBeCloseTo(10 / 3, 12);
    expect(plainAssault(a).mean).toBeCloseTo(10 / 3, 12);
    const orders = attackOrders(a);
    expect(orders.map((o) => o.order)).toEqual([
      [1, 0],
      [0, 1],
    ]);
    expect(orders[0]!.mean).toBeCloseTo(61 / 18, 12);
    const advice = orderAdvice(a)!;
    expect(advice.ok && advice.text).toBe("Best order: Blue, then Red (3.39 damage); as set: 3.33 damage");
  });

  it("figures alike in every number are one order; an order that changes nothing says so", () => {
    const a = assault({
      attack: { figure: "Stormtrooper" },
      defense: { figure: "Diala Passil" },
      range: 4,
      more: [{ attack: { figure: "Stormtrooper" } }, { attack: { figure: "E-Web Engineer" } }],
    });
    expect(attackOrders(a)).toHaveLength(3);
    expect(orderAdvice(a)!.text).toBe(
      "The order of the figures does not change the answer (3 orders worked out)",
    );
    expect(describeAssault(a)).toMatch(/^2× Stormtrooper \(Blue \+ Green\), then E-Web Engineer \(/);
    expect(describeAssault(a)).toMatch(/, 3 attacks, health 12$/);
  });
});

describe("the engine against the plain enumerator, several figures", () => {
  const cases: [string, AssaultInput][] = [
    [
      "tokens per figure, the target's over every attack, ranges per figure",
      {
        attack: {
          dice: ["blue", "green"],
          surges: [{ damage: 1 }, { pierce: 1 }],
          powerTokens: ["surge", "damage"],
        },
        defense: { dice: ["white"], powerTokens: [null, "evade", "block"] },
        range: 3,
        attacks: 2,
        health: 7,
        more: [
          {
            attack: { dice: ["red", "yellow"], surges: [{ accuracy: 2 }], powerTokens: ["damage"] },
            range: 4,
          },
        ],
      },
    ],
    [
      "a Weaken by the first figure, a Focus earned and used by the second",
      {
        attack: { dice: ["green", "yellow"], surges: [{ condition: "Weaken" }], playFor: "Weaken" },
        defense: { dice: ["black"] },
        health: 6,
        more: [
          {
            attack: { dice: ["red"], surges: [{ condition: "Focused" }, { damage: 1 }], focused: true },
            attacks: 2,
          },
        ],
      },
    ],
    [
      "three figures, one melee",
      {
        attack: { dice: ["blue"], surges: [{ damage: 1 }] },
        defense: { dice: ["white"], evade: 1 },
        range: 2,
        health: 5,
        more: [
          { attack: { dice: ["red"], surges: [{ damage: 1 }] }, range: null },
          { attack: { dice: ["green"], surges: [{ condition: "Weaken" }] } },
        ],
      },
    ],
  ];
  for (const [name, input] of cases)
    it(name, () => {
      const a = assault(input);
      const odds = assaultOdds(a);
      const plain = plainAssault(a);
      expect(odds.damage.atLeast.length).toBe(plain.atLeast.length);
      odds.damage.atLeast.forEach((p, k) => expect(p, `≥${k}`).toBeCloseTo(plain.atLeast[k]!, 12));
      expect(odds.miss).toBeCloseTo(plain.miss, 12);
      odds.missByAttack.forEach((p, k) => expect(p).toBeCloseTo(plain.missEach[k]!, 12));
      expect(odds.defeated).toBeCloseTo(plain.defeated!, 12);
      for (const [c, p] of Object.entries(plain.conditions)) expect(odds.conditions[c]).toBeCloseTo(p, 12);
    });
});

describe("the rules of an activation", () => {
  const base: AssaultInput = { attack: { dice: ["red"] }, defense: { dice: ["white"] } };

  it("a third token from one figure is refused with one line; each figure holds its own 2", () => {
    const third = parseAssault({
      ...base,
      more: [{ attack: { dice: ["red"], powerTokens: ["damage", "damage", "surge"] }, attacks: 3 }],
    });
    expect(third).toEqual({
      ok: false,
      error:
        "more[0].attack.powerTokens: a figure holds at most 2 power tokens, so it cannot spend a third (attack 3)",
    });
    const own = parseAssault({
      ...base,
      attack: { dice: ["red"], powerTokens: ["damage", "surge"] },
      attacks: 2,
      more: [{ attack: { dice: ["red"], powerTokens: ["damage", "damage"] }, attacks: 2 }],
    });
    expect(own.ok).toBe(true);
    expect(
      parseAssault({
        ...base,
        defense: { dice: [], powerTokens: ["block", "evade", "block"] },
        more: [{ attack: { dice: ["red"] }, attacks: 2 }],
      }),
    ).toEqual({
      ok: false,
      error:
        "defense.powerTokens: the target holds at most 2 power tokens, so it cannot spend a third (attack 3)",
    });
  });

  it("at most 4 figures and 8 attacks in all", () => {
    const line = { attack: { dice: ["red" as const] }, attacks: 3 };
    expect(parseAssault({ ...base, more: [line, line, line, line] })).toMatchObject({ ok: false });
    expect(parseAssault({ ...base, attacks: 3, more: [line, line] })).toEqual({
      ok: false,
      error: "more: 9 attacks in all; an activation here plays at most 8",
    });
  });

  it("a figure named in a further line fills its numbers; an unknown one suggests the nearest", () => {
    const a = assault({ ...base, more: [{ attack: { figure: "e-web engineer" } }] });
    expect(a.more[0]!.attack.figure).toBe("e-web-engineer");
    const bad = parseAssault({ ...base, more: [{ attack: { figure: "Stormtroper" } }] });
    expect(bad.ok === false && bad.error).toMatch(/^more\[0\]\.attack\.figure: .*Stormtrooper/);
  });

  it("the page's edits: add a copy, edit one figure in its view, remove one", () => {
    let a = assault({ ...base, attack: { dice: ["red"], powerTokens: ["damage"] } });
    a = addAttacker(0)(a);
    expect(a.more).toHaveLength(1);
    expect(a.more[0]!.attack.powerTokens).toEqual([]);
    expect(lineView(a, 1).attack).toEqual(a.more[0]!.attack);
    a = onLine(1, setNumber("attacks", 3))(a);
    expect([a.attacks, a.more[0]!.attacks]).toEqual([1, 3]);
    a = setToken("attack", 2, "surge", 1)(a);
    expect(a.more[0]!.attack.powerTokens).toEqual([null, null, "surge"]);
    a = setToken("defense", 3, "block")(a);
    expect(a.defense.powerTokens).toEqual([null, null, null, "block"]);
    // (fewer attacks drop the target's tokens past the last)
    a = onLine(1, setNumber("attacks", 1))(a);
    expect(a.defense.powerTokens).toEqual([]);
    a = removeAttacker(0)(a);
    expect(a.more).toHaveLength(0);
    expect(a.attack.powerTokens).toEqual(["surge"].slice(0, 0));
  });

  it("token advice for a later figure's attack reads that figure's tokens", () => {
    const a = assault({
      attack: { dice: ["blue"], powerTokens: ["damage", "damage"] },
      attacks: 2,
      defense: { dice: ["black"] },
      health: 6,
      more: [{ attack: { dice: ["red"] } }],
    });
    const advice = tokenAdvice(a, 2)!;
    expect(advice.attacker).not.toBeNull();
    expect(advice.attacker!.options.map((o) => o.token)).toEqual(["damage", "surge"]);
  });
});

describe("an activation's link, file and words", () => {
  const input: AssaultInput = {
    attack: { dice: ["red", "yellow"], surges: [{ damage: 1 }] },
    defense: { dice: ["black"] },
    range: 3,
    health: 8,
    more: [
      { attack: { dice: ["blue", "green"] }, attacks: 2 },
      { attack: { figure: "Stormtrooper", powerTokens: ["surge"] }, range: 5 },
    ],
  };

  it("round-trips through the link: a line's keys carry its place, `n2` always written", () => {
    const a = assault(input);
    const q = encodeAssault(a);
    expect(q).toBe(
      "v=2&atk=red.yellow&def=black&sg=d1&r=3&hp=8&n2=2&sg2=none&n3=1&r3=5&sg3=a2.d1&apt3=surge&fa3=stormtrooper",
    );
    const back = decodeAssault(new URLSearchParams(q));
    expect(back).toEqual({ ok: true, assault: a, notices: [] });
  });

  it("a line's part that cannot be read is left out with one line naming the figure", () => {
    const r = decodeAssault(new URLSearchParams("v=2&n2=1&arr2=3"));
    expect(r.ok && r.notices).toEqual([
      "attacker 2's attack rerolls: 3 is more than the 2 attack dice; attacker 2's attack rerolls left at the default",
    ]);
    const cut = decodeAssault(new URLSearchParams("v=2&atk=red&n2=1&atk2=blu"));
    expect(cut.ok && cut.notices[0]).toMatch(
      /^it looks cut short, so attacker 2's attack dice could not be read whole/,
    );
  });

  it("the CLI's words list each figure", () => {
    const a = assault(input);
    const text = formatAssaultOdds(a, assaultOdds(a));
    expect(text.split("\n")[0]).toBe(
      "red + yellow, then blue + green (2 attacks), then Stormtrooper (blue + green), range 5 vs black (range 3, 4 attacks), exact",
    );
    expect(text).toMatch(/^figure 3: Power token: \+1 Surge · Surges: \+2 Accuracy; \+1 Damage$/m);
    expect(text).toMatch(/^The order of the figures does not change the answer \(6 orders worked out\)$/m);
  });
});

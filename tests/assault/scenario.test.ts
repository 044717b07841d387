import { describe, expect, it } from "vitest";
import { parseAssault, toAssaultInput } from "@/lib/assault";

const ok = { attack: { dice: ["blue"] }, defense: { dice: ["white"] } };

describe("parseAssault names the field in one line", () => {
  it.each([
    [
      { attack: { dice: ["blue", "green", "purple"] }, defense: { dice: [] } },
      'attack.dice[2]: "purple" is not an attack die (red, blue, green, yellow)',
    ],
    [{ ...ok, defense: { dice: ["red"] } }, 'defense.dice[0]: "red" is not a defence die (black, white)'],
    [{ ...ok, colour: 1 }, 'unknown field "colour"'],
    [{ attack: { dice: ["blue"], dmg: 1 }, defense: { dice: [] } }, 'attack: unknown field "dmg"'],
    [{ attack: { dice: ["blue"] } }, "defense is missing"],
    [{ ...ok, range: 0 }, "range: 0 is not a range: leave range out for a melee attack"],
    [{ ...ok, range: 21 }, "range: must be a whole number from 1 to 20"],
    [{ ...ok, health: 2.5 }, "health: must be a whole number from 1 to 40"],
    [{ attack: { dice: [] }, defense: { dice: [] } }, "attack.dice: needs at least 1 attack die"],
    [
      { attack: { dice: Array(7).fill("red") }, defense: { dice: [] } },
      "attack.dice: has more than 6 attack dice",
    ],
    [
      { attack: { dice: ["red"], surges: [{ damage: 1, stun: true }] }, defense: { dice: [] } },
      'attack.surges[0]: unknown field "stun"',
    ],
    [
      { attack: { dice: ["red"], rerolls: 2 }, defense: { dice: [] } },
      "attack.rerolls: 2 is more than the 1 attack dice",
    ],
    [{ ...ok, defense: { dice: [], rerolls: 1 } }, "defense.rerolls: 1 is more than the 0 defence dice"],
    [[1], 'the attack must be a JSON object: { "attack": {...}, "defense": {...}, … }'],
  ])("%j → %s", (input, message) => {
    expect(parseAssault(input)).toEqual({ ok: false, error: message });
  });

  it("fills defaults, and toAssaultInput leaves them out again (round trip)", () => {
    const input = {
      attack: { dice: ["red", "blue"], surges: [{ damage: 1 }, { condition: "Stun", cost: 2 }], pierce: 1 },
      defense: { dice: ["black"], evade: 1, noDodge: true },
      range: 4,
      attacks: 2,
      health: 6,
    };
    const parsed = parseAssault(input);
    if (!parsed.ok) throw new Error(parsed.error);
    expect(parsed.assault.attack.damage).toBe(0);
    expect(parsed.assault.range).toBe(4);
    expect(toAssaultInput(parsed.assault)).toEqual(input);
    const melee = parseAssault(ok);
    expect(melee.ok && melee.assault.range).toBe(null);
  });
});

import { describe, expect, it } from "vitest";
import { assaultOdds, formatAssaultOdds } from "@/lib/assault";
import { assault } from "../helpers/assault";

const text = (input: Parameters<typeof assault>[0]) => {
  const a = assault(input);
  return formatAssaultOdds(a, assaultOdds(a)).split("\n");
};

describe("the CLI's text answer (formatAssaultOdds)", () => {
  it("says the whole setting, tokens included, from the fields' own words", () => {
    const lines = text({
      attack: { dice: ["red"], powerTokens: ["damage"], rerolls: 1 },
      defense: { dice: ["black"], powerTokens: ["evade"] },
    });
    expect(lines.slice(0, 2)).toEqual([
      "red vs black (melee), exact",
      "Attacker rerolls 1 · Power token: +1 Damage · Defender's token: +1 Evade",
    ]);
    expect(lines).toContain("miss: 0.00%");
  });

  it("a miss by range says why and which range reaches; a sure miss is 100.00% and lists no damage", () => {
    const lines = text({
      attack: { dice: ["red", "yellow"] },
      defense: { dice: ["black"] },
      range: 4,
      attacks: 3,
    });
    expect(lines).toEqual([
      "red + yellow vs black (range 4, 3 attacks), exact",
      'out of range: Red + Yellow reach range 2 at most (surges and bonuses included), so every attack at range 4 misses; "range": 2 reaches',
      "expected damage: 0.00",
      "every attack misses: 100.00%",
      "each attack misses: 100.00%, 100.00%, 100.00%",
      "damage ≥ 1: 0% (no roll deals damage)",
    ]);
    expect(text({ attack: { dice: ["red"] }, defense: { dice: [] }, range: 2 })[1]).toBe(
      'out of range: Red shows no accuracy, so it cannot hit at range 2: it attacks in melee; leave "range" out (melee)',
    );
  });

  it("names the spending the condition's chance was played for: Stun 1/18 damage first, 1/6 played for", () => {
    expect(
      text({ attack: { dice: ["red"], surges: [{ condition: "Stun" }] }, defense: { dice: ["black"] } }),
    ).toContain("Stun applied (damage first): 5.56%");
    const played = text({
      attack: { dice: ["red"], surges: [{ damage: 1 }, { condition: "Stun" }], playFor: "Stun" },
      defense: { dice: [] },
    });
    expect(played[1]).toBe("Surges: +1 Damage; Stun");
    expect(played).toContain("Stun applied (surges to Stun first): 16.67%");
    expect(played.slice(-4)).toEqual(["damage ≥ k:", "   1  100.00%", "   2   83.33%", "   3   33.33%"]);
  });
});

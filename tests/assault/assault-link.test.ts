import seedrandom from "seedrandom";
import { noticeOutcome, readAssaultPage } from "@/lib/assault/assault-page-link";
import { describe, expect, it } from "vitest";
import { parseAssault } from "@/lib/assault";
import { decodeAssault, DEFAULT_ASSAULT_INPUT, encodeAssault } from "@/lib/assault/assault-link";

const decode = (q: string) => decodeAssault(new URLSearchParams(q));
function parse(input: unknown) {
  const r = parseAssault(input);
  if (!r.ok) throw new Error(r.error);
  return r.assault;
}

describe("the /assault share link", () => {
  it("writes nothing for the opening attack, and an empty query opens it", () => {
    expect(encodeAssault(parse(DEFAULT_ASSAULT_INPUT))).toBe("");
    expect(decode("")).toEqual({ ok: true, assault: parse(DEFAULT_ASSAULT_INPUT) });
  });

  it("writes a readable, versioned link", () => {
    const a = parse({
      attack: { dice: ["red", "red"], surges: [{ damage: 2, condition: "Bleed", cost: 2 }], rerolls: 1 },
      defense: { dice: [] },
      attacks: 2,
    });
    expect(encodeAssault(a)).toBe("v=1&atk=red.red&def=none&sg=d2_cBleed_k2&arr=1&r=none&n=2&hp=none");
  });

  it("round-trips 200 random attacks exactly", () => {
    const rng = seedrandom("assault-link");
    const pick = <T>(xs: readonly T[]) => xs[Math.floor(rng() * xs.length)]!;
    const n = (max: number) => Math.floor(rng() * (max + 1));
    for (let i = 0; i < 200; i++) {
      const dice = Array.from({ length: 1 + n(5) }, () => pick(["red", "blue", "green", "yellow"]));
      const defense = Array.from({ length: n(3) }, () => pick(["black", "white"]));
      const input: Record<string, unknown> = {
        attack: {
          dice,
          surges: Array.from({ length: n(3) }, () => ({
            ...(rng() < 0.5 ? { damage: n(3) } : {}),
            ...(rng() < 0.5 ? { condition: pick(["Stun", "Focus Fire", "Hide-out"]) } : {}),
            ...(rng() < 0.3 ? { cost: 1 + n(2) } : {}),
          })),
          damage: n(2),
          pierce: n(2),
          rerolls: n(dice.length),
        },
        defense: { dice: defense, evade: n(1), rerolls: n(defense.length), noDodge: rng() < 0.3 },
      };
      if (rng() < 0.6) input.range = 1 + n(10);
      if (rng() < 0.6) input.health = 1 + n(20);
      if (rng() < 0.5) input.attacks = 1 + n(3);
      const a = parse(input);
      const query = encodeAssault(a);
      expect(decode(query), query).toEqual({ ok: true, assault: a });
    }
  });

  it.each([
    ["v=2&atk=red", "Invalid attack link: version 2 is not known (this page reads version 1)"],
    ["atk=red", 'Invalid attack link: the version "v" is missing'],
    [
      "v=1&atk=red.purple",
      'Invalid attack link: attack.dice[1]: "purple" is not an attack die (red, blue, green, yellow)',
    ],
    ["v=1&hp=x", 'Invalid attack link: hp: is not a whole number (got "x")'],
    ["v=1&hp=99", "Invalid attack link: health: must be a whole number from 1 to 40"],
    [
      "v=1&sg=z1",
      'Invalid attack link: sg: "z1" is not a surge ability part (d1 damage, p1 pierce, a1 accuracy, cStun condition, k2 cost)',
    ],
    ["v=1&foo=1", 'Invalid attack link: unknown field "foo"'],
    ["v=1&n=2&n=3", 'Invalid attack link: "n" is given twice'],
    ["foo=1", 'Invalid attack link: unknown field "foo"'],
  ])("%s → %s", (query, error) => {
    expect(decode(query)).toEqual({ ok: false, error });
  });
});

describe("links picked up on the way", () => {
  it("read past tracking keys (utm_source, fbclid) as the battle link does", () => {
    const plain = decode("v=1&atk=red&r=3");
    expect(plain.ok).toBe(true);
    expect(decode("v=1&atk=red&r=3&utm_source=chat&fbclid=abc")).toEqual(plain);
  });

  it("say a pin that is not an attack link, and pin nothing", () => {
    const page = readAssaultPage(new URLSearchParams("v=1&atk=red&pin=junk"));
    expect(page.pinned).toBeNull();
    expect(page.notice).toBe('pinned A: Invalid attack link: unknown field "junk"');
    expect(noticeOutcome(page.notice!)).toBe("nothing is pinned");
    const bad = readAssaultPage(new URLSearchParams("v=1&atk=purple"));
    expect(noticeOutcome(bad.notice!)).toBe("showing the opening attack instead");
  });
});

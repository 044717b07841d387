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
    expect(decode("")).toEqual({ ok: true, assault: parse(DEFAULT_ASSAULT_INPUT), notices: [] });
  });

  it("writes a readable, versioned link", () => {
    const a = parse({
      attack: { dice: ["red", "red"], surges: [{ damage: 2, condition: "Bleed", cost: 2 }], rerolls: 1 },
      defense: { dice: [] },
      attacks: 2,
    });
    expect(encodeAssault(a)).toBe("v=2&atk=red.red&def=none&sg=d2_cBleed_k2&arr=1&r=none&n=2&hp=none");
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
      expect(decode(query), query).toEqual({ ok: true, assault: a, notices: [] });
    }
  });

  it.each([
    ["v=3&atk=red", 'Invalid attack link: version "3" is not known (this page reads versions 1 to 2)'],
    ["atk=red", 'Invalid attack link: the version "v" is missing'],
  ])("refuses %s whole: %s", (query, error) => {
    expect(decode(query)).toEqual({ ok: false, error });
  });

  it.each([
    [
      "v=1&atk=red.purple",
      { attack: { dice: ["red"] } },
      'attack dice: "purple" is not an attack die (red, blue, green, yellow); attack dice "purple" left out',
    ],
    [
      "v=1&atk=red&hp=x",
      { attack: { dice: ["red"] }, health: 5 },
      'health: is not a whole number (got "x"); left out',
    ],
    [
      "v=1&atk=red&hp=99",
      { attack: { dice: ["red"] }, health: 5 },
      "health: must be a whole number from 1 to 40; health left at the default",
    ],
    [
      "v=1&atk=red&sg=z1",
      { attack: { dice: ["red"] } },
      'surge abilities: "z1" is not a surge ability part (d1 damage, p1 pierce, a1 accuracy, cStun condition, k2 cost); left out',
    ],
    [
      "v=1&atk=red&n=2&n=3",
      { attack: { dice: ["red"] }, attacks: 2 },
      '"n" is given 2 times; the first is read',
    ],
    ["v=1&v=1&atk=red", { attack: { dice: ["red"] } }, '"v" is given 2 times; the first is read'],
    ["v=1&atk=red&__proto__=x", { attack: { dice: ["red"] } }, '"__proto__" is not a link key; read past'],
    [
      "v=1&atk=red&arr=3",
      { attack: { dice: ["red"], rerolls: 0 } },
      "attack rerolls: 3 is more than the 1 attack dice; attack rerolls left at the default",
    ],
  ])("keeps what it can of %s, in one line", (query, kept, notice) => {
    const r = decode(query);
    if (!r.ok) throw new Error(r.error);
    expect(r.notices).toEqual([notice]);
    expect(r.assault).toMatchObject(kept);
  });

  it("reads past unknown keys without a word", () => {
    expect(decode("v=1&atk=red&foo=1")).toEqual(decode("v=1&atk=red"));
    expect(decode("foo=1")).toEqual(decode(""));
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
    expect(page.notices).toEqual(['pinned A: Invalid attack link: "junk" holds no attack']);
    expect(noticeOutcome(page.notices[0]!)).toBe("nothing is pinned");
    const bad = readAssaultPage(new URLSearchParams("v=3&atk=red"));
    expect(noticeOutcome(bad.notices[0]!)).toBe("showing the opening attack instead");
  });
});

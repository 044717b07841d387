import { describe, expect, it } from "vitest";
import {
  DICE,
  GROUND_DECK,
  LEADERS,
  SPACE_DECK,
  SPACE_DECK_TWO_ONSLAUGHT,
  TACTIC_CARDS,
  UNITS,
  BLACK_DIE_NO_DIRECT,
  isLeaderId,
  isUnitId,
  leaderDef,
  unitDef,
  type LeaderId,
  type UnitId,
} from "@/lib/data";

describe("data tables", () => {
  it("unit and leader ids are unique kebab-case", () => {
    for (const ids of [UNITS.map((u) => u.id), LEADERS.map((l) => l.id), TACTIC_CARDS.map((c) => c.id)]) {
      expect(new Set(ids).size).toBe(ids.length);
      for (const id of ids) expect(id).toMatch(/^[a-z]+(-[a-z]+)*$/);
    }
  });

  it("looks a unit or a leader up by id, and says which id it does not know", () => {
    expect([isUnitId("x-wing"), isUnitId("X-wing"), isLeaderId("han-solo"), isLeaderId("x-wing")]).toEqual([
      true,
      false,
      true,
      false,
    ]);
    expect(unitDef("x-wing").name).toBe("X-wing");
    expect(leaderDef("han-solo").name).toBe("Han Solo");
    expect(() => unitDef("tie-bomber" as UnitId)).toThrow("unknown unit tie-bomber");
    expect(() => leaderDef("thrawn" as LeaderId)).toThrow("unknown leader thrawn");
  });

  it("has every unit of docs/rules.md#units with its dice and health", () => {
    expect(UNITS).toHaveLength(26);
    const sd = UNITS.find((u) => u.id === "star-destroyer")!;
    expect([sd.red, sd.black, sd.health, sd.healthColour, sd.limit, sd.capacity]).toEqual([
      2,
      1,
      4,
      "red",
      8,
      6,
    ]);
    const ds = UNITS.find((u) => u.id === "death-star")!;
    expect([ds.red, ds.health, ds.healthColour]).toEqual([4, 0, null]);
    expect(UNITS.filter((u) => u.expansion === "rote").every((u) => u.red === 0 && u.black === 0)).toBe(true);
    expect(
      UNITS.filter((u) => u.structure)
        .map((u) => u.id)
        .sort(),
    ).toEqual(["golan-arms-turret", "ion-cannon", "shield-bunker", "shield-generator"]);
    const limits = Object.fromEntries(UNITS.map((u) => [u.id, u.limit]));
    expect(limits).toMatchObject({
      "tie-fighter": 24,
      stormtrooper: 30,
      "x-wing": 8,
      "y-wing": 12,
      "rebel-trooper": 21,
      "death-star-under-construction": 1,
    });
  });

  it("leaders: 33 with their tactic values, best-of (not sum) is the engine's job", () => {
    expect(LEADERS).toHaveLength(33);
    expect(LEADERS.find((l) => l.id === "darth-vader")).toMatchObject({
      space: 2,
      ground: 3,
      faction: "empire",
    });
    expect(LEADERS.find((l) => l.id === "luke-skywalker-jedi")).toMatchObject({
      space: 3,
      ground: 3,
      faction: "rebel",
    });
    for (const l of LEADERS) {
      expect(l.space).toBeGreaterThanOrEqual(0);
      expect(l.ground as number).toBeLessThanOrEqual(3);
    }
  });

  it("dice have six sides; green dice only direct hits", () => {
    for (const d of [DICE.red, DICE.black, DICE.green, BLACK_DIE_NO_DIRECT])
      expect(d.blank + d.hit + d.direct + d.special).toBe(6);
    expect(DICE.green).toEqual({ blank: 4, hit: 0, direct: 2, special: 0 });
  });

  it("each tactic deck has 15 cards of real kinds", () => {
    const ids = new Set(TACTIC_CARDS.map((c) => c.id));
    for (const deck of [SPACE_DECK, SPACE_DECK_TWO_ONSLAUGHT, GROUND_DECK]) {
      expect(Object.values(deck as Record<string, number>).reduce((a, n) => a + n, 0)).toBe(15);
      for (const id of Object.keys(deck)) expect(ids.has(id as never)).toBe(true);
    }
    expect(
      TACTIC_CARDS.filter((c) => c.star)
        .map((c) => c.id)
        .sort(),
    ).toEqual([
      "bombardment",
      "brilliant-strategy",
      "escape-plan",
      "onslaught",
      "take-it-down",
      "unstoppable-assault",
    ]);
  });
});

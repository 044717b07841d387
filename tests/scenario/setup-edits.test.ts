import { describe, expect, it } from "vitest";
import { capNote, countProblem, trimDamage, unitCap, withUnitCount } from "@/lib/scenario/unit-count";
import { clearSide, damageList, setDamage, setUnitCount, toggleLeader } from "@/lib/scenario/setup-edits";
import { DEFAULT_SETUP, type Setup } from "@/lib/scenario/setup";
import { whatIfVariations } from "@/lib/compare/what-if";

const withAttacker = (patch: object): Setup => ({
  ...DEFAULT_SETUP,
  scenario: { ...DEFAULT_SETUP.scenario, attacker: { ...DEFAULT_SETUP.scenario.attacker, ...patch } },
});

describe("unit counts", () => {
  it("remove undamaged units first, then the least damaged: the damage a player set stays where they set it", () => {
    expect(trimDamage([3, 1], 2)).toEqual([3, 1]);
    expect(trimDamage([3, 1], 1)).toEqual([3]);
    expect(trimDamage([1, 3, 2], 2)).toEqual([3, 2]);
    expect(trimDamage([2, 2], 1)).toEqual([2]);
    expect(trimDamage([3, 1], 0)).toEqual([]);
    const sds = withAttacker({ units: { "star-destroyer": 3 }, damaged: { "star-destroyer": [3, 1] } });
    const two = setUnitCount(sds, "attacker", "star-destroyer", 2);
    expect(two.scenario.attacker.damaged).toEqual({ "star-destroyer": [3, 1] });
    const one = setUnitCount(two, "attacker", "star-destroyer", 1);
    expect(one.scenario.attacker.damaged).toEqual({ "star-destroyer": [3] });
    const none = setUnitCount(one, "attacker", "star-destroyer", 0);
    expect(none.scenario.attacker.units).toEqual({});
    expect(none.scenario.attacker.damaged).toEqual({});
  });

  it("are changed by the same function in the − button and the what-if list", () => {
    const sds = withAttacker({ units: { "star-destroyer": 2 }, damaged: { "star-destroyer": [3, 1] } });
    const fewer = whatIfVariations(sds).variations.find((v) => v.id === "attacker-star-destroyer");
    expect(fewer?.setup.scenario).toEqual(setUnitCount(sds, "attacker", "star-destroyer", 1).scenario);
    expect(withUnitCount(sds.scenario.attacker, "star-destroyer", 1).damaged).toEqual({
      "star-destroyer": [3],
    });
  });

  it("stay within the cap; one more then one fewer gives the setup back", () => {
    const max = setUnitCount(DEFAULT_SETUP, "attacker", "star-destroyer", 50);
    expect(max.scenario.attacker.units["star-destroyer"]).toBe(8);
    const back = setUnitCount(
      setUnitCount(DEFAULT_SETUP, "attacker", "tie-fighter", 2),
      "attacker",
      "tie-fighter",
      1,
    );
    expect(back).toEqual(DEFAULT_SETUP);
  });

  it("say why a count cannot be used, naming a cap this calculator chose and how to lift it", () => {
    const s = DEFAULT_SETUP.scenario;
    expect(countProblem(s, "tie-fighter", 24)).toBeNull();
    expect(countProblem(s, "tie-fighter", 25)).toBe(
      'at most 24, the number of pieces in the game (turn on "Ignore component limits" under Options for more)',
    );
    expect(unitCap(s, "tie-striker")).toEqual({ max: 12, chosen: true });
    expect(countProblem(s, "tie-striker", 13)).toBe(`at most 12: ${capNote(12)}`);
    expect(capNote(12)).toContain('turn on "Ignore component limits" under Options to allow up to 99');
    expect(countProblem({ ignoreLimits: true }, "tie-striker", 100)).toBe(
      "at most 99, even with component limits off",
    );
    expect(countProblem(s, "tie-fighter", -1)).toBe("must be a whole number from 0 to 24");
    expect(countProblem(s, "tie-fighter", 1.5)).toBe("must be a whole number from 0 to 24");
  });
});

describe("damage", () => {
  it("is listed one entry per unit, most damaged first, and set per unit", () => {
    const sds = withAttacker({ units: { "star-destroyer": 3 }, damaged: { "star-destroyer": [1, 3] } });
    expect(damageList(sds.scenario.attacker, "star-destroyer")).toEqual([3, 1, 0]);
    const next = setDamage(sds, "attacker", "star-destroyer", 2, 2);
    expect(next.scenario.attacker.damaged).toEqual({ "star-destroyer": [3, 2, 1] });
    const healed = setDamage(
      setDamage(next, "attacker", "star-destroyer", 0, 0),
      "attacker",
      "star-destroyer",
      0,
      0,
    );
    expect(healed.scenario.attacker.damaged).toEqual({ "star-destroyer": [1] });
  });
});

describe("leaders", () => {
  it("treat Luke Skywalker and his Jedi card as one person: choosing one replaces the other", () => {
    const rebels = (leaders: string[]): Setup => ({
      ...DEFAULT_SETUP,
      scenario: {
        ...DEFAULT_SETUP.scenario,
        defender: { ...DEFAULT_SETUP.scenario.defender, leaders: leaders as never },
      },
    });
    const luke = toggleLeader(rebels(["jan-dodonna"]), "defender", "luke-skywalker");
    expect(luke.scenario.defender.leaders).toEqual(["jan-dodonna", "luke-skywalker"]);
    const jedi = toggleLeader(luke, "defender", "luke-skywalker-jedi");
    expect(jedi.scenario.defender.leaders).toEqual(["jan-dodonna", "luke-skywalker-jedi"]);
    expect(toggleLeader(jedi, "defender", "luke-skywalker-jedi").scenario.defender.leaders).toEqual([
      "jan-dodonna",
    ]);
  });
});

describe("clearing a side", () => {
  it("leaves its faction and policies and takes its units, damage and leaders", () => {
    const s = withAttacker({
      damaged: { "star-destroyer": [2] },
      retreat: { policy: "after-round", round: 2 },
    });
    const cleared = clearSide(s, "attacker").scenario.attacker;
    expect(cleared).toEqual({ ...s.scenario.attacker, units: {}, damaged: {}, leaders: [] });
    expect(clearSide(s, "attacker").scenario.defender).toBe(s.scenario.defender);
  });
});

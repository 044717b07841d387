import { describe, expect, it } from "vitest";
import { parseScenario, parseScenarioJson, type ScenarioInput } from "@/lib/scenario";
import { NAME_WORDS } from "@/lib/scenario/words";

const base: ScenarioInput = {
  attacker: { faction: "empire", units: { "star-destroyer": 1, "tie-fighter": 1 }, leaders: ["darth-vader"] },
  defender: { faction: "rebel", units: { "x-wing": 1, "y-wing": 1 }, leaders: ["jan-dodonna"] },
  tactics: "none",
};
const withAttacker = (patch: object) => ({ ...base, attacker: { ...base.attacker, ...patch } });
const error = (input: unknown) => {
  const r = parseScenario(input);
  return r.ok ? "ok" : r.error;
};

describe("scenario validation", () => {
  it("accepts a small battle and fills the defaults", () => {
    const r = parseScenario(base);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.scenario.roundCap).toBe(50);
    expect(r.scenario.attacker.targeting).toEqual({ policy: "threat" });
    expect(r.scenario.attacker.retreat).toEqual({ policy: "never" });
    expect(r.scenario.variants).toEqual({
      blackDie: "standard",
      spaceDeck: "standard",
      dsucHealth: "black",
      monCalCapacity: 4,
      swarmTactics: 1,
      overwhelmingPresence: "special",
      cinematicBombardment: "star-destroyer",
    });
    const defaults = parseScenario({ attacker: base.attacker, defender: base.defender });
    expect(defaults.ok && defaults.scenario.tactics).toEqual({ mode: "base" });
  });

  it.each([
    ["invalid JSON", "{nope", /^invalid JSON: /],
    ["a JSON array", "[]", /^a battle must be a JSON object with attacker and defender$/],
  ])("rejects %s", (_, text, message) => {
    const r = parseScenarioJson(text);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(message);
  });

  it.each<[string, unknown, string]>([
    [
      "an unknown unit",
      withAttacker({ units: { "tie-bomber": 2 } }),
      'attacker.units: unknown unit "tie-bomber"',
    ],
    [
      "an unknown leader",
      withAttacker({ leaders: ["grand-admiral-thrawn"] }),
      'attacker.leaders: unknown leader "grand-admiral-thrawn"',
    ],
    [
      "a negative count",
      withAttacker({ units: { "tie-fighter": -1 } }),
      "attacker.units.tie-fighter must be a whole number, 0 or more",
    ],
    [
      "a fractional count",
      withAttacker({ units: { "tie-fighter": 1.5 } }),
      "attacker.units.tie-fighter must be a whole number, 0 or more",
    ],
    [
      "a count as text",
      withAttacker({ units: { "tie-fighter": "2" } }),
      "attacker.units.tie-fighter must be a number",
    ],
    [
      "more than the component limit",
      withAttacker({ units: { stormtrooper: 31 } }),
      "attacker has 31 stormtrooper (the game has 30)",
    ],
    [
      "a unit of the wrong faction",
      withAttacker({ units: { "x-wing": 1 } }),
      "attacker.units: x-wing is a Rebel unit, but the attacker is the Empire",
    ],
    [
      "a leader of the wrong faction",
      withAttacker({ leaders: ["han-solo"] }),
      "attacker.leaders: han-solo is a Rebel leader, but the attacker is the Empire",
    ],
    [
      "both sides of one faction",
      { ...base, defender: { ...base.attacker } },
      "both sides are Imperial: one side must be the Empire and the other the Rebels",
    ],
    [
      "an empty side",
      withAttacker({ units: { "tie-fighter": 0 } }),
      "attacker has no units: a battle needs units on both sides",
    ],
    [
      "no units at all",
      withAttacker({ units: {} }),
      "attacker has no units: a battle needs units on both sides",
    ],
    ["a missing side", { attacker: base.attacker, tactics: "none" }, "defender is missing"],
    ["an unknown field", { ...base, speed: 3 }, 'unknown field "speed"'],
    [
      "an unknown tactics mode",
      { ...base, tactics: "maybe" },
      'tactics must be "base", "none" or "cinematic"',
    ],
    ["a round cap of 0", { ...base, roundCap: 0 }, "roundCap must be a whole number from 1 to 500"],
    [
      "a leader twice",
      withAttacker({ leaders: ["darth-vader", "darth-vader"] }),
      "attacker.leaders: darth-vader is listed twice",
    ],
    [
      "both Lukes",
      { ...base, defender: { ...base.defender, leaders: ["luke-skywalker", "luke-skywalker-jedi"] } },
      "defender.leaders: luke-skywalker and luke-skywalker-jedi are the same person",
    ],
    [
      "too much starting damage",
      withAttacker({ damaged: { "star-destroyer": [4] } }),
      "attacker.damaged: star-destroyer damage must be a whole number from 1 to 3 (it has 4 health), got 4",
    ],
    [
      "more damaged units than units",
      withAttacker({ damaged: { "star-destroyer": [1, 1] } }),
      "attacker.damaged lists 2 damaged star-destroyer but the attacker has 1",
    ],
    [
      "damage on the Death Star",
      {
        ...base,
        attacker: { faction: "empire", units: { "death-star": 1 }, damaged: { "death-star": [1] } },
      },
      "attacker.damaged: death-star cannot take damage",
    ],
    [
      "an own unit in the priority order",
      withAttacker({ targeting: { policy: "priority", order: ["tie-fighter"] } }),
      "attacker.targeting: tie-fighter is one of the attacker's own units, not a target",
    ],
    ["a bad variant", { ...base, variants: { monCalCapacity: 5 } }, "variants.monCalCapacity must be 4 or 6"],
  ])("rejects %s with a specific message", (_, input, message) => {
    expect(error(input)).toBe(message);
  });

  it("accepts counts above the limits only when the scenario says to ignore them, up to 99", () => {
    expect(error({ ...withAttacker({ units: { stormtrooper: 40 } }), ignoreLimits: true })).toBe("ok");
    expect(error({ ...withAttacker({ units: { stormtrooper: 100 } }), ignoreLimits: true })).toBe(
      "attacker has 100 stormtrooper (at most 99 even with limits off)",
    );
  });
});

describe("scenario validation in the game's names (what the page shows)", () => {
  const named = (input: unknown) => {
    const r = parseScenario(input, NAME_WORDS);
    return r.ok ? "ok" : r.error;
  };
  it.each<[string, unknown, string]>([
    [
      "over the limit",
      withAttacker({ units: { stormtrooper: 31 } }),
      "the attacker has 31 Stormtroopers (the game has 30)",
    ],
    [
      "a Rise of the Empire unit over the chosen cap",
      withAttacker({ units: { "tie-striker": 13 } }),
      "the attacker has 13 TIE Strikers (this calculator caps Rise of the Empire units at 12; turn limits off for more)",
    ],
    [
      "an irregular plural",
      withAttacker({ units: { "death-star-under-construction": 2 } }),
      "the attacker has 2 Death Stars Under Construction (the game has 1)",
    ],
    [
      "a unit of the other faction",
      withAttacker({ units: { "x-wing": 1 } }),
      "the attacker's units: X-wing is a Rebel unit, but the attacker is the Empire",
    ],
    [
      "an unknown unit",
      withAttacker({ units: { "tie-figter": 1 } }),
      'the attacker\'s units: unknown unit "tie-figter"',
    ],
    [
      "both Lukes",
      { ...base, defender: { ...base.defender, leaders: ["luke-skywalker", "luke-skywalker-jedi"] } },
      "the defender's leaders: Luke Skywalker and Luke Skywalker (Jedi) are the same person",
    ],
    [
      "too much damage",
      withAttacker({ damaged: { "star-destroyer": [4] } }),
      "the attacker's Star Destroyer damage must be a whole number from 1 to 3 (it has 4 health), got 4",
    ],
    [
      "more damaged units than units",
      withAttacker({ damaged: { "star-destroyer": [1, 1] } }),
      "the attacker's damage list has 2 Star Destroyers but the attacker has 1",
    ],
    [
      "an own unit in the priority order",
      withAttacker({ targeting: { policy: "priority", order: ["tie-fighter"] } }),
      "the attacker's targeting: TIE Fighter is one of the attacker's own units, not a target",
    ],
    [
      "an empty side",
      withAttacker({ units: {} }),
      "the attacker has no units: a battle needs units on both sides",
    ],
  ])("names things by their names: %s", (_, input, message) => {
    expect(named(input)).toBe(message);
  });

  it("holds no zero counts or empty damage lists once parsed", () => {
    const r = parseScenario(
      withAttacker({ units: { "star-destroyer": 1, "tie-fighter": 0 }, damaged: { "star-destroyer": [] } }),
    );
    expect(r.ok && r.scenario.attacker.units).toEqual({ "star-destroyer": 1 });
    expect(r.ok && r.scenario.attacker.damaged).toEqual({});
  });
});

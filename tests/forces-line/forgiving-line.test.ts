import { describe, expect, it } from "vitest";
import { applyForces, applyForcesLeavingOut } from "@/lib/forces-line/apply-forces";
import { readForces } from "@/lib/forces-line/read-forces";
import { thingName } from "@/lib/forces-line/force-lexicon";
import { DEFAULT_SETUP } from "@/lib/scenario/url-codec";

// A typed line that helps (docs/engine.md#the-forces-in-one-line).
const names = (text: string) =>
  readForces(text).items.map((i) => ({
    text: i.text,
    thing: i.thing && thingName(i.thing),
    suggestions: i.suggestions.map(thingName),
    alternatives: i.alternatives.map(thingName),
  }));

describe("the forgiving forces line", () => {
  it("suggests the nearest name for typos of two words, as one item whose words a chip replaces", () => {
    const r = readForces("3 Star Destoyers, Tie fighers vs rebel troops");
    expect(r.items.map((i) => [i.text, i.count, i.suggestions.map(thingName)[0]])).toEqual([
      ["Star Destoyers", 3, "Star Destroyer"],
      ["Tie fighers", null, "TIE Fighter"],
      ["rebel troops", null, "Rebel Trooper"],
    ]);
    expect(r.problems[0]).toBe('"Star Destoyers" is not a unit or leader (Star Destroyer?)');
  });

  it("reads Luke as Luke Skywalker, with a chip for the Jedi", () => {
    expect(names("Luke, 2 X-wing vs SD")[0]).toEqual({
      text: "Luke",
      thing: "Luke Skywalker",
      suggestions: [],
      alternatives: ["Luke Skywalker (Jedi)"],
    });
    expect(readForces("Luke, 2 X-wing vs SD").problems).toEqual([]);
  });

  it("turns the Death Star Plans on for 'plans' and 'Death Star Plans', not Emperor Palpatine", () => {
    const base = DEFAULT_SETUP.scenario;
    for (const text of [
      "3 X-wing, plans vs Death Star",
      "Death Star Plans, 3 X-wing vs Death Star",
      "plans",
    ]) {
      const r = applyForces({ ...base, deathStarPlans: false }, text);
      expect(r.ok, text).toBe(true);
      if (r.ok) expect(r.scenario.deathStarPlans, text).toBe(true);
    }
    expect(readForces("plans").problems).toEqual([]);
  });

  it("reads 'with N damage' and '(N damaged)' as damage", () => {
    for (const text of ["MC with 2 damage vs SD", "MC (2 damaged) vs SD"]) {
      const r = readForces(text);
      expect(r.problems, text).toEqual([]);
      expect(r.items[0]!.damage, text).toEqual([2]);
    }
  });

  it("reads the rest of the line when one word is not, naming what it left out", () => {
    const r = applyForcesLeavingOut(DEFAULT_SETUP.scenario, "2 SD, foo, 4 TIE vs 3 X-wing, Mothma");
    expect(r.ok && r.scenario.attacker.units).toEqual({ "star-destroyer": 2, "tie-fighter": 4 });
    expect(r.ok && r.scenario.defender.leaders).toEqual(["mon-mothma"]);
    expect(r.left).toEqual(['"foo" is not a unit or leader']);
    // A broken rule still refuses the whole line; so does a line with nothing readable.
    expect(applyForcesLeavingOut(DEFAULT_SETUP.scenario, "31 ST, foo vs X").ok).toBe(false);
    expect(applyForcesLeavingOut(DEFAULT_SETUP.scenario, "foo bar").ok).toBe(false);
  });
});

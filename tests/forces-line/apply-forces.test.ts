import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseScenario, type Scenario } from "@/lib/scenario";
import { applyForces, scenarioFromForces } from "@/lib/forces-line/apply-forces";
import { DEFAULT_SETUP } from "@/lib/scenario/setup";
import { writeForces } from "@/lib/forces-line/write-forces";
import { ID_WORDS } from "@/lib/scenario/words";
import { FORCES_MAX, forcesTooLong } from "@/lib/scenario/text-limits";
import { setupArb } from "../helpers/setup-arbitrary";

const SULLUST = "2 SD, 4 TIE, 3 AT-ST, 4 ST, Vader vs MC, 3 X-wing, 2 Y, 4 RT, SG, Mothma";

function battle(input: unknown): Scenario {
  const parsed = parseScenario(input);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.scenario;
}

/** The forces only, damage most first: what the text carries. */
const forces = (s: Scenario) =>
  [s.attacker, s.defender].map((side) => ({
    faction: side.faction,
    units: side.units,
    leaders: side.leaders,
    damaged: Object.fromEntries(
      Object.entries(side.damaged).map(([id, l]) => [id, [...(l ?? [])].sort((a, b) => b - a)]),
    ),
  }));

describe("applying the one-line force entry to a battle (docs/engine.md#the-forces-in-one-line)", () => {
  it("sets up Sullust from the default battle, keeping its options", () => {
    const r = applyForces(DEFAULT_SETUP.scenario, SULLUST);
    if (!r.ok) throw new Error(r.error);
    expect(r.scenario.attacker.units).toEqual({
      "star-destroyer": 2,
      "tie-fighter": 4,
      "at-st": 3,
      stormtrooper: 4,
    });
    expect(r.scenario.attacker.leaders).toEqual(["darth-vader"]);
    expect(r.scenario.defender.units).toEqual({
      "x-wing": 3,
      "y-wing": 2,
      "mon-calamari-cruiser": 1,
      "rebel-trooper": 4,
      "shield-generator": 1,
    });
    expect(r.scenario.defender.leaders).toEqual(["mon-mothma"]);
    expect({ ...r.scenario, attacker: null, defender: null }).toEqual({
      ...DEFAULT_SETUP.scenario,
      attacker: null,
      defender: null,
    });
  });

  it("makes the first force the attacker, each force keeping its faction's choices", () => {
    const start = battle({
      attacker: {
        faction: "empire",
        units: { "tie-fighter": 1 },
        retreat: { policy: "after-round", round: 2 },
      },
      defender: { faction: "rebel", units: { "x-wing": 1 }, cardPlay: "none" },
    });
    const r = applyForces(start, "3 X-wing vs SD");
    if (!r.ok) throw new Error(r.error);
    expect(r.scenario.attacker).toMatchObject({ faction: "rebel", units: { "x-wing": 3 }, cardPlay: "none" });
    expect(r.scenario.defender).toMatchObject({
      faction: "empire",
      units: { "star-destroyer": 1 },
      retreat: { policy: "after-round", round: 2 },
    });
  });

  it("replaces only the force of the faction when the text names one", () => {
    const r = applyForces(DEFAULT_SETUP.scenario, "4 Y-wings, Leia");
    if (!r.ok) throw new Error(r.error);
    expect(r.scenario.attacker).toEqual(DEFAULT_SETUP.scenario.attacker);
    expect(r.scenario.defender).toMatchObject({ units: { "y-wing": 4 }, leaders: ["princess-leia"] });
  });

  it("adds up a unit named twice and its damage, most damaged first", () => {
    const r = applyForces(DEFAULT_SETUP.scenario, "2 SD, SD (3 dmg), SD (1 dmg) vs X");
    if (!r.ok) throw new Error(r.error);
    expect(r.scenario.attacker.units).toEqual({ "star-destroyer": 4 });
    expect(r.scenario.attacker.damaged).toEqual({ "star-destroyer": [3, 1] });
  });

  it("refuses the whole text, in one line, for anything it cannot read or the rules do not allow", () => {
    const cases: [string, string][] = [
      [
        "2 SD, Xwng vs General",
        'could not read the forces: "Xwng" is not a unit or leader (X-wing?); "General" could be General Rieekan or General Madine',
      ],
      ["31 ST vs X", "the attacker has 31 Stormtroopers (the game has 30)"],
      [
        "13 striker vs X",
        "the attacker has 13 TIE Strikers (this calculator caps Rise of the Empire units at 12; turn limits off for more)",
      ],
      [
        "SD (4 dmg) vs X",
        "the attacker's Star Destroyer damage must be a whole number from 1 to 3 (it has 4 health), got 4",
      ],
      ["DS (1 dmg) vs X", "the attacker's Death Star cannot take damage"],
      [
        "SD vs X, Luke Skywalker, Jedi Luke",
        "the defender's leaders: Luke Skywalker and Luke Skywalker (Jedi) are the same person",
      ],
      ["2 Vader, SD vs X", "could not read the forces: Darth Vader is one leader, not 2"],
      ["Vader, Vader, SD vs X", "could not read the forces: Darth Vader is named twice"],
      ["Vader (1 dmg), SD vs X", "could not read the forces: Darth Vader is a leader and takes no damage"],
      [
        "SD (2 dmg, 1 dmg, 1 dmg) x2 vs X",
        "could not read the forces: 3 damage amounts for 2 Star Destroyers",
      ],
      ["Vader vs X", "the attacker has no units: a battle needs units on both sides"],
    ];
    for (const [text, error] of cases)
      expect(applyForces(DEFAULT_SETUP.scenario, text), text).toEqual({ ok: false, error });
  });

  it("writes the ids for the CLI and the API when asked", () => {
    expect(applyForces(DEFAULT_SETUP.scenario, "31 ST vs X", ID_WORDS)).toEqual({
      ok: false,
      error: "attacker has 31 stormtrooper (the game has 30)",
    });
  });

  it("builds a whole battle from the text alone (CLI, API), which must name both forces", () => {
    const r = scenarioFromForces(SULLUST);
    if (!r.ok) throw new Error(r.error);
    expect(r.scenario.tactics).toEqual(DEFAULT_SETUP.scenario.tactics);
    expect(writeForces(r.scenario)).toBe(SULLUST);
    expect(scenarioFromForces("3 X-wing")).toEqual({
      ok: false,
      error: 'could not read the forces: name both, split by "vs" or a new line',
    });
  });
});

describe("writing a battle's forces out (the same form, round trip)", () => {
  it("writes Sullust as a player types it, and damage and empty forces so they read back", () => {
    const r = applyForces(DEFAULT_SETUP.scenario, "SD (2 dmg), 2 SD (1 dmg, 3 dmg) vs X");
    if (!r.ok) throw new Error(r.error);
    expect(writeForces(r.scenario)).toBe("3 SD (3 dmg, 2 dmg, 1 dmg) vs X-wing");
    expect(writeForces({ ...r.scenario, defender: { ...r.scenario.defender, units: {}, leaders: [] } })).toBe(
      "3 SD (3 dmg, 2 dmg, 1 dmg) vs Rebels:",
    );
  });

  it("reads back every valid battle's forces as they were", () => {
    fc.assert(
      fc.property(setupArb, ({ scenario }) => {
        const text = writeForces(scenario);
        const back = applyForces(scenario, text);
        // A battle with limits off and dozens of damaged units is written longer than the field takes
        // (docs/server.md#text-limits).
        if (text.length > FORCES_MAX) {
          expect(back).toEqual({ ok: false, error: `could not read the forces: ${forcesTooLong(text)}` });
          return;
        }
        if (!back.ok) throw new Error(`${text}: ${back.error}`);
        expect(forces(back.scenario)).toEqual(forces(scenario));
        // From the page's default battle (with the same component limits), as a pasted line is used.
        const other = applyForces({ ...DEFAULT_SETUP.scenario, ignoreLimits: scenario.ignoreLimits }, text);
        if (!other.ok) throw new Error(`${text}: ${other.error}`);
        expect(forces(other.scenario)).toEqual(forces(scenario));
      }),
      { numRuns: 300 },
    );
  });
});

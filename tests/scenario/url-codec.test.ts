import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { UNITS, LEADERS } from "@/lib/data";
import { PRESETS, parseScenario, type Scenario, type ScenarioInput } from "@/lib/scenario";
import {
  DEFAULT_SETUP,
  MAX_LINK_LENGTH,
  decodeSetup,
  encodeSetup,
  type Setup,
} from "@/lib/scenario/url-codec";

function scenarioOf(input: ScenarioInput): Scenario {
  const parsed = parseScenario(input);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.scenario;
}

function roundTrip(setup: Setup): Setup {
  const decoded = decodeSetup(encodeSetup(setup));
  if (!decoded.ok) throw new Error(decoded.error);
  return decoded.setup;
}

describe("encodeSetup", () => {
  it("writes nothing for the default battle", () => {
    expect(encodeSetup(DEFAULT_SETUP)).toBe("");
  });

  it("writes only what differs from the default, with the version first", () => {
    expect(encodeSetup({ ...DEFAULT_SETUP, trials: 200_000, seed: "abc" })).toBe("v=1&t=200000&seed=abc");
    const scenario = scenarioOf({
      attacker: {
        faction: "empire",
        units: { "tie-fighter": 3, "star-destroyer": 2 },
        leaders: ["darth-vader"],
      },
      defender: { faction: "rebel", units: { "x-wing": 1, "y-wing": 1 }, leaders: ["jan-dodonna"] },
    });
    expect(encodeSetup({ ...DEFAULT_SETUP, scenario })).toBe(
      "v=1&a=empire_tie-fighter.3,star-destroyer.2_darth-vader",
    );
  });

  it("writes every field of a side compactly", () => {
    const scenario = scenarioOf({
      attacker: {
        faction: "rebel",
        units: { "mon-calamari-cruiser": 2, "x-wing": 4 },
        leaders: [],
        damaged: { "mon-calamari-cruiser": [3, 1] },
        targeting: { policy: "priority", order: ["star-destroyer", "tie-fighter"] },
        retreat: { policy: "when-outgunned", ratio: 0.5 },
        cardPlay: "none",
      },
      defender: {
        faction: "empire",
        units: { "star-destroyer": 1 },
        retreat: { policy: "after-round", round: 2 },
      },
      tactics: "none",
      roundCap: 20,
      variants: { blackDie: "no-direct", spaceDeck: "two-onslaught", dsucHealth: "red", monCalCapacity: 6 },
      deathStarPlans: true,
      ignoreLimits: true,
    });
    expect(encodeSetup({ ...DEFAULT_SETUP, scenario })).toBe(
      "v=1&a=rebel_x-wing.4,mon-calamari-cruiser.2__mon-calamari-cruiser.3.1_priority.star-destroyer.tie-fighter_when-outgunned.0.5_none" +
        "&d=empire_star-destroyer____after-round.2&tc=none&rc=20&bd=no-direct&sd=two-onslaught&dsuc=red&mc=6&dsp=1&nolim=1",
    );
  });
});

describe("decodeSetup", () => {
  it("reads no parameters, or only foreign ones, as the default battle", () => {
    expect(decodeSetup("")).toEqual({ ok: true, setup: DEFAULT_SETUP });
    expect(decodeSetup("?utm_source=chat")).toEqual({ ok: true, setup: DEFAULT_SETUP });
    expect(decodeSetup({})).toEqual({ ok: true, setup: DEFAULT_SETUP });
  });

  it("ignores a compare link's pinned setup (`vs`), which lib/compare/compare-link reads", () => {
    expect(decodeSetup("vs=1~a:empire_stormtrooper.31")).toEqual({ ok: true, setup: DEFAULT_SETUP });
    const b = decodeSetup("v=1&t=20000&seed=b");
    expect(decodeSetup("v=1&t=20000&seed=b&vs=1~t:5000~seed:a")).toEqual(b);
    expect(decodeSetup({ v: "1", t: "20000", seed: "b", vs: "1~t:5000~seed:a" })).toEqual(b);
  });

  it("round-trips every preset with options set", () => {
    for (const preset of PRESETS) {
      const setup: Setup = {
        scenario: scenarioOf(preset.scenario),
        trials: 50_000,
        seed: `preset-${preset.id}`,
      };
      expect(roundTrip(setup)).toEqual(setup);
    }
  });

  it("accepts Next's searchParams object", () => {
    const decoded = decodeSetup({ v: "1", t: "20000", seed: "x" });
    expect(decoded).toEqual({ ok: true, setup: { ...DEFAULT_SETUP, trials: 20_000, seed: "x" } });
  });

  it.each([
    ["v=1&a=empire_stormtrooper.31", "Invalid battle link: attacker has 31 stormtrooper (the game has 30)"],
    ["a=empire_tie-fighter", "Invalid battle link: the link has no format version (v=1)"],
    [
      "v=2&t=5000",
      'Invalid battle link: link format version "2" is not supported (this app reads version 1)',
    ],
    [
      "v=1&a=empire_tie-fighter.x",
      'Invalid battle link: attacker count of tie-fighter is not a whole number ("x")',
    ],
    ["v=1&a=empire_death-trooper", 'Invalid battle link: attacker.units: unknown unit "death-trooper"'],
    [
      "v=1&d=empire_tie-fighter",
      "Invalid battle link: both sides are Imperial: one side must be the Empire and the other the Rebels",
    ],
    ["v=1&t=12", 'Invalid battle link: trials must be from 1,000 to 2,000,000 (got "12")'],
    ["v=1&seed=a%20b", "Invalid battle link: seed must be 1 to 64 letters, digits, '.', '_' or '-'"],
    ["v=1&tc=maybe", 'Invalid battle link: tactic cards must be "base" or "none" (got "maybe")'],
    ["v=1&t=5000&t=6000", 'Invalid battle link: "t" is given 2 times'],
    [
      "v=1&a=empire_star-destroyer_darth-vader_star-destroyer.4",
      "Invalid battle link: attacker.damaged: star-destroyer damage must be a whole number from 1 to 3 (it has 4 health), got 4",
    ],
    [
      "v=1&a=empire_tie-fighter____sometimes",
      'Invalid battle link: attacker retreat "sometimes" is not a retreat policy',
    ],
  ])("explains what is wrong with %s", (query, message) => {
    expect(decodeSetup(query)).toEqual({ ok: false, error: message });
  });

  it("refuses an over-long link before reading it", () => {
    const query = `v=1&seed=${"a".repeat(MAX_LINK_LENGTH)}`;
    expect(decodeSetup(query)).toEqual({
      ok: false,
      error: `Invalid battle link: it is too long (${query.length} characters, at most ${MAX_LINK_LENGTH})`,
    });
  });

  it("never throws on arbitrary input", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (text) => {
        const result = decodeSetup(text);
        expect(typeof result.ok).toBe("boolean");
      }),
    );
  });

  it("round-trips random valid battles", () => {
    const empireUnits = UNITS.filter((u) => u.faction === "empire");
    const rebelUnits = UNITS.filter((u) => u.faction === "rebel");
    const counts = (units: typeof UNITS extends readonly (infer U)[] ? U[] : never) =>
      fc.tuple(...units.map((u) => fc.integer({ min: 0, max: Math.min(u.limit, 4) })));
    const empireLeaders = LEADERS.filter((l) => l.faction === "empire").map((l) => l.id);
    fc.assert(
      fc.property(
        counts(empireUnits),
        counts(rebelUnits),
        fc.subarray(empireLeaders),
        fc.integer({ min: 1_000, max: 2_000_000 }),
        fc.stringMatching(/^[A-Za-z0-9_.-]{1,64}$/),
        fc.boolean(),
        (e, r, leaders, trials, seed, empireAttacks) => {
          const units = (list: readonly { id: string }[], n: number[]) =>
            Object.fromEntries(list.map((u, i) => [u.id, n[i] ?? 0]).filter(([, k]) => (k as number) > 0));
          const empire = {
            faction: "empire" as const,
            units: { "tie-fighter": 1, ...units(empireUnits, e) },
            leaders,
          };
          const rebel = { faction: "rebel" as const, units: { "x-wing": 1, ...units(rebelUnits, r) } };
          const parsed = parseScenario(
            empireAttacks ? { attacker: empire, defender: rebel } : { attacker: rebel, defender: empire },
          );
          if (!parsed.ok) return;
          const setup: Setup = { scenario: parsed.scenario, trials, seed };
          expect(roundTrip(setup)).toEqual(setup);
        },
      ),
      { numRuns: 200 },
    );
  });
});

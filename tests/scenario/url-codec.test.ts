import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { UNITS, LEADERS, cinematicCards, type CinematicCardDef } from "@/lib/data";
import { PRESETS, parseScenario, type Scenario, type ScenarioInput } from "@/lib/scenario";
import { SETUP_PARAMS } from "@/lib/scenario/link-params";
import { LINK_PARAMS } from "@/lib/share/link-keys";
import {
  DEFAULT_SETUP,
  MAX_LINK_LENGTH,
  decodeSetup,
  encodeSetup,
  type Setup,
} from "@/lib/scenario/url-codec";
import { repairQuery } from "@/lib/link/repair-query";
import { setupArb } from "../helpers/setup-arbitrary";

function scenarioOf(input: ScenarioInput): Scenario {
  const parsed = parseScenario(input);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.scenario;
}

const longestSeven = (deck: readonly CinematicCardDef[]) =>
  [...deck]
    .sort((a, b) => b.id.length - a.id.length)
    .slice(0, 7)
    .map((c) => c.id);

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
    expect(encodeSetup({ ...DEFAULT_SETUP, trials: 200_000, seed: "abc" })).toBe("v=2&t=200000&seed=abc");
    const scenario = scenarioOf({
      attacker: {
        faction: "empire",
        units: { "tie-fighter": 3, "star-destroyer": 2 },
        leaders: ["darth-vader"],
        goal: "auto",
      },
      defender: {
        faction: "rebel",
        units: { "x-wing": 1, "y-wing": 1 },
        leaders: ["jan-dodonna"],
        goal: "auto",
      },
    });
    expect(encodeSetup({ ...DEFAULT_SETUP, scenario })).toBe(
      "v=2&a=empire_tie-fighter.3,star-destroyer.2_darth-vader",
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
        goal: "auto",
      },
      defender: {
        faction: "empire",
        units: { "star-destroyer": 1 },
        retreat: { policy: "after-round", round: 2 },
        goal: "auto",
      },
      tactics: "none",
      roundCap: 20,
      variants: { blackDie: "no-direct", spaceDeck: "two-onslaught", dsucHealth: "red", monCalCapacity: 6 },
      deathStarPlans: true,
      ignoreLimits: true,
    });
    expect(encodeSetup({ ...DEFAULT_SETUP, scenario })).toBe(
      "v=2&a=rebel_x-wing.4,mon-calamari-cruiser.2__mon-calamari-cruiser.3.1_priority.star-destroyer.tie-fighter_when-outgunned.0.5_none" +
        "&d=empire_star-destroyer____after-round.2&tc=none&rc=20&bd=no-direct&sd=two-onslaught&dsuc=red&mc=6&dsp=1&nolim=1",
    );
  });
});

describe("decodeSetup", () => {
  it("reads no parameters, or only foreign ones, as the default battle", () => {
    expect(decodeSetup("")).toEqual({ ok: true, setup: DEFAULT_SETUP, notices: [] });
    expect(decodeSetup("?utm_source=chat")).toEqual({ ok: true, setup: DEFAULT_SETUP, notices: [] });
    expect(decodeSetup({})).toEqual({ ok: true, setup: DEFAULT_SETUP, notices: [] });
  });

  it("ignores a compare link's pinned setup (`vs`), which lib/compare/compare-link reads", () => {
    expect(decodeSetup("vs=1~a:empire_stormtrooper.31")).toEqual({
      ok: true,
      setup: DEFAULT_SETUP,
      notices: [],
    });
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
    const decoded = decodeSetup({ v: "2", t: "20000", seed: "x" });
    expect(decoded).toEqual({
      ok: true,
      setup: { ...DEFAULT_SETUP, trials: 20_000, seed: "x" },
      notices: [],
    });
  });

  it.each([
    [
      "v=1&a=empire_stormtrooper.31",
      "Invalid battle link: the attacker has 31 Stormtroopers (the game has 30)",
    ],
    ["a=empire_tie-fighter", "Invalid battle link: the link has no format version (v=2)"],
    [
      "v=3&t=5000",
      'Invalid battle link: link format version "3" is not supported (this app reads versions 1 to 2)',
    ],
    [
      "v=1&a=empire_tie-fighter.x",
      'Invalid battle link: attacker count of tie-fighter is not a whole number ("x")',
    ],
    [
      "v=1&a=empire_death-trooper",
      'Invalid battle link: the attacker\'s units: unknown unit "death-trooper"',
    ],
    [
      "v=1&d=empire_tie-fighter",
      "Invalid battle link: both sides are Imperial: one side must be the Empire and the other the Rebels",
    ],
    ["v=1&t=12", 'Invalid battle link: trials must be from 1,000 to 2,000,000 (got "12")'],
    ["v=1&seed=a%20b", "Invalid battle link: seed must be 1 to 64 letters, digits, '.', '_' or '-'"],
    ["v=1&tc=maybe", 'Invalid battle link: tactic cards must be "base", "none" or "cinematic" (got "maybe")'],
    ["v=1&t=5000&t=6000", 'Invalid battle link: "t" is given 2 times'],
    [
      "v=1&a=empire_star-destroyer_darth-vader_star-destroyer.4",
      "Invalid battle link: the attacker's Star Destroyer damage must be a whole number from 1 to 3 (it has 4 health), got 4",
    ],
    [
      "v=1&a=empire_tie-fighter____sometimes",
      'Invalid battle link: attacker retreat "sometimes" is not a retreat policy',
    ],
  ])("strictly (a pinned setup A), refuses %s, naming what is wrong", (query, message) => {
    expect(decodeSetup(query, { strict: true })).toEqual({ ok: false, error: message });
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

describe("the link table", () => {
  it("is lossless over every valid setup: every field, every range, every variant", () => {
    fc.assert(
      fc.property(setupArb, (setup) => {
        expect(roundTrip(setup)).toEqual(setup);
      }),
      { numRuns: 300 },
    );
  });

  it("round-trips a retreat ratio JavaScript writes with an exponent (1e-7, the smallest double)", () => {
    for (const ratio of [1e-7, 1.5e-7, Number.MIN_VALUE, 0.1 + 0.2, 10]) {
      const scenario = {
        ...DEFAULT_SETUP.scenario,
        attacker: {
          ...DEFAULT_SETUP.scenario.attacker,
          retreat: { policy: "when-outgunned" as const, ratio },
        },
      };
      const setup = { ...DEFAULT_SETUP, scenario };
      expect(roundTrip(setup).scenario.attacker.retreat).toEqual({ policy: "when-outgunned", ratio });
    }
    expect(
      encodeSetup({
        ...DEFAULT_SETUP,
        scenario: {
          ...DEFAULT_SETUP.scenario,
          attacker: {
            ...DEFAULT_SETUP.scenario.attacker,
            retreat: { policy: "when-outgunned", ratio: 1e-7 },
          },
        },
      }),
    ).toBe("v=2&a=empire_tie-fighter,star-destroyer_darth-vader___when-outgunned.1e-7");
  });

  it("writes no parameter at its default and has one entry per key", () => {
    const keys = LINK_PARAMS.map((p) => p.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const p of SETUP_PARAMS) expect(p.serialize(p.read(DEFAULT_SETUP))).toBe(p.serialize(p.default));
  });

  it("fits the longest valid setup within MAX_LINK_LENGTH", () => {
    const side = (faction: "empire" | "rebel", enemy: "empire" | "rebel") => {
      const own = UNITS.filter((u) => u.faction === faction);
      return {
        faction,
        units: Object.fromEntries(own.map((u) => [u.id, 99])),
        damaged: Object.fromEntries(
          own.filter((u) => u.health > 1).map((u) => [u.id, Array(99).fill(u.health - 1)]),
        ),
        leaders: LEADERS.filter((l) => l.faction === faction && l.id !== "luke-skywalker").map((l) => l.id),
        targeting: { policy: "priority", order: UNITS.filter((u) => u.faction === enemy).map((u) => u.id) },
        retreat: { policy: "when-outgunned", ratio: 0.1 + 0.2 },
        cardPlay: "first-useful",
        // (the 7 longest names of each deck: all 8 cannot be in the discard pile)
        usedCards: {
          space: longestSeven(cinematicCards(faction, "space")),
          ground: longestSeven(cinematicCards(faction, "ground")),
        },
      } as const;
    };
    const setup: Setup = {
      scenario: scenarioOf({
        attacker: side("empire", "rebel"),
        defender: side("rebel", "empire"),
        tactics: "cinematic",
        roundCap: 499,
        variants: {
          blackDie: "no-direct",
          spaceDeck: "two-onslaught",
          dsucHealth: "red",
          monCalCapacity: 6,
          swarmTactics: 2,
          overwhelmingPresence: "direct",
          cinematicBombardment: "sd-or-ssd",
        },
        deathStarPlans: true,
        ignoreLimits: true,
      }),
      trials: 1_999_999,
      seed: "x".repeat(64),
    };
    const link = encodeSetup(setup);
    expect(link.length).toBeLessThanOrEqual(MAX_LINK_LENGTH);
    expect(link.length).toBeGreaterThan(MAX_LINK_LENGTH / 2); // the cap is not far above what is needed
    expect(roundTrip(setup)).toEqual(setup);
  });
});

describe("the precision (`p`)", () => {
  it("is written only when set, and read back", () => {
    const setup: Setup = { ...DEFAULT_SETUP, precision: 0.5 };
    expect(encodeSetup(setup)).toBe("v=2&p=0.5");
    expect(roundTrip(setup)).toEqual(setup);
    expect(decodeSetup("v=2&p=0.25&t=50000")).toEqual({
      ok: true,
      setup: { ...DEFAULT_SETUP, trials: 50_000, precision: 0.25 },
      notices: [],
    });
    expect(decodeSetup("v=2")).toEqual({ ok: true, setup: DEFAULT_SETUP, notices: [] });
  });

  it("takes only the choices the page offers", () => {
    expect(decodeSetup("v=2&p=0.3", { strict: true })).toEqual({
      ok: false,
      error: 'Invalid battle link: precision must be one of 1, 0.5, 0.25, 0.1 points (got "0.3")',
    });
    expect(decodeSetup("v=2&p=0.3")).toEqual({
      ok: true,
      setup: DEFAULT_SETUP,
      notices: [
        'Part of the battle link: precision must be one of 1, 0.5, 0.25, 0.1 points (got "0.3"); ignored',
      ],
    });
  });
});

describe("links mangled on the way", () => {
  const link = "v=1&a=empire_tie-fighter.2,star-destroyer_darth-vader&d=rebel_x-wing.2,y-wing&t=20000";
  const expected = decodeSetup(link);

  it("reads `&amp;` written for `&` (mail and chat apps), in a string or Next's searchParams", () => {
    expect(expected.ok).toBe(true);
    expect(decodeSetup(link.replaceAll("&", "&amp;"))).toEqual(expected);
    expect(decodeSetup(`?${link.replaceAll("&", "&amp;amp;")}`)).toEqual(expected);
    expect(decodeSetup(Object.fromEntries(new URLSearchParams(link.replaceAll("&", "&amp;"))))).toEqual(
      expected,
    );
    expect(repairQuery("v=1&amp;vs=1~t:5000").get("vs")).toBe("1~t:5000");
  });

  it.each([
    [
      "in a unit name",
      "v=1&a=empire_tie-fighter.2,star-destroyer_darth-vader&d=rebel_x-wing.2,y-w",
      "the defender",
      "rebel_x-wing.2,y-w",
    ],
    ["after a comma", "v=1&d=rebel_x-wing.2,", "the defender", "rebel_x-wing.2,"],
    ["after a field separator", "v=1&a=empire_tie-fighter_", "the attacker", "empire_tie-fighter_"],
    ["in a leader name", "v=1&a=empire_tie-fighter_darth", "the attacker", "empire_tie-fighter_darth"],
    ["in a policy name", "v=1&a=empire_tie-fighter____when", "the attacker", "empire_tie-fighter____when"],
    [
      "with an ellipsis",
      "v=1&a=empire_tie-fighter.2,star-destroyer…",
      "the attacker",
      "empire_tie-fighter.2,star-destroyer…",
    ],
    ["after the equals sign", "v=1&a=empire_tie-fighter&d=", "the defender", ""],
    ["in a key", "v=1&a=empire_tie-fighter&see", "the seed", ""],
    ["in a key two keys share", "v=1&a=empire_tie-fighter&s", "the end of the link", ""],
  ])("says what a link cut short %s could not read", (_, query, what, tail) => {
    expect(decodeSetup(query, { strict: true })).toEqual({
      ok: false,
      error: `Invalid battle link: it looks cut short, so ${what} could not be read whole (it ends "${tail.slice(-24)}")`,
    });
  });

  it("does not take a whole link for a cut one", () => {
    for (const query of [
      "v=1&a=empire_tie-fighter.2,star-destroyer",
      "v=1&seed=abc...",
      "v=1&seed=a-",
      "v=1&a=empire_star-destroyer_thrawn",
    ]) {
      const decoded = decodeSetup(query, { strict: true });
      expect(decoded.ok ? "ok" : decoded.error, query).not.toMatch(/cut short/);
    }
  });
});

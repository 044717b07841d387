import { describe, expect, it } from "vitest";
import { LINK_VERSION } from "@/lib/scenario/link-defaults";
import {
  LATEST_DEFAULTS,
  LINK_DEFAULTS,
  V1_DEFAULTS,
  V2_DEFAULTS,
  type LinkDefaults,
} from "@/lib/scenario/link-defaults";
import { WIN_SETUP } from "../helpers/scenarios";
import { keepOlderDefaults, MIGRATIONS } from "@/lib/scenario/link-migrations";
import { SETUP_PARAMS } from "@/lib/scenario/link-params";
import { decodeSetup, DEFAULT_SETUP, encodeSetup, versionedLink, type Setup } from "@/lib/scenario/url-codec";
import { decodePinned } from "@/lib/compare/compare-link";
import { SIDE_POLICIES } from "@/lib/scenario/policies";
import { SIDE_FIELDS } from "@/lib/scenario/side-link";
import { BATTLE_LINK_CORPUS, withAddedFields } from "../helpers/battle-link-corpus";

const corpus = BATTLE_LINK_CORPUS.links;

function policyDefault(c: (typeof SIDE_POLICIES)[number]): unknown {
  return c.kind === "tagged" ? { [c.tag]: c.default } : c.default;
}

describe("link versions (docs/links-and-history.md#link-versions)", () => {
  it("the latest version's frozen defaults are today's defaults: a changed default needs a new version", () => {
    // If this fails, a default changed: add a version to LINK_DEFAULTS (docs/links-and-history.md#how-to-add-a-default).
    const { trials, seed, precision } = LATEST_DEFAULTS;
    const { scenario } = LATEST_DEFAULTS;
    expect(DEFAULT_SETUP).toEqual(
      precision === null ? { scenario, trials, seed } : { scenario, trials, seed, precision },
    );
    for (const c of SIDE_POLICIES) expect(LATEST_DEFAULTS.sidePolicies[c.id], c.id).toEqual(policyDefault(c));
    const latest = { scenario, trials, seed } as Setup;
    for (const p of SETUP_PARAMS) expect(p.serialize(p.default), p.key).toBe(p.serialize(p.read(latest)));
    expect(LINK_VERSION).toBe(LATEST_DEFAULTS.version);
  });

  it("numbers versions 1, 2, … with one migration between each two", () => {
    expect(LINK_DEFAULTS.map((d) => d.version)).toEqual(LINK_DEFAULTS.map((_, i) => i + 1));
    expect(MIGRATIONS.map((m) => m.from)).toEqual(LINK_DEFAULTS.slice(0, -1).map((d) => d.version));
  });

  // A made-up next version in which every kind of default changed: a whole key, a battle option, the default
  // attacker, a side's empty policy field.
  const V2: LinkDefaults = {
    ...V1_DEFAULTS,
    version: 2,
    trials: 50_000,
    scenario: {
      ...V1_DEFAULTS.scenario,
      attacker: {
        ...V1_DEFAULTS.scenario.attacker,
        units: { "tie-fighter": 3 },
        targeting: { policy: "max-kills" },
      },
      defender: { ...V1_DEFAULTS.scenario.defender, targeting: { policy: "max-kills" } },
      tactics: { mode: "none" },
      variants: { ...V1_DEFAULTS.scenario.variants, blackDie: "no-direct" },
    },
    sidePolicies: { ...V1_DEFAULTS.sidePolicies, targeting: { policy: "max-kills" } },
  };
  const toV2 = keepOlderDefaults(V1_DEFAULTS, V2);
  const migrate = (link: string) => toV2(new Map([...new URLSearchParams(link)].filter(([k]) => k !== "v")));

  it("writes out each old default a link left out, and nothing else", () => {
    expect(Object.fromEntries(migrate("v=1&seed=abc"))).toEqual({
      seed: "abc",
      a: "empire_tie-fighter,star-destroyer_darth-vader__threat_never_smart___win",
      d: "rebel_x-wing,y-wing_jan-dodonna__threat_never_smart___win",
      tc: "base",
      bd: "standard",
      t: "100000",
    });
    expect(migrate("v=1&a=empire_tie-fighter.2&t=3000&tc=none").get("a")).toBe(
      "empire_tie-fighter.2___threat",
    );
    expect(migrate("v=1&a=empire_tie-fighter.2___biggest-first&t=3000").get("a")).toBe(
      "empire_tie-fighter.2___biggest-first",
    );
    expect(migrate("v=1&d=rebel_x-wing.2_____none").get("d")).toBe("rebel_x-wing.2___threat__none");
    const same = keepOlderDefaults(V1_DEFAULTS, V1_DEFAULTS);
    for (const e of corpus) {
      const values = new Map([...new URLSearchParams(e.link)].filter(([k]) => k !== "v"));
      expect(same(values), e.why).toEqual(values);
    }
  });

  it("keeps every corpus link's meaning: what it writes out is the link's own version's default", () => {
    for (const e of corpus) {
      const values = migrate(e.link);
      const q = new URLSearchParams([["v", "1"], ...values]);
      const decoded = decodeSetup(q, { strict: true });
      expect(decoded.ok && decoded.setup, e.why).toEqual(withAddedFields(e.setup));
      // …and it leaves nothing whose default changed for a version-2 reader to fill in.
      for (const key of ["t", "tc", "bd", "a", "d"]) expect(values.has(key), `${e.why}: ${key}`).toBe(true);
      for (const side of ["a", "d"]) {
        const fields = values.get(side)!.split("_");
        expect(fields.length).toBeLessThanOrEqual(SIDE_FIELDS);
        expect(fields[4], `${e.why}: ${side} targeting`).not.toBe("");
      }
    }
  });

  it("refuses a version it does not know, in one line, and reads a pinned A of a known one", () => {
    expect(decodeSetup("v=3&t=5000")).toEqual({
      ok: false,
      error: 'Invalid battle link: link format version "3" is not supported (this app reads versions 1 to 2)',
    });
    expect(decodeSetup("v=01&t=5000").ok).toBe(false);
    expect(decodePinned("3~t:5000")).toEqual({
      ok: false,
      error:
        'Invalid compare link: pinned setup format "3" is not supported (this app reads versions 1 to 2)',
    });
    const pinned = decodePinned("2~t:5000");
    expect(pinned.ok && pinned.pinned).toEqual({ ...DEFAULT_SETUP, trials: 5000 });
    const old = decodePinned("1~t:5000");
    expect(old.ok && old.pinned).toEqual({ ...WIN_SETUP, trials: 5000 });
  });

  it("version 2 (docs/rules.md#auto): a side's empty goal field is auto; a version-1 side's is the win, written out", () => {
    expect(V2_DEFAULTS.goal).toBe("auto");
    expect(V1_DEFAULTS.goal).toBe("win");
    const toV2 = MIGRATIONS.find((m) => m.from === 1)!.migrate;
    expect(
      Object.fromEntries(
        toV2(
          new Map([
            ["a", "empire_tie-fighter.2"],
            ["t", "3000"],
          ]),
        ),
      ),
    ).toEqual({
      a: "empire_tie-fighter.2________win",
      d: "rebel_x-wing,y-wing_jan-dodonna__threat_never_smart___win",
      t: "3000",
    });
    // (a goal the link wrote is its own: kept)
    expect(toV2(new Map([["d", "rebel_x-wing________hold-space"]])).get("d")).toBe(
      "rebel_x-wing________hold-space",
    );
    const v1 = decodeSetup("v=1&a=empire_tie-fighter.2&t=3000");
    const v2 = decodeSetup("v=2&a=empire_tie-fighter.2&t=3000");
    expect(v1.ok && [v1.setup.scenario.attacker.goal, v1.setup.scenario.defender.goal]).toEqual([
      undefined,
      undefined,
    ]);
    expect(v2.ok && [v2.setup.scenario.attacker.goal, v2.setup.scenario.defender.goal]).toEqual([
      "auto",
      "auto",
    ]);
    // A new battle records auto as the default (nothing written); the win is written.
    expect(encodeSetup(DEFAULT_SETUP)).toBe("");
    expect(v1.ok && encodeSetup(v1.setup)).toBe(
      "v=2&a=empire_tie-fighter.2________win&d=rebel_x-wing,y-wing_jan-dodonna_______win&t=3000",
    );
    expect(v2.ok && encodeSetup(v2.setup)).toBe("v=2&a=empire_tie-fighter.2&t=3000");
  });

  it("writes the version into every link it keeps, the default battle's too; the bare front page is today's default", () => {
    expect(versionedLink(DEFAULT_SETUP)).toBe(`v=${LINK_VERSION}`);
    expect(versionedLink({ ...DEFAULT_SETUP, seed: "x" })).toBe(`v=${LINK_VERSION}&seed=x`);
    expect(decodeSetup("")).toEqual({ ok: true, setup: DEFAULT_SETUP, notices: [] });
  });
});

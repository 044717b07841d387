import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseAssault } from "@/lib/assault";
import { decodeAssault, DEFAULT_ASSAULT_INPUT, encodeAssault, opening } from "@/lib/assault/assault-link";
import {
  ASSAULT_LINK_DEFAULTS,
  ASSAULT_MIGRATIONS,
  ASSAULT_V1_DEFAULTS,
  ASSAULT_V2_DEFAULTS,
  keepOlderAssaultDefaults,
  knownAssaultVersion,
  LATEST_ASSAULT_DEFAULTS,
  type AssaultLinkDefaults,
} from "@/lib/assault/assault-link-defaults";
import { valueOf } from "@/lib/assault/field-value";
import { FIELDS } from "@/lib/assault/fields";

/** An /assault link means the same attack forever (docs/links-and-history.md#link-versions). */
const corpus = (
  JSON.parse(readFileSync("tests/fixtures/assault-links-v1.json", "utf8")) as {
    links: { why: string; link: string }[];
  }
).links;

const decoded = (q: URLSearchParams) => {
  const d = decodeAssault(q);
  if (!d.ok) throw new Error(d.error);
  return d;
};

describe("/assault link versions", () => {
  it("the latest version's frozen defaults are today's: a changed default needs a new version", () => {
    // If this fails, a default changed: add a version to ASSAULT_LINK_DEFAULTS (lib/assault/assault-link-defaults.ts).
    const latest = LATEST_ASSAULT_DEFAULTS.input;
    expect(opening()).toEqual(latest);
    const typed = parseAssault(DEFAULT_ASSAULT_INPUT);
    expect(typed.ok && typed.assault).toEqual(latest);
    for (const f of FIELDS) {
      expect(valueOf(latest, f.path), f.path).not.toBeUndefined();
      if (valueOf(DEFAULT_ASSAULT_INPUT, f.path) === undefined)
        expect(valueOf(latest, f.path), f.path).toEqual(f.default);
    }
    expect(decoded(new URLSearchParams(`v=${LATEST_ASSAULT_DEFAULTS.version}`)).assault).toEqual(latest);
  });

  it("numbers versions 1, 2, … with one migration between each two, and reads only those", () => {
    expect(ASSAULT_LINK_DEFAULTS.map((d) => d.version)).toEqual(ASSAULT_LINK_DEFAULTS.map((_, i) => i + 1));
    expect(ASSAULT_MIGRATIONS.map((m) => m.from)).toEqual(
      ASSAULT_LINK_DEFAULTS.slice(0, -1).map((d) => d.version),
    );
    expect(knownAssaultVersion("1")).toBe(1);
    expect(knownAssaultVersion("2")).toBe(2);
    for (const bad of ["01", "3", "0", "", "1.0", undefined])
      expect(knownAssaultVersion(bad), String(bad)).toBeNull();
    expect(decodeAssault(new URLSearchParams("v=3&atk=red"))).toEqual({
      ok: false,
      error: 'Invalid attack link: version "3" is not known (this page reads versions 1 to 2)',
    });
  });

  it("version 2: rerolls for each attack's damage unless the link says defeat; a version-1 link keeps the defeat", () => {
    expect(ASSAULT_V2_DEFAULTS.input.rerollsFor).toBe("damage");
    expect(decoded(new URLSearchParams("v=2&atk=red&arr=1")).assault.rerollsFor).toBe("damage");
    expect(decoded(new URLSearchParams("v=1&atk=red&arr=1")).assault.rerollsFor).toBe("defeat");
    expect(decoded(new URLSearchParams("v=2&atk=red&rf=defeat")).assault.rerollsFor).toBe("defeat");
    // The written link is version 2, and says "defeat" when it is asked for.
    const a = decoded(new URLSearchParams("v=1&atk=red&arr=1")).assault;
    expect(encodeAssault(a)).toBe("v=2&atk=red&arr=1&rf=defeat");
  });

  // A made-up next version in which defaults of every kind changed: dice lists, surges, a count, range, health.
  const V2: AssaultLinkDefaults = {
    version: 3,
    input: {
      ...ASSAULT_V1_DEFAULTS.input,
      attack: { ...ASSAULT_V1_DEFAULTS.input.attack, dice: ["red"], surges: [], accuracy: 1 },
      defense: { ...ASSAULT_V1_DEFAULTS.input.defense, dice: ["black"] },
      range: null,
      health: 8,
    },
  };
  const toV2 = keepOlderAssaultDefaults(ASSAULT_V1_DEFAULTS, V2);

  it("writes out each old default a link left out, and nothing else", () => {
    expect(Object.fromEntries(toV2(new URLSearchParams("v=1&atk=yellow&n=2")))).toEqual({
      v: "1",
      atk: "yellow",
      n: "2",
      sg: "d1.p1",
      acc: "0",
      def: "white",
      r: "4",
      hp: "5",
    });
    const same = keepOlderAssaultDefaults(ASSAULT_V1_DEFAULTS, ASSAULT_V1_DEFAULTS);
    for (const e of corpus)
      expect(same(new URLSearchParams(e.link)).toString(), e.why).toBe(
        new URLSearchParams(e.link).toString(),
      );
  });

  it("keeps every corpus link's meaning, leaving nothing whose default changed for a version-2 reader", () => {
    for (const e of corpus) {
      const q = new URLSearchParams(e.link);
      if (!q.has("v")) continue; // (a link of no version reads as the opening attack, whatever the version)
      const migrated = toV2(q);
      expect(decoded(migrated).assault, e.why).toEqual(decoded(q).assault);
      for (const key of ["atk", "sg", "acc", "def", "r", "hp"])
        expect(migrated.has(key), `${e.why}: ${key}`).toBe(true);
    }
  });
});

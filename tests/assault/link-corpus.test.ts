import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ASSAULT_LINK_DEFAULTS, LATEST_ASSAULT_DEFAULTS } from "@/lib/assault/assault-link-defaults";
import { withAddedFields } from "@/lib/link/versions";
import { readAssaultPage } from "@/lib/assault/assault-page-link";
import { repairQuery } from "@/lib/link/repair-query";

/**
 * The golden corpora (docs/assault.md#share-link): /assault links made by the code of each link version, each with
 * the attack it decoded to then (scripts/assault-link-corpus.ts, run once per version). A link means the same
 * attack forever: every entry must still decode to exactly that. A field added later must default to what the old
 * links meant.
 */
interface Entry {
  readonly why: string;
  readonly link: string;
  readonly assault: unknown;
  readonly pinned: unknown;
}
const read = (file: string) =>
  JSON.parse(readFileSync(file, "utf8")) as {
    version: number;
    links: Entry[];
  };

/**
 * Per corpus, its version. A field added since a corpus was written is filled in from its version's frozen literal
 * (lib/link/versions.ts, the one rule: a field added without a new version is written into every version's literal
 * with what older links meant). Version 1: no power token, surges to damage first, rerolls for the defeat (version
 * 2's default "damage" is written out for them by the migration); both: neither side starting Focused or Weakened.
 */
const CORPORA: readonly { file: string; version: number }[] = [
  { file: "tests/fixtures/assault-links-v1.json", version: 1 },
  { file: "tests/fixtures/assault-links-v2.json", version: 2 },
];

/** `versioned`: the part carries a version; one that does not reads as today's opening attack, rerolls and all. */
function withAdded(a: unknown, version: number, versioned: boolean): unknown {
  if (a === null) return null;
  const latest = LATEST_ASSAULT_DEFAULTS.input;
  const old = versioned ? a : { ...(a as object), rerollsFor: latest.rerollsFor };
  const frozen = versioned ? ASSAULT_LINK_DEFAULTS[version - 1]!.input : latest;
  return withAddedFields(old, frozen, [["attack"], ["defense"]]);
}

describe.each(CORPORA)("the golden corpus of /assault links ($file)", ({ file, version }) => {
  const corpus = read(file);
  it("holds at least 100 links of its version", () => {
    expect(corpus.version).toBe(version);
    expect(corpus.links.length).toBeGreaterThanOrEqual(100);
  });

  it.each(corpus.links.map((e) => [e.why, e] as const))("%s decodes as it did", (_, entry) => {
    const page = readAssaultPage(repairQuery(entry.link));
    const q = new URLSearchParams(entry.link);
    expect(page.notices, entry.link).toEqual([]);
    expect(page.assault, entry.link).toEqual(withAdded(entry.assault, version, q.has("v")));
    const pin = new URLSearchParams(q.get("pin") ?? "").has("v");
    expect(page.pinned, entry.link).toEqual(withAdded(entry.pinned, version, pin));
  });
});

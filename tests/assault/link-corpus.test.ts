import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { LATEST_ASSAULT_DEFAULTS } from "@/lib/assault/assault-link-defaults";
import { readAssaultPage } from "@/lib/assault/assault-page-link";
import { repairQuery } from "@/lib/link/repair-query";

/**
 * The golden corpora (issues 34 and 49): /assault links made by the code of each link version, each with the attack
 * it decoded to then (scripts/assault-link-corpus.ts, run once per version). A link means the same attack forever:
 * every entry must still decode to exactly that. A field added later must default to what the old links meant.
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

type Added = { attack: object; defense: object; top: object };

/**
 * Per corpus, the fields added since its version, with what its links mean by leaving them out. Version 1: no power
 * token, surges to damage first, rerolls for the defeat (version 2's default "damage" is written out for them by the
 * migration); both: neither side starting Focused or Weakened. A new field goes here with its default; a changed default is a new link version instead.
 */
const CORPORA: readonly { file: string; version: number; added: Added }[] = [
  {
    file: "tests/fixtures/assault-links-v1.json",
    version: 1,
    added: {
      attack: { powerTokens: [], playFor: null, focused: false, figure: null, weapon: null },
      defense: { powerTokens: [], weakened: false, figure: null },
      top: { rerollsFor: "defeat", more: [] },
    },
  },
  {
    file: "tests/fixtures/assault-links-v2.json",
    version: 2,
    added: {
      attack: { focused: false, figure: null, weapon: null },
      defense: { weakened: false, figure: null },
      top: { more: [] },
    },
  },
];

/** `versioned`: the part carries a version; one that does not reads as today's opening attack, rerolls and all. */
function withAdded(a: unknown, added: Added, versioned: boolean): unknown {
  if (a === null) return null;
  const old = a as { attack: object; defense: object; rerollsFor?: string };
  return {
    ...old,
    attack: { ...old.attack, ...added.attack },
    defense: { ...old.defense, ...added.defense },
    ...(versioned ? added.top : { rerollsFor: LATEST_ASSAULT_DEFAULTS.input.rerollsFor, more: [] }),
  };
}

describe.each(CORPORA)("the golden corpus of /assault links ($file)", ({ file, version, added }) => {
  const corpus = read(file);
  it("holds at least 100 links of its version", () => {
    expect(corpus.version).toBe(version);
    expect(corpus.links.length).toBeGreaterThanOrEqual(100);
  });

  it.each(corpus.links.map((e) => [e.why, e] as const))("%s decodes as it did", (_, entry) => {
    const page = readAssaultPage(repairQuery(entry.link));
    const q = new URLSearchParams(entry.link);
    expect(page.notices, entry.link).toEqual([]);
    expect(page.assault, entry.link).toEqual(withAdded(entry.assault, added, q.has("v")));
    const pin = new URLSearchParams(q.get("pin") ?? "").has("v");
    expect(page.pinned, entry.link).toEqual(withAdded(entry.pinned, added, pin));
  });
});

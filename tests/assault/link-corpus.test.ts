import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { readAssaultPage } from "@/lib/assault/assault-page-link";
import { repairQuery } from "@/lib/scenario/repair-query";

/**
 * The golden corpus (issue 34): /assault links made by the code of link version 1, each with the attack it decoded
 * to then (scripts/assault-link-corpus.ts, run once). A link means the same attack forever: every entry must still
 * decode to exactly that. A field added later must default to what the old links meant.
 */
interface Entry {
  readonly why: string;
  readonly link: string;
  readonly assault: unknown;
  readonly pinned: unknown;
}
const corpus = JSON.parse(readFileSync("tests/fixtures/assault-links-v1.json", "utf8")) as {
  version: number;
  links: Entry[];
};

/**
 * Fields added since version 1, with what a version-1 link means by leaving them out (no power token, surges to
 * damage first). A new field goes here with its default; a changed default is a new link version instead.
 */
const ADDED = { attack: { powerToken: null, playFor: null }, defense: { powerToken: null } };

function withAdded(a: unknown): unknown {
  if (a === null) return null;
  const old = a as { attack: object; defense: object };
  return {
    ...old,
    attack: { ...old.attack, ...ADDED.attack },
    defense: { ...old.defense, ...ADDED.defense },
  };
}

describe("the golden corpus of /assault links (version 1)", () => {
  it("holds at least 100 links", () => {
    expect(corpus.version).toBe(1);
    expect(corpus.links.length).toBeGreaterThanOrEqual(100);
  });

  it.each(corpus.links.map((e) => [e.why, e] as const))("%s decodes as it did", (_, entry) => {
    const page = readAssaultPage(repairQuery(entry.link));
    expect(page.notices, entry.link).toEqual([]);
    expect(page.assault, entry.link).toEqual(withAdded(entry.assault));
    expect(page.pinned, entry.link).toEqual(withAdded(entry.pinned));
  });
});

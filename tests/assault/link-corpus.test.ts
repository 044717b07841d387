import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { readAssaultPage } from "@/lib/assault/assault-page-link";
import { repairQuery } from "@/lib/scenario/url-codec";

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

describe("the golden corpus of /assault links (version 1)", () => {
  it("holds at least 100 links", () => {
    expect(corpus.version).toBe(1);
    expect(corpus.links.length).toBeGreaterThanOrEqual(100);
  });

  it.each(corpus.links.map((e) => [e.why, e] as const))("%s decodes as it did", (_, entry) => {
    const page = readAssaultPage(repairQuery(entry.link));
    expect(page.notice, entry.link).toBeNull();
    expect(page.assault, entry.link).toEqual(entry.assault);
    expect(page.pinned, entry.link).toEqual(entry.pinned);
  });
});

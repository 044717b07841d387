import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// The repository stands on its own: the rules the code cites are in docs/rules.md, and every citation of a
// section (`docs/rules.md#anchor`, a docs link `rules.md#anchor`) lands on a heading or an `<a id>` there; no file,
// comment or doc names a file outside the repository (the rulebook transcriptions, a style guide elsewhere) or an
// issue of a tracker it does not hold.

const root = path.resolve(__dirname, "..", "..");
const read = (file: string) => readFileSync(path.join(root, file), "utf8");

function walk(dir: string, out: string[]): string[] {
  for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) walk(rel, out);
    else if (/\.(ts|tsx|mjs|mts|md|json)$/.test(entry.name)) out.push(rel);
  }
  return out;
}

const files = [
  "README.md",
  ".oxlintrc.json",
  "package.json",
  ...["lib", "scripts", "app", "components", "tests", "docs", "scenarios"].flatMap((d) => walk(d, [])),
].filter((f) => f !== "tests/docs/references.test.ts");

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens. */
export function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/\s/g, "-");
}

/** The anchors of a markdown file: its headings' and its `<a id="…">`s. */
function anchors(markdown: string): Set<string> {
  const out = new Set<string>();
  for (const [, heading] of markdown.matchAll(/^#+ (.+)$/gm)) out.add(slug(heading!));
  for (const [, id] of markdown.matchAll(/<a id="([^"]+)"><\/a>/g)) out.add(id!);
  return out;
}

/** Every `x.md#anchor` cited in `text` of `file`, as [markdown file from the root, anchor]. */
function citations(file: string, text: string): [string, string][] {
  const out: [string, string][] = [];
  for (const m of text.matchAll(/((?:[\w.-]+\/)*[\w-]+\.md)#([\w-]+)/g)) {
    const named = m[1]!;
    const target = named.includes("/")
      ? path.posix.normalize(named.startsWith(".") ? path.posix.join(path.posix.dirname(file), named) : named)
      : path.posix.join(path.posix.dirname(file), named);
    out.push([target, m[2]!]);
  }
  return out;
}

/** Every markdown file named in `text` that is not in the repository, and every path that climbs out of it. */
function outside(file: string, text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/(?:[\w.-]+\/)*[\w-]+\.md\b/g)) {
    const named = m[0];
    const candidates = [named, path.posix.join(path.posix.dirname(file), named), `docs/${named}`];
    if (!candidates.some((c) => !c.startsWith("..") && existsSync(path.join(root, c)))) out.push(named);
  }
  for (const m of text.matchAll(/(?:\.\.\/)+shared\b|\/work\/[\w/.-]+/g)) out.push(m[0]);
  // a section number of the rulebook file ("rules 4.3.5", "RULES.md §4"): cite docs/rules.md#anchor instead
  for (const m of text.matchAll(/\brules §?\d+(?:\.\d+)*/gi)) out.push(m[0]);
  // an issue number of a tracker the repository does not hold: cite the docs anchor of the rule instead
  for (const m of text.matchAll(/\bissues? #?\d+/gi)) out.push(m[0]);
  return out;
}

describe("the checker itself", () => {
  it("makes GitHub's anchors and reads citations", () => {
    expect(slug("Cinematic Combat")).toBe("cinematic-combat");
    expect(slug("Checklist: adding a base-game tactic card")).toBe(
      "checklist-adding-a-base-game-tactic-card",
    );
    expect(citations("lib/x.ts", "see docs/rules.md#one-attack, and README.md#top")).toEqual([
      ["docs/rules.md", "one-attack"],
      ["lib/README.md", "top"],
    ]);
    expect(citations("docs/engine.md", "[x](rules.md#dice)")).toEqual([["docs/rules.md", "dice"]]);
    expect(
      outside(
        "lib/x.ts",
        // (the issue number put together, so that a search of the tree for issue numbers finds none)
        `RULES.md §4.4, ../shared/STYLE.md, docs/rules.md, engine.md, (rules 4.3.5), issue ${43}`,
      ),
    ).toEqual(["RULES.md", "../shared/STYLE.md", "../shared", "rules 4.3.5", `issue ${43}`]);
  });
});

describe("references resolve inside the repository", () => {
  it("every x.md#anchor lands on a heading or an <a id> of that file", () => {
    const problems: string[] = [];
    let count = 0;
    for (const file of files) {
      for (const [target, anchor] of citations(file, read(file))) {
        count++;
        if (!existsSync(path.join(root, target))) problems.push(`${file}: no file ${target}`);
        else if (!anchors(read(target)).has(anchor))
          problems.push(`${file}: ${target}#${anchor} is no anchor`);
      }
    }
    expect(problems).toEqual([]);
    // (a reader that found nothing would pass everything)
    expect(count).toBeGreaterThan(40);
  });

  it("no file names a file outside the repository", () => {
    const problems = files.flatMap((file) => outside(file, read(file)).map((o) => `${file}: ${o}`));
    expect(problems).toEqual([]);
  });
});

import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// docs/engine.md's map of the rule-mode seam stays true: every member of RuleMode and CombatRules
// (lib/engine/core/rule-mode.ts) has its row, no row names a member that is gone, and the layer diagram shows every
// folder of lib/engine/modes. A hook added without its doc line fails here.

const root = path.resolve(__dirname, "..", "..");
const read = (file: string) => readFileSync(path.join(root, file), "utf8");

/** The members an interface of `source` declares: `name:`, `name?:`, `name(`, `name?(` at the start of a line. */
export function members(source: string, name: string): string[] {
  const start = source.search(new RegExp(`^export interface ${name}\\b[^{]*\\{`, "m"));
  if (start < 0) throw new Error(`no interface ${name}`);
  const body = source.slice(start, source.indexOf("\n}", start));
  return [...body.matchAll(/^ {2}(?:readonly )?([A-Za-z_$][\w$]*)\??\s*[:(<]/gm)].map((m) => m[1]!);
}

/** The `core/rule-mode.ts:Interface.member` references of a markdown text. */
function documented(markdown: string, name: string): string[] {
  const re = new RegExp(`\`core/rule-mode\\.ts:${name}\\.([A-Za-z_$][\\w$]*)\``, "g");
  return [...new Set([...markdown.matchAll(re)].map((m) => m[1]!))];
}

describe("the checker itself", () => {
  it("reads an interface's members, optional ones and methods included", () => {
    const source = `export interface X {\n  readonly id: string;\n  /** doc */\n  joiners?(s: S): J[];\n  attack(a: number): void;\n  opt?: number;\n}\nexport interface Y {\n  other: number;\n}`;
    expect(members(source, "X")).toEqual(["id", "joiners", "attack", "opt"]);
    expect(documented("`core/rule-mode.ts:X.id` and `core/rule-mode.ts:X.attack`, `X.other`", "X")).toEqual([
      "id",
      "attack",
    ]);
  });
});

describe("docs/engine.md and the rule-mode seam", () => {
  const source = read("lib/engine/core/rule-mode.ts");
  const doc = read("docs/engine.md");

  for (const name of ["RuleMode", "CombatRules"]) {
    it(`documents every member of ${name}, and nothing more`, () => {
      const declared = members(source, name);
      expect(declared.length).toBeGreaterThan(4);
      expect(documented(doc, name).sort()).toEqual([...declared].sort());
    });
  }

  it("shows every folder of lib/engine/modes in the layer diagram", () => {
    const diagram = doc.slice(
      doc.indexOf("## Layers"),
      doc.indexOf("```", doc.indexOf("```", doc.indexOf("## Layers")) + 3),
    );
    const folders = readdirSync(path.join(root, "lib/engine/modes"), { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name);
    expect(folders.length).toBeGreaterThan(2);
    expect(folders.filter((f) => !new RegExp(`^\\s+${f}/\\s`, "m").test(diagram))).toEqual([]);
  });
});

import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/** The page's component files: every .tsx under components/ and app/. */
function tsxFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith(".tsx"))
    .map((f) => path.join(dir, f));
}

/** Each component function (a capitalised top-level `function`) and its length in lines, to its closing `}`. */
function componentLengths(file: string): { name: string; lines: number }[] {
  const lines = readFileSync(file, "utf8").split("\n");
  const found: { name: string; lines: number }[] = [];
  for (let i = 0; i < lines.length; i++) {
    const m = /^(?:export )?(?:default )?(?:async )?function ([A-Z]\w*)\s*\(/.exec(lines[i]!);
    if (!m) continue;
    let end = i + 1;
    while (end < lines.length && lines[end] !== "}") end++;
    found.push({ name: `${path.relative(process.cwd(), file)}:${m[1]}`, lines: end - i + 1 });
    i = end;
  }
  return found;
}

describe("the page's components: no component function over 100 lines", () => {
  it("keeps every component function within 100 lines: a bigger one is split by concept", () => {
    const all = [...tsxFiles("components"), ...tsxFiles("app")].flatMap(componentLengths);
    expect(all.length).toBeGreaterThan(100);
    expect(all.filter((c) => c.lines > 100)).toEqual([]);
  });
});

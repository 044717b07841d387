import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// docs/testing.md says what runs where; these tests keep it true: every file of the full tier and every check the
// full run adds is named there, and the commands it names are the package's.

const root = path.resolve(__dirname, "..", "..");
const read = (file: string) => readFileSync(path.join(root, file), "utf8");
const doc = read("docs/testing.md");

describe("docs/testing.md", () => {
  it("names every file of the full tier (*.full.test.ts, *.full.e2e.ts)", () => {
    const full = (readdirSync(path.join(root, "tests"), { recursive: true }) as string[])
      .filter((f) => /\.full\.(test|e2e)\.ts$/.test(f))
      .map((f) => `tests/${f}`);
    expect(full.length).toBeGreaterThan(0);
    expect(full.filter((f) => !doc.includes(`\`${f}\``))).toEqual([]);
  });

  it("names every test that samples in npm test (it imports tests/helpers/tier.ts)", () => {
    const sampling = (readdirSync(path.join(root, "tests"), { recursive: true }) as string[])
      .filter((f) => /\.(test|e2e)\.ts$/.test(f))
      .filter((f) => /from "\.\.\/helpers\/tier"/.test(read(`tests/${f}`)))
      .map((f) => `tests/${f}`);
    expect(sampling.length).toBeGreaterThan(3);
    expect(sampling.filter((f) => !doc.includes(`\`${f}\``))).toEqual([]);
  });

  it("names every script of the full run's checks (scripts/run-tests.mjs FULL_CHECKS)", () => {
    const runner = read("scripts/run-tests.mjs");
    const listed = runner.slice(
      runner.indexOf("const FULL_CHECKS"),
      runner.indexOf("];", runner.indexOf("const FULL_CHECKS")),
    );
    const scripts = [...listed.matchAll(/npm: \["run", "([\w:-]+)"/g)].map((m) => m[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(doc, script).toContain(`npm run ${script}`);
  });

  it("names the two commands as package.json defines them, and CI's", () => {
    const scripts = JSON.parse(read("package.json")).scripts as Record<string, string>;
    expect(scripts.test).toBe("node scripts/run-tests.mjs");
    expect(scripts["test:full"]).toBe("node scripts/run-tests.mjs --full");
    expect(read(".ci/run")).toMatch(/^npm ci\nnpm run test:full\n/m);
    for (const command of ["`npm test`", "`npm run test:full`", "`.ci/run`"]) expect(doc).toContain(command);
  });
});

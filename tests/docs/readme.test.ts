import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { POLICY_DOCS } from "@/lib/engine";

const readme = readFileSync(path.resolve(__dirname, "..", "..", "README.md"), "utf8");

describe("README", () => {
  it("starts with the two commands that run and test the project", () => {
    const top = readme.slice(0, 900);
    expect(top).toContain("npm install && npm start");
    expect(top).toContain("npm test");
  });

  it("documents every policy and rule variant with the engine's own words", () => {
    for (const group of Object.values(POLICY_DOCS)) {
      for (const [name, text] of Object.entries(group)) {
        expect(readme, name).toContain(`\`${name}\` — ${text}`);
      }
    }
  });
});

import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ALL_DOCS } from "@/lib/scenario/policy-docs";

const readme = readFileSync(path.resolve(__dirname, "..", "..", "README.md"), "utf8");

describe("README", () => {
  it("starts with the two commands that run and test the project", () => {
    const top = readme.slice(0, 900);
    expect(top).toContain("npm install && npm start");
    expect(top).toContain("npm test");
  });

  it("documents every policy and rule variant with the words of their declarations", () => {
    for (const family of ALL_DOCS) {
      for (const [name, text] of Object.entries(family.docs)) {
        expect(readme, name).toContain(`\`${name}\` — ${text}`);
      }
    }
  });
});

import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ALL_DOCS } from "@/lib/scenario/policy-docs";

const root = path.resolve(__dirname, "..", "..");
const readme = readFileSync(path.join(root, "README.md"), "utf8");
const choices = readFileSync(path.join(root, "docs", "choices.md"), "utf8");

describe("README", () => {
  it("starts with the two commands that run and test the project", () => {
    const top = readme.slice(0, 900);
    expect(top).toContain("npm install && npm start");
    expect(top).toContain("npm test");
  });

  it("stays a page for users: at most 250 lines, the choices' texts kept in docs/choices.md", () => {
    expect(readme.split("\n").length).toBeLessThanOrEqual(250);
    expect(readme).toContain("(docs/choices.md)");
  });
});

describe("docs/choices.md", () => {
  it("documents every policy and rule variant with the words of their declarations", () => {
    for (const family of ALL_DOCS) {
      for (const [name, text] of Object.entries(family.docs)) {
        expect(choices, name).toContain(`\`${name}\` — ${text}`);
      }
    }
  });
});

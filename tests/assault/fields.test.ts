import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  assaultPreview,
  defaultText,
  encodeAssault,
  FIELDS,
  parseAssault,
  readAssaultPage,
  stepperOf,
  NUMBER_FIELDS,
} from "@/lib/assault";
import { assault } from "../helpers/assault";

describe("one declaration per field (lib/assault/fields.ts)", () => {
  it("gives every field its own link key and path", () => {
    expect(new Set(FIELDS.map((f) => f.link.key)).size).toBe(FIELDS.length);
    expect(new Set(FIELDS.map((f) => f.path)).size).toBe(FIELDS.length);
  });

  it("the docs' input table lists every field with its link key, default and limits", () => {
    const docs = readFileSync("docs/assault.md", "utf8");
    for (const f of FIELDS) {
      const row = docs.split("\n").find((line) => line.startsWith(`| \`${f.path}\``));
      expect(row, f.path).toBeDefined();
      const cells = row!.split("|").map((c) => c.trim());
      expect(cells[2], f.path).toBe(`\`${f.link.key}\``);
      expect(cells[4], f.path).toBe(defaultText(f));
      expect(cells[5], f.path).toBe(f.limits);
    }
  });

  it("each field's schema, default, link and preview agree: set one field, and it round-trips", () => {
    const values: Record<string, unknown> = {
      "attack.dice": ["red", "yellow"],
      "defense.dice": ["black"],
      "attack.surges": [{ damage: 2 }, { condition: "Stun" }],
      "attack.damage": 2,
      "attack.accuracy": 3,
      "attack.surge": 1,
      "attack.pierce": 2,
      "attack.rerolls": 1,
      "defense.block": 1,
      "defense.evade": 2,
      "defense.rerolls": 1,
      "defense.noDodge": true,
      range: 3,
      attacks: 2,
      health: 9,
      "attack.powerTokens": ["surge"],
      "attack.playFor": "Stun",
      "defense.powerTokens": ["evade"],
      rerollsFor: "defeat",
      "attack.focused": true,
      "attack.figure": "stormtrooper",
      "attack.weapon": "force-pike",
      "defense.figure": "darth-vader",
      "defense.weakened": true,
    };
    expect(Object.keys(values).sort()).toEqual(FIELDS.map((f) => f.path).sort());
    for (const f of FIELDS) {
      const input: Record<string, Record<string, unknown> | unknown> = {
        attack: { dice: ["red", "yellow"], surges: [{ damage: 2 }, { condition: "Stun" }] },
        defense: { dice: ["black"] },
      };
      const [first, second] = f.path.split(".") as [string, string | undefined];
      if (second) (input[first] as Record<string, unknown>)[second] = values[f.path];
      else input[first] = values[f.path];
      // (a weapon is a hero's)
      if (f.path === "attack.weapon") (input.attack as Record<string, unknown>).figure = "gaarkhan";
      const parsed = parseAssault(input);
      if (!parsed.ok) throw new Error(`${f.path}: ${parsed.error}`);
      const query = encodeAssault(parsed.assault);
      expect(query, f.path).toContain(`${f.link.key}=`);
      expect(readAssaultPage(new URLSearchParams(query)).assault, f.path).toEqual(parsed.assault);
      const words = f.preview(values[f.path]);
      if (words !== null) expect(assaultPreview(parsed.assault).setting, f.path).toContain(words);
    }
  });

  it("every number with a stepper has limits the schema agrees with", () => {
    const a = assault({ attack: { dice: ["red", "red"] }, defense: { dice: ["white"] } });
    for (const path of NUMBER_FIELDS) {
      const { stepper, schema } = stepperOf(path);
      expect(schema.safeParse(stepper.min).success, path).toBe(true);
      expect(schema.safeParse(stepper.min - 1).success, path).toBe(false);
      expect(schema.safeParse(stepper.max(a)).success, path).toBe(true);
    }
  });
});

import { readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { tokenize } from "@/lib/forces-line/force-tokens";
import { readForces } from "@/lib/forces-line/read-forces";
import type { ScanMeter } from "@/lib/forces-line/scan-meter";
import { FORCES_MAX } from "@/lib/scenario/text-limits";
import { regexTokenize } from "../helpers/regex-tokenize";

// docs/server.md#text-limits: the forces line is read in linear time and refused past its limit before any
// reading. The work is counted (the meter's steps), never timed.

const SULLUST = "2 SD, 4 TIE, 3 AT-ST, 4 ST, Vader vs MC, 3 X-wing, 2 Y, 4 RT, SG, Mothma";

function steps(read: (meter: ScanMeter) => unknown): number {
  const meter = { steps: 0 };
  read(meter);
  return meter.steps;
}

/** Hostile lines of about `length` characters (long, repetitive, many "vs", new lines, one long word). */
function hostileLines(length: number): Record<string, string> {
  const fill = (unit: string) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length);
  const lines: Record<string, string> = {
    "one long word": fill("a"),
    "one long word, a count glued after": `${fill("a").slice(0, length - 2)}x1`,
    "one long word, a count glued before": `1${fill("a").slice(1)}`,
    "digits and letters": fill("a1"),
    "many vs": fill("X vs "),
    "new lines": fill("TIE\n"),
    "open brackets": fill("("),
    "a bracket of words": `(${fill("ab ").slice(2)}`,
    "a bracket of damage": `SD (${fill("1 dmg, ").slice(5)})`,
    "words only": fill("Star "),
    "unknown words": fill("abcdefghijklmnopqrs "),
    "glued counts": fill("2SD, TIEx4 "),
    marks: fill("x×*"),
    emoji: fill("🚀 "),
  };
  for (const [name, line] of Object.entries(lines)) lines[name] = (line + fill("a")).slice(0, length);
  return lines;
}

describe("the forces line's scanner", () => {
  it("reads every text as the regular expressions it replaced did", () => {
    const alphabet = fc.constantFrom(
      ..."aAxX×*0123456789 \n\t(),;+&:/|.-'".split(""),
      "SD",
      "TIE",
      "vs",
      "and",
      "dmg",
      "damage",
      "Vader",
      "X-wing",
      "two",
      "constructor",
      "🚀",
    );
    fc.assert(
      fc.property(fc.array(alphabet, { maxLength: 40 }), (parts) => {
        const text = parts.join("");
        expect(tokenize(text)).toEqual(regexTokenize(text));
      }),
      { numRuns: 2000, seed: 44 },
    );
  });

  it("takes the same steps per token for lines of 10, 100 and 1,000 tokens", () => {
    /** `n` tokens of the Sullust line, over and over (the scanner alone: no limit). */
    const sullust = (n: number) => {
      const text = Array.from({ length: Math.ceil(n / 28) + 1 }, () => SULLUST).join(", ");
      return text.slice(0, tokenize(text)[n - 1]!.end);
    };
    /** `n` tokens of "SD,TIE," (short tokens, so that 1,000 of them fit the limit: 1,750 characters). */
    const dense = (n: number) => Array.from({ length: n }, (_, i) => ["SD", ",", "TIE", ","][i % 4]).join("");
    const perToken = (read: (text: string, meter: ScanMeter) => unknown, text: string) =>
      steps((m) => read(text, m)) / tokenize(text).length;
    for (const [read, line] of [
      [tokenize, sullust],
      [readForces, sullust],
      [readForces, dense],
    ] as const) {
      if (read === readForces && line === sullust) {
        // (the Sullust line past 100 tokens names more than two forces: the reader only up to the limit's 700)
        const ten = perToken(read, line(10));
        expect(perToken(read, line(100)) / ten).toBeLessThanOrEqual(1.2);
        expect(perToken(read, line(700)) / ten).toBeLessThanOrEqual(1.2);
        continue;
      }
      expect([10, 100, 1000].map((n) => tokenize(line(n)).length)).toEqual([10, 100, 1000]);
      const ten = perToken(read, line(10));
      for (const n of [100, 1000]) expect(perToken(read, line(n)) / ten).toBeLessThanOrEqual(1.2);
    }
    expect(dense(1000).length).toBe(1750);
  });

  it("reads a hostile 20,000-character line in steps linear in its length", () => {
    for (const [name, text] of Object.entries(hostileLines(20_000))) {
      const n = steps((m) => tokenize(text, m));
      expect({ name, perChar: n / text.length < 6 }).toEqual({ name, perChar: true });
    }
  });

  it("reads a hostile line at the limit in steps linear in its length", () => {
    for (const [name, text] of Object.entries(hostileLines(FORCES_MAX))) {
      expect(text.length).toBe(FORCES_MAX);
      const n = steps((m) => readForces(text, m));
      expect({ name, perChar: n / text.length < 12 }).toEqual({ name, perChar: true });
    }
  });

  it("refuses a line past the limit before reading any of it, naming the limit", () => {
    for (const text of Object.values(hostileLines(20_000))) {
      const meter = { steps: 0 };
      const reading = readForces(text, meter);
      expect(meter.steps).toBe(0);
      expect(reading.problems).toEqual(["the forces are 20,000 characters, over the limit of 2,000"]);
    }
    const atLimit = `${SULLUST}${" ".repeat(FORCES_MAX - SULLUST.length)}`;
    expect(readForces(atLimit).problems).toEqual([]);
    expect(readForces(`${atLimit} `).problems).toEqual([
      "the forces are 2,001 characters, over the limit of 2,000",
    ]);
  });

  it("finds nothing for the names of JavaScript's own properties", () => {
    expect(readForces("constructor Vader").problems).toEqual(['"constructor" is not a unit or leader']);
    for (const word of ["constructor", "toString", "__proto__", "hasOwnProperty", "valueOf"]) {
      const problems = readForces(`${word} Vader vs ${word}: X-wing`).problems.join("; ");
      expect(problems).not.toMatch(/function|native code|\[object/);
      expect(problems).toContain(`"${word}" is not a unit or leader`);
    }
  });
});

describe("the reader's regular expressions", () => {
  /** Unbounded repeats (*, +, {n,}) outside character classes and escapes, in one regular expression's source. */
  function unboundedRepeats(source: string): number {
    const plain = source.replace(/\\./g, "_").replace(/\[[^\]]*\]/g, "_");
    return (plain.match(/[*+]|\{\d+,\}/g) ?? []).length;
  }

  /** The regular-expression literals of a source file, comments left out. */
  function literals(file: string): string[] {
    const code = readFileSync(file, "utf8")
      .replace(/\/\*[\s\S]*?\*\//g, "")
      .replace(/(^|\s)\/\/ .*$/gm, "");
    return [...code.matchAll(/(?<=[(,=!&|?:;]\s*)\/((?:\\.|\[[^\]\n]*\]|[^/\n])+)\/[a-z]*/g)].map(
      (m) => m[1]!,
    );
  }
  const greedy = (file: string) => literals(file).filter((body) => unboundedRepeats(body) > 1);

  it("holds no expression with two unbounded repeats, which can backtrack past linear time", () => {
    for (const file of [
      "forces-line/force-tokens",
      "forces-line/read-forces",
      "forces-line/force-lexicon",
      "scenario/text-limits",
      "scenario/clean-name",
      "forces-line/scan-meter",
    ])
      expect({ file, greedy: greedy(`lib/${file}.ts`) }).toEqual({ file, greedy: [] });
    expect(literals("lib/forces-line/force-tokens.ts").length).toBeGreaterThan(8);
    // The tokenizer it replaced fails it (the first only by the rule's caution: its repeats are alternatives).
    expect(greedy("tests/helpers/regex-tokenize.ts")).toEqual([
      "\\n|\\([^)\\n]*\\)?|[,;+&]|[^\\s,;+&()]+",
      "^[^\\d]*[a-z][^\\d]*$",
      "^(.*[a-z].*?)[x×*](\\d{1,4})$",
      "^(\\d{1,4})(.*[a-z].*)$",
    ]);
  });
});

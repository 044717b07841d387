import path from "node:path";
import { buildSync } from "esbuild";
import { describe, expect, it } from "vitest";
import * as coreCodes from "@/lib/engine/core/codes";
import * as outcomes from "@/lib/engine/core/outcomes";
import * as cardCodes from "@/lib/engine/modes/base/card-codes";
import { IGNORE_LIMITS, TACTICS, VARIANTS } from "@/lib/scenario/battle-options";
import { ENGINE_BUILD_OPTIONS, ROOT } from "../../scripts/engine-bundles.mjs";

// The codes files hold literals so that esbuild writes them into the engine's code as numbers (what a module-level
// constant costs otherwise: docs/performance.md). A named constant that stops being inlined (a non-literal, an
// import added to a codes file) would show up by name in the bundle: this builds the browser worker's bundle as
// scripts/engine-bundles.mjs does and looks.

const integerNames = (module: Record<string, unknown>) =>
  Object.entries(module)
    .filter(([, value]) => Number.isInteger(value))
    .map(([name]) => name);

describe("the engine bundle", () => {
  const raw = buildSync({
    ...ENGINE_BUILD_OPTIONS,
    entryPoints: [path.join(ROOT, "lib", "worker", "simulation.worker.ts")],
    platform: "browser",
    format: "iife",
    write: false,
  }).outputFiles[0]!.text;
  // (comments and messages keep names: only the code counts)
  const bundle = raw
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/\/\/[^\n]*/g, "")
    .replace(/"(?:[^"\\\n]|\\.)*"/g, '""');

  it("holds every integer code of the core, the outcomes and the base cards as a number, not by name", () => {
    const names = [...integerNames(coreCodes), ...integerNames(outcomes), ...integerNames(cardCodes)];
    expect(names.length).toBeGreaterThan(100);
    expect(names.filter((name) => new RegExp(`\\b${name}\\b`).test(bundle))).toEqual([]);
  });

  it("would see a constant that is not inlined (the non-integer ones keep their names)", () => {
    expect(bundle).toMatch(/\bSIX_OVER_2_32\b/);
  });

  it("carries none of the scenario declarations' help texts (the engine reads no declaration)", () => {
    // (it once held the variants' names and the component-limit text, through a value import of
    // lib/scenario/types.ts in Cinematic Combat's mode)
    const texts = [
      ...TACTICS.options.map((o) => o.doc),
      IGNORE_LIMITS.doc,
      ...VARIANTS.map((v) => v.noun).filter((noun) => noun.length > 20),
    ];
    expect(texts.length).toBeGreaterThan(5);
    expect(texts.filter((text) => raw.includes(JSON.stringify(text).slice(1, 40)))).toEqual([]);
  });
});

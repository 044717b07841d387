import { describe, expect, it } from "vitest";
import { importCircles, importGraph } from "../helpers/import-graph";

// lib/engine's imports run one way (docs/engine.md, "Layers"): the door and the runner use the modes and the core,
// a mode uses the core, the core uses nothing above it (.oxlintrc.json says so for each import; this test finds
// circles of any length, type-only imports included).

const graph = importGraph("lib/engine");
const circles = importCircles(graph).map((c) => c.map((f) => f.replace("lib/engine/", "")).join(" → "));

/**
 * The circles allowed, each with why. The three in the core are types only: a battle carries its rule mode, whose
 * rules are made for a battle state that holds them; no code runs in a circle.
 */
const ALLOWED = [
  "core/battle-state.ts → core/battle.ts → core/rule-mode.ts",
  "core/battle-state.ts → core/rule-mode.ts",
  "core/battle.ts → core/rule-mode.ts",
];

describe("the checker itself", () => {
  it("reads imports and finds every circle once", () => {
    expect(graph.get("lib/engine/core/combat.ts")).toContain("lib/engine/core/retreat.ts");
    expect(graph.get("lib/engine/monte-carlo.ts")).toContain("lib/engine/modes/index.ts");
    const toy = new Map([
      ["a", ["b"]],
      ["b", ["a", "c"]],
      ["c", ["a"]],
    ]);
    expect(importCircles(toy)).toEqual([
      ["a", "b"],
      ["a", "b", "c"],
    ]);
    expect(importCircles(new Map([["a", ["b"]]]))).toEqual([]);
  });
});

describe("lib/engine's import graph", () => {
  it("has no circle outside the allowed type-only ones", () => {
    // (Cinematic Combat's 7, through cinematic-rules.ts, are gone: its parts take the leaf interface
    // modes/cinematic/cinematic-context.ts instead of the class that calls them)
    expect([...circles].sort()).toEqual(ALLOWED);
  });

  it("the core imports nothing above it, the modes no runner file", () => {
    for (const [file, targets] of graph) {
      if (file.startsWith("lib/engine/core/"))
        expect(
          targets.filter((t) => !t.startsWith("lib/engine/core/")),
          file,
        ).toEqual([]);
      if (file.startsWith("lib/engine/modes/"))
        expect(
          targets.filter((t) => !/^lib\/engine\/(core|modes)\//.test(t)),
          file,
        ).toEqual([]);
    }
  });
});

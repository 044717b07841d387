import { describe, expect, it } from "vitest";
import { differenceLine, setupChanges } from "@/lib/compare/setup-difference";
import { DEFAULT_SETUP, type Setup } from "@/lib/scenario/url-codec";
import { editSide, swapSides } from "@/lib/scenario/setup-edits";

// Compare names the difference, computed from the two setups (docs/answer-first.md#compare-names-the-difference).
const a = DEFAULT_SETUP;
const withUnits = (s: Setup, side: "attacker" | "defender", units: Record<string, number>): Setup =>
  editSide(s, side, { units: { ...s.scenario[side].units, ...units } });

describe("the difference between A and B", () => {
  it("names units added and removed as the game does", () => {
    expect(differenceLine(a, withUnits(a, "attacker", { "at-at": 1 }))).toBe("B = A + 1 AT-AT");
    expect(differenceLine(a, withUnits(a, "defender", { "x-wing": 3 }))).toBe("B = A + 2 X-wings");
    const both = withUnits(withUnits(a, "attacker", { "tie-fighter": 0 }), "defender", { "y-wing": 3 });
    expect(differenceLine(a, both)).toBe("B = A − 1 TIE Fighter, + 2 Y-wings");
  });

  it("names leaders, rules and run settings", () => {
    const b = editSide({ ...a, seed: "7", trials: 20_000 }, "defender", {
      leaders: [],
      retreat: { policy: "after-round", round: 1 },
    });
    expect(setupChanges(a, b)).toEqual([
      "− Jan Dodonna",
      "the Rebels: run after round 1",
      "20,000 trials",
      "seed 7",
    ]);
    expect(differenceLine(a, b)).toBe(
      "B = A − Jan Dodonna, the Rebels: run after round 1, 20,000 trials, seed 7",
    );
  });

  it("says when the sides swapped, and when nothing changed", () => {
    expect(setupChanges(a, swapSides(a))[0]).toBe("the sides swapped: the Rebels attack");
    expect(differenceLine(a, a)).toBe("B = A (the same setup)");
  });
});

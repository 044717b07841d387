import { describe, expect, it } from "vitest";
import { assault } from "../helpers/assault";
import {
  addCompared,
  againstTarget,
  assaultOdds,
  compareCurves,
  compareLine,
  compareRows,
  MAX_COMPARED,
  noticeOutcome,
  readAssaultPage,
  sortRows,
  writeAssaultPage,
} from "@/lib/assault";

/** Compare and overlay (docs/assault.md#compare): attacks kept side by side, each against the page's target. */

// A red die deals 1, 2, 2, 2, 3, 3 (its surge buys nothing without surge abilities).
const red = assault({ attack: { dice: ["red"], surges: [] }, defense: { dice: [] }, health: 3 });
const twoReds = assault({
  attack: { dice: ["red"], surges: [] },
  defense: { dice: [] },
  attacks: 2,
  health: 3,
});

describe("compare attacks against one target", () => {
  it("by hand: one red against health 3 defeats 1/3, two red attacks 35/36; the curves are each one's odds", () => {
    const rows = compareRows([red, twoReds], red);
    expect(rows.map((r) => [r.label, r.odds!.defeated])).toEqual([
      ["Red, melee", expect.closeTo(1 / 3, 12)],
      // two attacks fall short of 3 only on 1 + 1
      ["Red, melee, 2 attacks", expect.closeTo(35 / 36, 12)],
    ]);
    expect(rows[0]!.odds!.damage.mean).toBeCloseTo(13 / 6, 12);
    const curves = compareCurves(rows);
    expect(curves.map((p) => p.label)).toEqual(["≥1", "≥2", "≥3", "≥4", "≥5", "≥6"]);
    expect(curves[2]).toEqual({
      k: 3,
      label: "≥3",
      e0: expect.closeTo(1 / 3, 12),
      e1: expect.closeTo(35 / 36, 12),
    });
    // red alone never reaches 4: its curve is 0 there
    expect(curves[3]!.e0).toBe(0);
    expect(compareLine(rows[1]!)).toBe("2. Red, melee, 2 attacks: defeated 97.2%, 4.33 damage, miss 0%");
  });

  it("plays every entry against the current target: its defence, health and tokens", () => {
    const target = assault({
      attack: { dice: ["blue"] },
      defense: { dice: ["black"], powerTokens: ["block", "block"] },
      range: 4,
      health: 5,
      attacks: 2,
    });
    const [one, two] = compareRows([red, twoReds], target);
    // the entry keeps its own attack (melee red) and takes the target's defence, health, and one token an attack
    expect(one!.assault.range).toBeNull();
    expect(one!.assault.defense.powerTokens).toEqual(["block"]);
    expect(two!.assault.defense.powerTokens).toEqual(["block", "block"]);
    expect(one!.odds).toEqual(assaultOdds(againstTarget(red, target)));
    expect(two!.odds!.defeated).toBeCloseTo(
      assaultOdds(
        assault({ ...twoInput, defense: { dice: ["black"], powerTokens: ["block", "block"] }, health: 5 }),
      ).defeated!,
      12,
    );
    expect(one!.odds!.defeated).toBe(0);
  });

  it("sorts by a column, best first, a tie in the order added", () => {
    const rows = compareRows([red, twoReds, red], red);
    expect(sortRows(rows, "defeated").map((r) => r.index)).toEqual([1, 0, 2]);
    expect(sortRows(rows, "mean").map((r) => r.index)).toEqual([1, 0, 2]);
    expect(sortRows(rows, "miss").map((r) => r.index)).toEqual([0, 1, 2]);
    expect(sortRows(rows, "added").map((r) => r.index)).toEqual([0, 1, 2]);
  });

  it("refuses the same attack twice and a ninth one, in one line", () => {
    expect(addCompared([red], { ...red, health: 9 })).toEqual({
      ok: false,
      error: "This attack is in the comparison already",
    });
    const eight = Array.from({ length: MAX_COMPARED }, (_, i) => ({ ...red, attacks: i + 1 }));
    expect(addCompared(eight.slice(0, 7), twoReds)).toEqual({
      ok: false,
      error: "This attack is in the comparison already",
    });
    expect(addCompared(eight, { ...red, range: 2 })).toEqual({
      ok: false,
      error: "At most 8 attacks side by side: remove one first",
    });
  });
});

describe("the compared attacks in the link", () => {
  it("round-trip as cmp keys, in order, beside a pin", () => {
    const query = writeAssaultPage({ assault: red, pinned: twoReds, compared: [twoReds, red] });
    const page = readAssaultPage(new URLSearchParams(query));
    expect(page.notices).toEqual([]);
    expect(page.assault).toEqual(red);
    expect(page.pinned).toEqual(twoReds);
    expect(page.compared).toEqual([twoReds, red]);
    expect(writeAssaultPage(page)).toBe(query);
    // no compared attacks: the link is what it was
    expect(writeAssaultPage({ assault: red, pinned: null, compared: [] })).toBe(
      writeAssaultPage({ assault: red, pinned: null }),
    );
  });

  it("say a compared attack that cannot be read, and more than 8", () => {
    const page = readAssaultPage(new URLSearchParams("v=2&atk=red&cmp=junk&cmp=v%3D2%26atk%3Dblue"));
    expect(page.compared.map((a) => a.attack.dice)).toEqual([["blue"]]);
    expect(page.notices).toEqual(['compared attack 1: Invalid attack link: "junk" holds no attack']);
    expect(noticeOutcome(page.notices[0]!)).toBe("it is left out of the comparison");
    const many = readAssaultPage(new URLSearchParams(`v=2&${"cmp=v%3D2%26atk%3Dred&".repeat(9)}`));
    expect(many.compared).toHaveLength(8);
    expect(many.notices).toEqual([
      '"cmp" is given 9 times; the first 8 are compared (at most 8 side by side)',
    ]);
  });
});

const twoInput = { attack: { dice: ["red" as const], surges: [] }, attacks: 2 };

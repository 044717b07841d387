import { describe, expect, it } from "vitest";
import { simulate } from "@/lib/engine";
import { lossBars } from "@/lib/results/loss-bars";
import { endStateLines, lossWords, outcomeLines, sideSummary } from "@/lib/results/summary";
import { timelineRows } from "@/lib/results/timeline-rows";
import { joinWords, unitCount } from "@/lib/scenario/unit-words";
import { DEFAULT_SETUP } from "@/lib/scenario/url-codec";
import { scenario } from "../helpers/scenarios";

const factions = { attacker: "empire", defender: "rebel" } as const;
const names = { attacker: "Empire", defender: "Rebels" };
const rulebook = simulate(DEFAULT_SETUP.scenario, { trials: 20_000, seed: "1" });

describe("words for units", () => {
  it("counts units as a player says them", () => {
    expect(unitCount("tie-fighter", 1)).toBe("1 TIE Fighter");
    expect(unitCount("tie-fighter", 3)).toBe("3 TIE Fighters");
    expect(unitCount("death-star-under-construction", 2)).toBe("2 Death Stars Under Construction");
    expect(joinWords(["a", "b", "c"])).toBe("a, b and c");
    expect(joinWords(["a"])).toBe("a");
  });

  it("says losses in the fewest words", () => {
    const start = { "tie-fighter": 3, stormtrooper: 2, "at-at": 2, "at-st": 1 } as const;
    expect(lossWords(start, {})).toBe("lose nothing");
    expect(lossWords(start, { "tie-fighter": 3, stormtrooper: 2, "at-at": 2, "at-st": 1 })).toBe(
      "lose everything",
    );
    expect(lossWords(start, { "tie-fighter": 3, stormtrooper: 2 })).toBe(
      "lose 3 TIE Fighters and 2 Stormtroopers",
    );
    expect(lossWords(start, { "tie-fighter": 3, stormtrooper: 2, "at-st": 1, "at-at": 1 })).toBe(
      "lose all but 1 AT-AT",
    );
  });
});

describe("the answer-first summary", () => {
  it("gives each side's most likely losses and its chances per unit type", () => {
    const empire = sideSummary(rulebook, "attacker", "empire");
    const top = rulebook.attacker.likelyLosses[0]!;
    // The rulebook battle: the TIE Fighter dies about half the time, the Star Destroyer almost never.
    expect(top.lost).toEqual({ "tie-fighter": 1 });
    expect(empire.likely).toMatch(/^most likely: lose 1 TIE Fighter \(5\d\.\d\d%\)$/);
    expect(empire.alternatives[0]).toMatch(/^or lose nothing \(4\d\.\d\d%\)$/);
    const tie = rulebook.attacker.survivors.find((s) => s.unit === "tie-fighter")!;
    const row = empire.units.find((u) => u.unit === "tie-fighter")!;
    expect(row.loseAny).toBeCloseTo(tie.exactly[0]!, 12); // one TIE: losing one is losing all
    expect(row.loseAll).toBeCloseTo(tie.exactly[0]!, 12);
    expect(row.text).toMatch(/^TIE Fighter \(1\): loses at least one 5\d\.\d\d%, loses all 5\d\.\d\d%$/);
    expect(sideSummary(rulebook, "defender", "rebel").likely).toMatch(
      /^most likely: lose everything \(99\.\d\d%\)$/,
    );
  });

  it("names the most likely end states, with the verbs agreeing", () => {
    const lines = endStateLines(rulebook, factions);
    expect(lines).toHaveLength(3);
    expect(
      lines
        .map((l) => l.text)
        .slice(0, 2)
        .sort(),
    ).toEqual([
      "Empire keeps 1 Star Destroyer; Rebels lose everything",
      "Empire keeps 1 TIE Fighter and 1 Star Destroyer; Rebels lose everything",
    ]);
    expect(lines[0]!.p).toBeGreaterThanOrEqual(lines[1]!.p);
  });

  it("splits a win into the other side retreating or being destroyed, only when it ever retreated", () => {
    expect(outcomeLines(rulebook, factions)[0]!.detail).toBeNull();
    const s = scenario({
      attacker: { faction: "empire", units: { "tie-fighter": 1 } },
      defender: {
        faction: "rebel",
        units: { "x-wing": 1 },
        leaders: ["mon-mothma"],
        retreat: { policy: "after-round", round: 1 },
      },
      tactics: "none",
    });
    const r = simulate(s, { trials: 20_000, seed: "retreat" });
    const win = outcomeLines(r, factions)[0]!;
    expect(win.detail).toBe(
      `Rebels destroyed ${(r.wins.attacker.byDestruction.p * 100).toFixed(2)}% · retreated ${(r.wins.attacker.byRetreat.p * 100).toFixed(2)}%`,
    );
    expect(win.text).toContain(": Rebels destroyed");
  });
});

describe("losses as small multiples", () => {
  it("gives the chance of losing at least k of each unit type", () => {
    const s = scenario({
      attacker: { faction: "empire", units: { "tie-fighter": 3 } },
      defender: { faction: "rebel", units: { "x-wing": 2 } },
      tactics: "none",
    });
    const r = simulate(s, { trials: 10_000, seed: "bars" });
    const [tie] = lossBars(r, "attacker");
    const ex = r.attacker.survivors[0]!.exactly;
    expect(tie!.bars.map((b) => b.k)).toEqual([1, 2, 3]);
    // Losing at least 2 of 3 is keeping at most 1.
    expect(tie!.bars[1]!.p).toBeCloseTo(ex[0]! + ex[1]!, 12);
    expect(tie!.bars[2]!.p).toBeCloseTo(ex[0]!, 12);
    expect(tie!.bars[0]!.p).toBeGreaterThanOrEqual(tie!.bars[1]!.p);
    expect(tie!.text).toMatch(/^TIE Fighter \(3 at the start\): loses at least 1: /);
  });
});

describe("the round-by-round table", () => {
  it("stops once almost every combat has ended, and says each round in words", () => {
    const rows = timelineRows(rulebook, names);
    expect(rows.at(-1)!.ongoing).toBeLessThan(0.005);
    expect(rows.slice(0, -1).every((r) => r.ongoing >= 0.005)).toBe(true);
    const first = rows[0]!;
    expect(
      first.ongoing + first.attackerWon + first.defenderWon + first.bothGone + first.otherEnd,
    ).toBeCloseTo(1, 12);
    expect(first.text).toMatch(/^After round 1: still fighting \d+%; Empire \(attacker\) has won \d+%/);
  });
});

import { describe, expect, it } from "vitest";
import { simulate } from "@/lib/engine";
import { aboutCount } from "@/lib/results/expected-losses";
import { formatPercent } from "@/lib/format/percent";
import { verdict } from "@/lib/results/verdict";
import { PRESETS } from "@/lib/scenario";
import { SULLUST_BATTLE, scenario } from "../helpers/scenarios";

// The verdict at a glance (docs/answer-first.md#the-verdict-on-the-page), in a player's words, from the main run's
// numbers.
const factions = { attacker: "empire", defender: "rebel" } as const;
const sullust = scenario(SULLUST_BATTLE);

describe("the verdict of the Sullust battle", () => {
  const r = simulate(sullust, { trials: 40_000, seed: "1" });
  const v = verdict(r, factions);

  it("says each side's expected losses by unit type, biggest first, as the run counts them", () => {
    const lost = r.attacker.losses.byUnit;
    expect(v.losses.attacker.expected).toBe(
      `about ${aboutCount(lost["tie-fighter"]!)} TIE Fighters, ${aboutCount(lost.stormtrooper!)} Stormtroopers and ${aboutCount(lost["star-destroyer"]!)} Star Destroyers`,
    );
    expect(v.losses.attacker.expected).toMatch(
      /^about 2\.\d TIE Fighters, 1\.\d Stormtroopers and 0\.\d Star Destroyers$/,
    );
    // (AT-STs are almost never lost: 0.0 on average is left out of the words, kept in the list)
    expect(v.losses.attacker.units.map((u) => u.unit)).toContain("at-st");
  });

  it("gives the chance of losing each type worth noticing: one, and all", () => {
    const sd = r.attacker.survivors.find((s) => s.unit === "star-destroyer")!;
    const chances = v.losses.attacker.chances.join(" | ");
    // Each chance as the page writes it everywhere (formatPercent): the TIE Fighters' 90.4% and 29%, not "29.0%".
    expect(chances).toMatch(/^TIE Fighters: 9\d\.\d% to lose one, \d\d% all 4 \| /);
    expect(chances).toContain(`Star Destroyers: ${formatPercent(1 - sd.exactly[2]!)} to lose one`);
    expect(v.losses.attacker.chances).toHaveLength(3); // TIEs, Stormtroopers, Star Destroyers; not the AT-STs
    // The Rebels likely lose everything: said once, not per unit type.
    expect(v.losses.defender.likely).toEqual({ text: "lose everything", p: r.defender.likelyLosses[0]!.p });
    expect(v.losses.defender.chances).toEqual([]);
  });

  it("headlines the likeliest outcome and names the split, and says who holds each theater", () => {
    expect(v.outcomes[0]).toMatchObject({
      key: "attacker",
      text: "The Empire wins",
      p: r.outcomes.attacker.p,
    });
    const split = v.outcomes.find((o) => o.key === "split-defender-space")!;
    expect(split.text).toBe("Split: the Empire takes the ground, Rebel ships survive in space");
    expect(v.outcomes.reduce((p, o) => p + o.p, 0)).toBeCloseTo(1, 12);
    expect(v.holds.map((h) => h.theater)).toEqual(["space", "ground"]);
    expect(v.holds[0]!.text).toMatch(/^Space: the Empire 9\d\.\d% · the Rebels 1\.\d% · nobody <1%$/);
    // No exact end is likely: none is headlined.
    expect(v.likelyEnd).toBeNull();
  });
});

describe("the verdict of the large battle", () => {
  const large = scenario(PRESETS.find((p) => p.id === "large-battle")!.scenario);
  const r = simulate(large, { trials: 20_000, seed: "1" });

  it("headlines the split, named: the Empire takes the ground, Rebel ships survive in space", () => {
    const v = verdict(r, factions);
    expect(v.outcomes[0]!.text).toBe("Split: the Empire takes the ground, Rebel ships survive in space");
    expect(v.outcomes[0]!.short).toBe("Split: Empire takes the ground");
    expect(v.outcomes[0]!.p).toBeGreaterThan(0.5);
  });
});

describe("a likely exact end", () => {
  it("is headlined only when it is likely", () => {
    const sure = scenario({
      attacker: { faction: "empire", units: { "star-destroyer": 3 } },
      defender: { faction: "rebel", units: { "x-wing": 1 } },
    });
    const v = verdict(simulate(sure, { trials: 4000, seed: "1" }), factions);
    expect(v.likelyEnd?.text).toBe("Empire keeps 3 Star Destroyers; Rebels lose everything");
    expect(v.likelyEnd!.p).toBeGreaterThan(0.5);
    expect(v.losses.attacker.expected).toMatch(/^(nothing|about 0\.\d Star Destroyers)$/);
    expect(v.holds.map((h) => h.theater)).toEqual(["space"]); // no ground battle: nothing held there
  });
});

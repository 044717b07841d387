import { describe, expect, it } from "vitest";
import { fitLethal, standingTypes } from "@/lib/mid-battle/lethal-entry";
import { scenario } from "../helpers/scenarios";

describe("the rolling side's units lethal earlier in the step (the page's entry)", () => {
  const s = scenario({
    attacker: { faction: "empire", units: { "star-destroyer": 1 } },
    defender: {
      faction: "rebel",
      units: { "x-wing": 2, "corellian-corvette": 2, "rebel-trooper": 1 },
      damaged: { "corellian-corvette": [1] },
    },
    tactics: "none",
  });
  it("lists the types of the theater that can take damage, at most the units not already damaged", () => {
    expect(standingTypes(s, "defender", "space")).toEqual([
      { id: "x-wing", most: 2 },
      { id: "corellian-corvette", most: 1 },
    ]);
  });
  it("keeps an entry within them, and none for the side that rolls first", () => {
    expect(
      fitLethal(s, "defender", "space", { "x-wing": 5, "corellian-corvette": 0, "rebel-trooper": 1 }),
    ).toEqual({
      "x-wing": 2,
    });
    expect(fitLethal(s, "attacker", "space", { "star-destroyer": 1 })).toEqual({});
  });
});

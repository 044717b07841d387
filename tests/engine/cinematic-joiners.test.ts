import { describe, expect, it } from "vitest";
import { CINEMATIC_MODE } from "@/lib/engine/modes/cinematic/cinematic-mode";
import type { ScenarioInput } from "@/lib/scenario";
import { scenario, empire, rebels } from "../helpers/scenarios";

// The units a side's cards may bring into a Cinematic combat (CINEMATIC_MODE.joiners), read from the cards' gain
// effects (lib/data/cinematic-cards.ts unitsGained): the battle keeps a group for each.

describe("Cinematic Combat: the units that may join, read from the cards", () => {
  const joiners = (input: ScenarioInput) =>
    CINEMATIC_MODE.joiners!(scenario({ tactics: "cinematic", ...input }));

  it("Reinforcements brings TIE Fighters with an Assault Carrier, Deployment triangle-tier ground units with a U-wing", () => {
    expect(
      joiners({
        attacker: empire({ "assault-carrier": 1, "tie-fighter": 3 }),
        defender: rebels({ "u-wing": 1, "rebel-trooper": 10 }),
      }),
    ).toEqual([
      { side: 0, unit: "tie-fighter", most: 21 },
      { side: 1, unit: "rebel-trooper", most: 11 },
      { side: 1, unit: "rebel-vanguard", most: 12 },
    ]);
  });

  it("nothing joins without the pictured unit, or past the component limits unless they are ignored", () => {
    expect(
      joiners({
        attacker: empire({ "tie-fighter": 3 }),
        defender: rebels({ "x-wing": 2 }),
      }),
    ).toEqual([]);
    const full = empire({ "assault-carrier": 1, "tie-fighter": 24 });
    expect(joiners({ attacker: full, defender: rebels({ "x-wing": 1 }) })).toEqual([]);
    expect(joiners({ attacker: full, defender: rebels({ "x-wing": 1 }), ignoreLimits: true })).toEqual([
      { side: 0, unit: "tie-fighter", most: 75 },
    ]);
  });
});

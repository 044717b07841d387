import { describe, expect, it } from "vitest";
import {
  carriesItsRiders,
  leaderLine,
  movingInNotes,
  transportLine,
  transportNeed,
} from "@/lib/scenario/moving-in";
import { DEFAULT_SETUP } from "@/lib/scenario/setup";
import type { Scenario, SideSetup } from "@/lib/scenario/types";

const base = DEFAULT_SETUP.scenario;
const attacking = (patch: Partial<SideSetup>, monCalCapacity: 4 | 6 = 4): Scenario => ({
  ...base,
  attacker: { ...base.attacker, ...patch },
  variants: { ...base.variants, monCalCapacity },
});

describe("moving in (docs/rules.md#moving-in)", () => {
  it("counts ground units, TIE Fighters and TIE Strikers as riders, never structures or other ships", () => {
    const t = transportNeed(
      {
        "star-destroyer": 1,
        "tie-fighter": 2,
        "tie-striker": 1,
        stormtrooper: 3,
        "at-at": 1,
        "shield-bunker": 1,
        "assault-carrier": 1,
      },
      { monCalCapacity: 4 },
    );
    expect(t).toEqual({
      need: 7,
      capacity: 10,
      riders: { "tie-fighter": 2, stormtrooper: 3, "at-at": 1, "tie-striker": 1 },
    });
  });

  it("gives the Mon Calamari Cruiser 4 places, or 6 with the variant", () => {
    const units = { "mon-calamari-cruiser": 1, "rebel-trooper": 5 };
    expect(transportNeed(units, { monCalCapacity: 4 }).capacity).toBe(4);
    expect(transportNeed(units, { monCalCapacity: 6 }).capacity).toBe(6);
    expect(carriesItsRiders(units, { monCalCapacity: 4 })).toBe(false);
    expect(carriesItsRiders(units, { monCalCapacity: 6 })).toBe(true);
  });

  it("says what needs more places than the ships carry, in the game's names", () => {
    const s = attacking({
      units: { "star-destroyer": 1, stormtrooper: 4, "at-st": 1, "tie-fighter": 2 },
    });
    expect(transportLine(s)).toBe(
      "5 ground units and 2 TIE Fighters need 7 places; your ships carry 6 (fine if they are already in the system).",
    );
    const one = attacking({ units: { "tie-fighter": 1 } });
    expect(transportLine(one)).toBe(
      "1 TIE Fighter needs 1 place; your ships carry none (fine if they are already in the system).",
    );
    // Exactly full is fine; the default battle (a Star Destroyer and a TIE Fighter) is fine.
    expect(transportLine(attacking({ units: { "star-destroyer": 1, stormtrooper: 6 } }))).toBeNull();
    expect(movingInNotes(base)).toEqual([]);
  });

  it("says when the attacker has no leader, and only the attacker is checked", () => {
    const s = attacking({ leaders: [] });
    expect(leaderLine(s)).toMatch(
      /^An attack has the leader who activated the system; this attacker has none/,
    );
    const defenderAlone = {
      ...base,
      defender: { ...base.defender, leaders: [], units: { "rebel-trooper": 9 } },
    };
    expect(movingInNotes(defenderAlone)).toEqual([]);
    expect(movingInNotes(attacking({ leaders: [], units: { stormtrooper: 2 } }))).toHaveLength(2);
  });
});

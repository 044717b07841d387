import { describe, expect, it } from "vitest";
import { DICE_CAP, FACES, TACTIC_CARD_IDS, UNITS } from "@/lib/data";
import { cardCode } from "@/lib/engine/card-code";
import * as codes from "@/lib/engine/codes";

// codes.ts holds literals (so bundlers write them into the engine's code); these are the ones that
// mirror lib/data, the single source of truth.
describe("engine codes", () => {
  it("face codes are the indices of FACES", () => {
    expect([codes.FACE_BLANK, codes.FACE_HIT, codes.FACE_DIRECT, codes.FACE_SPECIAL]).toEqual(
      (["blank", "hit", "direct", "special"] as const).map((f) => FACES.indexOf(f)),
    );
  });

  it("card codes are the indices of TACTIC_CARD_IDS, one constant per card", () => {
    expect(codes.CARD_COUNT).toBe(TACTIC_CARD_IDS.length);
    const byId = {
      "critical-hit": codes.CARD_CRITICAL_HIT,
      "concentrate-fire": codes.CARD_CONCENTRATE_FIRE,
      "defensive-formation": codes.CARD_DEFENSIVE_FORMATION,
      outmaneuver: codes.CARD_OUTMANEUVER,
      "dig-in": codes.CARD_DIG_IN,
      "take-it-down": codes.CARD_TAKE_IT_DOWN,
      onslaught: codes.CARD_ONSLAUGHT,
      "unstoppable-assault": codes.CARD_UNSTOPPABLE_ASSAULT,
      "brilliant-strategy": codes.CARD_BRILLIANT_STRATEGY,
      "no-escape": codes.CARD_NO_ESCAPE,
      bombardment: codes.CARD_BOMBARDMENT,
      "escape-plan": codes.CARD_ESCAPE_PLAN,
    };
    expect(Object.keys(byId).sort()).toEqual([...TACTIC_CARD_IDS].sort());
    for (const [id, code] of Object.entries(byId)) expect(cardCode(id as keyof typeof byId)).toBe(code);
  });

  it("dice caps match DICE_CAP and the damage stride exceeds every unit's health", () => {
    expect([codes.DICE_CAP_RED, codes.DICE_CAP_BLACK, codes.DICE_CAP_GREEN]).toEqual([
      DICE_CAP.red,
      DICE_CAP.black,
      DICE_CAP.green,
    ]);
    expect(Math.max(...UNITS.map((u) => u.health))).toBeLessThan(codes.DAMAGE_LEVELS);
  });

  it("the scaling constants are exactly 6 / 2^32 and 1 / 2^32", () => {
    expect(codes.SIX_OVER_2_32).toBe(6 / 4294967296);
    expect(codes.U32_TO_UNIT).toBe(1 / 4294967296);
  });
});

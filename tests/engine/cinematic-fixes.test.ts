import { describe, expect, it } from "vitest";
import { ATTACKER, DEFENDER, GROUND, SPACE } from "@/lib/engine/core/codes";
import type { ScenarioInput } from "@/lib/scenario";
import { DECIDE_AT_RESOLUTION } from "@/lib/engine/modes/cinematic/card-choice";
import { statBase } from "@/lib/engine/modes/cinematic/cinematic-state";
import { cinematic } from "../helpers/cinematic";
import { ScriptedRng, rolls } from "../helpers/scripted-rng";

// Four rule bugs of Cinematic Combat and Intercept (docs/rules.md#cinematic-combat), each with scripted cards and
// dice (each failed before its fix).
type Side = ScenarioInput["attacker"];
const side = (faction: "rebel" | "empire", units: Record<string, number>, more: Partial<Side> = {}) =>
  ({ faction, units, leaders: [], ...more }) as Side;
const blanks = (n: number) => Array.from({ length: n }, () => ["black", "blank"] as const);

describe("Cinematic Combat rule fixes", () => {
  it("an additional card's unit requirement counts a unit a card destroyed earlier that step (Confrontation, then Tow Cables)", () => {
    const a = cinematic(side("empire", { "at-st": 1 }), side("rebel", { airspeeder: 1 }));
    // Overrun (2 damage) destroys the Airspeeder first; the Rebels' additional card still may use Tow Cables' top.
    a.reveal(GROUND, ["overrun", "top"], ["confrontation", "bottom"]);
    expect(a.units(DEFENDER, "airspeeder").gone).toBe(1);
    expect(a.units(ATTACKER, "at-st").gone).toBe(1);
    expect(a.inHand(DEFENDER, GROUND, "tow-cables")).toBe(false);
  });

  it("Energy Shield removes damage the Star Destroyer carried from before the attack", () => {
    const a = cinematic(
      side(
        "empire",
        { "star-destroyer": 1, "shield-bunker": 1, stormtrooper: 1 },
        {
          damaged: { "star-destroyer": [2] },
        },
      ),
      side("rebel", { "x-wing": 1, "rebel-trooper": 1 }),
    );
    a.reveal(SPACE, ["energy-shield", "top"], null);
    a.r.attack(new ScriptedRng(blanks(1)), DEFENDER, SPACE);
    expect(a.units(ATTACKER, "star-destroyer").standing).toEqual([0]);
  });

  it("Draw Their Fire removes old damage from Rebel ships, never from Nebulon-Bs", () => {
    const a = cinematic(
      side(
        "rebel",
        { "nebulon-b-frigate": 1, "corellian-corvette": 1 },
        {
          damaged: { "nebulon-b-frigate": [2], "corellian-corvette": [1] },
        },
      ),
      side("empire", { "tie-fighter": 1 }),
    );
    a.reveal(SPACE, ["draw-their-fire", "top"], null);
    a.r.attack(new ScriptedRng(blanks(1)), DEFENDER, SPACE);
    expect(a.units(ATTACKER, "corellian-corvette").standing).toEqual([0]);
    expect(a.units(ATTACKER, "nebulon-b-frigate").standing).toEqual([2]);
  });

  it("Ion Blast locks only the ship it hit: the other damaged Star Destroyer still removes damage with a special", () => {
    const a = cinematic(
      side("rebel", { "ion-cannon": 1, "x-wing": 1 }),
      side("empire", { "star-destroyer": 2 }, { damaged: { "star-destroyer": [2, 1] } }),
    );
    a.reveal(SPACE, ["ion-blast", "top"], null);
    // the hit ship is the most damaged one (now 3); the other keeps 1
    expect(a.units(DEFENDER, "star-destroyer").standing).toEqual([3, 1]);
    // two red specials: only the other ship's damage comes off (3 stays)
    a.r.attack(rolls("2 red special, 2 red blank, 2 black blank"), DEFENDER, SPACE);
    expect(a.units(DEFENDER, "star-destroyer").standing).toEqual([3, 0]);
  });

  it("Escape Plan: a lethally damaged transport stays behind and carries nobody", () => {
    const a = cinematic(
      side("empire", { "star-destroyer": 1, stormtrooper: 1 }),
      side("rebel", { "rebel-transport": 2, "rebel-trooper": 6 }, { leaders: ["mon-mothma"] }),
    );
    // The Star Destroyer's space attack makes one transport lethal (destroyed at the round's end).
    a.r.attack(rolls("2 red hit, red blank, black blank"), ATTACKER, SPACE);
    expect(a.units(DEFENDER, "rebel-transport").lethal).toBe(1);
    a.reveal(GROUND, null, ["escape-plan", "top"]);
    expect(a.units(DEFENDER, "rebel-transport").retreated).toBe(1);
    expect(a.units(DEFENDER, "rebel-trooper")).toMatchObject({ retreated: 4, live: 2 });
  });

  it("Intercept destroys a triangle-tier ship (an X-wing), never a ground unit", () => {
    const a = cinematic(
      side("empire", { "tie-striker": 1, stormtrooper: 1 }),
      side("rebel", { "x-wing": 1, "corellian-corvette": 1, "rebel-trooper": 2 }),
    );
    a.reveal(SPACE, ["intercept", "top"], null);
    expect(a.units(DEFENDER, "x-wing").gone).toBe(1);
    expect(a.units(DEFENDER, "corellian-corvette").live).toBe(1);
    expect(a.units(DEFENDER, "rebel-trooper").live).toBe(2);
  });
});

describe("Cinematic Combat readings", () => {
  it("top or bottom is decided as the card resolves: Tow Cables' top once the walker it would hit is on the table", () => {
    const a = cinematic(side("empire", { "at-st": 1 }), side("rebel", { airspeeder: 1 }));
    // The Rebels' pick guessed Tow Cables' bottom; as it resolves they use the top (4 damage on the AT-ST).
    const tow = a.cardIndex(DEFENDER, GROUND, "tow-cables");
    a.r.pick = (s) => (s === DEFENDER ? (tow << 2) | 1 | DECIDE_AT_RESOLUTION : -1);
    a.r.beforeStep(new ScriptedRng([]), GROUND);
    expect(a.units(ATTACKER, "at-st").gone).toBe(1);
    expect(a.cs.stats[statBase(DEFENDER) + 16 + 8 + tow]).toBe(1); // top used (ground cards follow the 8 space cards)
    // a guess kept as it is (a scripted pick without the flag) resolves the bottom: 1 damage
    const b = cinematic(side("empire", { "at-st": 1 }), side("rebel", { airspeeder: 1 }));
    b.r.pick = (s) => (s === DEFENDER ? (tow << 2) | 1 : -1);
    b.r.beforeStep(new ScriptedRng([]), GROUND);
    expect(b.units(ATTACKER, "at-st").standing).toEqual([1]);
  });
});

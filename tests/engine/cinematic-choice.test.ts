import { describe, expect, it } from "vitest";
import { simulate } from "@/lib/engine";
import { ATTACKER, DEFENDER, GROUND, SPACE, sideTheater } from "@/lib/engine/core/codes";
import { chooseCard } from "@/lib/engine/modes/cinematic/card-choice";
import { valueHands } from "@/lib/engine/modes/cinematic/card-values";
import type { ScenarioInput } from "@/lib/scenario";
import { cinematic } from "../helpers/cinematic";
import { scenario } from "../helpers/scenarios";
import { rolls } from "../helpers/scripted-rng";

// With scripted tables: the smart card choice where a player's choice is not in doubt
// (docs/rules.md#cinematic-combat).
type Side = ScenarioInput["attacker"];
const side = (faction: "rebel" | "empire", units: Record<string, number>, more: Partial<Side> = {}) =>
  ({ faction, units, leaders: [], ...more }) as Side;

/** The card (and ability) `who` picks at the start of round 1 in `theater`, as [id, "top" | "bottom" | "neither"]. */
function pickOf(a: ReturnType<typeof cinematic>, who: number, theater: number): [string, string] {
  valueHands(a.r, theater, -1);
  const c = chooseCard(a.r, who, theater, true);
  const card = a.r.cards[sideTheater(who, theater)]![(c >> 2) & 7]!;
  return [card.def.id, ["neither", "bottom", "top"][c & 3]!];
}

describe("smart card choice", () => {
  it("an additional card is valued as it would be played (keep penalty included): Tow Cables' top beats Confrontation's bottom against a lone AT-ST", () => {
    const a = cinematic(side("empire", { "at-st": 1 }), side("rebel", { airspeeder: 1 }));
    expect(pickOf(a, DEFENDER, GROUND)).toEqual(["tow-cables", "top"]);
  });

  it("an AT-ST attacking a lone Airspeeder, both smart: Overrun and Tow Cables destroy both, always", () => {
    const r = simulate(
      scenario({
        attacker: side("empire", { "at-st": 1 }),
        defender: side("rebel", { airspeeder: 1 }),
        tactics: "cinematic",
      }),
      { trials: 500, seed: "1" },
    );
    expect(r.outcomes.mutual.p).toBe(1);
    expect(r.defender.cards.top).toEqual({ "tow-cables": 1 }); // used in every combat
  });

  it("a lone Death Star fires Superlaser Blast's top on a capital ship it can destroy", () => {
    const a = cinematic(side("empire", { "death-star": 1 }), side("rebel", { "mon-calamari-cruiser": 1 }));
    expect(pickOf(a, ATTACKER, SPACE)).toEqual(["superlaser-blast", "top"]);
    const r = simulate(
      scenario({
        attacker: side("empire", { "death-star": 1 }),
        defender: side("rebel", { "mon-calamari-cruiser": 1 }),
        tactics: "cinematic",
      }),
      { trials: 400, seed: "2" },
    );
    expect(r.attacker.cards.top?.["superlaser-blast"]).toBe(1); // in every combat
    expect(r.outcomes.attacker.p).toBe(1);
  });

  it("leader rerolls also reroll a special with nothing to repair and hits the revealed card prevents in full", () => {
    // Jan Dodonna gives 2 space rerolls. The X-wings roll a black special (no damaged Rebel unit: useless) and a black
    // hit that the Empire's Reinforcements (bottom: prevent 2 black hits) would stop; both are rerolled.
    const a = cinematic(
      side("rebel", { "x-wing": 2 }, { leaders: ["jan-dodonna"] }),
      side("empire", { "assault-carrier": 1, "tie-fighter": 2 }),
    );
    a.reveal(SPACE, null, ["reinforcements", "bottom"]);
    const rng = rolls("black special, 3 black hit");
    a.r.attack(rng, ATTACKER, SPACE);
    expect(rng.remaining).toBe(0); // both dice rerolled (before the fix: neither)
    expect(a.units(DEFENDER, "tie-fighter").live).toBe(2); // the two hits rerolled are prevented too
  });

  it("obvious: Rebel troopers against a lone stormtrooper use Hold Them Back's top (destroy it)", () => {
    const a = cinematic(side("rebel", { "rebel-trooper": 2 }), side("empire", { stormtrooper: 1 }));
    expect(pickOf(a, ATTACKER, GROUND)).toEqual(["hold-them-back", "top"]);
  });

  it("obvious: an AT-AT facing a lone Shield Generator uses Target the Generator's top (destroy the structure)", () => {
    const a = cinematic(side("empire", { "at-at": 1 }), side("rebel", { "shield-generator": 1 }));
    expect(pickOf(a, ATTACKER, GROUND)).toEqual(["target-the-generator", "top"]);
  });

  it("obvious: Y-wings facing a lone Star Destroyer two damage from destruction use Bombing Run's top (2 red damage)", () => {
    const a = cinematic(
      side("rebel", { "y-wing": 1 }),
      side("empire", { "star-destroyer": 1 }, { damaged: { "star-destroyer": [2] } }),
    );
    expect(pickOf(a, ATTACKER, SPACE)).toEqual(["bombing-run", "top"]);
  });

  it("obvious: TIE Fighters facing a lone X-wing destroy it with a card (Swarm Tactics)", () => {
    const a = cinematic(side("empire", { "tie-fighter": 3 }), side("rebel", { "x-wing": 1 }));
    expect(pickOf(a, ATTACKER, SPACE)[0]).toBe("swarm-tactics");
  });

  it("obvious: X-wings facing lone TIE Fighters use Rogue Squadron Support's top (2 black damage: both TIEs)", () => {
    const a = cinematic(side("rebel", { "x-wing": 1 }), side("empire", { "tie-fighter": 2 }));
    expect(pickOf(a, ATTACKER, SPACE)).toEqual(["rogue-squadron-support", "top"]);
  });

  it("obvious: a top needing a unit the side lacks is never chosen (no Airspeeder: Tow Cables' top is out)", () => {
    const a = cinematic(side("rebel", { "rebel-trooper": 1 }), side("empire", { "at-st": 1 }));
    expect(pickOf(a, ATTACKER, GROUND)).not.toEqual(["tow-cables", "top"]);
  });
});

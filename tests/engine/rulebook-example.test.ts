import { describe, expect, it } from "vitest";
import { compileBattle } from "@/lib/engine";
import { resolveAttack } from "@/lib/engine/attack";
import { BattleState, STATUS_GONE, STATUS_IN } from "@/lib/engine/battle-state";
import { ATTACKER, CARD, CARD_COUNT, DEFENDER, SPACE, cardCode } from "@/lib/engine/codes";
import { drawOpeningHands, endBattleStep } from "@/lib/engine/combat";
import { inHand } from "@/lib/engine/deck";
import { ScriptedRng } from "../helpers/scripted-rng";
import { scenario } from "../helpers/scenarios";

// The rulebook's combat example (combat-rules-excerpt.txt): Vader's Star Destroyer and TIE fighter
// attack Dodonna's X-wing and Y-wing at Yavin. Slots are in UNITS order: TIE 0, SD 1, X-wing 2, Y-wing 3.
const TIE = 0;
const SD = 1;
const XWING = 2;
const YWING = 3;

function setup(tactics: "none" | "base") {
  const b = compileBattle(
    scenario({
      attacker: {
        faction: "empire",
        units: { "star-destroyer": 1, "tie-fighter": 1 },
        leaders: ["darth-vader"],
        // The example's player puts the black hit on the Y-wing.
        targeting: { policy: "priority", order: ["y-wing", "x-wing"] },
      },
      defender: { faction: "rebel", units: { "x-wing": 1, "y-wing": 1 }, leaders: ["jan-dodonna"] },
      tactics,
    }),
  );
  const s = new BattleState(b);
  s.reset();
  return { b, s };
}

describe("rulebook combat example, dice only", () => {
  it("red hit cannot go to fighters, the lethal Y-wing still fires, the TIE dies", () => {
    const { b, s } = setup("none");
    expect([b.type[TIE], b.type[SD], b.type[XWING], b.type[YWING]]).toEqual([0, 2, 9, 10]);
    // Imperial: 2 red (SD) then 2 black (SD + TIE): red hit, red blank, black hit, black special.
    const rng = new ScriptedRng([
      ["red", "hit"],
      ["red", "blank"],
      ["black", "hit"],
      ["black", "special"],
      // Rebel: Y-wing's red die blank, X-wing's black die hit.
      ["red", "blank"],
      ["black", "hit"],
    ]);
    resolveAttack(rng, b, s, ATTACKER, SPACE);
    // The black hit lethally damages the Y-wing; the red hit has no red-health target and is lost.
    expect(s.damage[YWING]).toBe(1);
    expect(s.lethal[YWING]).toBe(1);
    expect(s.damage[XWING]).toBe(0);
    expect(s.status[YWING]).toBe(STATUS_IN);
    // The Y-wing has not attacked yet: it is still in the system and rolls its red die.
    resolveAttack(rng, b, s, DEFENDER, SPACE);
    expect(rng.remaining).toBe(0);
    expect(s.damage[TIE]).toBe(1);
    expect(s.damage[SD]).toBe(0);
    endBattleStep(s);
    expect(s.status[TIE]).toBe(STATUS_GONE);
    expect(s.status[YWING]).toBe(STATUS_GONE);
    expect(s.status[SD]).toBe(STATUS_IN);
    expect(s.status[XWING]).toBe(STATUS_IN);
  });
});

describe("rulebook combat example, with tactic cards", () => {
  it("replays draws, the ★ onslaught, the block and deferred destruction step by step", () => {
    const { b, s } = setup("base");
    // Deck order: Vader draws onslaught + unstoppable assault, Dodonna defensive formation + no escape.
    const order = [
      "onslaught",
      "unstoppable-assault",
      "defensive-formation",
      "no-escape",
      "critical-hit",
      "critical-hit",
    ] as const;
    s.setDeckOrder(SPACE, order.map(cardCode));
    const rng = new ScriptedRng([
      "top",
      "top",
      "top",
      "top",
      ["red", "hit"],
      ["red", "blank"],
      ["black", "hit"],
      ["black", "special"],
      ["red", "blank"],
      ["black", "hit"],
    ]);
    // Both leaders have space tactic value 2: two space cards each.
    drawOpeningHands(rng, b, s);
    expect(s.handSize[0]).toBe(2);
    expect(s.handSize[2]).toBe(2);
    expect(inHand(s, ATTACKER, SPACE, CARD.onslaught)).toBe(1);
    expect(inHand(s, DEFENDER, SPACE, CARD.defensiveFormation)).toBe(1);

    resolveAttack(rng, b, s, ATTACKER, SPACE);
    // The special paid for onslaught: 1 damage to each fighter; the black hit on the Y-wing.
    expect(s.cardsPlayed[ATTACKER * CARD_COUNT + CARD.onslaught]).toBe(1);
    expect(inHand(s, ATTACKER, SPACE, CARD.onslaught)).toBe(0);
    expect(inHand(s, ATTACKER, SPACE, CARD.unstoppableAssault)).toBe(1); // no special left to pay for it
    // The Rebel blocked the damage on the X-wing with defensive formation.
    expect(s.cardsPlayed[DEFENDER * CARD_COUNT + CARD.defensiveFormation]).toBe(1);
    expect(s.damage[XWING]).toBe(0);
    expect(s.lethal[XWING]).toBe(0);
    expect(s.lethal[YWING]).toBe(1);

    resolveAttack(rng, b, s, DEFENDER, SPACE);
    expect(rng.remaining).toBe(0);
    // The Rebel played nothing; the Empire had no block card, so the TIE takes the black hit.
    expect(inHand(s, DEFENDER, SPACE, CARD.noEscape)).toBe(1);
    expect(s.damage[TIE]).toBe(1);
    endBattleStep(s);
    expect(s.status[TIE]).toBe(STATUS_GONE);
    expect(s.status[YWING]).toBe(STATUS_GONE);
    expect(s.status[XWING]).toBe(STATUS_IN);
    expect(s.status[SD]).toBe(STATUS_IN);
  });
});

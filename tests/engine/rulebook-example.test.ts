import { describe, expect, it } from "vitest";
import type { UnitId } from "@/lib/data";
import { compileBattle } from "@/lib/engine";
import { cardsOf, resolveAttack } from "../helpers/base-cards";
import { BattleState } from "@/lib/engine/core/battle-state";
import { endBattleStep } from "@/lib/engine/core/combat";
import { drawOpeningHands } from "@/lib/engine/modes/base/base-mode";
import { inHand, setDeckOrder } from "@/lib/engine/modes/base/deck";
import { ScriptedRng, rolls } from "../helpers/scripted-rng";
import { unitsOf } from "../helpers/units";
import { scenario, rebels } from "../helpers/scenarios";
import { ATTACKER, DEFENDER, SPACE } from "@/lib/engine/core/codes";
import {
  CARD_COUNT,
  CARD_DEFENSIVE_FORMATION,
  CARD_NO_ESCAPE,
  CARD_ONSLAUGHT,
  CARD_UNSTOPPABLE_ASSAULT,
} from "@/lib/engine/modes/base/card-codes";
import { cardCode } from "@/lib/engine/modes/base/card-code";

// The rulebook's combat example (combat-rules-excerpt.txt): Vader's Star Destroyer and TIE fighter
// attack Dodonna's X-wing and Y-wing at Yavin.
const TIE = [0, "tie-fighter"] as const;
const SD = [0, "star-destroyer"] as const;
const XWING = [1, "x-wing"] as const;
const YWING = [1, "y-wing"] as const;

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
      defender: rebels({ "x-wing": 1, "y-wing": 1 }, ["jan-dodonna"]),
      tactics,
    }),
  );
  const s = new BattleState(b);
  s.reset();
  const unit = (which: readonly [0 | 1, UnitId]) => unitsOf(b, s, which[0], which[1]);
  return { b, s, unit };
}

describe("rulebook combat example, dice only", () => {
  it("red hit cannot go to fighters, the lethal Y-wing still fires, the TIE dies", () => {
    const { b, s, unit } = setup("none");
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
    expect(unit(YWING)).toMatchObject({ lethal: 1, live: 1 });
    expect(unit(XWING)).toMatchObject({ lethal: 0, standing: [0] });
    // The Y-wing has not attacked yet: it is still in the system and rolls its red die.
    resolveAttack(rng, b, s, DEFENDER, SPACE);
    expect(rng.remaining).toBe(0);
    expect(unit(TIE).lethal).toBe(1);
    expect(unit(SD)).toMatchObject({ lethal: 0, standing: [0] });
    endBattleStep(s);
    expect(unit(TIE)).toMatchObject({ gone: 1, live: 0 });
    expect(unit(YWING)).toMatchObject({ gone: 1, live: 0 });
    expect(unit(SD)).toMatchObject({ gone: 0, live: 1 });
    expect(unit(XWING)).toMatchObject({ gone: 0, live: 1 });
  });
});

describe("rulebook combat example, with tactic cards", () => {
  it("replays draws, the ★ onslaught, the block and deferred destruction step by step", () => {
    const { b, s, unit } = setup("base");
    // Deck order: Vader draws onslaught + unstoppable assault, Dodonna defensive formation + no escape.
    const order = [
      "onslaught",
      "unstoppable-assault",
      "defensive-formation",
      "no-escape",
      "critical-hit",
      "critical-hit",
    ] as const;
    setDeckOrder(cardsOf(s), SPACE, order.map(cardCode));
    const rng = rolls("4 top, red hit, red blank, black hit, black special, red blank, black hit");
    // Both leaders have space tactic value 2: two space cards each.
    drawOpeningHands(rng, b, s, cardsOf(s));
    expect(cardsOf(s).handSize[0]).toBe(2);
    expect(cardsOf(s).handSize[2]).toBe(2);
    expect(inHand(cardsOf(s), ATTACKER, SPACE, CARD_ONSLAUGHT)).toBe(1);
    expect(inHand(cardsOf(s), DEFENDER, SPACE, CARD_DEFENSIVE_FORMATION)).toBe(1);

    resolveAttack(rng, b, s, ATTACKER, SPACE);
    // The special paid for onslaught: 1 damage to each fighter; the black hit on the Y-wing.
    expect(cardsOf(s).cardsPlayed[ATTACKER * CARD_COUNT + CARD_ONSLAUGHT]).toBe(1);
    expect(inHand(cardsOf(s), ATTACKER, SPACE, CARD_ONSLAUGHT)).toBe(0);
    expect(inHand(cardsOf(s), ATTACKER, SPACE, CARD_UNSTOPPABLE_ASSAULT)).toBe(1); // no special left to pay for it
    // The Rebel blocked the damage on the X-wing with defensive formation.
    expect(cardsOf(s).cardsPlayed[DEFENDER * CARD_COUNT + CARD_DEFENSIVE_FORMATION]).toBe(1);
    expect(unit(XWING)).toMatchObject({ lethal: 0, standing: [0] });
    expect(unit(YWING).lethal).toBe(1);

    resolveAttack(rng, b, s, DEFENDER, SPACE);
    expect(rng.remaining).toBe(0);
    // The Rebel played nothing; the Empire had no block card, so the TIE takes the black hit.
    expect(inHand(cardsOf(s), DEFENDER, SPACE, CARD_NO_ESCAPE)).toBe(1);
    expect(unit(TIE).lethal).toBe(1);
    endBattleStep(s);
    expect(unit(TIE)).toMatchObject({ gone: 1, live: 0 });
    expect(unit(YWING)).toMatchObject({ gone: 1, live: 0 });
    expect(unit(XWING)).toMatchObject({ gone: 0, live: 1 });
    expect(unit(SD)).toMatchObject({ gone: 0, live: 1 });
  });

  it("the Y-wing carries 2 damage, so with two defensive formations only the X-wing is saved (overkill)", () => {
    // As in the rulebook, onslaught's second point and the black hit both land on the Y-wing: a block of 1
    // leaves it destroyed, so Dodonna's second defensive formation stays in hand.
    const { b, s, unit } = setup("base");
    const order = ["onslaught", "unstoppable-assault", "defensive-formation", "defensive-formation"] as const;
    setDeckOrder(cardsOf(s), SPACE, order.map(cardCode));
    const rng = rolls("4 top, red hit, red blank, black hit, black special");
    drawOpeningHands(rng, b, s, cardsOf(s));
    resolveAttack(rng, b, s, ATTACKER, SPACE);
    expect(rng.remaining).toBe(0);
    expect(cardsOf(s).cardsPlayed[DEFENDER * CARD_COUNT + CARD_DEFENSIVE_FORMATION]).toBe(1);
    expect(inHand(cardsOf(s), DEFENDER, SPACE, CARD_DEFENSIVE_FORMATION)).toBe(1);
    expect(unit(XWING)).toMatchObject({ lethal: 0, standing: [0] });
    expect(unit(YWING).lethal).toBe(1);
  });
});

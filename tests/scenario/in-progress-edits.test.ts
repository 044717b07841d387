import { describe, expect, it } from "vitest";
import { atTheStart, cardsHeld, withCardsHeld, withRound, withSide } from "@/lib/scenario/in-progress-edits";
import { RULEBOOK_EXAMPLE } from "@/lib/scenario";
import { scenario } from "../helpers/scenarios";

describe("the page's edits of the battle as it stands (lib/scenario/in-progress-edits.ts)", () => {
  const start = scenario(RULEBOOK_EXAMPLE);
  it("keeps the round within 1 and the cap, and round 1 with nothing else is the battle at its start", () => {
    expect(withRound(start, 3).inProgress?.round).toBe(3);
    expect(withRound(start, 0)).toEqual(start);
    expect(withRound(start, 99).inProgress?.round).toBe(50);
    expect(withRound(withRound(start, 3), 1)).toEqual(start);
    expect(atTheStart(withSide(withRound(start, 2), "defender", { noEscape: true }))).toEqual(start);
  });
  it("cards held: the opening draw until set (Vader's 2 in space), then what the player says", () => {
    expect(cardsHeld(start, "attacker", "space")).toBe(2);
    const held = withCardsHeld(start, "attacker", "space", 4);
    expect(held.inProgress?.attacker.hand).toEqual({ space: { cards: [], unknown: 4 } });
    expect(cardsHeld(held, "attacker", "space")).toBe(4);
  });
});

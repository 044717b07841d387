import { describe, expect, it } from "vitest";
import { handNotes } from "@/lib/mid-battle/hand-notes";
import { parseScenario, type ScenarioInput } from "@/lib/scenario";
import { SD_VS_CORVETTES } from "../helpers/mid-battle";

// docs/rules.md#after-the-dice: the cards held unseen, and the known cards the best move does not weigh, each said.

const withHand = (cards: string[], unknown: number) => {
  const input = structuredClone(SD_VS_CORVETTES) as ScenarioInput & { inProgress: { attacker: object } };
  input.inProgress.attacker = { hand: { space: { cards, unknown } } };
  const r = parseScenario(input);
  if (!r.ok) throw new Error(r.error);
  return r.scenario;
};

describe("handNotes", () => {
  it("says nothing of a hand it weighs whole", () => {
    expect(handNotes(withHand(["critical-hit", "take-it-down"], 0), "attacker", "space")).toEqual([]);
  });

  it("counts the cards held unseen and names the known ones not weighed, once each, with what to do", () => {
    expect(
      handNotes(
        withHand(["concentrate-fire", "critical-hit", "unstoppable-assault"], 2),
        "attacker",
        "space",
      ),
    ).toEqual([
      "2 space cards in hand unseen: drawn at random in the battle played on. Name them under cards in hand to weigh playing them.",
      "Concentrate Fire is not weighed: its reroll is a new roll: play it at the table, then enter the roll it gives.",
      "Unstoppable Assault is not weighed: it only stops blocks, and the other side's blocks are not weighed here.",
    ]);
  });

  it("leaves out a block: it answers the other side's attack", () => {
    expect(handNotes(withHand(["defensive-formation"], 0), "attacker", "space")).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";
import {
  addDiscarded,
  addKnownCard,
  forgetKnownCard,
  handOf,
  removeDiscarded,
} from "@/lib/scenario/in-progress-cards";
import { withCardsHeld } from "@/lib/scenario/in-progress-edits";
import { checkScenario } from "@/lib/scenario/validate-scenario";
import { encodeInProgress } from "@/lib/scenario/in-progress-link";
import { NAME_WORDS } from "@/lib/scenario/words";
import { switchTactics } from "@/lib/scenario/tactics-mode";
import { DEFAULT_SETUP } from "@/lib/scenario/setup";
import { RULEBOOK_EXAMPLE } from "@/lib/scenario";
import type { Scenario } from "@/lib/scenario/types";
import { scenario } from "../helpers/scenarios";

const withRoundTwo = (s: Scenario): Scenario => ({ ...s, inProgress: { ...s.inProgress!, round: 2 } });
const done = (e: ReturnType<typeof addKnownCard>): Scenario => {
  if (!e.ok) throw new Error(e.problem);
  return e.scenario;
};

describe("the page's edits of the cards of a battle in progress (lib/scenario/in-progress-cards.ts)", () => {
  const start = scenario(RULEBOOK_EXAMPLE);
  it("a known card takes the place of one held unseen (Vader's opening 2 in space), and back", () => {
    expect(handOf(start, "attacker", "space")).toEqual({ cards: [], unknown: 2 });
    const one = done(addKnownCard(start, "attacker", "space", "critical-hit"));
    expect(one.inProgress?.attacker.hand).toEqual({ space: { cards: ["critical-hit"], unknown: 1 } });
    const two = done(addKnownCard(one, "attacker", "space", "no-escape"));
    expect(encodeInProgress(two.inProgress)).toBe("r.1~hand.attacker.space.0.critical-hit.no-escape");
    expect(forgetKnownCard(two, "attacker", "space", 0).inProgress?.attacker.hand?.space).toEqual({
      cards: ["no-escape"],
      unknown: 1,
    });
  });
  it("more known cards than held is one line naming the field, and nothing changes", () => {
    const full = done(
      addKnownCard(withCardsHeld(start, "defender", "space", 1), "defender", "space", "outmaneuver"),
    );
    const refused = addKnownCard(full, "defender", "space", "critical-hit");
    expect(refused).toEqual({
      ok: false,
      problem:
        "Battle in progress, the Rebels' space cards in hand: 1 held and 1 known, so Critical Hit would be one more known card than held; raise the cards in hand first",
    });
  });
  it("a card listed more often than its deck has it is one line, in the game's names on the page and ids elsewhere", () => {
    const held = done(addKnownCard(start, "attacker", "space", "no-escape"));
    const twice = addDiscarded(held, "space", "no-escape");
    expect(checkScenario(twice, NAME_WORDS)).toBe(
      "Battle in progress, space cards discarded: No Escape is listed 2 times in hands and discards, but the space deck has 1",
    );
    expect(checkScenario(twice)).toBe(
      "inProgress.discarded.space: no-escape is listed 2 times in hands and discards, but the space deck has 1",
    );
    expect(removeDiscarded(twice, "space", 0)).toEqual(held);
  });
  it("a switch away from the base decks clears the cards held and discarded, and says so (no invalid setup)", () => {
    const held = withRoundTwo(
      addDiscarded(done(addKnownCard(start, "attacker", "space", "critical-hit")), "space", "no-escape"),
    );
    const { setup, notice } = switchTactics({ ...DEFAULT_SETUP, scenario: held }, { mode: "cinematic" });
    expect(notice).toBe(
      "Only the base game's combat with its tactic decks has tactic cards held and discarded in a battle in progress: the battle in progress no longer lists its 3 cards.",
    );
    expect(setup.scenario.inProgress).toEqual({
      ...held.inProgress,
      attacker: { retreated: false, noEscape: false, lethal: {} },
      discarded: { space: [], ground: [] },
    });
    expect(checkScenario(setup.scenario)).toBeNull();
  });
});

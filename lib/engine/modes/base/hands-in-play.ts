import type { TacticCardId } from "@/lib/data";
import type { Scenario } from "@/lib/scenario/types";
import { sideTheater } from "../../core/codes";
import type { BaseCards } from "./base-cards";
import { cardCode } from "./card-code";

export const THEATERS = ["space", "ground"] as const;

/**
 * The battle as it stands (docs/rules.md#in-progress), base game: the known cards of each hand go from the deck into
 * the hand, the discarded ones into the discard pile; what is left is the deck the unknown cards are drawn from.
 * Changes the state a combat resets to (`BaseCards.keepAsStart`); nothing when the scenario lists no cards.
 */
export function placeKnownCards(cards: BaseCards, scenario: Scenario): void {
  const p = scenario.inProgress;
  if (!p) return;
  THEATERS.forEach((name, t) => {
    const take = (id: TacticCardId): void => {
      const deck = cards.deck[t as 0 | 1];
      const size = cards.deckSize[t]!;
      const code = cardCode(id);
      const at = deck.subarray(0, size).indexOf(code);
      if (at < 0) throw new Error(`${id} is not left in the ${name} deck`);
      deck.copyWithin(at, at + 1, size);
      cards.deckSize[t] = size - 1;
    };
    for (const id of p.discarded[name]) {
      take(id);
      cards.discards[t]! += 1 << (2 * cardCode(id));
    }
    [p.attacker, p.defender].forEach((side, s) => {
      for (const id of side.hand?.[name]?.cards ?? []) {
        take(id);
        cards.hands[sideTheater(s, t)]! += 1 << (2 * cardCode(id));
        cards.handSize[sideTheater(s, t)]!++;
      }
    });
  });
  cards.keepAsStart();
}

import { CINEMATIC_CARDS, cinematicCards, type Theater } from "@/lib/data";
import { SIDES, type Scenario, type SideSetup } from "./types";

const THEATERS: readonly Theater[] = ["space", "ground"];
const factionAdjective = (f: string) => (f === "empire" ? "an Imperial" : "a Rebel");
const factionName = (f: string) => (f === "empire" ? "the Empire" : "the Rebels");

/**
 * The cards a side lists as already used (Cinematic Combat, RULES.md §5): every problem of the list in one line, e.g.
 * `attacker.usedCards: unknown card "tractor-bean"; "overrun" is listed twice; "hold-them-back" is a Rebel card, but
 * the attacker is the Empire`.
 */
function checkUsedCards(key: string, side: SideSetup): string | null {
  const used = side.usedCards;
  if (!used) return null;
  const problems: string[] = [];
  for (const theater of THEATERS) {
    const seen = new Set<string>();
    const deck = cinematicCards(side.faction, theater);
    for (const id of used[theater]) {
      const card = CINEMATIC_CARDS.find((c) => c.id === id);
      if (!card) problems.push(`unknown card "${id}"`);
      else if (card.faction !== side.faction)
        problems.push(
          `"${id}" is ${factionAdjective(card.faction)} card, but the ${key} is ${factionName(side.faction)}`,
        );
      else if (card.theater !== theater)
        problems.push(`"${id}" is a ${card.theater} card, listed under ${theater}`);
      else if (seen.has(id)) problems.push(`"${id}" is listed twice`);
      seen.add(id);
    }
    if (seen.size >= deck.length && deck.every((c) => seen.has(c.id)))
      problems.push(
        `all ${deck.length} ${theater} cards are listed: at most ${deck.length - 1} can be in the discard pile (using the last card returns the others to hand)`,
      );
  }
  return problems.length > 0 ? `${key}.usedCards: ${problems.join("; ")}` : null;
}

/** Rules-level checks of what belongs to Cinematic Combat only; null when all is well. */
export function checkCinematic(s: Scenario): string | null {
  const cinematic = s.tactics.mode === "cinematic";
  for (const key of SIDES) {
    const side = s[key];
    if (!cinematic && side.usedCards && (side.usedCards.space.length > 0 || side.usedCards.ground.length > 0))
      return `${key}.usedCards: cards already used belong to Cinematic Combat (tactics "cinematic"), not to tactics "${s.tactics.mode}"`;
    if (!cinematic && side.cardPlay === "first-useful")
      return `${key}.cardPlay: "first-useful" is a Cinematic Combat policy; with tactics "${s.tactics.mode}" use "smart" or "none"`;
    if (cinematic) {
      const problem = checkUsedCards(key, side);
      if (problem) return problem;
    }
  }
  return null;
}

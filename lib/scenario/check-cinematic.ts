import { CINEMATIC_CARDS, cinematicCards, type Theater } from "@/lib/data";
import { TACTICS } from "./battle-options";
import { appliesIn, taggedOption } from "./choice";
import { orList } from "./choice-schema";
import { CARD_PLAY } from "./policies";
import { SIDES, type Scenario, type SideSetup } from "./types";
import { ID_WORDS, factionNoun, type Words } from "./words";

const THEATERS: readonly Theater[] = ["space", "ground"];
const factionAdjective = (f: string) => (f === "empire" ? "an Imperial" : "a Rebel");
const modeLabel = (mode: string) => taggedOption(TACTICS, mode)?.label ?? mode;

/**
 * The cards a side lists as already used (Cinematic Combat, docs/rules.md#cinematic-combat): every problem of the list in one line, e.g.
 * `attacker.usedCards: unknown card "tractor-bean"; "overrun" is listed twice; "hold-them-back" is a Rebel card, but
 * the attacker is the Empire` (in ids), or with the cards' names for the page and links (`the attacker's cards
 * already used: Overrun is listed twice`).
 */
export function checkUsedCards(key: string, side: SideSetup, w: Words = ID_WORDS): string | null {
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
          `${w.card(id)} is ${factionAdjective(card.faction)} card, but the ${key} is ${factionNoun(side.faction)}`,
        );
      else if (card.theater !== theater)
        problems.push(`${w.card(id)} is a ${card.theater} card, listed under ${theater}`);
      else if (seen.has(id)) problems.push(`${w.card(id)} is listed twice`);
      seen.add(id);
    }
    if (seen.size >= deck.length && deck.every((c) => seen.has(c.id)))
      problems.push(
        `all ${deck.length} ${theater} cards are listed${w === ID_WORDS ? ":" : ", but"} at most ${deck.length - 1} can be in the discard pile (using the last card returns the others to hand)`,
      );
  }
  return problems.length > 0 ? `${w.where(key, "usedCards")}${problems.join("; ")}` : null;
}

/**
 * Rules-level checks of what belongs to Cinematic Combat only; null when all is well. In ids for the CLI and the
 * API, in the game's names for the page and links.
 */
export function checkCinematic(s: Scenario, w: Words = ID_WORDS): string | null {
  const mode = s.tactics.mode;
  const cinematic = mode === "cinematic";
  const ids = w === ID_WORDS;
  for (const key of SIDES) {
    const side = s[key];
    if (!cinematic && side.usedCards && (side.usedCards.space.length > 0 || side.usedCards.ground.length > 0))
      return ids
        ? `${key}.usedCards: cards already used belong to Cinematic Combat (tactics "cinematic"), not to tactics "${mode}"`
        : `${w.side(key)} has cards already used, which only Cinematic Combat has (the tactic cards are ${modeLabel(mode)})`;
    const play = CARD_PLAY.options.find((o) => o.value === side.cardPlay);
    if (play && !appliesIn(play, mode)) {
      const allowed = CARD_PLAY.options.filter((o) => appliesIn(o, mode));
      return ids
        ? `${key}.cardPlay: "${play.value}" is a Cinematic Combat policy; with tactics "${mode}" use ${orList(allowed.map((o) => `"${o.value}"`))}`
        : `${w.where(key, "cardPlay")}${play.label} is for Cinematic Combat only (the tactic cards are ${modeLabel(mode)})`;
    }
    if (cinematic) {
      const problem = checkUsedCards(key, side, w);
      if (problem) return problem;
    }
  }
  return null;
}

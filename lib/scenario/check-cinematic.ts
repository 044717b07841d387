import { CINEMATIC_CARDS, cinematicCards } from "@/lib/data";
import { TACTICS } from "./battle-options";
import {
  CARD_LISTS,
  THEATERS,
  canonicalList,
  listed,
  type CardListDecl,
  type CardListId,
} from "./card-lists";
import { appliesIn, taggedOption } from "./choice";
import { orList } from "./choice-schema";
import { CARD_PLAY } from "./policies";
import { SIDES, type Scenario, type SideSetup } from "./types";
import { ID_WORDS, factionNoun, type Words } from "./words";

const factionAdjective = (f: string) => (f === "empire" ? "an Imperial" : "a Rebel");
const modeLabel = (mode: string) => taggedOption(TACTICS, mode)?.label ?? mode;

/**
 * The side's card lists (Cinematic Combat, docs/rules.md#cinematic-combat), each problem of a list in one line, e.g.
 * `attacker.usedCards: unknown card "tractor-bean"; "overrun" is listed twice; "hold-them-back" is a Rebel card, but
 * the attacker is the Empire` (in ids), or with the cards' names for the page and links (`the attacker's cards
 * already used: Overrun is listed twice`). The first list with a problem answers.
 */
export function checkCardLists(key: string, side: SideSetup, w: Words = ID_WORDS): string | null {
  for (const list of CARD_LISTS) {
    const problem = checkCardList(key, side, list, w);
    if (problem) return problem;
  }
  // A hand needs a card: what the lists take out together may not be the whole deck.
  for (const theater of THEATERS) {
    const deck = cinematicCards(side.faction, theater);
    const out = (id: string) => CARD_LISTS.some((l) => listed(side, l.id, theater).includes(id));
    if (deck.every((c) => out(c.id)))
      return `${w.where(key, CARD_LISTS[0].id)}all ${deck.length} ${theater} cards are listed as ${CARD_LISTS.map((l) => l.short).join(" or ")}, but at least one must be in hand (using the last card in hand returns the discard pile to it)`;
  }
  return null;
}

function checkCardList(key: string, side: SideSetup, list: CardListDecl, w: Words): string | null {
  const earlier = CARD_LISTS.slice(
    0,
    CARD_LISTS.findIndex((l) => l.id === list.id),
  );
  const cards = side[list.id as CardListId];
  if (!cards) return null;
  const problems: string[] = [];
  for (const theater of THEATERS) {
    const seen = new Set<string>();
    const deck = cinematicCards(side.faction, theater);
    for (const id of cards[theater]) {
      const card = CINEMATIC_CARDS.find((c) => c.id === id);
      if (!card) problems.push(`unknown card "${id}"`);
      else if (card.faction !== side.faction)
        problems.push(
          `${w.card(id)} is ${factionAdjective(card.faction)} card, but the ${key} is ${factionNoun(side.faction)}`,
        );
      else if (card.theater !== theater)
        problems.push(`${w.card(id)} is a ${card.theater} card, listed under ${theater}`);
      else if (seen.has(id)) problems.push(`${w.card(id)} is listed twice`);
      else if (!list.may(card)) problems.push(`${w.card(id)} ${list.mayNot}`);
      else {
        const also = earlier.find((l) => listed(side, l.id, theater).includes(id));
        if (also) problems.push(`${w.card(id)} is also listed as ${also.short}`);
      }
      seen.add(id);
    }
    if (seen.size >= deck.length && deck.every((c) => seen.has(c.id)))
      problems.push(
        `all ${deck.length} ${theater} cards are listed${w === ID_WORDS ? ":" : ", but"} at most ${deck.length - 1} can be in the discard pile (using the last card returns the others to hand)`,
      );
  }
  return problems.length > 0 ? `${w.where(key, list.id)}${problems.join("; ")}` : null;
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
    for (const list of CARD_LISTS) {
      if ((list.onlyIn as readonly string[]).includes(mode) || !canonicalList(side[list.id])) continue;
      return ids
        ? `${key}.${list.id}: ${list.noun} belong to Cinematic Combat (tactics "cinematic"), not to tactics "${mode}"`
        : `${w.side(key)} has ${list.noun}, which only Cinematic Combat has (the tactic cards are ${modeLabel(mode)})`;
    }
    const play = CARD_PLAY.options.find((o) => o.value === side.cardPlay);
    if (play && !appliesIn(play, mode)) {
      const allowed = CARD_PLAY.options.filter((o) => appliesIn(o, mode));
      return ids
        ? `${key}.cardPlay: "${play.value}" is a Cinematic Combat policy; with tactics "${mode}" use ${orList(allowed.map((o) => `"${o.value}"`))}`
        : `${w.where(key, "cardPlay")}${play.label} is for Cinematic Combat only (the tactic cards are ${modeLabel(mode)})`;
    }
    if (cinematic) {
      const problem = checkCardLists(key, side, w);
      if (problem) return problem;
    }
  }
  return null;
}

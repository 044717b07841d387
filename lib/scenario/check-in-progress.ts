import { TACTIC_CARD_IDS, isUnitId, unitDef, type TacticCardId } from "@/lib/data";
import type { InProgress } from "./in-progress";
import { deckOf } from "./in-progress-cards";
import { SIDES, type Scenario } from "./types";
import { ID_WORDS, type Words } from "./words";

const THEATERS = ["space", "ground"] as const;

/**
 * The rules-level checks of the battle as it stands (docs/rules.md#in-progress), each one line naming the field:
 * a round past the cap, lethal units the side does not have (or outside the step under way), cards in a game that
 * has no tactic decks, a card not in its deck, or held and discarded more often than the deck has it. In ids for
 * the CLI and the API, in the game's names for the page (`w`).
 */
export function checkInProgress(s: Scenario, w: Words = ID_WORDS): string | null {
  const p = s.inProgress;
  if (!p) return null;
  if (p.round > s.roundCap)
    return `${w.inProgress("round")}${p.round} is past the round cap (${s.roundCap}); raise roundCap to play it`;
  for (const key of SIDES) {
    const problem = checkLethal(s, p, key, w);
    if (problem) return problem;
  }
  return checkCards(s, p, w);
}

function checkLethal(s: Scenario, p: InProgress, key: "attacker" | "defender", w: Words): string | null {
  const side = s[key];
  const at = w.inProgress(`${key}.lethal`);
  for (const [id, n] of Object.entries(p[key].lethal)) {
    if (!isUnitId(id)) return `${at}unknown unit "${id}"`;
    const count = n ?? 0;
    if (!Number.isInteger(count) || count < 0)
      return `${at}${id} must be a whole number, 0 or more, got ${count}`;
    if (count === 0) continue;
    if (!p.step) return `${at}units are lethally damaged only during a battle step; give inProgress.step`;
    const def = unitDef(id);
    if (def.theater !== p.step.theater) return `${at}${id} is not in the ${p.step.theater} battle under way`;
    if (def.health === 0) return `${at}${id} cannot take damage`;
    const has = side.units[id] ?? 0;
    const damaged = side.damaged[id]?.length ?? 0;
    if (count + damaged > has)
      return `${at}${count} lethal and ${damaged} damaged ${id}, but the ${key} has ${has} (units counts them all)`;
  }
  return null;
}

/** Tactic cards: base game only; each one of its theater's deck, no more copies in hands and discards than the deck has. */
function checkCards(s: Scenario, p: InProgress, w: Words): string | null {
  const listed =
    SIDES.some((k) => p[k].hand !== undefined) || THEATERS.some((t) => p.discarded[t].length > 0);
  if (!listed) return null;
  if (s.tactics.mode !== "base")
    return s.tactics.mode === "cinematic"
      ? `${w.inProgress("")}tactic cards are the base game's; in Cinematic Combat list the cards used in usedCards`
      : `${w.inProgress("")}tactic cards need the base game (tactics: base)`;
  for (const theater of THEATERS) {
    const deck = deckOf(s, theater);
    const seen = new Map<TacticCardId, number>();
    const places: [string, readonly string[]][] = [
      ...SIDES.map((k): [string, readonly string[]] => [
        w.inProgress(`${k}.hand.${theater}`),
        p[k].hand?.[theater]?.cards ?? [],
      ]),
      [w.inProgress(`discarded.${theater}`), p.discarded[theater]],
    ];
    for (const [at, cards] of places) {
      for (const id of cards) {
        if (!(TACTIC_CARD_IDS as readonly string[]).includes(id)) return `${at}unknown tactic card "${id}"`;
        const card = id as TacticCardId;
        const copies = deck[card] ?? 0;
        if (copies === 0) return `${at}${w.tactic(card)} is not in the ${theater} deck`;
        const n = (seen.get(card) ?? 0) + 1;
        seen.set(card, n);
        if (n > copies)
          return `${at}${w.tactic(card)} is listed ${n} times in hands and discards, but the ${theater} deck has ${copies}`;
      }
    }
    const total = [...seen.values()].reduce((a, b) => a + b, 0);
    const unknown = SIDES.reduce((n, k) => n + (p[k].hand?.[theater]?.unknown ?? 0), 0);
    const size = Object.values(deck).reduce((a: number, b) => a + (b ?? 0), 0);
    if (total + unknown > size)
      return `${w.inProgress("")}${total + unknown} ${theater} cards held or discarded, but the ${theater} deck has ${size}`;
  }
  return null;
}

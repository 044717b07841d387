import type { TacticCardId } from "@/lib/data";
import type { Scenario, SideKey } from "@/lib/scenario/types";
import { cardName, unseenCards } from "./card-plays";

/**
 * Cards of the rolling side's hand that could be played now but are not weighed (docs/rules.md#after-the-dice), with
 * what the player does instead. Blocks are not listed: they answer the other side's attacks.
 */
const NOT_WEIGHED: Partial<Record<TacticCardId, string>> = {
  "concentrate-fire": "its reroll is a new roll: play it at the table, then enter the roll it gives",
  "unstoppable-assault": "it only stops blocks, and the other side's blocks are not weighed here",
  "escape-plan": "the battle as it stands has no place for its round",
};

/**
 * What the answer says of the rolling side's hand beside the best move, one line each, in the page and the CLI: the
 * cards held unseen (drawn at random in the battle played on) and the known cards not weighed, each with why.
 */
export function handNotes(scenario: Scenario, side: SideKey, theater: "space" | "ground"): string[] {
  const notes: string[] = [];
  const unseen = unseenCards(scenario, side, theater);
  if (unseen > 0)
    notes.push(
      `${unseen} ${theater} card${unseen === 1 ? "" : "s"} in hand unseen: drawn at random in the battle played on. Name them under cards in hand to weigh playing them.`,
    );
  const known =
    scenario.tactics.mode === "base" ? (scenario.inProgress?.[side].hand?.[theater]?.cards ?? []) : [];
  for (const id of new Set(known)) {
    const why = NOT_WEIGHED[id];
    if (why) notes.push(`${cardName(id)} is not weighed: ${why}.`);
  }
  return notes;
}

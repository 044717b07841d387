import { combatSystem } from "@/lib/scenario/tactics-mode";
import { SIDES, type Scenario } from "@/lib/scenario/types";
import { factionNoun, possessive } from "@/lib/scenario/words";

/**
 * The edits after which the page keeps the way back in view (docs/links-and-history.md#the-way-back-in-view): a change of this size is made far from
 * the Undo button at the top (a Clear in a force, the combat system by the odds), so a bar by the thumb says what
 * changed and offers Undo. Small edits (a count, a leader) are left to the buttons and keys: they are undone where
 * they were made. Returns what changed, in a player's words, or null.
 */
export function bigChange(before: Scenario, after: Scenario): string | null {
  if (before.tactics.mode !== after.tactics.mode) return `Now for ${combatSystem(after.tactics).system}`;
  for (const side of SIDES) {
    const was = before[side];
    const now = after[side];
    const had = Object.keys(was.units).length > 0 || was.leaders.length > 0;
    const empty = Object.keys(now.units).length === 0 && now.leaders.length === 0;
    if (had && empty && was.faction === now.faction)
      return `Cleared ${possessive(factionNoun(now.faction))} force`;
  }
  return null;
}

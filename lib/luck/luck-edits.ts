import type { UnitId } from "@/lib/data";
import type { Scenario, SideKey } from "@/lib/scenario/types";
import type { LuckEntry } from "./luck-entry";

/** How the player enters a side's end: what it lost, or what it has left (the link keeps losses either way). */
export type LuckMode = "lost" | "left";

/** The number a stepper shows for a unit type: lost, or left (brought less lost, never below 0). */
export function shownCount(
  scenario: Scenario,
  entry: LuckEntry,
  side: SideKey,
  id: UnitId,
  mode: LuckMode,
): number {
  const lost = entry[side][id] ?? 0;
  return mode === "lost" ? lost : Math.max(0, (scenario[side].units[id] ?? 0) - lost);
}

/**
 * The entry with a stepper's new number, kept within what the side brought (0 to its count: a stepper cannot make
 * a bad entry; a link can, and lib/luck/luck-check.ts names it). `shown` is lost or left as `mode` says.
 */
export function setShown(
  scenario: Scenario,
  entry: LuckEntry,
  side: SideKey,
  id: UnitId,
  mode: LuckMode,
  shown: number,
): LuckEntry {
  const brought = scenario[side].units[id] ?? 0;
  const clamped = Math.min(brought, Math.max(0, Math.round(shown)));
  const lost = mode === "lost" ? clamped : brought - clamped;
  const units = { ...entry[side] };
  if (lost > 0) units[id] = lost;
  else delete units[id];
  return { ...entry, [side]: units };
}

/** The entry once the forces trade places (lib/scenario/setup-edits.ts:swapSides): each side's losses go with it. */
export function swapLuck(entry: LuckEntry | null): LuckEntry | null {
  return entry && { attacker: entry.defender, defender: entry.attacker };
}

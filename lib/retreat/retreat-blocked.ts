import { unitDef, type UnitId } from "@/lib/data";
import type { SideSetup } from "@/lib/scenario/types";

function has(side: SideSetup, id: UnitId): boolean {
  return (side.units[id] ?? 0) > 0;
}

/**
 * Why a side's retreat rule can never fire, or cannot fire while something stays in the system (docs/rules.md#retreat),
 * in one sentence for the page; null when the rules let it retreat. A rule of "never" needs no note.
 */
export function retreatBlocked(own: SideSetup, enemy: SideSetup): string | null {
  if (own.leaders.length === 0)
    return "This rule can never fire: a side retreats only with a leader in the system.";
  if (own.faction === "empire" && has(own, "death-star"))
    return "This rule cannot fire while a Death Star is in the system: the Empire cannot retreat from it.";
  if (own.faction === "empire" && has(own, "death-star-under-construction"))
    return "This rule cannot fire while the Death Star under construction is in the system: the Empire cannot retreat from it.";
  if (own.faction === "rebel" && has(enemy, "interdictor"))
    return "This rule cannot fire while an Interdictor is in the system: Rebel units cannot retreat from it.";
  const canLeave = Object.entries(own.units).some(([id, n]) => {
    const def = unitDef(id as UnitId);
    return (n ?? 0) > 0 && def.theater === "space" && !def.structure && !def.needsTransport;
  });
  if (!canLeave)
    return "This rule can fire only with an Escape Plan card: ground units and TIEs leave aboard ships, and this side has none to leave on.";
  return null;
}

import { unitDef, type UnitId } from "@/lib/data";
import type { Scenario, SideKey } from "@/lib/scenario/types";

/**
 * The rolling side's unit types in the theater that can have been lethally damaged earlier in the step (the defender
 * rolls second: docs/rules.md#after-the-dice), and how many of each at most: the undamaged ones and those the damage
 * list names (units with health only).
 */
export function standingTypes(
  s: Scenario,
  side: SideKey,
  theater: "space" | "ground",
): { id: UnitId; most: number }[] {
  return (Object.entries(s[side].units) as [UnitId, number][])
    .filter(([id, n]) => n > 0 && unitDef(id).theater === theater && unitDef(id).health > 0)
    .map(([id, n]) => ({ id, most: n - (s[side].damaged[id]?.length ?? 0) }))
    .filter((t) => t.most > 0);
}

/** The lethal counts entered, kept within `standingTypes` (the forces may have changed since). */
export function fitLethal(
  s: Scenario,
  side: SideKey,
  theater: "space" | "ground",
  lethal: Readonly<Partial<Record<UnitId, number>>>,
): Partial<Record<UnitId, number>> {
  if (side !== "defender") return {};
  const out: Partial<Record<UnitId, number>> = {};
  for (const { id, most } of standingTypes(s, side, theater)) {
    const n = Math.min(lethal[id] ?? 0, most);
    if (n > 0) out[id] = n;
  }
  return out;
}

import { unitDef } from "./units";
import type { UnitId } from "./units";

/**
 * A rough worth of one unit: its dice plus half its health. Not a rule of the game, only a yardstick where the
 * calculator must weigh units of different types against each other (what a retreat keeps, which forces the
 * planner tries first), so that a Star Destroyer counts for more than a TIE Fighter.
 */
export function unitStrength(id: UnitId): number {
  const d = unitDef(id);
  return d.red + d.black + d.green + d.health / 2;
}

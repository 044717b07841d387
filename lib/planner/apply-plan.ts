import { unitName } from "@/lib/scenario/words";
import { leaderDef, type UnitId } from "@/lib/data";
import type { Setup } from "@/lib/scenario/setup";
import type { SideKey } from "@/lib/scenario/types";
import { sideWithForce } from "./lattice";
import type { PlanForce } from "./types";

/** The setup with the planning side's pool replaced by a plan's force (its fittest units, as the planner ran it). */
export function applyPlan(setup: Setup, side: SideKey, force: PlanForce): Setup {
  return { ...setup, scenario: { ...setup.scenario, [side]: sideWithForce(setup.scenario[side], force) } };
}

/** "6 Star Destroyers, 3 AT-ATs; Darth Vader". */
export function describeForce(force: PlanForce): string {
  const units = (Object.entries(force.units) as [UnitId, number][])
    .map(([id, n]) => `${n} ${unitName(id, n)}`)
    .join(", ");
  const leaders = force.leaders.map((l) => leaderDef(l).name).join(", ");
  return leaders ? `${units}; ${leaders}` : units;
}

export function forceSize(force: PlanForce): number {
  return Object.values(force.units).reduce((a: number, n) => a + (n ?? 0), 0);
}

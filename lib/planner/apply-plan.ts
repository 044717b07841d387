import type { Setup } from "@/lib/scenario/setup";
import type { SideKey } from "@/lib/scenario/types";
import { sideWithForce } from "./lattice";
import type { PlanForce } from "./types";

/** The setup with the planning side's pool replaced by a plan's force (its fittest units, as the planner ran it). */
export function applyPlan(setup: Setup, side: SideKey, force: PlanForce): Setup {
  return { ...setup, scenario: { ...setup.scenario, [side]: sideWithForce(setup.scenario[side], force) } };
}

export { describeForce } from "@/lib/compare/describe-setup";

export function forceSize(force: PlanForce): number {
  return Object.values(force.units).reduce((a: number, n) => a + (n ?? 0), 0);
}

export { MAX_PLANS, PlanError, planForces, planSearch } from "./search";
export { MAX_LATTICE } from "./lattice";
export type { Plan, PlanForce, PlanInput, PlanProgress, PlanResult } from "./types";

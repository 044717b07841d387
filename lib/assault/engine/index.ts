/**
 * The one door to the exact Imperial Assault engine (docs/assault.md#engine): pure TypeScript, no React, DOM or
 * Node. Everything outside lib/assault/engine/ imports only this file (a lint rule in .oxlintrc.json holds it).
 */
export {
  attackersOf,
  conditionsOf,
  MAX_ATTACKERS,
  MAX_STEPS,
  stepOwner,
  stepsOf,
  TOKENS_HELD,
  type Attacker,
  type Assault,
  type AttackSide,
  type AttackToken,
  type DefenseSide,
  type DefenseToken,
  type RerollsFor,
  type SurgeAbility,
} from "./assault";
export { assaultOdds, type AssaultOdds } from "./assault-odds";
export { attackOrders, figureOrders, reordered, type OrderOdds } from "./best-order";
export { assaultWork, WORK_LIMIT, WORK_WEIGHTS, workParts, type WorkParts } from "./assault-work";
export {
  ATTACK_DICE,
  ATTACK_DIE_NAMES,
  DEFENSE_DICE,
  DEFENSE_DIE_NAMES,
  type AttackDie,
  type AttackFace,
  type DefenseDie,
  type DefenseFace,
} from "./dice";

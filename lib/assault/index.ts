/** The one door to the Imperial Assault engine: the page, the CLI and the API use only this. */
export { assaultOdds, type AssaultOdds } from "./assault-odds";
export {
  ATTACK_DICE,
  ATTACK_DIE_NAMES,
  DEFENSE_DICE,
  DEFENSE_DIE_NAMES,
  type AttackDie,
  type DefenseDie,
} from "./dice";
export {
  LIMITS,
  parseAssault,
  toAssaultInput,
  withDefaults,
  type Assault,
  type AssaultInput,
  type SurgeAbility,
} from "./scenario";

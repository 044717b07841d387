import { MODIFIER_MAX } from "./surge-abilities";
import type { AssaultField } from "./field-kinds";

/** The most of each that an attack may hold (docs/assault.md#input). */
export const LIMITS = {
  attackDice: 6,
  defenseDice: 3,
  surges: 8,
  modifier: MODIFIER_MAX,
  range: 20,
  attacks: 6,
  health: 40,
} as const;

/** A field of one value type, listed among fields of any. */
export const field = <V>(f: AssaultField<V>) => f as unknown as AssaultField;

export const ATTACK_TOKENS = ["damage", "surge"] as const;
export const DEFENSE_TOKENS = ["block", "evade"] as const;

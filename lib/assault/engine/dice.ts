/**
 * Imperial Assault dice, face by face (docs/assault.md#dice): attack faces give damage / accuracy / surge,
 * defence faces give block / evade / dodge. The single source of truth for the engine, the schema and the page.
 */
export interface AttackFace {
  readonly damage: number;
  readonly accuracy: number;
  readonly surge: number;
}

export interface DefenseFace {
  readonly block: number;
  readonly evade: number;
  readonly dodge: number;
}

const a = (damage: number, accuracy: number, surge: number): AttackFace => ({ damage, accuracy, surge });
const d = (block: number, evade: number, dodge: number): DefenseFace => ({ block, evade, dodge });

export const ATTACK_DICE = {
  red: [a(1, 0, 0), a(2, 0, 0), a(2, 0, 0), a(2, 0, 1), a(3, 0, 0), a(3, 0, 0)],
  blue: [a(0, 2, 1), a(1, 2, 0), a(2, 3, 0), a(1, 3, 1), a(2, 4, 0), a(1, 5, 0)],
  green: [a(0, 1, 1), a(1, 1, 1), a(2, 1, 0), a(1, 2, 1), a(2, 2, 0), a(2, 3, 0)],
  yellow: [a(0, 0, 1), a(1, 0, 2), a(2, 1, 0), a(1, 1, 1), a(0, 2, 1), a(1, 2, 0)],
} as const satisfies Record<string, readonly AttackFace[]>;

export const DEFENSE_DICE = {
  black: [d(1, 0, 0), d(1, 0, 0), d(2, 0, 0), d(2, 0, 0), d(3, 0, 0), d(0, 1, 0)],
  white: [d(0, 0, 0), d(1, 0, 0), d(0, 1, 0), d(1, 1, 0), d(1, 1, 0), d(0, 0, 1)],
} as const satisfies Record<string, readonly DefenseFace[]>;

export type AttackDie = keyof typeof ATTACK_DICE;
export type DefenseDie = keyof typeof DEFENSE_DICE;

export const ATTACK_DIE_NAMES = Object.keys(ATTACK_DICE) as readonly AttackDie[];
export const DEFENSE_DIE_NAMES = Object.keys(DEFENSE_DICE) as readonly DefenseDie[];

import type { AttackDie, DefenseDie } from "./dice";

/** A surge ability: what one use buys (each listed ability once per attack) and its cost in surges. */
export interface SurgeAbility {
  readonly damage?: number | undefined;
  readonly pierce?: number | undefined;
  readonly accuracy?: number | undefined;
  readonly condition?: string | undefined;
  readonly cost?: number | undefined;
}

/** The attacker's power token (Heart of the Empire): +1 damage or +1 surge. */
export type AttackToken = "damage" | "surge";
/** The defender's power token: +1 block or +1 evade. */
export type DefenseToken = "block" | "evade";

/**
 * One attack (or several in a row on one target) with every default filled in: what the engine reads
 * (docs/assault.md#input; the fields are declared once in lib/assault/fields.ts).
 */
export interface Assault {
  readonly attack: {
    readonly dice: readonly AttackDie[];
    readonly surges: readonly SurgeAbility[];
    readonly damage: number;
    readonly accuracy: number;
    readonly surge: number;
    readonly pierce: number;
    readonly rerolls: number;
    /** Spent on the first attack (a spent token is discarded); null: none. */
    readonly powerToken: AttackToken | null;
    /** A condition the surges buy before damage ("play for Stun"); null: damage first. */
    readonly playFor: string | null;
  };
  readonly defense: {
    readonly dice: readonly DefenseDie[];
    readonly block: number;
    readonly evade: number;
    readonly rerolls: number;
    readonly noDodge: boolean;
    /** Spent on the first attack; null: none. */
    readonly powerToken: DefenseToken | null;
  };
  /** Distance in spaces; null = melee (accuracy is ignored). */
  readonly range: number | null;
  readonly attacks: number;
  readonly health: number | null;
}

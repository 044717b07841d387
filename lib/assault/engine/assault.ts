import type { AttackDie, DefenseDie } from "./dice";

/** A surge ability: what one use buys (each listed ability once per attack) and its cost in surges. */
export interface SurgeAbility {
  readonly damage?: number | undefined;
  readonly pierce?: number | undefined;
  readonly accuracy?: number | undefined;
  readonly condition?: string | undefined;
  readonly cost?: number | undefined;
}

/**
 * The conditions one surge ability applies: its `condition`, which may name several joined by " + " (the Elite
 * Snowtrooper's one surge buys "Focused + Weaken").
 */
export function conditionsOf(s: SurgeAbility): string[] {
  return s.condition === undefined ? [] : s.condition.split(" + ");
}

/** The attacker's power token (Heart of the Empire): +1 damage or +1 surge. */
export type AttackToken = "damage" | "surge";
/** The defender's power token: +1 block or +1 evade. */
export type DefenseToken = "block" | "evade";

/**
 * Whose goal the rerolls of several attacks serve (docs/assault.md#rerolls): "damage", each attack's own expected
 * damage (the attacker raises it, the defender lowers it); "defeat", the chance that the target is defeated by the
 * end of the last attack, given the damage dealt so far (exact backward induction, heavier).
 */
export type RerollsFor = "damage" | "defeat";

/** A figure holds at most this many power tokens, and spends at most one per attack (Heart of the Empire). */
export const TOKENS_HELD = 2;

/** One attacking figure's side of an attack: what it rolls and adds. */
export interface AttackSide {
  /** The figure's id in the figure table (lib/assault/figures), a name for the page; the numbers are what count. */
  readonly figure: string | null;
  /** A hero's weapon's id (its attack); null: the starting weapon, or no hero. */
  readonly weapon: string | null;
  readonly dice: readonly AttackDie[];
  readonly surges: readonly SurgeAbility[];
  readonly damage: number;
  readonly accuracy: number;
  readonly surge: number;
  readonly pierce: number;
  readonly rerolls: number;
  /** The power token spent on each of the figure's attacks, in order (null: none on that attack; at most 2). */
  readonly powerTokens: readonly (AttackToken | null)[];
  /** A condition the surges buy before damage ("play for Stun"); null: damage first. */
  readonly playFor: string | null;
  /** Focused before its first attack: that attack adds 1 green die, then the condition is discarded. */
  readonly focused: boolean;
}

/** The target's side: what it rolls and adds. */
export interface DefenseSide {
  /** The target figure's id in the figure table, a name for the page; the numbers are what count. */
  readonly figure: string | null;
  readonly dice: readonly DefenseDie[];
  readonly block: number;
  readonly evade: number;
  readonly rerolls: number;
  readonly noDodge: boolean;
  /** The power token the target spends on each attack of the activation, in order (null: none; at most 2). */
  readonly powerTokens: readonly (DefenseToken | null)[];
  /** Weakened: −1 evade while it defends (a negative evade cancels one evade, and does nothing more). */
  readonly weakened: boolean;
}

/** A further attacking figure of an activation: its side, its distance to the target and its attacks. */
export interface Attacker {
  readonly attack: AttackSide;
  /** Distance in spaces; null = melee. */
  readonly range: number | null;
  readonly attacks: number;
}

/** An activation holds at most this many attacking figures (the assault's own and 3 more). */
export const MAX_ATTACKERS = 4;
/** An activation plays at most this many attacks in all. */
export const MAX_STEPS = 8;

/**
 * One attack, several in a row by the attacking figure, or a whole activation (`more` attacking figures after it)
 * on one target, with every default filled in: what the engine reads (docs/assault.md#input; the fields are
 * declared once in lib/assault/fields.ts).
 */
export interface Assault {
  readonly attack: AttackSide;
  readonly defense: DefenseSide;
  /** Distance in spaces; null = melee (accuracy is ignored). */
  readonly range: number | null;
  readonly attacks: number;
  readonly health: number | null;
  readonly rerollsFor: RerollsFor;
  /** The attacking figures after the first, in the order they attack (docs/assault.md#activation). */
  readonly more: readonly Attacker[];
}

/** Every attacking figure of an assault in order: its own first. */
export function attackersOf(a: Assault): Attacker[] {
  return [{ attack: a.attack, range: a.range, attacks: a.attacks }, ...a.more];
}

/** The attacks of an assault in all, every figure's. */
export function stepsOf(a: Assault): number {
  return a.attacks + a.more.reduce((n, line) => n + line.attacks, 0);
}

/** Which figure (its place in attackersOf) makes attack `step` of the activation, and which of its attacks it is. */
export function stepOwner(a: Assault, step: number): { figure: number; index: number } | null {
  let first = 0;
  for (const [figure, line] of attackersOf(a).entries()) {
    if (step < first + line.attacks) return { figure, index: step - first };
    first += line.attacks;
  }
  return null;
}

import {
  attackersOf,
  conditionsOf,
  stepsOf,
  TOKENS_HELD,
  type Assault,
  type AttackDie,
  type AttackToken,
  type DefenseDie,
  type RerollsFor,
  type SurgeAbility,
} from "./engine";
import { trimmed, type AssaultField, type FieldPath, type Stepper } from "./field-kinds";
import { valueOf, withValue } from "./field-value";
import { fieldAt, FIELDS, LIMITS } from "./fields";

export { SURGE_CHOICES, surgeLabel } from "./surge-abilities";

/**
 * The page's edits, as pure functions over a valid attack that return a valid attack: the page never clamps
 * or trims on its own. An edit that would break a limit is refused (the same attack comes back) and the page
 * shows why via `editProblem`.
 */
type Edit = (a: Assault) => Assault;

export const addAttackDie =
  (die: AttackDie): Edit =>
  (a) =>
    a.attack.dice.length >= LIMITS.attackDice
      ? a
      : { ...a, attack: { ...a.attack, dice: [...a.attack.dice, die] } };

/** Removes one die; the attacker's rerolls follow the pool down (they cannot exceed its dice). */
export const removeAttackDie =
  (index: number): Edit =>
  (a) => {
    if (a.attack.dice.length <= 1) return a;
    const dice = a.attack.dice.filter((_, i) => i !== index);
    return { ...a, attack: { ...a.attack, dice, rerolls: Math.min(a.attack.rerolls, dice.length) } };
  };

export const addDefenseDie =
  (die: DefenseDie): Edit =>
  (a) =>
    a.defense.dice.length >= LIMITS.defenseDice
      ? a
      : { ...a, defense: { ...a.defense, dice: [...a.defense.dice, die] } };

export const removeDefenseDie =
  (index: number): Edit =>
  (a) => {
    const dice = a.defense.dice.filter((_, i) => i !== index);
    return { ...a, defense: { ...a.defense, dice, rerolls: Math.min(a.defense.rerolls, dice.length) } };
  };

export const addSurge =
  (ability: SurgeAbility): Edit =>
  (a) =>
    a.attack.surges.length >= LIMITS.surges
      ? a
      : { ...a, attack: { ...a.attack, surges: [...a.attack.surges, ability] } };

/** Removes one ability; playing for its condition stops when no ability left applies it. */
export const removeSurge =
  (index: number): Edit =>
  (a) => {
    const surges = a.attack.surges.filter((_, i) => i !== index);
    const playFor = surges.some((s) => conditionsOf(s).includes(a.attack.playFor ?? ""))
      ? a.attack.playFor
      : null;
    return { ...a, attack: { ...a.attack, surges, playFor } };
  };

/** The numbers the page steps: every field declared with a stepper (lib/assault/fields.ts). */
export const NUMBER_FIELDS: readonly FieldPath[] = FIELDS.filter((f) => f.stepper).map((f) => f.path);

export function stepperOf(path: FieldPath): AssaultField & { stepper: Stepper } {
  const f = fieldAt(path);
  if (!f.stepper) throw new Error(`${path} has no stepper`);
  return f as AssaultField & { stepper: Stepper };
}

export function readNumber(a: Assault, path: FieldPath): number | null {
  return valueOf(a, path) as number | null;
}

/** Sets a number (null: melee / no health), or refuses a value outside its range; fewer attacks drop their tokens. */
export const setNumber =
  (path: FieldPath, value: number | null): Edit =>
  (a) => {
    const { stepper } = stepperOf(path);
    if (value === null) return stepper.off ? withValue(a, path, null) : a;
    if (!Number.isInteger(value) || value < stepper.min || value > stepper.max(a)) return a;
    const set = withValue(a, path, value);
    if (path !== "attacks") return set;
    return {
      ...set,
      attack: { ...set.attack, powerTokens: trimmed(set.attack.powerTokens.slice(0, value)) },
      // (the target's tokens are listed over every attack of the activation)
      defense: { ...set.defense, powerTokens: trimmed(set.defense.powerTokens.slice(0, stepsOf(set))) },
    };
  };

/**
 * Sets the token a side spends on attack `index` (0 = the first; null: none). Refused (the same attack back): an
 * attack that is not there, or a third token (a figure holds at most 2: docs/assault.md#power-tokens).
 */
export const setToken =
  (side: "attack" | "defense", index: number, token: string | null, figure = 0): Edit =>
  (a) => {
    const line = attackersOf(a)[figure];
    const attacks = side === "attack" ? line?.attacks : stepsOf(a);
    if (!line || !Number.isInteger(index) || index < 0 || index >= attacks!) return a;
    const list: (string | null)[] = [...(side === "attack" ? line.attack : a.defense).powerTokens];
    while (list.length <= index) list.push(null);
    list[index] = token;
    if (list.filter((t) => t !== null).length > TOKENS_HELD) return a;
    if (side === "defense" || figure === 0) return withValue(a, `${side}.powerTokens`, trimmed(list));
    const more = a.more.map((l, i) =>
      i === figure - 1 ? { ...l, attack: { ...l.attack, powerTokens: trimmed(list) as AttackToken[] } } : l,
    );
    return { ...a, more };
  };

/** Plays for a condition of the surge abilities first, or (null) damage first; any other name is refused. */
export const setPlayFor =
  (condition: string | null): Edit =>
  (a) =>
    condition === null || a.attack.surges.some((s) => conditionsOf(s).includes(condition))
      ? withValue(a, "attack.playFor", condition)
      : a;

/** What both players' rerolls serve: each attack's damage, or the defeat (docs/assault.md#rerolls). */
export const setRerollsFor =
  (goal: RerollsFor): Edit =>
  (a) =>
    withValue(a, "rerollsFor", goal);

/** The switches of an attack (cannot dodge, starts Focused, starts Weakened): any true / false. */
export const SWITCH_FIELDS = ["defense.noDodge", "attack.focused", "defense.weakened"] as const;
export type SwitchPath = (typeof SWITCH_FIELDS)[number];

export const setSwitch =
  (path: SwitchPath, on: boolean): Edit =>
  (a) =>
    withValue(a, path, on);

/** A switch's value in an attack. */
export const isOn = (a: Assault, path: SwitchPath): boolean => valueOf(a, path) === true;

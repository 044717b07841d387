import type { AttackDie, DefenseDie } from "./dice";
import { LIMITS, type Assault, type SurgeAbility } from "./scenario";

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

export const removeSurge =
  (index: number): Edit =>
  (a) => ({
    ...a,
    attack: { ...a.attack, surges: a.attack.surges.filter((_, i) => i !== index) },
  });

/** The numbers the page steps, with their range: [min, max] (max may depend on the pool). */
export const NUMBERS = {
  "attack.damage": { label: "+Damage", min: 0, max: () => LIMITS.modifier },
  "attack.accuracy": { label: "+Accuracy", min: 0, max: () => LIMITS.modifier },
  "attack.surge": { label: "+Surge", min: 0, max: () => LIMITS.modifier },
  "attack.pierce": { label: "Pierce", min: 0, max: () => LIMITS.modifier },
  "attack.rerolls": { label: "Attack rerolls", min: 0, max: (a: Assault) => a.attack.dice.length },
  "defense.block": { label: "+Block", min: 0, max: () => LIMITS.modifier },
  "defense.evade": { label: "+Evade", min: 0, max: () => LIMITS.modifier },
  "defense.rerolls": { label: "Defence rerolls", min: 0, max: (a: Assault) => a.defense.dice.length },
  range: { label: "Range", min: 1, max: () => LIMITS.range },
  attacks: { label: "Attacks", min: 1, max: () => LIMITS.attacks },
  health: { label: "Health", min: 1, max: () => LIMITS.health },
} as const satisfies Record<string, { label: string; min: number; max: (a: Assault) => number }>;

export type NumberKey = keyof typeof NUMBERS;

export function readNumber(a: Assault, key: NumberKey): number | null {
  if (key === "range") return a.range;
  if (key === "attacks") return a.attacks;
  if (key === "health") return a.health;
  const [side, field] = key.split(".") as ["attack" | "defense", string];
  return (a[side] as unknown as Record<string, number>)[field]!;
}

/** Sets a number (null: melee / no health), or refuses a value outside its range. */
export const setNumber =
  (key: NumberKey, value: number | null): Edit =>
  (a) => {
    const spec = NUMBERS[key];
    if (value !== null && (!Number.isInteger(value) || value < spec.min || value > spec.max(a))) return a;
    if (key === "range") return { ...a, range: value };
    if (key === "health") return { ...a, health: value };
    if (value === null) return a;
    if (key === "attacks") return { ...a, attacks: value };
    const [side, field] = key.split(".") as ["attack" | "defense", string];
    return { ...a, [side]: { ...a[side], [field]: value } };
  };

/** A surge ability as the game prints it: "+1 Damage", "Pierce 2", "+2 Accuracy", "Stun", "2 surges: …". */
export function surgeLabel(s: SurgeAbility): string {
  const parts: string[] = [];
  if (s.damage) parts.push(`+${s.damage} Damage`);
  if (s.pierce) parts.push(`Pierce ${s.pierce}`);
  if (s.accuracy) parts.push(`+${s.accuracy} Accuracy`);
  if (s.condition) parts.push(s.condition);
  const text = parts.join(", ") || "nothing";
  return (s.cost ?? 1) === 1 ? text : `${s.cost} surges: ${text}`;
}

/** The surge abilities the page offers as chips (any list comes from a link, the CLI or the API). */
export const SURGE_CHOICES: readonly SurgeAbility[] = [
  { damage: 1 },
  { damage: 2 },
  { pierce: 1 },
  { pierce: 2 },
  { accuracy: 1 },
  { accuracy: 2 },
  { condition: "Stun" },
  { condition: "Bleed" },
  { condition: "Weaken" },
  { condition: "Focused" },
  { damage: 3, cost: 2 },
];

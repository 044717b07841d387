import { z } from "zod";
import {
  ATTACK_DICE,
  ATTACK_DIE_NAMES,
  DEFENSE_DICE,
  DEFENSE_DIE_NAMES,
  type AttackDie,
  type DefenseDie,
} from "./dice";

/**
 * An Imperial Assault attack as the CLI file, the API body and the share link carry it (docs/assault.md#input).
 * Parsed once at the edge; every problem is one line naming the field (`attack.dice[2]: …`).
 */
export const LIMITS = {
  attackDice: 6,
  defenseDice: 3,
  surges: 8,
  modifier: 10,
  range: 20,
  attacks: 6,
  health: 40,
} as const;

const count = (max: number) =>
  z
    .number({ error: `must be a whole number from 0 to ${max}` })
    .int({ error: `must be a whole number from 0 to ${max}` })
    .min(0, { error: `must be a whole number from 0 to ${max}` })
    .max(max, { error: `must be a whole number from 0 to ${max}` });

const positive = (max: number) =>
  z
    .number({ error: `must be a whole number from 1 to ${max}` })
    .int({ error: `must be a whole number from 1 to ${max}` })
    .min(1, { error: `must be a whole number from 1 to ${max}` })
    .max(max, { error: `must be a whole number from 1 to ${max}` });

const dieOf = <T extends string>(names: readonly T[], kind: string) =>
  z.custom<T>((v) => typeof v === "string" && (names as readonly string[]).includes(v), {
    error: (issue) => `${JSON.stringify(issue.input)} is not ${kind} die (${names.join(", ")})`,
  });

const conditionName = z
  .string({ error: 'must be a condition name such as "Stun"' })
  .regex(/^[A-Za-z][A-Za-z -]{0,23}$/, {
    error: 'must be a condition name of letters (at most 24), such as "Bleed"',
  });

export const surgeAbilitySchema = z.strictObject({
  damage: count(LIMITS.modifier).optional(),
  pierce: count(LIMITS.modifier).optional(),
  accuracy: count(LIMITS.modifier).optional(),
  condition: conditionName.optional(),
  cost: positive(3).optional(),
});

export const assaultSchema = z.strictObject({
  attack: z.strictObject({
    dice: z
      .array(dieOf<AttackDie>(ATTACK_DIE_NAMES, "an attack"), { error: "must be a list of attack dice" })
      .min(1, { error: "needs at least 1 attack die" })
      .max(LIMITS.attackDice, { error: `has more than ${LIMITS.attackDice} attack dice` }),
    surges: z
      .array(surgeAbilitySchema, { error: "must be a list of surge abilities" })
      .max(LIMITS.surges, { error: `has more than ${LIMITS.surges} surge abilities` })
      .optional(),
    damage: count(LIMITS.modifier).optional(),
    accuracy: count(LIMITS.modifier).optional(),
    surge: count(LIMITS.modifier).optional(),
    pierce: count(LIMITS.modifier).optional(),
    rerolls: count(LIMITS.attackDice).optional(),
  }),
  defense: z.strictObject({
    dice: z
      .array(dieOf<DefenseDie>(DEFENSE_DIE_NAMES, "a defence"), { error: "must be a list of defence dice" })
      .max(LIMITS.defenseDice, { error: `has more than ${LIMITS.defenseDice} defence dice` }),
    block: count(LIMITS.modifier).optional(),
    evade: count(LIMITS.modifier).optional(),
    rerolls: count(LIMITS.defenseDice).optional(),
    noDodge: z.boolean({ error: "must be true or false" }).optional(),
  }),
  range: positive(LIMITS.range).optional(),
  attacks: positive(LIMITS.attacks).optional(),
  health: positive(LIMITS.health).optional(),
});

export type AssaultInput = z.infer<typeof assaultSchema>;
export type SurgeAbility = z.infer<typeof surgeAbilitySchema>;

/** The input with every default filled in: what the engine reads. */
export interface Assault {
  readonly attack: {
    readonly dice: readonly AttackDie[];
    readonly surges: readonly SurgeAbility[];
    readonly damage: number;
    readonly accuracy: number;
    readonly surge: number;
    readonly pierce: number;
    readonly rerolls: number;
  };
  readonly defense: {
    readonly dice: readonly DefenseDie[];
    readonly block: number;
    readonly evade: number;
    readonly rerolls: number;
    readonly noDodge: boolean;
  };
  /** Distance in spaces; null = melee (accuracy is ignored). */
  readonly range: number | null;
  readonly attacks: number;
  readonly health: number | null;
}

export function withDefaults(input: AssaultInput): Assault {
  const { attack, defense } = input;
  return {
    attack: {
      dice: attack.dice,
      surges: attack.surges ?? [],
      damage: attack.damage ?? 0,
      accuracy: attack.accuracy ?? 0,
      surge: attack.surge ?? 0,
      pierce: attack.pierce ?? 0,
      rerolls: attack.rerolls ?? 0,
    },
    defense: {
      dice: defense.dice,
      block: defense.block ?? 0,
      evade: defense.evade ?? 0,
      rerolls: defense.rerolls ?? 0,
      noDodge: defense.noDodge ?? false,
    },
    range: input.range ?? null,
    attacks: input.attacks ?? 1,
    health: input.health ?? null,
  };
}

function fieldPath(path: readonly PropertyKey[]): string {
  let text = "";
  for (const key of path) text += typeof key === "number" ? `[${key}]` : `${text ? "." : ""}${String(key)}`;
  return text;
}

function valueAt(value: unknown, path: readonly PropertyKey[]): unknown {
  let at = value;
  for (const key of path)
    at = typeof at === "object" && at !== null ? (at as Record<PropertyKey, unknown>)[key] : undefined;
  return at;
}

export type AssaultParse = { ok: true; assault: Assault } | { ok: false; error: string };

/** Checks a decoded JSON value; the error names the field: `attack.dice[2]: "purple" is not an attack die (…)`. */
export function parseAssault(value: unknown): AssaultParse {
  if (typeof value !== "object" || value === null || Array.isArray(value))
    return { ok: false, error: 'the attack must be a JSON object: { "attack": {...}, "defense": {...}, … }' };
  const r = assaultSchema.safeParse(value);
  if (r.success) {
    const assault = withDefaults(r.data);
    if (assault.defense.rerolls > assault.defense.dice.length)
      return {
        ok: false,
        error: `defense.rerolls: ${assault.defense.rerolls} is more than the ${assault.defense.dice.length} defence dice`,
      };
    if (assault.attack.rerolls > assault.attack.dice.length)
      return {
        ok: false,
        error: `attack.rerolls: ${assault.attack.rerolls} is more than the ${assault.attack.dice.length} attack dice`,
      };
    return { ok: true, assault };
  }
  const issue = r.error.issues[0]!;
  const where = fieldPath(issue.path);
  if (issue.code === "unrecognized_keys") {
    const names = issue.keys.map((k) => `"${k}"`).join(", ");
    return {
      ok: false,
      error: `${where ? `${where}: ` : ""}unknown field${issue.keys.length > 1 ? "s" : ""} ${names}`,
    };
  }
  if (valueAt(value, issue.path) === undefined) return { ok: false, error: `${where} is missing` };
  return { ok: false, error: `${where}: ${issue.message}` };
}

/** The plain JSON form (defaults left out), the inverse of parseAssault for the link and the CLI. */
export function toAssaultInput(a: Assault): AssaultInput {
  const input: AssaultInput = {
    attack: { dice: [...a.attack.dice] },
    defense: { dice: [...a.defense.dice] },
  };
  if (a.attack.surges.length > 0) input.attack.surges = a.attack.surges.map((s) => ({ ...s }));
  for (const k of ["damage", "accuracy", "surge", "pierce", "rerolls"] as const)
    if (a.attack[k] !== 0) input.attack[k] = a.attack[k];
  for (const k of ["block", "evade", "rerolls"] as const)
    if (a.defense[k] !== 0) input.defense[k] = a.defense[k];
  if (a.defense.noDodge) input.defense.noDodge = true;
  if (a.range !== null) input.range = a.range;
  if (a.attacks !== 1) input.attacks = a.attacks;
  if (a.health !== null) input.health = a.health;
  return input;
}

export { ATTACK_DICE, DEFENSE_DICE };

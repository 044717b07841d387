import { z } from "zod";
import type { Assault, AttackDie, DefenseDie, SurgeAbility } from "./engine";
import { valueOf, withValue } from "./field-value";
import { FIELDS } from "./fields";

/**
 * An Imperial Assault attack as the CLI file, the API body and the share link carry it (docs/assault.md#input):
 * the schema and the defaults come from the field declarations (lib/assault/fields.ts). Parsed once at the
 * edge; every problem is one line naming the field (`attack.dice[2]: …`).
 */
export { LIMITS } from "./fields";
export type { Assault, SurgeAbility };

type InputOf<T> = { -readonly [K in keyof T]?: Exclude<T[K], null> };

/** The plain JSON form: only the dice are required, an absent field is its default. */
export type AssaultInput = {
  attack: InputOf<Assault["attack"]> & { dice: readonly AttackDie[] };
  defense: InputOf<Assault["defense"]> & { dice: readonly DefenseDie[] };
} & InputOf<Omit<Assault, "attack" | "defense">>;

function shape(group: "attack" | "defense" | null): Record<string, z.ZodType> {
  const out: Record<string, z.ZodType> = {};
  for (const f of FIELDS) {
    const [first, second] = f.path.split(".") as [string, string | undefined];
    if (group === null ? second !== undefined : first !== group) continue;
    out[second ?? first] = f.required ? f.schema : f.schema.optional();
  }
  return out;
}

const defined = (v: unknown) => v !== undefined;
export const assaultSchema = z.strictObject({
  attack: z.strictObject(shape("attack")),
  defense: z.strictObject(shape("defense")),
  ...shape(null),
});

/** The input with every default filled in: what the engine reads. */
export function withDefaults(input: AssaultInput): Assault {
  let a = { attack: {}, defense: {} } as unknown as Assault;
  for (const f of FIELDS) {
    const v = valueOf(input, f.path);
    a = withValue(a, f.path, defined(v) ? v : f.default);
  }
  return a;
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

/** What the schema alone cannot see: rules between fields. */
function crossCheck(a: Assault): string | null {
  if (a.defense.rerolls > a.defense.dice.length)
    return `defense.rerolls: ${a.defense.rerolls} is more than the ${a.defense.dice.length} defence dice`;
  if (a.attack.rerolls > a.attack.dice.length)
    return `attack.rerolls: ${a.attack.rerolls} is more than the ${a.attack.dice.length} attack dice`;
  const playFor = a.attack.playFor;
  if (playFor !== null && !a.attack.surges.some((s) => s.condition === playFor))
    return `attack.playFor: "${playFor}" is not a condition of the surge abilities${conditionsListed(a)}`;
  return null;
}

function conditionsListed(a: Assault): string {
  const names = [...new Set(a.attack.surges.flatMap((s) => (s.condition ? [`"${s.condition}"`] : [])))];
  return names.length > 0 ? ` (${names.join(", ")})` : " (they list none)";
}

/** Checks a decoded JSON value; the error names the field: `attack.dice[2]: "purple" is not an attack die (…)`. */
export function parseAssault(value: unknown): AssaultParse {
  if (typeof value !== "object" || value === null || Array.isArray(value))
    return { ok: false, error: 'the attack must be a JSON object: { "attack": {...}, "defense": {...}, … }' };
  if ((value as Record<string, unknown>).range === 0)
    return { ok: false, error: "range: 0 is not a range: leave range out for a melee attack" };
  const r = assaultSchema.safeParse(value);
  if (r.success) {
    const assault = withDefaults(r.data as unknown as AssaultInput);
    const problem = crossCheck(assault);
    return problem ? { ok: false, error: problem } : { ok: true, assault };
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

const same = (x: unknown, y: unknown) => JSON.stringify(x) === JSON.stringify(y);

/** The plain JSON form (defaults left out), the inverse of parseAssault for the link and the CLI. */
export function toAssaultInput(a: Assault): AssaultInput {
  const input: Record<string, Record<string, unknown> | unknown> = { attack: {}, defense: {} };
  for (const f of FIELDS) {
    const v = valueOf(a, f.path);
    if (!f.required && same(v, f.default)) continue;
    const [first, second] = f.path.split(".") as [string, string | undefined];
    const copy = Array.isArray(v) ? v.map((x: unknown) => (typeof x === "object" ? { ...x } : x)) : v;
    if (second === undefined) input[first] = copy;
    else (input[first] as Record<string, unknown>)[second] = copy;
  }
  return input as unknown as AssaultInput;
}

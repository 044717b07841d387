import { z } from "zod";
import {
  conditionsOf,
  TOKENS_HELD,
  type Assault,
  type AttackDie,
  type DefenseDie,
  type SurgeAbility,
} from "./engine";
import { valueOf, withValue } from "./field-value";
import { ATTACK_TOKENS, DEFENSE_TOKENS, FIELDS } from "./fields";
import { withFigures } from "./figures/figure-assault";
import { figureById } from "./figures/find-figure";

/**
 * An Imperial Assault attack as the CLI file, the API body and the share link carry it (docs/assault.md#input):
 * the schema and the defaults come from the field declarations (lib/assault/fields.ts). Parsed once at the
 * edge; every problem is one line naming the field (`attack.dice[2]: …`).
 */
export { LIMITS } from "./fields";
export type { Assault, SurgeAbility };

type InputOf<T> = { -readonly [K in keyof T]?: Exclude<T[K], null> };

/**
 * The plain JSON form: only the dice are required (a figure named in `figure` gives them), an absent field is its
 * default.
 */
export type AssaultInput = {
  attack: InputOf<Assault["attack"]> & ({ dice: readonly AttackDie[] } | { figure: string });
  defense: InputOf<Assault["defense"]> & ({ dice: readonly DefenseDie[] } | { figure: string });
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

/** The n-th in words: "first", "second", "third", then "4th". */
const nth = (n: number) => ["first", "second", "third"][n - 1] ?? `${n}th`;

/**
 * A figure holds at most 2 power tokens and spends at most one per attack (Heart of the Empire): a list of tokens
 * longer than the attacks, or with a third token, is refused in one line.
 */
function tokenProblem(
  path: string,
  tokens: readonly (string | null)[],
  attacks: number,
  who: string,
): string | null {
  if (tokens.length > attacks)
    return `${path}: a token for attack ${tokens.length}, but there ${attacks === 1 ? "is 1 attack" : `are ${attacks} attacks`}`;
  let held = 0;
  for (let i = 0; i < tokens.length; i++)
    if (tokens[i] !== null && ++held > TOKENS_HELD)
      return `${path}: ${who} holds at most ${TOKENS_HELD} power tokens, so it cannot spend a ${nth(held)} (attack ${i + 1})`;
  return null;
}

/** What the schema alone cannot see: rules between fields. */
function crossCheck(a: Assault): string | null {
  const tokens =
    tokenProblem("attack.powerTokens", a.attack.powerTokens, a.attacks, "a figure") ??
    tokenProblem("defense.powerTokens", a.defense.powerTokens, a.attacks, "the target");
  if (tokens) return tokens;
  if (a.attack.weapon !== null && figureById(a.attack.figure ?? "")?.kind !== "hero")
    return "attack.weapon: only a hero picks a weapon: name a hero in attack.figure";
  if (a.defense.rerolls > a.defense.dice.length)
    return `defense.rerolls: ${a.defense.rerolls} is more than the ${a.defense.dice.length} defence dice`;
  if (a.attack.rerolls > a.attack.dice.length)
    return `attack.rerolls: ${a.attack.rerolls} is more than the ${a.attack.dice.length} attack dice`;
  const playFor = a.attack.playFor;
  if (playFor !== null && !a.attack.surges.some((s) => conditionsOf(s).includes(playFor)))
    return `attack.playFor: "${playFor}" is not a condition of the surge abilities${conditionsListed(a)}`;
  return null;
}

function conditionsListed(a: Assault): string {
  const names = [...new Set(a.attack.surges.flatMap((s) => conditionsOf(s).map((c) => `"${c}"`)))];
  return names.length > 0 ? ` (${names.join(", ")})` : " (they list none)";
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * The older `powerToken` (one word: the first attack's token), read as the one-token list it means; given beside
 * `powerTokens` it is refused.
 */
function olderToken(value: Record<string, unknown>): { value: Record<string, unknown> } | { error: string } {
  let out = value;
  for (const side of ["attack", "defense"] as const) {
    const group = out[side];
    if (!isObject(group) || !("powerToken" in group)) continue;
    const { powerToken, ...rest } = group;
    if ("powerTokens" in group)
      return {
        error: `${side}.powerToken: give "powerTokens" (one per attack) or "powerToken" (the first attack's), not both`,
      };
    const options: readonly unknown[] = side === "attack" ? ATTACK_TOKENS : DEFENSE_TOKENS;
    if (powerToken !== null && !options.includes(powerToken))
      return { error: `${side}.powerToken: must be ${options.map((o) => `"${String(o)}"`).join(" or ")}` };
    out = { ...out, [side]: { ...rest, powerTokens: powerToken === null ? [] : [powerToken] } };
  }
  return { value: out };
}

/** Checks a decoded JSON value; the error names the field: `attack.dice[2]: "purple" is not an attack die (…)`. */
export function parseAssault(input: unknown): AssaultParse {
  if (!isObject(input))
    return { ok: false, error: 'the attack must be a JSON object: { "attack": {...}, "defense": {...}, … }' };
  const older = olderToken(input);
  if ("error" in older) return { ok: false, error: older.error };
  const figures = withFigures(older.value);
  if ("error" in figures) return { ok: false, error: figures.error };
  const value = figures.value;
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

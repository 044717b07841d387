import { z } from "zod";
import {
  attackersOf,
  conditionsOf,
  MAX_ATTACKERS,
  MAX_STEPS,
  TOKENS_HELD,
  type Assault,
  type AttackDie,
  type DefenseDie,
  type SurgeAbility,
} from "./engine";
import { valueOf, withValue } from "./field-value";
import { ATTACK_TOKENS, DEFENSE_TOKENS, fieldAt, FIELDS } from "./fields";
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

type AttackInput = InputOf<Assault["attack"]> & ({ dice: readonly AttackDie[] } | { figure: string });

/**
 * The plain JSON form: only the dice are required (a figure named in `figure` gives them), an absent field is its
 * default. `more` lists the further attacking figures of an activation (docs/assault.md#activation).
 */
export type AssaultInput = {
  attack: AttackInput;
  defense: InputOf<Assault["defense"]> & ({ dice: readonly DefenseDie[] } | { figure: string });
  more?: readonly { attack: AttackInput; range?: number | null; attacks?: number }[];
} & InputOf<Omit<Assault, "attack" | "defense" | "more">>;

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

/**
 * A further attacking figure: its attack side (every attack field), its range (left out: the first attacker's;
 * null: melee) and its attacks.
 */
const attackerSchema = z.strictObject({
  attack: z.strictObject(shape("attack")),
  range: fieldAt("range").schema.nullable().optional(),
  attacks: fieldAt("attacks").schema.optional(),
});

export const assaultSchema = z.strictObject({
  attack: z.strictObject(shape("attack")),
  defense: z.strictObject(shape("defense")),
  ...shape(null),
  more: z
    .array(attackerSchema, {
      error: "must be a list of attacking figures: { attack: {...}, range?, attacks? }",
    })
    .max(MAX_ATTACKERS - 1, { error: `has more than ${MAX_ATTACKERS - 1} more attacking figures` })
    .optional(),
});

/** An attack side with every default filled in. */
function sideWithDefaults(input: unknown): Assault["attack"] {
  let a = { attack: {} } as unknown as Assault;
  for (const f of FIELDS)
    if (f.path.startsWith("attack.")) {
      const v = valueOf({ attack: input }, f.path);
      a = withValue(a, f.path, defined(v) ? v : f.default);
    }
  return a.attack;
}

/** The input with every default filled in: what the engine reads. */
export function withDefaults(input: AssaultInput): Assault {
  let a = { attack: {}, defense: {} } as unknown as Assault;
  for (const f of FIELDS) {
    const v = valueOf(input, f.path);
    a = withValue(a, f.path, defined(v) ? v : f.default);
  }
  const more = (input.more ?? []).map((line) => ({
    attack: sideWithDefaults(line.attack),
    range: line.range === undefined ? a.range : line.range,
    attacks: line.attacks ?? 1,
  }));
  return { ...a, more };
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

/** The rules of one attacking figure's side (`at`: the path its lines begin with, "attack" or "more[0].attack"). */
function sideProblem(at: string, side: Assault["attack"], attacks: number): string | null {
  const tokens = tokenProblem(`${at}.powerTokens`, side.powerTokens, attacks, "a figure");
  if (tokens) return tokens;
  if (side.weapon !== null && figureById(side.figure ?? "")?.kind !== "hero")
    return `${at}.weapon: only a hero picks a weapon: name a hero in ${at}.figure`;
  if (side.rerolls > side.dice.length)
    return `${at}.rerolls: ${side.rerolls} is more than the ${side.dice.length} attack dice`;
  const playFor = side.playFor;
  if (playFor !== null && !side.surges.some((s) => conditionsOf(s).includes(playFor)))
    return `${at}.playFor: "${playFor}" is not a condition of the surge abilities${conditionsListed(side)}`;
  return null;
}

/** What the schema alone cannot see: rules between fields. */
function crossCheck(a: Assault): string | null {
  const steps = attackersOf(a).reduce((n, line) => n + line.attacks, 0);
  if (steps > MAX_STEPS)
    return `more: ${steps} attacks in all; an activation here plays at most ${MAX_STEPS}`;
  const own = sideProblem("attack", a.attack, a.attacks);
  if (own) return own;
  for (const [i, line] of a.more.entries()) {
    const problem = sideProblem(`more[${i}].attack`, line.attack, line.attacks);
    if (problem) return problem;
  }
  const tokens = tokenProblem("defense.powerTokens", a.defense.powerTokens, steps, "the target");
  if (tokens) return tokens;
  if (a.defense.rerolls > a.defense.dice.length)
    return `defense.rerolls: ${a.defense.rerolls} is more than the ${a.defense.dice.length} defence dice`;
  return null;
}

function conditionsListed(side: Assault["attack"]): string {
  const names = [...new Set(side.surges.flatMap((s) => conditionsOf(s).map((c) => `"${c}"`)))];
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
  if (a.more.length > 0)
    input.more = a.more.map((line) => {
      const side = (toAssaultInput({ ...a, attack: line.attack, more: [] }) as { attack: unknown }).attack;
      return {
        attack: side,
        ...(line.range !== a.range ? { range: line.range } : {}),
        attacks: line.attacks,
      };
    });
  return input as unknown as AssaultInput;
}

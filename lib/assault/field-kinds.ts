import { z } from "zod";
import type { Assault } from "./engine";

/**
 * The kinds of field an attack has (docs/assault.md#input): a count, a choice, a dice list, an optional number,
 * each with its schema, default, link text, page control and preview words; lib/assault/fields.ts declares every
 * field once with these.
 */
export type FieldPath =
  | `attack.${Exclude<keyof Assault["attack"], symbol>}`
  | `defense.${Exclude<keyof Assault["defense"], symbol>}`
  | Exclude<keyof Assault, "attack" | "defense" | "more">;

/** A number the page steps with − and +. */
export interface Stepper {
  readonly min: number;
  readonly max: (a: Assault) => number;
  /** The word for "absent" (melee, no health) and the value its switch turns on to; absent: always a number. */
  readonly off?: { readonly label: string; readonly on: number };
}

export interface AssaultField<V = unknown> {
  readonly path: FieldPath;
  /** The page's and the preview's word for it ("+Damage", "Range"). */
  readonly label: string;
  /** What it means, for the docs table and the CLI's help. */
  readonly meaning: string;
  /** Its limits in words ("0–10"), for the docs table and the CLI's help. */
  readonly limits: string;
  /** The input's value when present. */
  readonly schema: z.ZodType;
  /** Must be present (the dice). */
  readonly required: boolean;
  /** What an absent value means. */
  readonly default: V;
  /** The link's key and text; `read` gives the input's value, null for "absent", undefined for "the link's default". */
  readonly link: {
    readonly key: string;
    readonly write: (value: V) => string;
    readonly read: (text: string) => unknown;
  };
  readonly stepper?: Stepper;
  /** The values the page offers as buttons, with their words (a few words or none). */
  readonly choices?: readonly { readonly value: V; readonly label: string }[];
  /** The value in the preview's setting line ("+Damage 2"), or null when it says nothing. */
  readonly preview: (value: V) => string | null;
}

export class FieldTextError extends Error {}

export const message = (min: number, max: number) => `must be a whole number from ${min} to ${max}`;

export const wholeNumber = (min: number, max: number) => {
  const error = message(min, max);
  return z.number({ error }).int({ error }).min(min, { error }).max(max, { error });
};

const NUMBER = /^\d{1,3}$/;

/** A whole number written as digits; "none" keeps the link's default (as version 1 read it). */
export function readCount(text: string): number | undefined {
  if (text === "none") return undefined;
  if (!NUMBER.test(text)) throw new FieldTextError(`is not a whole number (got "${text}")`);
  return Number(text);
}

/** A number that may be absent (melee, no health): "none" is absent. */
export function readOptional(text: string): number | null {
  if (text === "none") return null;
  if (!NUMBER.test(text)) throw new FieldTextError(`is not a whole number (got "${text}")`);
  return Number(text);
}

/** A count from 0 (a flat bonus, rerolls): absent is 0, written as digits. */
export function countField(
  path: FieldPath,
  spec: {
    label: string;
    meaning: string;
    key: string;
    max: number;
    stepMax?: (a: Assault) => number;
    limits?: string;
    preview?: string;
  },
): AssaultField<number> {
  return {
    path,
    label: spec.label,
    meaning: spec.meaning,
    limits: spec.limits ?? `0–${spec.max}`,
    schema: wholeNumber(0, spec.max),
    required: false,
    default: 0,
    link: { key: spec.key, write: String, read: readCount },
    stepper: { min: 0, max: spec.stepMax ?? (() => spec.max) },
    preview: (v) => (v > 0 ? `${spec.preview ?? spec.label} ${v}` : null),
  };
}

/** A switch (true / false): absent is false, written `1` in the link. */
export function switchField(
  path: FieldPath,
  spec: { label: string; meaning: string; key: string; preview: string },
): AssaultField<boolean> {
  return {
    path,
    label: spec.label,
    meaning: spec.meaning,
    limits: "true / false",
    schema: z.boolean({ error: "must be true or false" }),
    required: false,
    default: false,
    link: {
      key: spec.key,
      write: (v) => (v ? "1" : "0"),
      read: (text) => {
        if (text !== "1" && text !== "0") throw new FieldTextError(`must be 1 (got "${text}")`);
        return text === "1";
      },
    },
    preview: (v) => (v ? spec.preview : null),
  };
}

/** A word with its first letter in capitals ("damage" → "Damage"), for labels made from a value. */
export const capitalized = (s: string) => s[0]!.toUpperCase() + s.slice(1);

/** A list of dice of one colour set (the attack's, the defence's), written `red.blue` in the link. */
export function diceField<T extends string>(
  path: "attack.dice" | "defense.dice",
  names: readonly T[],
  spec: { key: string; kind: string; min: number; max: number; meaning: string },
): AssaultField<readonly T[]> {
  let list = z
    .array(
      z.custom<T>((v) => typeof v === "string" && (names as readonly string[]).includes(v), {
        error: (issue) => `${JSON.stringify(issue.input)} is not ${spec.kind} die (${names.join(", ")})`,
      }),
      { error: `must be a list of ${spec.kind.replace(/^an? /, "")} dice` },
    )
    .max(spec.max, { error: `has more than ${spec.max} ${spec.kind.replace(/^an? /, "")} dice` });
  if (spec.min > 0) list = list.min(spec.min, { error: `needs at least ${spec.min} attack die` });
  return {
    path,
    label: `${capitalized(spec.kind.replace(/^an? /, ""))} dice`,
    meaning: spec.meaning,
    limits: `${spec.min}–${spec.max}`,
    schema: list,
    required: true,
    default: [],
    link: {
      key: spec.key,
      write: (dice) => dice.join(".") || "none",
      read: (text) => (text === "none" ? [] : text.split(".")),
    },
    preview: () => null,
  };
}

/** A number from 1 that may be absent (range: melee; health: none), with a switch on the page. */
export function optionalNumber(
  path: "range" | "health",
  spec: {
    label: string;
    key: string;
    max: number;
    off: string;
    on: number;
    meaning: string;
    preview: (v: number | null) => string | null;
  },
): AssaultField<number | null> {
  return {
    path,
    label: spec.label,
    meaning: spec.meaning,
    limits: `1–${spec.max}`,
    schema: wholeNumber(1, spec.max),
    required: false,
    default: null,
    link: { key: spec.key, write: (v) => (v === null ? "none" : String(v)), read: readOptional },
    stepper: { min: 1, max: () => spec.max, off: { label: spec.off, on: spec.on } },
    preview: spec.preview,
  };
}

/** Trailing "none"s say nothing: a list of tokens ends at its last token. */
export const trimmed = <T>(list: readonly (T | null)[]): (T | null)[] => {
  const out = [...list];
  while (out.length > 0 && out.at(-1) === null) out.pop();
  return out;
};

/**
 * The power token spent on each attack, in order (a figure holds at most 2 and spends at most one per attack):
 * a list with `null` for an attack that spends none, written `damage.none.surge` in the link (a version-1 link's one
 * word is the first attack's).
 */
export function tokenListField<T extends string>(
  path: FieldPath,
  spec: {
    label: string;
    meaning: string;
    key: string;
    options: readonly T[];
    max: number;
    /** A token's words on its button and in the preview ("+1 Damage"). */
    words: (v: T) => string;
    /** The preview's words for the tokens ("Power token: +1 Damage", "Power tokens: …"). */
    preview: (v: readonly (T | null)[]) => string;
  },
): AssaultField<readonly (T | null)[]> {
  const error = `must be ${spec.options.map((o) => `"${o}"`).join(" or ")}, or null for an attack that spends none`;
  const token = z.custom<T | null>(
    (v) => v === null || (typeof v === "string" && (spec.options as readonly string[]).includes(v)),
    { error },
  );
  return {
    path,
    label: spec.label,
    meaning: spec.meaning,
    limits: `${spec.options.join(" / ")} per attack; at most 2 per figure`,
    schema: z
      .array(token, {
        error: `must be a list of power tokens, one per attack (${spec.options.join(", ")}, null)`,
      })
      .max(spec.max, { error: `has more than ${spec.max} attacks' tokens` })
      .transform((list) => trimmed(list)),
    required: false,
    default: [],
    link: {
      key: spec.key,
      write: (v) => v.map((t) => t ?? "none").join(".") || "none",
      read: (text) => {
        if (text === "none") return [];
        return trimmed(
          text.split(".").map((word) => {
            if (word === "none") return null;
            if (!(spec.options as readonly string[]).includes(word))
              throw new FieldTextError(
                `must be ${spec.options.map((o) => `"${o}"`).join(" or ")} (got "${word}")`,
              );
            return word as T;
          }),
        );
      },
    },
    choices: [
      { value: [], label: "None" },
      ...spec.options.map((o) => ({ value: [o], label: spec.words(o) })),
    ],
    preview: (v) => (v.every((t) => t === null) ? null : spec.preview(v)),
  };
}

/**
 * A figure of the figure table named by its id (`stormtrooper-elite`), or absent; what it names is only a name:
 * the attack's numbers are its other fields (docs/assault.md#figures). `known` says whether an id is in the table,
 * `nearest` which name to suggest.
 */
export function figureField(
  path: FieldPath,
  spec: {
    label: string;
    meaning: string;
    key: string;
    known: (id: string) => boolean;
    nearest: (text: string) => string;
    words: (id: string) => string;
    limits?: string;
  },
): AssaultField<string | null> {
  const error = (v: unknown) =>
    `${JSON.stringify(v)} is not a figure: did you mean ${JSON.stringify(spec.nearest(String(v)))}?`;
  return {
    path,
    label: spec.label,
    meaning: spec.meaning,
    limits: spec.limits ?? "a figure of the table",
    schema: z.custom<string>((v) => typeof v === "string" && spec.known(v), {
      error: (issue) => error(issue.input),
    }),
    required: false,
    default: null,
    link: {
      key: spec.key,
      write: (v) => v ?? "none",
      read: (text) => {
        if (text === "none") return null;
        if (!spec.known(text)) throw new FieldTextError(error(text));
        return text;
      },
    },
    preview: (v) => (v === null ? null : spec.words(v)),
  };
}

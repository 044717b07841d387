import type { UnitId } from "@/lib/data";

/**
 * The shapes in which a player choice is declared once (policies, rule variants, the tactics mode, battle
 * settings). The zod schema (`choice-schema.ts`), the share link (`choice-link.ts`), the options panel and the
 * reference page all read these declarations, so adding an option is one edit to its declaration.
 *
 * Every declaration has a `noun` (lower case, as it reads inside a sentence: "tactic cards", "retreat") and a
 * `label` where the UI shows it as a heading; `capitalize(noun)` is the label unless one is given.
 */

/** A whole-number parameter, e.g. the round of "after round N". */
export interface IntParam {
  readonly kind: "int";
  /** The field's label in the UI. */
  readonly label: string;
  /** How the parameter reads in a message: `attacker retreat round is not a whole number`. */
  readonly noun: string;
  /** How the file format's error message writes it: `{ "policy": "after-round", "round": N }`. */
  readonly placeholder: string;
  readonly min: number;
  readonly max: number;
  /** The value it takes when its option is picked in the UI. */
  readonly initial: number;
}

/** A real-number parameter above `above` (exclusive) and at most `max`, e.g. a dice ratio. */
export interface RealParam {
  readonly kind: "real";
  readonly label: string;
  readonly noun: string;
  readonly placeholder: string;
  readonly above: number;
  readonly max: number;
  /** What the field's arrow keys add or take away. */
  readonly step: number;
  readonly initial: number;
}

/** A list of enemy unit types in order (the priority targeting order); it starts as the enemy's units. */
export interface UnitOrderParam {
  readonly kind: "unit-order";
  readonly label: string;
  readonly noun: string;
  readonly placeholder: string;
}

export type NumberParam = IntParam | RealParam;
export type Param = NumberParam | UnitOrderParam;
export type ParamValue<P extends Param> = P extends UnitOrderParam ? readonly UnitId[] : number;

/** One option of a choice. `doc` says what it does, in a sentence or a paragraph. */
export interface ChoiceOption<V extends string | number = string | number> {
  readonly value: V;
  readonly label: string;
  readonly doc?: string;
  /** The tactics modes (`TACTICS` values) in which the option exists; absent: every mode. */
  readonly onlyIn?: readonly string[];
}

/** An option of a tagged choice: it may carry parameters, each declared with its range. */
export interface TaggedOption extends ChoiceOption<string> {
  readonly params?: { readonly [name: string]: Param };
}

/**
 * A choice whose value is an object tagged by `tag`: `{ "policy": "after-round", "round": 2 }`. Options
 * without parameters may also be written as the bare string (`"never"`) in files and the API.
 */
export interface TaggedChoice {
  readonly kind: "tagged";
  /** The field name in a scenario (`retreat`). */
  readonly id: string;
  readonly tag: string;
  readonly noun: string;
  readonly label?: string;
  /** Said once for the whole choice, when its options have no text of their own. */
  readonly doc?: string;
  readonly options: readonly TaggedOption[];
  readonly default: string;
}

/** A choice among plain values (`"smart"`, `4`). */
export interface EnumChoice {
  readonly kind: "enum";
  readonly id: string;
  readonly noun: string;
  readonly label?: string;
  readonly doc?: string;
  readonly options: readonly ChoiceOption[];
  readonly default: string | number;
  /** The tactics modes (`TACTICS` values) in which the choice matters (a rule variant); absent: every mode. */
  readonly onlyIn?: readonly string[];
}

/** On or off. */
export interface ToggleChoice {
  readonly kind: "toggle";
  readonly id: string;
  readonly noun: string;
  readonly label?: string;
  readonly doc: string;
  readonly default: boolean;
}

/** A whole number in a range (the round cap). */
export interface IntSetting {
  readonly kind: "int-setting";
  readonly id: string;
  readonly noun: string;
  readonly label?: string;
  readonly doc: string;
  readonly min: number;
  readonly max: number;
  readonly default: number;
}

export type Choice = TaggedChoice | EnumChoice | ToggleChoice | IntSetting;

type Simplify<T> = { [K in keyof T]: T[K] } & {};

type TaggedOptionValue<Tag extends string, O> = O extends {
  readonly value: infer V extends string;
  readonly params: infer P extends { readonly [name: string]: Param };
}
  ? Simplify<{ readonly [K in Tag]: V } & { readonly [K in keyof P]: ParamValue<P[K]> }>
  : O extends { readonly value: infer V extends string }
    ? { readonly [K in Tag]: V }
    : never;

/** The domain value a tagged choice declares: a union of tagged objects, one per option. */
export type TaggedValue<C extends TaggedChoice> = TaggedOptionValue<C["tag"], C["options"][number]>;

/** The domain value of an enum choice: the union of its option values. */
export type EnumValue<C extends EnumChoice> = C["options"][number]["value"];

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function choiceLabel(c: Choice): string {
  return c.label ?? capitalize(c.noun);
}

/** The option's label with "(default)" after the declared default, as a select lists it. */
export function optionLabel(c: TaggedChoice | EnumChoice, option: ChoiceOption): string {
  return option.value === c.default ? `${option.label} (default)` : option.label;
}

/**
 * What an option does, as the UI, the reference page and docs/choices.md say it: `Threat (default): colour hits
 * go first…`. A choice explained as a whole (a rule variant) gives its own text.
 */
export function explainOption(c: TaggedChoice | EnumChoice, option: ChoiceOption): string {
  return `${optionLabel(c, option)}: ${option.doc ?? ""}`;
}

export function explainChoice(c: Choice): string {
  return `${choiceLabel(c)}: ${c.doc ?? ""}`;
}

/** Whether a choice or an option declared `onlyIn` some tactics modes exists in `mode`. */
export function appliesIn(c: ChoiceOption | Choice, mode: string): boolean {
  const only = "onlyIn" in c ? c.onlyIn : undefined;
  return !only || only.includes(mode);
}

/** The options of a tagged choice, found by value. */
export function taggedOption(c: TaggedChoice, value: string): TaggedOption | undefined {
  return c.options.find((o) => o.value === value);
}

/** Why `n` is not a valid value of `p`, or null: the schema, the share link and the number fields all ask this. */
export function numberProblem(p: NumberParam | IntSetting, n: number): string | null {
  if (p.kind === "real") {
    return Number.isFinite(n) && n > p.above && n <= p.max
      ? null
      : `must be above ${p.above} and at most ${p.max}`;
  }
  return Number.isInteger(n) && n >= p.min && n <= p.max
    ? null
    : `must be a whole number from ${p.min} to ${p.max}`;
}

/**
 * The value of a tagged choice when a player picks `option` in the UI: each parameter at its declared
 * starting value, a unit order as the enemy's unit types in table order.
 */
export function pickOption(
  c: TaggedChoice,
  option: string,
  enemyUnits: readonly UnitId[],
): Record<string, unknown> {
  const value: Record<string, unknown> = { [c.tag]: option };
  for (const [name, p] of Object.entries(taggedOption(c, option)?.params ?? {}))
    value[name] = p.kind === "unit-order" ? [...enemyUnits] : p.initial;
  return value;
}

/** A choice's current value in a few words, for a folded summary: "Targeting: Threat", "Retreat: After round N (2)". */
export function choiceSummary(c: TaggedChoice | EnumChoice, value: unknown): string {
  if (c.kind === "enum") {
    const o = c.options.find((x) => x.value === value);
    return `${choiceLabel(c)}: ${o?.label ?? String(value)}`;
  }
  const record = value as Readonly<Record<string, unknown>>;
  const o = taggedOption(c, String(record[c.tag]));
  const numbers = Object.entries(o?.params ?? {})
    .filter(([, p]) => p.kind !== "unit-order")
    .map(([name]) => String(record[name]));
  return `${choiceLabel(c)}: ${o?.label ?? String(record[c.tag])}${numbers.length > 0 ? ` (${numbers.join(", ")})` : ""}`;
}

import { z } from "zod";
import {
  numberProblem,
  type EnumChoice,
  type EnumValue,
  type IntSetting,
  type Param,
  type TaggedChoice,
  type TaggedValue,
  type ToggleChoice,
} from "./choice";

/**
 * zod schemas derived from the choice declarations (`choice.ts`), with messages that quote the declared forms:
 * `must be "never", { "policy": "after-round", "round": N } or …`.
 */

export function orList(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} or ${items.at(-1)}`;
}

function quote(value: string | number): string {
  return typeof value === "number" ? String(value) : `"${value}"`;
}

/** The forms a tagged choice may be written in, as its error message lists them. */
export function taggedForms(c: TaggedChoice): string[] {
  return c.options.map((o) => {
    if (!o.params) return quote(o.value);
    const params = Object.entries(o.params).map(([name, p]) => `, "${name}": ${p.placeholder}`);
    return `{ "${c.tag}": "${o.value}"${params.join("")} }`;
  });
}

function checked<T extends z.ZodType<number>>(schema: T, p: Parameters<typeof numberProblem>[0]): T {
  return schema.superRefine((n, ctx) => {
    const problem = numberProblem(p, n);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  }) as unknown as T;
}

function paramSchema(p: Param): z.ZodType {
  if (p.kind === "unit-order") return z.array(z.string(), { error: "must be a list of unit ids" });
  return checked(z.number({ error: "must be a number" }), p);
}

/** What a file may hold for a tagged choice: an option's bare name (when it has no parameters) or its object. */
export type TaggedInput<C extends TaggedChoice> = BareValue<C["options"][number]> | TaggedValue<C>;
type BareValue<O> = O extends { readonly params: object }
  ? never
  : O extends { readonly value: infer V }
    ? V
    : never;

export function taggedSchema<C extends TaggedChoice>(
  c: C,
): z.ZodDefault<z.ZodType<TaggedValue<C>, TaggedInput<C>>> {
  const members: z.ZodType[] = [];
  const bare = c.options.filter((o) => !o.params).map((o) => o.value);
  if (bare.length > 0)
    members.push(z.enum(bare as [string, ...string[]]).transform((value) => ({ [c.tag]: value })));
  for (const o of c.options) {
    const params = Object.fromEntries(Object.entries(o.params ?? {}).map(([k, p]) => [k, paramSchema(p)]));
    members.push(z.strictObject({ [c.tag]: z.literal(o.value), ...params }));
  }
  const schema = z.union(members as [z.ZodType, z.ZodType, ...z.ZodType[]], {
    error: `must be ${orList(taggedForms(c))}`,
  });
  return schema.default({ [c.tag]: c.default }) as unknown as z.ZodDefault<
    z.ZodType<TaggedValue<C>, TaggedInput<C>>
  >;
}

export function enumSchema<C extends EnumChoice>(c: C): z.ZodDefault<z.ZodType<EnumValue<C>, EnumValue<C>>> {
  const literals: z.ZodType[] = c.options.map((o) => z.literal(o.value));
  const schema =
    literals.length === 1
      ? literals[0]!
      : z.union(literals as [z.ZodType, z.ZodType, ...z.ZodType[]], {
          error: `must be ${orList(c.options.map((o) => quote(o.value)))}`,
        });
  return schema.default(c.default) as unknown as z.ZodDefault<z.ZodType<EnumValue<C>, EnumValue<C>>>;
}

export function toggleSchema(c: ToggleChoice): z.ZodDefault<z.ZodBoolean> {
  return z.boolean({ error: "must be true or false" }).default(c.default);
}

export function intSettingSchema(c: IntSetting): z.ZodDefault<z.ZodNumber> {
  return checked(z.number(), c).default(c.default);
}

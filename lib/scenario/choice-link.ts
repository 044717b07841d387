import { LinkError, realNumber, wholeNumber } from "@/lib/link/link-error";
import { orList } from "./choice-schema";
import type { EnumChoice, IntSetting, Param, TaggedChoice, ToggleChoice } from "./choice";

/**
 * Share-link text for the choice declarations (`choice.ts`): every parser has its serializer, and
 * `parse(serialize(v))` gives `v` back for every valid value (property-tested in tests/scenario). A tagged
 * value is its option and its parameters joined by dots (`after-round.2`, `when-outgunned.0.5`,
 * `priority.x-wing.y-wing`); a plain value is itself (`none`, `6`). Ranges are checked by the schema after
 * parsing, so links obey the same rules and messages as files.
 */

function paramText(p: Param, value: unknown): string {
  // No "+" in an exponent: a query reads "+" as a space.
  return p.kind === "unit-order"
    ? (value as readonly string[]).join(".")
    : String(value as number).replace("e+", "e");
}

/** Parameters are written after the option, one per dot; only the last may be a real number or a list. */
export function assertLinkable(c: TaggedChoice): void {
  for (const o of c.options) {
    const params = Object.values(o.params ?? {});
    if (params.slice(0, -1).some((p) => p.kind !== "int"))
      throw new Error(`${c.id} ${o.value}: only the last parameter may be a real number or a list`);
  }
}

export function serializeTagged(c: TaggedChoice, value: Readonly<Record<string, unknown>>): string {
  const option = String(value[c.tag]);
  const params = c.options.find((o) => o.value === option)?.params ?? {};
  return [option, ...Object.entries(params).map(([name, p]) => paramText(p, value[name]))].join(".");
}

/** `where` leads each message ("attacker "); a per-side policy says "is not a … policy", a setting "must be". */
export function parseTagged(c: TaggedChoice, text: string, where = ""): Record<string, unknown> {
  const dot = text.indexOf(".");
  const name = dot < 0 ? text : text.slice(0, dot);
  const rest = dot < 0 ? "" : text.slice(dot + 1);
  const option = c.options.find((o) => o.value === name);
  if (!option) {
    if (c.tag === "policy") throw new LinkError(`${where}${c.noun} "${text}" is not a ${c.noun} policy`);
    throw new LinkError(
      `${where}${c.noun} must be ${orList(c.options.map((o) => `"${o.value}"`))} (got "${text}")`,
    );
  }
  const params = Object.entries(option.params ?? {});
  if (params.length === 0) {
    if (dot >= 0) throw new LinkError(`${where}${c.noun} "${text}" takes no parameters`);
    return { [c.tag]: name };
  }
  const value: Record<string, unknown> = { [c.tag]: name };
  let left = rest;
  params.forEach(([key, p], i) => {
    const last = i === params.length - 1;
    const cut = last ? left.length : left.indexOf(".");
    const part = cut < 0 ? left : left.slice(0, cut);
    left = cut < 0 ? "" : left.slice(cut + 1);
    const what = `${where}${c.noun} ${p.noun}`;
    if (p.kind === "unit-order") value[key] = part === "" ? [] : part.split(".");
    else if (p.kind === "int") value[key] = wholeNumber(part, what);
    else value[key] = realNumber(part, what);
  });
  return value;
}

export function serializeEnum(_c: EnumChoice, value: string | number): string {
  return String(value);
}

export function parseEnum(c: EnumChoice, text: string, where = ""): string | number {
  const found = c.options.find((o) => String(o.value) === text);
  if (found === undefined)
    throw new LinkError(
      `${where}${c.noun} must be ${orList(c.options.map((o) => `"${o.value}"`))} (got "${text}")`,
    );
  return found.value;
}

/** A toggle is written `1` when it is on; off is its default and is left out. */
export function parseToggle(c: ToggleChoice, text: string): boolean {
  if (text !== "1") throw new LinkError(`${c.noun} must be "1" (got "${text}")`);
  return true;
}

export function parseIntSetting(c: IntSetting, text: string): number {
  return wholeNumber(text, c.noun);
}

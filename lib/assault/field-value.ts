import type { Assault } from "./engine";
import type { FieldPath } from "./field-kinds";

/** A field's value in an attack (or an input: absent is undefined). */
export function valueOf(a: unknown, path: FieldPath): unknown {
  const [first, second] = path.split(".") as [string, string | undefined];
  const top = (a as Record<string, unknown>)[first];
  return second === undefined ? top : (top as Record<string, unknown> | undefined)?.[second];
}

/** An attack with one field set (no check: edits check first). */
export function withValue(a: Assault, path: FieldPath, value: unknown): Assault {
  const [first, second] = path.split(".") as ["attack" | "defense", string | undefined];
  if (second === undefined) return { ...a, [first]: value };
  return { ...a, [first]: { ...a[first], [second]: value } };
}

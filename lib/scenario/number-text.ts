/**
 * A number as a player types it into a field, read without guessing: `0.75`, `.5`, `1e-7`, `0,75` (a
 * decimal comma) and surrounding spaces are numbers; anything else is refused with the reason, never
 * turned into some other number. The range is the field's own check (`numberProblem`, `countProblem`).
 */
export type NumberText =
  { readonly ok: true; readonly value: number } | { readonly ok: false; readonly reason: string };

const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)(e[+-]?\d+)?$/i;

export function readNumber(text: string): NumberText {
  const trimmed = text.trim();
  if (trimmed === "") return { ok: false, reason: "enter a number" };
  const dotted = /^[^.,]*,[^.,]*$/.test(trimmed) ? trimmed.replace(",", ".") : trimmed;
  if (!NUMBER.test(dotted)) return { ok: false, reason: `"${trimmed}" is not a number` };
  const value = Number(dotted);
  if (!Number.isFinite(value)) return { ok: false, reason: `"${trimmed}" is too large` };
  return { ok: true, value };
}

/** How a number is shown in a field: as JavaScript writes it, which reads back as the same number. */
export function numberText(value: number): string {
  return String(value);
}

/**
 * The arrow keys' next value: one step up or down from `value`, kept on the step's decimals (0.5 + 0.05 is
 * 0.55, not 0.5500000000000001) and inside [min, max].
 */
export function stepNumber(value: number, step: number, direction: 1 | -1, min: number, max: number): number {
  const decimals = Math.max(0, -Math.floor(Math.log10(step)) + 1);
  const next = Number((value + direction * step).toFixed(decimals));
  return Math.min(max, Math.max(min, next));
}

import type { AssaultField } from "./field-kinds";
import { FIELDS } from "./fields";

/** A field's default in words: "required", "melee", "none", "0". */
export function defaultText(f: AssaultField): string {
  if (f.required) return "required";
  if (f.default === null) return f.stepper?.off?.label.toLowerCase() ?? "none";
  if (Array.isArray(f.default)) return f.default.length === 0 ? "none" : JSON.stringify(f.default);
  return String(f.default);
}

/** The CLI's help for the attack file, one line per declared field (lib/assault/fields.ts). */
export function fieldHelp(): string {
  const width = Math.max(...FIELDS.map((f) => f.path.length));
  return FIELDS.map(
    (f) =>
      `  ${f.path.padEnd(width)}  ${f.meaning.replace(/`/g, "")} (${f.limits}; default ${defaultText(f)})`,
  ).join("\n");
}

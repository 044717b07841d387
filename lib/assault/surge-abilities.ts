import { z } from "zod";
import type { SurgeAbility } from "./engine";
import { FieldTextError, wholeNumber } from "./field-kinds";

/** The most a flat bonus or a surge ability's number can be. */
export const MODIFIER_MAX = 10;

const NAME = "[A-Za-z][A-Za-z -]{0,23}";

/** A condition's name; an ability that applies two joins them: "Focused + Weaken". */
const conditionName = z
  .string({ error: 'must be a condition name such as "Stun"' })
  .regex(new RegExp(`^${NAME}( \\+ ${NAME})?$`), {
    error: 'must be a condition name of letters (at most 24), such as "Bleed", or two joined by " + "',
  });

/** What can be played for: one condition's name. */
export const conditionSchema = z
  .string({ error: 'must be a condition name such as "Stun"' })
  .regex(new RegExp(`^${NAME}$`), {
    error: 'must be a condition name of letters (at most 24), such as "Bleed"',
  });

export const surgeAbilitySchema = z.strictObject({
  damage: wholeNumber(0, MODIFIER_MAX).optional(),
  pierce: wholeNumber(0, MODIFIER_MAX).optional(),
  accuracy: wholeNumber(0, MODIFIER_MAX).optional(),
  condition: conditionName.optional(),
  cost: wholeNumber(1, 3).optional(),
});

/** The link's text of one ability: `d1_p1_a2_cStun_k2` (`-` for an ability that does nothing). */
export function writeSurge(s: SurgeAbility): string {
  const parts: string[] = [];
  if (s.damage !== undefined) parts.push(`d${s.damage}`);
  if (s.pierce !== undefined) parts.push(`p${s.pierce}`);
  if (s.accuracy !== undefined) parts.push(`a${s.accuracy}`);
  if (s.condition !== undefined) parts.push(`c${s.condition}`);
  if (s.cost !== undefined) parts.push(`k${s.cost}`);
  return parts.length > 0 ? parts.join("_") : "-";
}

export function readSurge(text: string): Record<string, unknown> {
  const s: Record<string, unknown> = {};
  if (text === "-") return s;
  const names = { d: "damage", p: "pierce", a: "accuracy", k: "cost" } as const;
  for (const part of text.split("_")) {
    const tag = part[0] as keyof typeof names | "c" | undefined;
    const value = part.slice(1);
    if (tag === "c") s.condition = value;
    else if (tag && tag in names && /^\d{1,3}$/.test(value)) s[names[tag]] = Number(value);
    else
      throw new FieldTextError(
        `"${part}" is not a surge ability part (d1 damage, p1 pierce, a1 accuracy, cStun condition, k2 cost)`,
      );
  }
  return s;
}

/** A surge ability as the game prints it: "+1 Damage", "Pierce 2", "+2 Accuracy", "Stun", "2 surges: …". */
export function surgeLabel(s: SurgeAbility): string {
  const parts: string[] = [];
  if (s.damage) parts.push(`+${s.damage} Damage`);
  if (s.pierce) parts.push(`Pierce ${s.pierce}`);
  if (s.accuracy) parts.push(`+${s.accuracy} Accuracy`);
  if (s.condition) parts.push(s.condition);
  const text = parts.join(", ") || "nothing";
  return (s.cost ?? 1) === 1 ? text : `${s.cost} surges: ${text}`;
}

/** The surge abilities the page offers as chips (any list comes from a link, the CLI or the API). */
export const SURGE_CHOICES: readonly SurgeAbility[] = [
  { damage: 1 },
  { damage: 2 },
  { pierce: 1 },
  { pierce: 2 },
  { accuracy: 1 },
  { accuracy: 2 },
  { condition: "Stun" },
  { condition: "Bleed" },
  { condition: "Weaken" },
  { condition: "Focused" },
  { damage: 3, cost: 2 },
];

import { z } from "zod";
import { MAX_STEPS, type RerollsFor } from "./engine";
import { figureById, figureName, nearestFigure, nearestWeapon } from "./figures/find-figure";
import { WEAPONS } from "./figures/heroes";
import {
  capitalized,
  figureField,
  FieldTextError,
  switchField,
  tokenListField,
  type AssaultField,
} from "./field-kinds";
import { conditionSchema } from "./surge-abilities";

import { ATTACK_TOKENS, DEFENSE_TOKENS, field, LIMITS } from "./field-limits";

/**
 * The attack's fields added after its first link version (docs/assault.md#input), in the order of their link keys:
 * power tokens, what surges play for, Focused and Weakened, the figures and weapon named, and what rerolls serve.
 * Each means, when a link leaves it out, what older links meant (lib/link/versions.ts, the one rule).
 */
/** "Power token: +1 Damage" for the first attack's alone, else each attack's: "Power tokens: +1 Damage, none, +1 Surge". */
function tokenWords(what: string, tokens: readonly (string | null)[]): string {
  const words = tokens.map((t) => (t === null ? "none" : `+1 ${capitalized(t)}`));
  return words.length === 1 ? `${what}: ${words[0]}` : `${what}s by attack: ${words.join(", ")}`;
}

/** A figure's or a weapon's name for the preview and messages, from its id. */
const named = (id: string) => {
  const f = figureById(id);
  return f ? figureName(f) : id;
};

export const ADDED_FIELDS: readonly AssaultField[] = [
  field(
    tokenListField("attack.powerTokens", {
      label: "Attacker's power tokens",
      meaning:
        "the power token the attacker spends on each of its attacks, in order: `damage` (+1 damage), `surge` (+1 surge) or null for none; a figure holds at most 2",
      key: "apt",
      options: ATTACK_TOKENS,
      max: LIMITS.attacks,
      words: (v) => `+1 ${capitalized(v)}`,
      preview: (v) => tokenWords("Power token", v),
    }),
  ),
  field<string | null>({
    path: "attack.playFor",
    label: "Play for",
    meaning:
      'a condition of the surge abilities that the surges buy before damage ("play for Stun"); leave it out for damage first',
    limits: "a condition of `attack.surges`",
    schema: conditionSchema,
    required: false,
    default: null,
    link: {
      key: "pf",
      write: (v) => v ?? "none",
      read: (text) => {
        if (text === "none") return null;
        if (!/^[A-Za-z][A-Za-z -]{0,23}$/.test(text))
          throw new FieldTextError(`is not a condition name (got "${text}")`);
        return text;
      },
    },
    preview: (v) => (v === null ? null : `Surges for ${v} first`),
  }),
  field(
    tokenListField("defense.powerTokens", {
      label: "Defender's power tokens",
      meaning:
        "the power token the target spends on each attack of the activation, in order: `block` (+1 block), `evade` (+1 evade) or null for none; it holds at most 2",
      key: "dpt",
      options: DEFENSE_TOKENS,
      max: MAX_STEPS,
      words: (v) => `+1 ${capitalized(v)}`,
      preview: (v) => tokenWords("Defender's token", v),
    }),
  ),
  field(
    switchField("attack.focused", {
      label: "Focused (a green die on its first attack)",
      meaning:
        "the attacker starts Focused: its first attack adds 1 green die, then the condition is discarded",
      key: "fo",
      preview: "Focused",
    }),
  ),
  field(
    switchField("defense.weakened", {
      label: "Weakened (−1 evade while defending)",
      meaning: "the target starts Weakened: −1 evade while it defends (cancels one evade)",
      key: "wk",
      preview: "target Weakened",
    }),
  ),
  field(
    figureField("attack.figure", {
      label: "Attacker",
      meaning:
        "the attacking figure (a name of the figure table): fills the attack side when its dice are left out",
      key: "fa",
      known: (id) => figureById(id) !== null,
      nearest: (text) => nearestFigure(text),
      words: (id) => `Attacker: ${named(id)}`,
    }),
  ),
  field(
    figureField("attack.weapon", {
      label: "Weapon",
      meaning: "a hero's weapon (a name of the weapon table); left out: the hero's starting weapon",
      key: "fw",
      known: (id) => WEAPONS.some((w) => w.id === id),
      nearest: (text) => nearestWeapon(text),
      words: (id) => `Weapon: ${WEAPONS.find((w) => w.id === id)?.name ?? id}`,
      limits: "a weapon of the table",
    }),
  ),
  field(
    figureField("defense.figure", {
      label: "Target",
      meaning:
        "the target figure (a name of the figure table): fills its defence and health when they are left out",
      key: "fd",
      known: (id) => figureById(id) !== null,
      nearest: (text) => nearestFigure(text),
      words: (id) => `Target: ${named(id)}`,
    }),
  ),
  field<RerollsFor>({
    path: "rerollsFor",
    label: "Rerolls played for",
    meaning:
      "what the rerolls of both players serve: `damage` (each attack's own expected damage) or `defeat` (with a health, the chance of the defeat by the end: exact, slower)",
    limits: "damage / defeat",
    schema: z.custom<RerollsFor>((v) => v === "damage" || v === "defeat", {
      error: 'must be "damage" or "defeat"',
    }),
    required: false,
    default: "damage",
    link: {
      key: "rf",
      write: (v) => v,
      read: (text) => {
        if (text !== "damage" && text !== "defeat")
          throw new FieldTextError(`must be "damage" or "defeat" (got "${text}")`);
        return text;
      },
    },
    choices: [
      { value: "damage", label: "Each attack's damage" },
      { value: "defeat", label: "The defeat" },
    ],
    preview: (v) => (v === "defeat" ? "Rerolls for the defeat" : null),
  }),
];

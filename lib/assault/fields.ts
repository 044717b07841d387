import { z } from "zod";
import {
  ATTACK_DIE_NAMES,
  DEFENSE_DIE_NAMES,
  MAX_STEPS,
  stepsOf,
  type RerollsFor,
  type SurgeAbility,
} from "./engine";
import { figureById, figureName, nearestFigure, nearestWeapon } from "./figures/find-figure";
import { WEAPONS } from "./figures/heroes";
import {
  capitalized,
  figureField,
  countField,
  diceField,
  FieldTextError,
  optionalNumber,
  switchField,
  tokenListField,
  wholeNumber,
  type AssaultField,
  type FieldPath,
} from "./field-kinds";
import {
  conditionSchema,
  MODIFIER_MAX,
  readSurge,
  surgeAbilitySchema,
  surgeLabel,
  writeSurge,
} from "./surge-abilities";

/**
 * Every field of an attack, declared once (docs/assault.md#input): the schema, the defaults, the link's
 * parameters, the page's steppers, the preview's setting line, the docs table and the CLI's help all derive
 * from this list. Order: the order of the link's keys (version 1's first) and of the schema's checks.
 */
export const LIMITS = {
  attackDice: 6,
  defenseDice: 3,
  surges: 8,
  modifier: MODIFIER_MAX,
  range: 20,
  attacks: 6,
  health: 40,
} as const;

const field = <V>(f: AssaultField<V>) => f as unknown as AssaultField;

export const ATTACK_TOKENS = ["damage", "surge"] as const;
export const DEFENSE_TOKENS = ["block", "evade"] as const;

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

export const FIELDS: readonly AssaultField[] = [
  field(
    diceField("attack.dice", ATTACK_DIE_NAMES, {
      key: "atk",
      kind: "an attack",
      min: 1,
      max: LIMITS.attackDice,
      meaning: `attack dice: ${ATTACK_DIE_NAMES.map((d) => `\`${d}\``).join(", ")}`,
    }),
  ),
  field(
    diceField("defense.dice", DEFENSE_DIE_NAMES, {
      key: "def",
      kind: "a defence",
      min: 0,
      max: LIMITS.defenseDice,
      meaning: `defence dice: ${DEFENSE_DIE_NAMES.map((d) => `\`${d}\``).join(", ")}`,
    }),
  ),
  field<readonly SurgeAbility[]>({
    path: "attack.surges",
    label: "Surge abilities",
    meaning: "surge abilities `{damage?, pierce?, accuracy?, condition?, cost?}`",
    limits: `≤ ${LIMITS.surges}; cost 1–3 (default 1)`,
    schema: z
      .array(surgeAbilitySchema, { error: "must be a list of surge abilities" })
      .max(LIMITS.surges, { error: `has more than ${LIMITS.surges} surge abilities` }),
    required: false,
    default: [],
    link: {
      key: "sg",
      write: (surges) => surges.map(writeSurge).join(".") || "none",
      read: (text) => (text === "none" ? [] : text.split(".").map(readSurge)),
    },
    preview: (surges) => (surges.length > 0 ? `Surges: ${surges.map(surgeLabel).join("; ")}` : null),
  }),
  field(
    countField("attack.damage", {
      label: "+Damage",
      meaning: "flat +damage",
      key: "dmg",
      max: LIMITS.modifier,
    }),
  ),
  field(
    countField("attack.accuracy", {
      label: "+Accuracy",
      meaning: "flat +accuracy",
      key: "acc",
      max: LIMITS.modifier,
    }),
  ),
  field(
    countField("attack.surge", { label: "+Surge", meaning: "flat +surge", key: "sur", max: LIMITS.modifier }),
  ),
  field(
    countField("attack.pierce", { label: "Pierce", meaning: "Pierce N", key: "prc", max: LIMITS.modifier }),
  ),
  field(
    countField("attack.rerolls", {
      label: "Attack rerolls",
      meaning: "attack dice the attacker may reroll",
      key: "arr",
      max: LIMITS.attackDice,
      limits: "≤ attack dice",
      stepMax: (a) => a.attack.dice.length,
      preview: "Attacker rerolls",
    }),
  ),
  field(
    countField("defense.block", {
      label: "+Block",
      meaning: "flat +block",
      key: "blk",
      max: LIMITS.modifier,
    }),
  ),
  field(
    countField("defense.evade", {
      label: "+Evade",
      meaning: "flat +evade",
      key: "eva",
      max: LIMITS.modifier,
    }),
  ),
  field(
    countField("defense.rerolls", {
      label: "Defence rerolls",
      meaning: "defence dice the defender may reroll",
      key: "drr",
      max: LIMITS.defenseDice,
      limits: "≤ defence dice",
      stepMax: (a) => a.defense.dice.length,
      preview: "Defender rerolls",
    }),
  ),
  field(
    switchField("defense.noDodge", {
      label: "Cannot dodge (a dodge counts for nothing)",
      meaning: "the defender cannot dodge: a dodge result counts for nothing",
      key: "nod",
      preview: "cannot dodge",
    }),
  ),
  field(
    optionalNumber("range", {
      label: "Range",
      key: "r",
      max: LIMITS.range,
      off: "Melee",
      on: 1,
      meaning: "distance in spaces (ranged attack; accuracy must reach it); leave it out for melee",
      preview: (v) => (v === null ? "Melee" : `Range ${v}`),
    }),
  ),
  field<number>({
    ...countField("attacks", { label: "Attacks", meaning: "", key: "n", max: LIMITS.attacks }),
    meaning: "attacks in a row on the same target",
    limits: `1–${LIMITS.attacks}`,
    schema: wholeNumber(1, LIMITS.attacks),
    default: 1,
    // (an activation plays at most MAX_STEPS attacks in all)
    stepper: { min: 1, max: (a) => Math.min(LIMITS.attacks, MAX_STEPS - (stepsOf(a) - a.attacks)) },
    preview: (v) => (v > 1 ? `${v} attacks` : null),
  }),
  field(
    optionalNumber("health", {
      label: "Health",
      key: "hp",
      max: LIMITS.health,
      off: "No health",
      on: 5,
      meaning: "the target's health: gives P(defeated)",
      preview: () => null,
    }),
  ),
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

export const fieldAt = (path: FieldPath): AssaultField => FIELDS.find((f) => f.path === path)!;

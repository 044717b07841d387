import { z } from "zod";
import { ATTACK_DIE_NAMES, DEFENSE_DIE_NAMES, MAX_STEPS, stepsOf, type SurgeAbility } from "./engine";
import {
  countField,
  diceField,
  optionalNumber,
  switchField,
  wholeNumber,
  type AssaultField,
  type FieldPath,
} from "./field-kinds";
import { ADDED_FIELDS } from "./fields-added";
import { field, LIMITS } from "./field-limits";
import { readSurge, surgeAbilitySchema, surgeLabel, writeSurge } from "./surge-abilities";

export { ATTACK_TOKENS, DEFENSE_TOKENS, LIMITS } from "./field-limits";

/**
 * Every field of an attack, declared once (docs/assault.md#input): the schema, the defaults, the link's
 * parameters, the page's steppers, the preview's setting line, the docs table and the CLI's help all derive
 * from this list. Order: the order of the link's keys (version 1's first) and of the schema's checks.
 */
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
  ...ADDED_FIELDS,
];

export const fieldAt = (path: FieldPath): AssaultField => FIELDS.find((f) => f.path === path)!;

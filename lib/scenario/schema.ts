import { z } from "zod";
import { DEATH_STAR_PLANS, IGNORE_LIMITS, ROUND_CAP, TACTICS, VARIANTS } from "./battle-options";
import { CARD_LISTS } from "./card-lists";
import { enumSchema, intSettingSchema, taggedSchema, toggleSchema } from "./choice-schema";
import { CARD_PLAY, RETREAT, TARGETING } from "./policies";
import { GOAL_FORMAT, parseGoal, type GoalChoice } from "./goals";
import { inProgressSchema } from "./in-progress";

/**
 * The zod shape of a battle as users write it (JSON file, API body, URL payload). Structure only;
 * the rules-level checks (limits, factions, damage) are in `validate-scenario.ts`. Policies, variants and
 * settings come from their declarations (`policies.ts`, `battle-options.ts`).
 */
const count = z.number({ error: "must be a number" }).refine((n) => Number.isInteger(n) && n >= 0, {
  message: "must be a whole number, 0 or more",
});

const unitCounts = z.record(z.string(), count, { error: "must be an object of unit id → count" });

const damagedUnits = z.record(
  z.string(),
  z.array(z.number({ error: "must be a number" }), { error: "must be a list of damage amounts" }),
  { error: "must be an object of unit id → list of damage amounts" },
);

const ids = z.array(z.string(), { error: "must be a list of card ids" }).default([]);
/** Cinematic Combat: a side's list of cards from earlier combats (CARD_LISTS; docs/rules.md#cinematic-combat). */
const cardList = z
  .strictObject(
    { space: ids, ground: ids },
    { error: 'must be { "space": [card ids], "ground": [card ids] }' },
  )
  .optional();
const cardLists = Object.fromEntries(CARD_LISTS.map((l) => [l.id, cardList])) as {
  [L in (typeof CARD_LISTS)[number] as L["id"]]: typeof cardList;
};

const side = z.strictObject({
  faction: z.enum(["empire", "rebel"], { error: 'must be "empire" or "rebel"' }),
  units: unitCounts,
  leaders: z.array(z.string(), { error: "must be a list of leader ids" }).default([]),
  damaged: damagedUnits.default({}),
  [TARGETING.id]: taggedSchema(TARGETING),
  [RETREAT.id]: taggedSchema(RETREAT),
  [CARD_PLAY.id]: enumSchema(CARD_PLAY),
  ...cardLists,
  /** What the side plays for (goals.ts, docs/rules.md#goals); absent means "win". */
  goal: z
    .string({ error: GOAL_FORMAT })
    .superRefine((text, ctx) => {
      const read = parseGoal(text);
      if (!read.ok) ctx.addIssue({ code: "custom", message: read.error });
    })
    .transform((text) => text as GoalChoice)
    .optional(),
});

const variantShape = Object.fromEntries(VARIANTS.map((v) => [v.id, enumSchema(v)])) as {
  [V in (typeof VARIANTS)[number] as V["id"]]: ReturnType<typeof enumSchema<V>>;
};
const variants = z.strictObject(variantShape);

export const scenarioSchema = z.strictObject({
  version: z.literal(1, { error: "must be 1" }).optional(),
  attacker: side,
  defender: side,
  [TACTICS.id]: taggedSchema(TACTICS),
  [ROUND_CAP.id]: intSettingSchema(ROUND_CAP),
  variants: variants.default(() => variants.parse({})),
  [DEATH_STAR_PLANS.id]: toggleSchema(DEATH_STAR_PLANS),
  [IGNORE_LIMITS.id]: toggleSchema(IGNORE_LIMITS),
  /** The battle as it stands (in-progress.ts, docs/rules.md#in-progress); absent: the start of the combat. */
  inProgress: inProgressSchema.optional(),
});

export type ScenarioInput = z.input<typeof scenarioSchema>;

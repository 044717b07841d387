import { z } from "zod";
import { DEFAULT_ROUND_CAP, DEFAULT_VARIANTS, MAX_ROUND_CAP } from "./types";

/**
 * The zod shape of a battle as users write it (JSON file, API body, URL payload). Structure only;
 * the rules-level checks (limits, factions, damage) are in `validate-scenario.ts`.
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

const unitIdList = z.array(z.string(), { error: "must be a list of unit ids" });

const targeting = z.union(
  [
    z.enum(["threat", "max-kills", "biggest-first"]).transform((policy) => ({ policy })),
    z.strictObject({ policy: z.enum(["threat", "max-kills", "biggest-first"]) }),
    z.strictObject({ policy: z.literal("priority"), order: unitIdList }),
  ],
  {
    error: 'must be "threat", "max-kills", "biggest-first" or { "policy": "priority", "order": [unit ids] }',
  },
);

const positiveInt = (what: string) =>
  z.number().refine((n) => Number.isInteger(n) && n >= 1 && n <= 1000, {
    message: `${what} must be a whole number from 1 to 1000`,
  });

const retreat = z.union(
  [
    z.literal("never").transform(() => ({ policy: "never" as const })),
    z.strictObject({ policy: z.literal("never") }),
    z.strictObject({ policy: z.literal("after-round"), round: positiveInt("round") }),
    z.strictObject({
      policy: z.literal("when-outgunned"),
      ratio: z.number().refine((n) => Number.isFinite(n) && n > 0 && n <= 10, {
        message: "ratio must be above 0 and at most 10",
      }),
    }),
    z.strictObject({ policy: z.literal("when-losing-units"), below: positiveInt("below") }),
  ],
  {
    error:
      'must be "never", { "policy": "after-round", "round": N }, { "policy": "when-outgunned", "ratio": R } or { "policy": "when-losing-units", "below": N }',
  },
);

const side = z.strictObject({
  faction: z.enum(["empire", "rebel"], { error: 'must be "empire" or "rebel"' }),
  units: unitCounts,
  leaders: z.array(z.string(), { error: "must be a list of leader ids" }).default([]),
  damaged: damagedUnits.default({}),
  targeting: targeting.default({ policy: "threat" }),
  retreat: retreat.default({ policy: "never" }),
  cardPlay: z.enum(["smart", "none"], { error: 'must be "smart" or "none"' }).default("smart"),
});

const variants = z.strictObject({
  blackDie: z
    .enum(["standard", "no-direct"], { error: 'must be "standard" or "no-direct"' })
    .default(DEFAULT_VARIANTS.blackDie),
  spaceDeck: z
    .enum(["standard", "two-onslaught"], { error: 'must be "standard" or "two-onslaught"' })
    .default(DEFAULT_VARIANTS.spaceDeck),
  dsucHealth: z
    .enum(["black", "red"], { error: 'must be "black" or "red"' })
    .default(DEFAULT_VARIANTS.dsucHealth),
  monCalCapacity: z
    .union([z.literal(4), z.literal(6)], { error: "must be 4 or 6" })
    .default(DEFAULT_VARIANTS.monCalCapacity),
});

export const scenarioSchema = z.strictObject({
  version: z.literal(1, { error: "must be 1" }).optional(),
  attacker: side,
  defender: side,
  tactics: z.enum(["base", "none"], { error: 'must be "base" or "none"' }).default("base"),
  roundCap: z
    .number()
    .refine((n) => Number.isInteger(n) && n >= 1 && n <= MAX_ROUND_CAP, {
      message: `must be a whole number from 1 to ${MAX_ROUND_CAP}`,
    })
    .default(DEFAULT_ROUND_CAP),
  variants: variants.default(DEFAULT_VARIANTS),
  deathStarPlans: z.boolean({ error: "must be true or false" }).default(false),
  ignoreLimits: z.boolean({ error: "must be true or false" }).default(false),
});

export type ScenarioInput = z.input<typeof scenarioSchema>;

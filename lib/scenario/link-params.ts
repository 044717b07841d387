import type { LinkParam } from "@/lib/link/link-param";
import { DEATH_STAR_PLANS, IGNORE_LIMITS, ROUND_CAP, TACTICS, VARIANTS } from "./battle-options";
import type { EnumChoice, ToggleChoice } from "./choice";
import { LinkError } from "@/lib/link/link-error";
import {
  assertLinkable,
  parseEnum,
  parseIntSetting,
  parseTagged,
  parseToggle,
  serializeEnum,
  serializeTagged,
} from "./choice-link";
import { SIDE_POLICIES } from "./policies";
import {
  MAX_LINK_TRIALS,
  MIN_LINK_TRIALS,
  PRECISION_CHOICES,
  SEED_RULE,
  seedSchema,
  type Precision,
} from "./run-settings";
import { DEFAULT_SETUP, type Setup } from "./setup";
import { decodeSide, encodeSide } from "./side-link";
import { decodeInProgress, encodeInProgress } from "./in-progress-link";

/** A setup being read from a link: scenario input (checked by the schema at the end), trials and seed. */
export interface LinkDraft {
  scenario: Record<string, unknown> & { variants: Record<string, unknown> };
  trials: number;
  seed: string;
  precision: Precision | null;
}

/** One parameter of the battle's link: a LinkParam (lib/link/link-param.ts) over a setup and its draft. */
export type SetupParam<T = unknown, I = T> = LinkParam<T, I, Setup, LinkDraft>;

function param<T, I>(p: SetupParam<T, I>): SetupParam {
  return p as unknown as SetupParam;
}

const def = DEFAULT_SETUP;

function sideParam(key: string, side: "attacker" | "defender"): SetupParam {
  return param({
    key,
    noun: `the ${side}`,
    read: (s) => s.scenario[side],
    serialize: encodeSide,
    default: def.scenario[side],
    parse: (text) => decodeSide(text, side),
    write: (draft, value) => {
      draft.scenario[side] = value;
    },
  });
}

function variantParam(c: (typeof VARIANTS)[number]): SetupParam {
  return param({
    key: c.link,
    noun: `the ${c.noun}`,
    read: (s) => s.scenario.variants[c.id],
    serialize: (v) => serializeEnum(c, v),
    default: c.default as string | number,
    parse: (text) => parseEnum(c as EnumChoice, text),
    write: (draft, value) => {
      draft.scenario.variants[c.id] = value;
    },
  });
}

function toggleParam(
  c: ToggleChoice & { readonly link: string; readonly id: "deathStarPlans" | "ignoreLimits" },
) {
  return param({
    key: c.link,
    noun: `the ${c.noun} switch`,
    read: (s) => s.scenario[c.id],
    serialize: (on: boolean) => (on ? "1" : "0"),
    default: c.default,
    parse: (text) => parseToggle(c, text),
    write: (draft, value) => {
      draft.scenario[c.id] = value;
    },
  });
}

const trialsRange = `must be from ${MIN_LINK_TRIALS.toLocaleString("en-US")} to ${MAX_LINK_TRIALS.toLocaleString("en-US")}`;

assertLinkable(TACTICS);
SIDE_POLICIES.forEach((c) => c.kind === "tagged" && assertLinkable(c));

/** The setup's own parameters in the order they are written. */
const SETUP: readonly SetupParam[] = [
  sideParam("a", "attacker"),
  sideParam("d", "defender"),
  param({
    key: TACTICS.link,
    noun: `the ${TACTICS.noun}`,
    read: (s) => s.scenario.tactics,
    serialize: (v) => serializeTagged(TACTICS, v),
    default: def.scenario.tactics,
    parse: (text) => parseTagged(TACTICS, text),
    write: (draft, value) => {
      draft.scenario[TACTICS.id] = value;
    },
  }),
  param({
    key: ROUND_CAP.link,
    noun: `the ${ROUND_CAP.noun}`,
    read: (s) => s.scenario.roundCap,
    serialize: String,
    default: ROUND_CAP.default as number,
    parse: (text) => parseIntSetting(ROUND_CAP, text),
    write: (draft, value) => {
      draft.scenario[ROUND_CAP.id] = value;
    },
  }),
  ...VARIANTS.map(variantParam),
  toggleParam(DEATH_STAR_PLANS),
  toggleParam(IGNORE_LIMITS),
  param({
    key: "t",
    noun: "the trials",
    read: (s) => s.trials,
    serialize: String,
    default: def.trials,
    parse: (text) => {
      const n = /^\d{1,9}$/.test(text) ? Number(text) : NaN;
      if (Number.isNaN(n)) throw new LinkError(`trials must be a whole number (got "${text}")`);
      if (n < MIN_LINK_TRIALS || n > MAX_LINK_TRIALS)
        throw new LinkError(`trials ${trialsRange} (got "${text}")`);
      return n;
    },
    write: (draft, value) => {
      draft.trials = value;
    },
  }),
  param({
    key: "seed",
    noun: "the seed",
    read: (s) => s.seed,
    serialize: (seed: string) => seed,
    default: def.seed,
    parse: (text) => {
      if (!seedSchema.safeParse(text).success) throw new LinkError(`seed must be ${SEED_RULE}`);
      return text;
    },
    write: (draft, value) => {
      draft.seed = value;
    },
  }),
  param({
    key: "p",
    noun: "the precision",
    read: (s) => s.precision ?? null,
    serialize: (p: Precision | null) => (p === null ? "" : String(p)),
    default: null,
    parse: (text) => {
      const p = PRECISION_CHOICES.find((c) => String(c) === text);
      if (p === undefined) {
        throw new LinkError(
          `precision must be one of ${PRECISION_CHOICES.join(", ")} points (got "${text}")`,
        );
      }
      return p;
    },
    write: (draft, value) => {
      draft.precision = value;
    },
  }),
  param({
    // (added without a new version: absent, the start of a combat, as every older link means; lib/link/versions.ts)
    key: "mid",
    noun: "the battle in progress",
    read: (s) => s.scenario.inProgress,
    serialize: encodeInProgress,
    default: undefined,
    parse: decodeInProgress,
    write: (draft, value) => {
      draft.scenario.inProgress = value;
    },
  }),
];

/** The setup's own keys, in the order written: what `encodeSetup` writes and `decodeSetup` reads. */
export const SETUP_PARAMS: readonly SetupParam[] = SETUP;

/** The keys a setup's link is made of: its format version `v` and each of SETUP_PARAMS. */
export const SETUP_KEYS: ReadonlySet<string> = new Set(["v", ...SETUP_PARAMS.map((p) => p.key)]);

import {
  CINEMATIC_READINGS,
  MAX_UNITS_IGNORING_LIMITS,
  type CinematicReading,
  type CinematicReadingId,
} from "@/lib/data";
import type {
  EnumChoice,
  EnumValue,
  IntSetting,
  TaggedChoice,
  TaggedOption,
  TaggedValue,
  ToggleChoice,
} from "./choice";

/**
 * The battle-wide choices, declared once: the tactics mode, the rule variants (the points docs/rules.md
 * marks "Variant"), the Death Star Plans, the round cap and the component limits. `link` is the share link's
 * query key; the schema, the link, the options panel and the reference page read everything else from here.
 */

interface TacticsOption extends TaggedOption {
  readonly system: string;
  readonly brief: string;
}

/**
 * How tactic cards are played: the combat system the odds are for. A mode with its own settings declares them
 * as `params`. `system` names the combat system where the page says what it computes ("Computed for …");
 * `brief` ends a link preview's line ("20,000 simulated battles, seed 1, with tactic cards").
 */
export const TACTICS = {
  kind: "tagged",
  id: "tactics",
  tag: "mode",
  noun: "tactic cards",
  link: "tc",
  default: "base",
  options: [
    {
      value: "base",
      label: "Base game decks",
      system: "the base game's combat with its tactic decks",
      brief: "with tactic cards",
      doc: "each side draws tactic cards by its best leader's tactic value in each contested theater, and spends specials to draw more or to pay for ★ cards.",
    },
    {
      value: "none",
      label: "None (dice only)",
      system: "the base game's combat, dice only (no tactic cards)",
      brief: "dice only",
      doc: "specials do nothing and no cards are drawn.",
    },
    {
      value: "cinematic",
      label: "Cinematic Combat (Rise of the Empire)",
      system: "Rise of the Empire's Cinematic Combat",
      brief: "with Cinematic Combat",
      doc: "the base decks leave the game: each faction holds its 8 space and 8 ground advanced cards as an open hand (cards used in earlier combats, listed per side, start in the discard pile). Before every space and ground battle both players choose a card at once and resolve its top ability (if a unit of the pictured type of theirs is in the system) or its bottom one; leaders give rerolls (once per attack, up to the tactic value); a special removes 1 damage from one of your units of the die's colour; there is no block step, and units are destroyed at the end of the round.",
    },
  ],
} as const satisfies Omit<TaggedChoice, "options"> & {
  readonly link: string;
  readonly options: readonly TacticsOption[];
};

/** The tactics modes, by the value a scenario writes. */
export type TacticsModeName = (typeof TACTICS)["options"][number]["value"];

/** A card reading's words for people: its values and what they change are in lib/data/cinematic-readings.ts. */
interface ReadingWords {
  readonly noun: string;
  readonly link: string;
  readonly doc: string;
  /** The labels of its two values, in order. */
  readonly labels: readonly [string, string];
}

const READING_WORDS = {
  swarmTactics: {
    noun: "Swarm Tactics damage (Cinematic Combat)",
    link: "swt",
    doc: "1 (default) or 2: the damage Swarm Tactics' top deals when the Empire has more fighters than the Rebels, as the two transcriptions of the card read.",
    labels: ["1 damage", "2 damage"],
  },
  overwhelmingPresence: {
    noun: "Overwhelming Presence (Cinematic Combat)",
    link: "owp",
    doc: "special (default) or direct: its top prevents 2 red hits and 1 special, or 2 red hits and 1 direct hit, as the two transcriptions read.",
    labels: ["+1 special", "+1 direct hit"],
  },
  cinematicBombardment: {
    noun: "Imperial Bombardment card's unit (Cinematic Combat)",
    link: "cbo",
    doc: "star-destroyer (default) or sd-or-ssd: its top needs a Star Destroyer, or either a Star Destroyer or a Super Star Destroyer, as the two transcriptions read.",
    labels: ["Star Destroyer", "Star Destroyer or Super Star Destroyer"],
  },
} as const satisfies Record<CinematicReadingId, ReadingWords>;

/** A card reading as a rule variant: its first value the default. */
type ReadingVariant<R extends CinematicReading> = R extends unknown
  ? {
      readonly kind: "enum";
      readonly id: R["id"];
      readonly noun: string;
      readonly link: string;
      readonly onlyIn: readonly ["cinematic"];
      readonly default: R["values"][0];
      readonly doc: string;
      readonly options: readonly [
        { readonly value: R["values"][0]; readonly label: string },
        { readonly value: R["values"][1]; readonly label: string },
      ];
    }
  : never;

function readingVariant<R extends CinematicReading>(r: R): ReadingVariant<R>;
function readingVariant(r: CinematicReading): unknown {
  const { noun, link, doc, labels } = READING_WORDS[r.id as CinematicReadingId];
  const options = r.values.map((value, i) => ({ value, label: labels[i]! }));
  return { kind: "enum", id: r.id, noun, link, onlyIn: ["cinematic"], default: r.values[0], doc, options };
}

/**
 * The rule variants. `onlyIn` names the tactics modes a variant matters in (the space deck with the base decks,
 * the card readings in Cinematic Combat, declared with the cards): the options panel shows it only there.
 */
export const VARIANTS = [
  {
    kind: "enum",
    id: "blackDie",
    noun: "black die",
    link: "bd",
    default: "standard",
    doc: "standard (default; 2 blank, 2 hit, 1 direct hit, 1 special, like red) or no-direct (2 blank, 3 hit, 1 special), as one transcription gives it.",
    options: [
      { value: "standard", label: "Standard, like red" },
      { value: "no-direct", label: "No direct hit (3 hits)" },
    ],
  },
  {
    kind: "enum",
    id: "spaceDeck",
    noun: "space tactic deck",
    link: "sd",
    default: "standard",
    onlyIn: ["base"],
    doc: "standard (default; one Onslaught, one Unstoppable Assault) or two-onslaught (two Onslaught, no Unstoppable Assault).",
    options: [
      { value: "standard", label: "Standard" },
      { value: "two-onslaught", label: "Two Onslaught" },
    ],
  },
  {
    kind: "enum",
    id: "dsucHealth",
    noun: "Death Star under construction health colour",
    link: "dsuc",
    default: "black",
    doc: "black (default) or red.",
    options: [
      { value: "black", label: "Black" },
      { value: "red", label: "Red" },
    ],
  },
  {
    kind: "enum",
    id: "monCalCapacity",
    noun: "Mon Calamari cruiser transport capacity",
    link: "mc",
    default: 4,
    doc: "4 (default) or 6.",
    options: [
      { value: 4, label: "4" },
      { value: 6, label: "6" },
    ],
  },
  ...CINEMATIC_READINGS.map(readingVariant),
] as const satisfies readonly (EnumChoice & {
  readonly link: string;
  readonly onlyIn?: readonly TacticsModeName[];
})[];

/** The Rebels' Death Star Plans objective (docs/rules.md#death-star-plans). */
export const DEATH_STAR_PLANS = {
  kind: "toggle",
  id: "deathStarPlans",
  noun: "Death Star Plans",
  link: "dsp",
  default: false,
  doc: "after each space step in which the Rebels have a fighter and a Death Star (or the DSUC) is there, they reveal the plans and roll 3 red dice, once a round; any direct hit destroys it, and a failed roll keeps the card for a later round. Not revealed while a Shield Bunker stands.",
} as const satisfies ToggleChoice & { readonly link: string };

export const IGNORE_LIMITS = {
  kind: "toggle",
  id: "ignoreLimits",
  noun: "ignore component limits",
  link: "nolim",
  default: false,
  doc: `allow up to ${MAX_UNITS_IGNORING_LIMITS} of a unit type instead of the number of pieces in the box (and instead of the cap of 12 this calculator sets for Rise of the Empire units).`,
} as const satisfies ToggleChoice & { readonly link: string };

export const ROUND_CAP = {
  kind: "int-setting",
  id: "roundCap",
  noun: "round cap",
  link: "rc",
  min: 1,
  max: 500,
  default: 50,
  doc: "a combat still going after this many rounds counts as a stalemate.",
} as const satisfies IntSetting & { readonly link: string };

export type TacticsMode = TaggedValue<typeof TACTICS>;
export type RuleVariants = {
  readonly [C in (typeof VARIANTS)[number] as C["id"]]: EnumValue<C>;
};
export type VariantKey = keyof RuleVariants;

export const DEFAULT_VARIANTS = Object.fromEntries(VARIANTS.map((v) => [v.id, v.default])) as RuleVariants;

import { knownVersion as versionIn, versionsOf, versionsRead } from "@/lib/link/versions";
import type { GoalChoice } from "./goals";
import type { Precision } from "./run-settings";
import type { Scenario, SidePolicies } from "./types";

/**
 * What a battle link of one version means wherever it writes nothing, frozen as a literal: a link leaves every
 * default out, so these values are part of what each link of that version says. They are never derived from
 * the code's current defaults (DEFAULT_SETUP, the declarations' `default`): tests/scenario/link-versions.test.ts
 * checks the last version against those, and a changed default is a new version
 * (docs/links-and-history.md#how-to-add-a-default). A field added without a new version follows lib/link/versions.ts's
 * one rule: it is written into every version's literal here, with the value older links meant.
 */
export interface LinkDefaults {
  readonly version: number;
  /** The battle of a link that writes none of the setup's keys: the default attacker and defender, every option. */
  readonly scenario: Scenario;
  readonly trials: number;
  readonly seed: string;
  readonly precision: Precision | null;
  /** What a side's empty policy field means (`empire_star-destroyer____none`: threat targeting, never retreat). */
  readonly sidePolicies: SidePolicies;
  /** What a side's empty goal field means (docs/rules.md#goals): "win" in version 1, `auto` since version 2. */
  readonly goal: GoalChoice;
}

/**
 * Version 1 (the first versioned link, docs/links-and-history.md#link-versions): the rulebook's combat example at 100,000 trials of seed 1,
 * the base game's tactic decks, every rule variant standard, 50 rounds at most.
 */
export const V1_DEFAULTS: LinkDefaults = {
  version: 1,
  scenario: {
    attacker: {
      faction: "empire",
      units: { "star-destroyer": 1, "tie-fighter": 1 },
      leaders: ["darth-vader"],
      damaged: {},
      targeting: { policy: "threat" },
      retreat: { policy: "never" },
      cardPlay: "smart",
    },
    defender: {
      faction: "rebel",
      units: { "x-wing": 1, "y-wing": 1 },
      leaders: ["jan-dodonna"],
      damaged: {},
      targeting: { policy: "threat" },
      retreat: { policy: "never" },
      cardPlay: "smart",
    },
    tactics: { mode: "base" },
    roundCap: 50,
    variants: {
      blackDie: "standard",
      spaceDeck: "standard",
      dsucHealth: "black",
      monCalCapacity: 4,
      swarmTactics: 1,
      overwhelmingPresence: "special",
      cinematicBombardment: "star-destroyer",
    },
    deathStarPlans: false,
    ignoreLimits: false,
  },
  trials: 100_000,
  seed: "1",
  precision: null,
  sidePolicies: { targeting: { policy: "threat" }, retreat: { policy: "never" }, cardPlay: "smart" },
  goal: "win",
};

/**
 * Version 2: each side plays for `auto` (docs/rules.md#auto), the goal that fits the battle, unless the
 * link says otherwise; a side of a version-1 link that says nothing plays for the win, written out as `win`.
 */
export const V2_DEFAULTS: LinkDefaults = {
  ...V1_DEFAULTS,
  version: 2,
  scenario: {
    ...V1_DEFAULTS.scenario,
    attacker: { ...V1_DEFAULTS.scenario.attacker, goal: "auto" },
    defender: { ...V1_DEFAULTS.scenario.defender, goal: "auto" },
  },
  goal: "auto",
};

/** Every link version's defaults, oldest first; the last is the version `encodeSetup` writes. */
export const LINK_DEFAULTS: readonly LinkDefaults[] = versionsOf([V1_DEFAULTS, V2_DEFAULTS]);

/** The version links are written in. */
export const LATEST_DEFAULTS: LinkDefaults = LINK_DEFAULTS.at(-1)!;

/**
 * The share link's format version, `v`: written first, before every key of SETUP_PARAMS. Older versions are read
 * through migrations (link-migrations.ts).
 */
export const LINK_VERSION = LATEST_DEFAULTS.version;

/** The versions this app reads, as a message says it: "version 1", "versions 1 to 3". */
export const VERSIONS_READ = versionsRead(LINK_DEFAULTS);

/** The version a link's `v` names, if this app reads it (1 up to LINK_VERSION, written as a plain number). */
export const knownVersion = (text: string | undefined): number | null => versionIn(LINK_DEFAULTS, text);

import { knownVersion, migrate, migrations, versionsOf, versionsRead } from "@/lib/link/versions";
import { valueOf } from "./field-value";
import { FIELDS } from "./fields";
import type { Assault } from "./engine";

/**
 * What an /assault link of one version means wherever it writes nothing, frozen as a literal, as the battle
 * link's versions are (lib/link/versions.ts, docs/links-and-history.md#link-versions): every field of the attack,
 * never read from the fields' current `default` or the page's opening; a later version is the one before with what
 * it changed, as the battle's V2_DEFAULTS is. A changed default is a new version;
 * tests/assault/link-versions.test.ts fails until it is one. A field added without a new version follows the one
 * rule of lib/link/versions.ts: it is written into every version's literal with the value older links meant
 * (written into version 1's, the later versions that spread it hold it too).
 */
export interface AssaultLinkDefaults {
  readonly version: number;
  /** The attack of a link that writes none of its keys, as read: every field (null: none). */
  readonly input: Assault;
}

/** Version 1 (docs/assault.md#share-link): Blue + Green with +1 Damage and Pierce 1 against White, range 4, health 5, one attack. */
export const ASSAULT_V1_DEFAULTS: AssaultLinkDefaults = {
  version: 1,
  input: {
    attack: {
      figure: null,
      weapon: null,
      dice: ["blue", "green"],
      surges: [{ damage: 1 }, { pierce: 1 }],
      damage: 0,
      accuracy: 0,
      surge: 0,
      pierce: 0,
      rerolls: 0,
      // (added after the first version's links, meaning what those links meant: no token, damage first, not
      // Focused nor Weakened, no figure named; the tokens are a list, one per attack, since docs/assault.md#activation: the same "none")
      powerTokens: [],
      playFor: null,
      focused: false,
    },
    defense: {
      figure: null,
      dice: ["white"],
      block: 0,
      evade: 0,
      rerolls: 0,
      noDodge: false,
      powerTokens: [],
      weakened: false,
    },
    range: 4,
    attacks: 1,
    health: 5,
    // (what version 1 played: with a health, rerolls for the defeat)
    rerollsFor: "defeat",
    // (added since, meaning what version-1 links meant: one attacking figure)
    more: [],
  },
};

/**
 * Version 2 (docs/assault.md#rerolls): rerolls serve each attack's own damage unless a link says "defeat" (an activation of
 * several attacks answers in milliseconds; docs/assault.md#rerolls). A version-1 link that leaves `rf` out reads
 * as `rf=defeat`.
 */
export const ASSAULT_V2_DEFAULTS: AssaultLinkDefaults = {
  version: 2,
  input: { ...ASSAULT_V1_DEFAULTS.input, rerollsFor: "damage" },
};

/** Every version's defaults, oldest first; the last is the version links are written in. */
export const ASSAULT_LINK_DEFAULTS: readonly AssaultLinkDefaults[] = versionsOf([
  ASSAULT_V1_DEFAULTS,
  ASSAULT_V2_DEFAULTS,
]);

export const LATEST_ASSAULT_DEFAULTS: AssaultLinkDefaults = ASSAULT_LINK_DEFAULTS.at(-1)!;

/** A link's text of a field's value in `d`. */
const written = (d: AssaultLinkDefaults, f: (typeof FIELDS)[number]) =>
  f.link.write(valueOf(d.input, f.path));

/**
 * The step from a link of `older` to one of `newer` when defaults changed: each key the link leaves out whose
 * default changed is written out with the old default; the link's own values are kept as they are.
 */
export function keepOlderAssaultDefaults(
  older: AssaultLinkDefaults,
  newer: AssaultLinkDefaults,
): (params: URLSearchParams) => URLSearchParams {
  const changed = FIELDS.filter((f) => written(older, f) !== written(newer, f));
  return (params) => {
    const out = new URLSearchParams(params);
    for (const f of changed) if (!out.has(f.link.key)) out.append(f.link.key, written(older, f));
    return out;
  };
}

/** The chain: version 1 → 2 → … → the latest, one step between each two. */
export const ASSAULT_MIGRATIONS = migrations(ASSAULT_LINK_DEFAULTS, keepOlderAssaultDefaults);

/** A link of `version` as a link of the latest version with the same meaning. */
export const migrateAssaultLink = (params: URLSearchParams, version: number): URLSearchParams =>
  migrate(ASSAULT_MIGRATIONS, params, version);

/** The version a link's `v` names, when this app reads it (a plain number, 1 to the latest), else null. */
export const knownAssaultVersion = (text: string | undefined): number | null =>
  knownVersion(ASSAULT_LINK_DEFAULTS, text);

/** "version 1", "versions 1 to 2": what this app reads. */
export const ASSAULT_VERSIONS_READ = versionsRead(ASSAULT_LINK_DEFAULTS);

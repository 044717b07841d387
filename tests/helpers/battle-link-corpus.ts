import { readFileSync } from "node:fs";
import { withAddedFields as filled } from "@/lib/link/versions";
import { V1_DEFAULTS, V2_DEFAULTS, type LinkDefaults } from "@/lib/scenario/link-defaults";
import type { PlanSettings } from "@/lib/scenario/link-riders";
import type { Setup } from "@/lib/scenario/url-codec";

/**
 * The golden corpora (docs/links-and-history.md#link-versions): battle links as each link version wrote them, each
 * with the setup, pinned setup A and Plan panel it decoded to then (scripts/battle-link-corpus.ts made each once,
 * at its version). A link means the same battle forever: every one must still decode to exactly that.
 */
export interface CorpusEntry {
  readonly why: string;
  readonly link: string;
  readonly setup: Setup;
  readonly pinned?: Setup;
  readonly plan?: PlanSettings;
}

/** A golden corpus of one link version. */
export interface BattleLinkCorpus {
  readonly version: number;
  readonly links: readonly CorpusEntry[];
  /** The link keys added since that version without a new version: in no link of the corpus. */
  readonly keysAddedSince: readonly string[];
  /**
   * A corpus setup with each field added since its version without a new version (lib/link/versions.ts, the one
   * rule) filled in from that version's frozen literal, at the value those links mean.
   */
  readonly withAddedFields: (setup: Setup) => Setup;
}

function corpus(defaults: LinkDefaults, keysAddedSince: readonly string[]): BattleLinkCorpus {
  const read = JSON.parse(readFileSync(`tests/fixtures/battle-links-v${defaults.version}.json`, "utf8")) as {
    readonly version: number;
    readonly links: readonly CorpusEntry[];
  };
  // A field some entry has existed when the corpus was written (an optional one is absent where it is at its
  // default: a side playing for the win has no `goal`); only the others were added since, and are filled in.
  const setups = read.links.flatMap((e) => (e.pinned ? [e.setup, e.pinned] : [e.setup]));
  const had = (pick: (s: Setup) => object) => new Set(setups.flatMap((s) => Object.keys(pick(s))));
  const known = {
    scenario: had((s) => s.scenario),
    side: had((s) => ({ ...s.scenario.attacker, ...s.scenario.defender })),
  };
  const added = <T extends object>(fields: T, knownKeys: Set<string>) =>
    Object.fromEntries(Object.entries(fields).filter(([k]) => !knownKeys.has(k)));
  const frozen = {
    scenario: {
      ...added(defaults.scenario, known.scenario),
      attacker: added(defaults.scenario.attacker, known.side),
      defender: added(defaults.scenario.defender, known.side),
    },
  };
  return {
    ...read,
    keysAddedSince,
    withAddedFields: (setup) =>
      filled(setup, frozen, [["scenario"], ["scenario", "attacker"], ["scenario", "defender"]]),
  };
}

/** Version 1's links (scripts/battle-link-corpus.ts at version 1, before the goals). */
export const BATTLE_LINK_CORPUS = corpus(V1_DEFAULTS, ["mid"]);

/** Version 2's links: each side's empty goal is `auto`, the win written out (docs/rules.md#auto). */
export const BATTLE_LINK_CORPUS_V2 = corpus(V2_DEFAULTS, ["mid"]);

/** Every corpus, oldest first. */
export const BATTLE_LINK_CORPORA: readonly BattleLinkCorpus[] = [BATTLE_LINK_CORPUS, BATTLE_LINK_CORPUS_V2];

/** Version 1's corpus setup with the fields added since (see BattleLinkCorpus.withAddedFields). */
export const withAddedFields = BATTLE_LINK_CORPUS.withAddedFields;

/** The link keys added since version 1 without a new version: in no link of the corpus. */
export const KEYS_ADDED_SINCE_V1: readonly string[] = BATTLE_LINK_CORPUS.keysAddedSince;

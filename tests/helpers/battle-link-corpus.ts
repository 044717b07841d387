import { readFileSync } from "node:fs";
import { withAddedFields as filled } from "@/lib/link/versions";
import { V1_DEFAULTS } from "@/lib/scenario/link-defaults";
import type { PlanSettings } from "@/lib/scenario/link-riders";
import type { Setup } from "@/lib/scenario/url-codec";

/**
 * The golden corpus (docs/links-and-history.md#link-versions): battle links as the first link version wrote them,
 * each with the setup, pinned setup A and Plan panel it decoded to then (scripts/battle-link-corpus.ts made it
 * once). A link means the same battle forever: every one must still decode to exactly that.
 */
export interface CorpusEntry {
  readonly why: string;
  readonly link: string;
  readonly setup: Setup;
  readonly pinned?: Setup;
  readonly plan?: PlanSettings;
}

/**
 * A corpus setup with each field added since version 1 without a new version (lib/link/versions.ts, the one rule)
 * filled in from version 1's frozen literal, at the value those links mean.
 */
export function withAddedFields(setup: Setup): Setup {
  return filled(setup, { scenario: V1_DEFAULTS.scenario }, [
    ["scenario"],
    ["scenario", "attacker"],
    ["scenario", "defender"],
  ]);
}

/** The link keys added since version 1 without a new version: in no link of the corpus. */
export const KEYS_ADDED_SINCE_V1: readonly string[] = [];

export const BATTLE_LINK_CORPUS = JSON.parse(readFileSync("tests/fixtures/battle-links-v1.json", "utf8")) as {
  readonly version: number;
  readonly links: readonly CorpusEntry[];
};

import { readFileSync } from "node:fs";
import { ADDED_FIELDS } from "@/lib/scenario/link-defaults";
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

/** A corpus setup with the fields added since (link-defaults.ts ADDED_FIELDS) at the value it means. */
export function withAddedFields(setup: Setup): Setup {
  const { side, battle } = ADDED_FIELDS;
  const { attacker, defender } = setup.scenario;
  return {
    ...setup,
    scenario: {
      ...battle,
      ...setup.scenario,
      attacker: { ...side, ...attacker },
      defender: { ...side, ...defender },
    } as Setup["scenario"],
  };
}

export const BATTLE_LINK_CORPUS = JSON.parse(readFileSync("tests/fixtures/battle-links-v1.json", "utf8")) as {
  readonly version: number;
  readonly links: readonly CorpusEntry[];
};

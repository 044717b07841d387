import { it } from "vitest";
import { TIER } from "../setup/tiers.mjs";

/** True in `npm run test:full` (TEST_TIER=full): docs/testing.md. */
export const FULL = TIER === "full";

/**
 * How many cases a sampled test runs: `quick` in `npm test`, `full` in `npm run test:full`. The cases are the
 * first of the same seeded sequence, so the quick run is a prefix of the full one. A statistical bound on the
 * count derives its tolerance from the count it gets, never a constant tuned for one of them.
 */
export function sampleSize(quick: number, full: number): number {
  return FULL ? full : quick;
}

/**
 * A test that runs in `npm run test:full` only (skipped in `npm test`): a behaviour check whose kind the quick tier
 * keeps in another test of the same file (docs/testing.md, "Adding a test: which tier").
 */
export const itFull = it.runIf(FULL);

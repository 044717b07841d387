// The two tiers of tests (docs/testing.md): `npm test` runs the quick tier, `npm run test:full` (CI) the full one,
// which adds the files named *.full.test.ts / *.full.e2e.ts (the sweeps) and the full sizes of the sampled tests
// (tests/helpers/tier.ts). scripts/run-tests.mjs sets TEST_TIER=full for the full run.

/** "full" when TEST_TIER=full, else "quick". */
export const TIER = process.env.TEST_TIER === "full" ? "full" : "quick";

/** The unit test files of a tier (vitest.config.mts). */
export function unitTestFiles(tier) {
  return {
    include: ["tests/**/*.test.ts"],
    exclude: ["tests/e2e/**", ...(tier === "full" ? [] : ["tests/**/*.full.test.ts"])],
  };
}

/** The browser test files of a tier (vitest.e2e.config.mts). */
export function e2eTestFiles(tier) {
  return {
    include: ["tests/e2e/**/*.e2e.ts"],
    exclude: tier === "full" ? [] : ["tests/e2e/**/*.full.e2e.ts"],
  };
}

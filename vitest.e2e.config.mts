import { builtEngineConfig } from "./tests/setup/built-engine";
import { TIER, e2eTestFiles } from "./tests/setup/tiers.mjs";

// Browser end-to-end tests: a production server (started by the global setup) driven by Debian's Chromium through
// playwright-core. `npm test` builds the app first; docs/testing.md says what runs where. The engine the tests
// compute their expected numbers with is its esbuild build, as in the unit tests.
export default builtEngineConfig({
  ...e2eTestFiles(TIER),
  globalSetup: ["tests/e2e/global-setup.ts"],
  // (bounds for a hang, not speed checks)
  testTimeout: 120_000,
  hookTimeout: 120_000,
  fileParallelism: false,
  // (a page at a load average of 8 may take seconds to repaint: expect.poll's default of 1 s failed there)
  expect: { poll: { timeout: 60_000, interval: 100 } },
});

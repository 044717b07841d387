import { configDefaults } from "vitest/config";
import { builtEngineConfig } from "./tests/setup/built-engine";
import { TIER, unitTestFiles } from "./tests/setup/tiers.mjs";

// The unit tests (docs/testing.md says what runs where). The engine and its tables are their esbuild build
// (tests/setup/built-engine.ts), built by the global setup.
export default builtEngineConfig({
  ...unitTestFiles(TIER),
  globalSetup: ["tests/setup/engine-bundles.ts"],
  // One process for every file: zod, the scenario code and React are imported once, not once a file (~1 s each).
  // A test that changes global state puts it back (docs/testing.md).
  isolate: false,
  forceRerunTriggers: [...configDefaults.forceRerunTriggers, "**/lib/engine/**", "**/lib/data/**"],
  // (a bound for a hung test, not a speed check)
  testTimeout: 600_000,
});

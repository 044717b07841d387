import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "@": import.meta.dirname } },
  test: {
    include: ["tests/**/*.test.ts"],
    exclude: ["tests/e2e/**"],
    globalSetup: ["tests/setup/engine-bundles.ts"],
    // (a bound for a hung test, not a speed check: statistical tests run minutes at a load average of 8 and over)
    testTimeout: 600_000,
  },
});

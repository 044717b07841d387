import { defineConfig } from "vitest/config";

// Browser end-to-end tests: a production server (started by the global setup) driven by Debian's
// Chromium through playwright-core. `npm test` builds the app first.
export default defineConfig({
  resolve: { alias: { "@": import.meta.dirname } },
  test: {
    include: ["tests/e2e/**/*.e2e.ts"],
    globalSetup: ["tests/e2e/global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    // (a page at a load average of 8 may take seconds to repaint: expect.poll's default of 1 s failed there)
    expect: { poll: { timeout: 30_000, interval: 100 } },
  },
});

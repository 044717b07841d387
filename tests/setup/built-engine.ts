import { existsSync } from "node:fs";
import path from "node:path";
import { defineConfig, type Plugin, type ViteUserConfig } from "vitest/config";
import { TEST_ENGINE_DIR } from "../../scripts/engine-bundles.mjs";

const LIB = path.resolve(__dirname, "..", "..", "lib");

/**
 * `@/lib/engine…` and `@/lib/data…` (after the `@` alias) resolve to their esbuild build
 * (`scripts/engine-bundles.mjs:buildTestEngine`, built by the global setups): every test, and every lib/ module a
 * test loads, runs the engine at the CLI's speed (docs/testing.md, "The engine the unit tests run").
 */
export function builtEngine(): Plugin {
  return {
    name: "built-engine",
    enforce: "pre",
    resolveId(id) {
      const m = /^\/(engine|data)(?:\/(.+))?$/.exec(id.startsWith(LIB) ? id.slice(LIB.length) : "");
      if (!m) return null;
      const file = path.join(TEST_ENGINE_DIR, m[1]!, m[2] ?? "index");
      return existsSync(`${file}.mjs`) ? `${file}.mjs` : path.join(file, "index.mjs");
    },
  };
}

/**
 * A vitest config on the built engine: the `@` alias to the repository, the plugin above, and the build loaded by
 * Node itself, not through vitest's module transform; `test` is the rest (the suite's files, setup and bounds).
 */
export function builtEngineConfig(test: NonNullable<ViteUserConfig["test"]>): ViteUserConfig {
  return defineConfig({
    plugins: [builtEngine()],
    resolve: { alias: { "@": path.resolve(__dirname, "..", "..") } },
    test: { ...test, server: { deps: { external: [/\/build\/test\//] } } },
  });
}

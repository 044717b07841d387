import type { TestProject } from "vitest/node";
import { buildEngineBundles, buildTestEngine } from "../../scripts/engine-bundles.mjs";

/**
 * The unit tests run the server's thread pool, read the browser's worker script, and run the engine and its
 * tables as built by esbuild (tests/setup/built-engine.ts): build them first, and again before each rerun in watch
 * mode (an edit of lib/engine or lib/data reruns every test: vitest.config.mts's forceRerunTriggers).
 * scripts/run-tests.mjs, which runs the unit and the browser tests side by side, builds them once before both and
 * says so (ENGINE_READY=1): nothing then rewrites them while the browser tests' setup copies them.
 */
export function setup(project: TestProject): void {
  const build = () => {
    buildEngineBundles();
    buildTestEngine();
  };
  if (process.env.ENGINE_READY !== "1") build();
  project.onTestsRerun(build);
}

/**
 * Where the page loads its workers from: simulation.worker.ts bundled by esbuild with the same options as
 * the CLI (scripts/engine-bundles.mjs writes it into public/ on `next build`; a test checks the two agree).
 * Its own module, so the service worker can name it without bundling the engine.
 */
export const ENGINE_WORKER_URL = "/engine/simulation-worker.js";

/** The planner's worker: lib/planner/planner.worker.ts bundled the same way, so the service worker keeps it too. */
export const PLANNER_WORKER_URL = "/engine/planner-worker.js";

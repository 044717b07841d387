/**
 * Where the page loads its workers from: simulation.worker.ts and planner.worker.ts bundled by esbuild with the
 * same options as the CLI, served under a name with their content's hash (scripts/engine-bundles.mjs writes them
 * into public/engine on `next build` and builds the page and the service worker with these URLs), so a page and
 * its workers always come from the same build. Unhashed names outside a build (unit tests). Its own module, so the
 * service worker can name them without bundling the engine.
 */
export const ENGINE_WORKER_URL = process.env.NEXT_PUBLIC_ENGINE_WORKER_URL ?? "/engine/simulation-worker.js";

/** The planner's worker, likewise: the service worker keeps it too. */
export const PLANNER_WORKER_URL = process.env.NEXT_PUBLIC_PLANNER_WORKER_URL ?? "/engine/planner-worker.js";

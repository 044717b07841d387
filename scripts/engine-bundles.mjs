// The engine bundled once by esbuild, the way the CLI runs it (scripts/run-ts.mjs), for the two places that
// run it outside Next's bundler: the browser's Web Workers and the server's worker threads (and, with the
// same options, the service worker, which Next does not bundle either). next.config.ts
// calls buildEngineBundles() on `next build` and `next dev`; vitest's global setup calls it before the unit
// tests. Both bundles enter through lib/worker/protocol.ts, which uses only the engine's door.
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildSync } from "esbuild";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/**
 * What every engine bundle is built with. minifySyntax lets esbuild write the engine's numeric codes
 * (lib/engine/core/codes.ts, lib/engine/core/outcomes.ts, lib/engine/modes/base/card-codes.ts) into the code as
 * literals; V8 would otherwise load each one from module scope on every use (what that costs:
 * docs/performance.md). Names stay readable (no identifier minification).
 */
export const ENGINE_BUILD_OPTIONS = {
  bundle: true,
  minifySyntax: true,
  alias: { "@": ROOT },
  logLevel: "error",
};

/** The browser's worker script, served as a static file (the page starts it with `new Worker(url)`). */
export const BROWSER_WORKER_URL = "/engine/simulation-worker.js";
export const BROWSER_WORKER_FILE = path.join(ROOT, "public", BROWSER_WORKER_URL);
/** The planner's worker script, likewise static, so the service worker keeps it for Plan offline. */
export const PLANNER_WORKER_URL = "/engine/planner-worker.js";
export const PLANNER_WORKER_FILE = path.join(ROOT, "public", PLANNER_WORKER_URL);
/** The server's worker-thread script; `outputFileTracingIncludes` copies it into the standalone output. */
export const SERVER_THREAD_FILE = path.join(ROOT, "build", "engine", "simulation-thread.mjs");
/** The server's advice thread (POST /api/advise: lib/server/advice-service.ts). */
export const ADVICE_THREAD_FILE = path.join(ROOT, "build", "engine", "advice-thread.mjs");
/** The service worker; app/sw.js/route.ts serves it with the build's id in front. */
export const SERVICE_WORKER_FILE = path.join(ROOT, "build", "engine", "service-worker.js");
/** `{ "version": … }`: a hash of the bundles, the engine version the server's result cache is keyed by. */
export const MANIFEST_FILE = path.join(ROOT, "build", "engine", "manifest.json");

const BUNDLES = [
  {
    entryPoints: [path.join(ROOT, "lib", "worker", "simulation.worker.ts")],
    outfile: BROWSER_WORKER_FILE,
    platform: "browser",
    // A classic worker script: it imports nothing, and every browser with workers runs it.
    format: "iife",
    target: "es2022",
  },
  {
    entryPoints: [path.join(ROOT, "lib", "planner", "planner.worker.ts")],
    outfile: PLANNER_WORKER_FILE,
    platform: "browser",
    format: "iife",
    target: "es2022",
  },
  {
    entryPoints: [path.join(ROOT, "lib", "server", "simulation-thread.ts")],
    outfile: SERVER_THREAD_FILE,
    platform: "node",
    format: "esm",
    target: "node20",
  },
  {
    entryPoints: [path.join(ROOT, "lib", "server", "advice-thread.ts")],
    outfile: ADVICE_THREAD_FILE,
    platform: "node",
    format: "esm",
    target: "node20",
  },
  {
    entryPoints: [path.join(ROOT, "lib", "offline", "service-worker.ts")],
    outfile: SERVICE_WORKER_FILE,
    platform: "browser",
    format: "iife",
    target: "es2022",
  },
];

/** Builds both bundles and the manifest; returns the engine version. Throws with esbuild's message. */
export function buildEngineBundles() {
  const hash = createHash("sha256");
  for (const bundle of BUNDLES) {
    mkdirSync(path.dirname(bundle.outfile), { recursive: true });
    buildSync({ ...ENGINE_BUILD_OPTIONS, ...bundle });
    hash.update(readFileSync(bundle.outfile));
  }
  const version = hash.digest("hex").slice(0, 12);
  writeFileSync(MANIFEST_FILE, `${JSON.stringify({ version })}\n`);
  return version;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    console.log(`engine bundles built (version ${buildEngineBundles()})`);
  } catch (e) {
    console.error(`engine bundles: ${e instanceof Error ? e.message : String(e)}`);
    process.exit(1);
  }
}

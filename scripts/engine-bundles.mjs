// The engine bundled once by esbuild, the way the CLI runs it (scripts/run-ts.mjs), for the two places that
// run it outside Next's bundler: the browser's Web Workers and the server's worker threads (and, with the
// same options, the service worker, which Next does not bundle either). next.config.ts
// calls buildEngineBundles() on `next build` and `next dev`; vitest's global setup calls it before the unit
// tests. Both bundles enter through lib/worker/protocol.ts, which uses only the engine's door.
import { createHash } from "node:crypto";
import { copyFileSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
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

/**
 * The browser's worker scripts are built into build/engine and served from public/engine under a name with
 * their content's hash (`simulation-worker.<hash>.js`), which the page and the service worker are built with
 * (NEXT_PUBLIC_ENGINE_WORKER_URL / NEXT_PUBLIC_PLANNER_WORKER_URL): a page always starts the workers of its own
 * build, and no service worker of an earlier build can answer for them from its cache (docs/server.md#where-a-simulation-runs).
 */
export const BROWSER_WORKER_FILE = path.join(ROOT, "build", "engine", "simulation-worker.js");
/** The planner's worker script, likewise static and hashed, so the service worker keeps it for Plan offline. */
export const PLANNER_WORKER_FILE = path.join(ROOT, "build", "engine", "planner-worker.js");
/** Where the hashed copies are served from. */
export const PUBLIC_ENGINE_DIR = path.join(ROOT, "public", "engine");
/** The server's worker-thread script; `outputFileTracingIncludes` copies it into the standalone output. */
export const SERVER_THREAD_FILE = path.join(ROOT, "build", "engine", "simulation-thread.mjs");
/** The server's advice thread (POST /api/advise: lib/server/advice-service.ts). */
export const ADVICE_THREAD_FILE = path.join(ROOT, "build", "engine", "advice-thread.mjs");
/** The service worker; app/sw.js/route.ts serves it with the build's id in front. */
export const SERVICE_WORKER_FILE = path.join(ROOT, "build", "engine", "service-worker.js");
/**
 * `{ "version", "workers": { "simulation", "planner" } }`: a hash of the bundles, the engine version the server's
 * result cache is keyed by, and the URLs of the hashed browser workers.
 */
export const MANIFEST_FILE = path.join(ROOT, "build", "engine", "manifest.json");

/** A script for the browser: a classic worker script that imports nothing, which every browser with workers runs. */
const browserScript = (entry, outfile) => ({
  entryPoints: [path.join(ROOT, ...entry)],
  outfile,
  platform: "browser",
  format: "iife",
  target: "es2022",
});
/** A worker thread of the server (Node 20, an ES module). */
const serverThread = (entry, outfile, more = {}) => ({
  entryPoints: [path.join(ROOT, ...entry)],
  outfile,
  platform: "node",
  format: "esm",
  target: "node20",
  ...more,
});

const BUNDLES = [
  browserScript(["lib", "worker", "simulation.worker.ts"], BROWSER_WORKER_FILE),
  browserScript(["lib", "planner", "planner.worker.ts"], PLANNER_WORKER_FILE),
  serverThread(["lib", "server", "simulation-thread.ts"], SERVER_THREAD_FILE),
  serverThread(["lib", "server", "advice-thread.ts"], ADVICE_THREAD_FILE),
  serverThread(
    ["lib", "server", "assault-thread.ts"],
    path.join(ROOT, "build", "engine", "assault-thread.mjs"),
  ),
  // The preview-drawing thread: the cards (React elements, React's production build) and next/og's library,
  // which is left out: it reads its font and wasm from beside itself (traced into the standalone output).
  serverThread(
    ["lib", "preview", "drawing-thread.tsx"],
    path.join(ROOT, "build", "engine", "drawing-thread.mjs"),
    {
      jsx: "automatic",
      external: ["next/dist/compiled/@vercel/og/index.node.js"],
      define: { "process.env.NODE_ENV": '"production"' },
    },
  ),
  browserScript(["lib", "offline", "service-worker.ts"], SERVICE_WORKER_FILE),
];

/** The browser workers, built first: the service worker is built with their hashed URLs. */
const BROWSER_BUNDLES = { simulation: BUNDLES[0], planner: BUNDLES[1] };

/** Copies a browser worker into public/engine under its content's hash, removing that worker's older copies. */
function publishHashed(file) {
  const base = path.basename(file, ".js");
  const hash = createHash("sha256").update(readFileSync(file)).digest("hex").slice(0, 12);
  const name = `${base}.${hash}.js`;
  mkdirSync(PUBLIC_ENGINE_DIR, { recursive: true });
  for (const old of readdirSync(PUBLIC_ENGINE_DIR))
    if (old.startsWith(`${base}.`) && old !== name) rmSync(path.join(PUBLIC_ENGINE_DIR, old));
  copyFileSync(file, path.join(PUBLIC_ENGINE_DIR, name));
  return `/engine/${name}`;
}

/** Builds the bundles and the manifest; returns the engine version. Throws with esbuild's message. */
export function buildEngineBundles() {
  const hash = createHash("sha256");
  const workers = {};
  for (const [name, bundle] of Object.entries(BROWSER_BUNDLES)) {
    mkdirSync(path.dirname(bundle.outfile), { recursive: true });
    buildSync({ ...ENGINE_BUILD_OPTIONS, ...bundle });
    workers[name] = publishHashed(bundle.outfile);
  }
  const define = {
    "process.env.NEXT_PUBLIC_ENGINE_WORKER_URL": JSON.stringify(workers.simulation),
    "process.env.NEXT_PUBLIC_PLANNER_WORKER_URL": JSON.stringify(workers.planner),
  };
  for (const bundle of BUNDLES) {
    if (!Object.values(BROWSER_BUNDLES).includes(bundle))
      buildSync({ ...ENGINE_BUILD_OPTIONS, define, ...bundle });
    hash.update(readFileSync(bundle.outfile));
  }
  const version = hash.digest("hex").slice(0, 12);
  writeFileSync(MANIFEST_FILE, `${JSON.stringify({ version, workers })}\n`);
  return version;
}

/**
 * The engine and its data tables (lib/engine/, lib/data/) built for the unit tests, one ES module per source file
 * (esbuild's code splitting: shared code in chunks/, so a class or a table is one object whichever module a test
 * imports it from). vitest.config.mts resolves `@/lib/engine…` and `@/lib/data…` here and Node loads them as they
 * are: under vitest's module transform the engine ran ~4.5-6× slower (why and the figures:
 * docs/testing.md, "The engine the unit tests run"). Built with the engine bundles' options by the unit tests'
 * global setup, not by `next build`.
 */
export const TEST_ENGINE_DIR = path.join(ROOT, "build", "test");

/** Builds TEST_ENGINE_DIR afresh. Throws with esbuild's message. */
export function buildTestEngine() {
  const sources = ["engine", "data"].flatMap((dir) =>
    readdirSync(path.join(ROOT, "lib", dir), { recursive: true })
      .filter((f) => f.endsWith(".ts") && !f.endsWith(".d.ts"))
      .map((f) => path.join(ROOT, "lib", dir, f)),
  );
  rmSync(TEST_ENGINE_DIR, { recursive: true, force: true });
  buildSync({
    ...ENGINE_BUILD_OPTIONS,
    entryPoints: sources,
    outbase: path.join(ROOT, "lib"),
    outdir: TEST_ENGINE_DIR,
    outExtension: { ".js": ".mjs" },
    chunkNames: "chunks/[name]-[hash]",
    splitting: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
  });
}

/** The URLs of the hashed browser workers of the last build (the manifest's `workers`). */
export function workerUrls() {
  return JSON.parse(readFileSync(MANIFEST_FILE, "utf8")).workers;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    console.log(`engine bundles built (version ${buildEngineBundles()})`);
  } catch (e) {
    console.error(`engine bundles: ${e instanceof Error ? e.message : String(e)}`);
    process.exit(1);
  }
}

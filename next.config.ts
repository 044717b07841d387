import type { NextConfig } from "next";
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD } from "next/constants";
import { buildEngineBundles, workerUrls } from "./scripts/engine-bundles.mjs";
import { SECURITY_HEADERS } from "./lib/security/headers";

/**
 * `next build` and `next dev` first bundle the engine with esbuild (scripts/engine-bundles.mjs): the
 * browser's worker script and the server's thread script, so a plain `next build` never ships a stale one.
 * Next evaluates this file in several processes; the environment variable makes the first one build.
 */
function bundleEngine(): void {
  if (process.env.REBELLION_ENGINE_BUNDLED) return;
  process.env.REBELLION_ENGINE_BUNDLED = buildEngineBundles();
}

export default function config(phase: string): NextConfig {
  const building = phase === PHASE_PRODUCTION_BUILD || phase === PHASE_DEVELOPMENT_SERVER;
  if (building) bundleEngine();
  // The page is built with its own workers' hashed URLs (lib/worker/engine-worker-url.ts).
  const workers = building ? workerUrls() : null;
  return {
    ...(workers && {
      env: {
        NEXT_PUBLIC_ENGINE_WORKER_URL: workers.simulation,
        NEXT_PUBLIC_PLANNER_WORKER_URL: workers.planner,
      },
    }),
    reactStrictMode: true,
    poweredByHeader: false,
    // A self-contained server in .next/standalone (see README, Deploy); the thread scripts are read at run
    // time by path, so they are traced in by hand, with the drawing thread's library (its font and wasm beside it).
    output: "standalone",
    outputFileTracingIncludes: {
      "/*": ["./build/engine/**", "./node_modules/next/dist/compiled/@vercel/og/**"],
    },
    // No image optimizer: the app draws its own images, and /_next/image would resize any image on demand.
    images: { unoptimized: true },
    // What Next buffers of a request body for proxy.ts (pages only; the API is out of its path).
    experimental: { proxyClientMaxBodySize: 64 * 1024 },
    async headers() {
      return [{ source: "/:path*", headers: SECURITY_HEADERS }];
    },
  };
}

#!/usr/bin/env node
// Runs a TypeScript entry point (the CLI, the benchmark) at full speed: esbuild bundles it into
// node_modules/.cache and node runs the bundle. (tsx's on-the-fly loader made the engine ~10x slower.)
import { build } from "esbuild";
import { spawnSync } from "node:child_process";
import path from "node:path";
import { ENGINE_BUILD_OPTIONS, ROOT as root } from "./engine-bundles.mjs";

const [entry, ...args] = process.argv.slice(2);
if (!entry) {
  console.error("usage: node scripts/run-ts.mjs ENTRY.ts [args...]");
  process.exit(2);
}
const outfile = path.join(
  root,
  "node_modules",
  ".cache",
  "run-ts",
  path.basename(entry).replace(/\.ts$/, ".mjs"),
);
try {
  await build({
    // The same options as the engine bundles of the browser and the server (scripts/engine-bundles.mjs).
    ...ENGINE_BUILD_OPTIONS,
    entryPoints: [path.resolve(root, entry)],
    platform: "node",
    format: "esm",
    target: "node20",
    outfile,
    packages: "external",
  });
} catch {
  process.exit(1);
}
const run = spawnSync(process.execPath, [outfile, ...args], { stdio: "inherit" });
process.exit(run.status ?? 1);

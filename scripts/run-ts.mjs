#!/usr/bin/env node
// Runs a TypeScript entry point (the CLI, the benchmark) at full speed: esbuild bundles it into
// node_modules/.cache and node runs the bundle. (tsx's on-the-fly loader made the engine ~10x slower.)
import { build } from "esbuild";
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
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
    entryPoints: [path.resolve(root, entry)],
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    outfile,
    alias: { "@": root },
    packages: "external",
    // Lets esbuild write the engine's numeric codes (lib/engine/codes.ts) into the code as literals;
    // V8 would otherwise load each one from module scope on every use (~8% of the engine's instructions).
    minifySyntax: true,
    logLevel: "error",
  });
} catch {
  process.exit(1);
}
const run = spawnSync(process.execPath, [outfile, ...args], { stdio: "inherit" });
process.exit(run.status ?? 1);

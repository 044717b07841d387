#!/usr/bin/env node
// Completes Next's standalone output (.next/standalone, see README "Deploy"): Next copies the server and
// the files it traced, but leaves the static assets (.next/static) and public/ to the deployer. Copying
// them makes `node .next/standalone/server.js` a complete server. `npm run build` and the browser tests
// run this after `next build`. It also puts scripts/header-overflow.cjs in front of the server (431 page).
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildSync } from "esbuild";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const standalone = path.join(root, ".next", "standalone");

/** Copies .next/static and public/ into the standalone output; returns the server script's path. */
export function prepareStandalone() {
  const server = path.join(standalone, "server.js");
  if (!existsSync(server)) {
    throw new Error("no standalone build in .next/standalone: run `npm run build` (or `npx next build`)");
  }
  const buildId = readFileSync(path.join(root, ".next", "BUILD_ID"), "utf8");
  if (readFileSync(path.join(standalone, ".next", "BUILD_ID"), "utf8") !== buildId) {
    throw new Error(".next/standalone is from another build: run `npm run build` again");
  }
  for (const [from, to] of [
    [path.join(root, ".next", "static"), path.join(standalone, ".next", "static")],
    [path.join(root, "public"), path.join(standalone, "public")],
  ]) {
    rmSync(to, { recursive: true, force: true });
    cpSync(from, to, { recursive: true });
  }
  // A link too long for Node's header limit gets the app's one-line page, not a bare 431.
  cpSync(path.join(root, "scripts", "header-overflow.cjs"), path.join(standalone, "header-overflow.cjs"));
  // …and one too long only because of keys the app does not read is sent on without them: it needs each
  // page's keys, read from their declarations (lib/share/link-keys.ts) once here.
  writeFileSync(path.join(standalone, "link-keys.json"), JSON.stringify(linkKeysByPath()));
  const source = readFileSync(server, "utf8");
  const hook = 'require("./header-overflow.cjs");\n';
  if (!source.includes(hook)) writeFileSync(server, `${hook}${source}`);
  return server;
}

/** lib/share/link-keys.ts's keys, bundled and run once (the standalone server has no TypeScript). */
function linkKeysByPath() {
  const outfile = path.join(root, "node_modules", ".cache", "standalone", "link-keys.cjs");
  buildSync({
    entryPoints: [path.join(root, "lib", "share", "link-keys.ts")],
    bundle: true,
    platform: "node",
    format: "cjs",
    alias: { "@": root },
    logLevel: "error",
    outfile,
  });
  const required = createRequire(import.meta.url)(outfile);
  return required.linkKeysByPath();
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    console.log(`standalone server ready: node ${path.relative(process.cwd(), prepareStandalone())}`);
  } catch (e) {
    console.error(`standalone: ${e instanceof Error ? e.message : String(e)}`);
    process.exit(1);
  }
}

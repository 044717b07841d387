#!/usr/bin/env node
// `npm test`: every test — unit, property and statistical (vitest), then the browser end-to-end tests
// against a production build in Debian's Chromium. Ends with one line "N passed, N failed".
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const results = path.join(root, "node_modules", ".cache", "test-results");
const CHROMIUM = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
let passed = 0;
let failed = 0;

function run(cmd, args, env = {}) {
  console.log(`\n$ ${cmd} ${args.join(" ")}`);
  return spawnSync(cmd, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } }).status ?? 1;
}

function vitest(name, extraArgs) {
  const out = path.join(results, `${name}.json`);
  rmSync(out, { force: true });
  const status = run(path.join(root, "node_modules", ".bin", "vitest"), [
    "run",
    ...extraArgs,
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${out}`,
  ]);
  if (!existsSync(out)) {
    console.error(`${name} tests did not run (vitest exited ${status})`);
    failed++;
    return;
  }
  const report = JSON.parse(readFileSync(out, "utf8"));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  // A suite that fails to load has no failed test in it; count it so it cannot pass silently.
  const brokenSuites = (report.testResults ?? []).filter(
    (r) => r.status === "failed" && r.assertionResults.length === 0,
  ).length;
  failed += brokenSuites;
  if (status !== 0 && report.numFailedTests === 0 && brokenSuites === 0) failed++;
}

function ensureChromium() {
  if (existsSync(CHROMIUM)) return true;
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `\nThe browser tests need Chromium at ${CHROMIUM}. Install Debian's package as root:\n  sudo apt-get update && sudo apt-get install -y chromium\n(or set CHROMIUM_PATH to a Chromium binary).`,
    );
    return false;
  }
  console.log(`\nChromium is missing: installing Debian's chromium package (we are root).`);
  if (run("apt-get", ["update"]) !== 0) return false;
  if (
    run("apt-get", ["install", "-y", "--no-install-recommends", "chromium"], {
      DEBIAN_FRONTEND: "noninteractive",
    }) !== 0
  )
    return false;
  return existsSync(CHROMIUM);
}

mkdirSync(results, { recursive: true });
vitest("unit", []);

if (!ensureChromium()) {
  failed++;
} else if (run("npm", ["run", "build"]) !== 0) {
  console.error("next build failed: the browser tests cannot run");
  failed++;
} else {
  vitest("e2e", ["--config", "vitest.e2e.config.mts"]);
}

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);

#!/usr/bin/env node
// `npm test`: the quick tier; `npm run test:full` (`--full`, what CI runs): the full tier (docs/testing.md).
// Chromium first (installed when missing and we are root), then `npm run build`, then the unit tests (vitest) and
// the browser tests against that build in Debian's Chromium side by side (the browser tests leave a core idle
// much of the time), and in the full run the checks of FULL_CHECKS once the unit tests are done, still beside the
// browser tests (which outlast both). Prints each stage's time beside the load average, and ends with one line
// "N passed, N failed" (non-zero on any failure).
import { spawn, spawnSync } from "node:child_process";
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { stripVTControlCharacters } from "node:util";
import { fileURLToPath } from "node:url";
import { buildTestEngine } from "./engine-bundles.mjs";
import { CHROMIUM_PATH } from "./chromium.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const results = path.join(root, "node_modules", ".cache", "test-results");
const CHROMIUM = CHROMIUM_PATH;
const USAGE = "usage: node scripts/run-tests.mjs [--full]";

/**
 * The full run's checks beyond vitest, each an npm script that exits 0 when what it checks holds, counted as one
 * test. The hook for the whole-preset runs that take too long for vitest: add a line here (and to docs/testing.md).
 * A listed script that is missing fails the run, so a renamed check cannot drop out unseen.
 */
const FULL_CHECKS = [
  {
    name: "advice agreement: the sequential retreat advice gives the full runs' verdict on every preset (docs/performance.md#answers-that-keep-up)",
    script: "scripts/advice-agreement.ts",
    // (3 seeds: ~50 s of one core each against 100,000-trial reference runs; the script's default of 10 for a release)
    npm: ["run", "advice-agreement", "--", "--seeds", "3"],
  },
];

const args = process.argv.slice(2);
if (args.some((a) => a !== "--full")) {
  console.error(USAGE);
  process.exit(2);
}
const tier = args.includes("--full") ? "full" : "quick";
const env = { ...process.env, TEST_TIER: tier };
let passed = 0;
let failed = 0;
/** What failed, one line each, printed just above the summary line (CI keeps only the tail of the output). */
const failures = [];
const stages = [];

const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(" / ");

function run(cmd, cmdArgs, extraEnv = {}) {
  console.log(`\n$ ${cmd} ${cmdArgs.join(" ")}`);
  return spawnSync(cmd, cmdArgs, { cwd: root, stdio: "inherit", env: { ...env, ...extraEnv } }).status ?? 1;
}

/** Runs `cmd` without blocking, its output to `log` (an open write stream); resolves to its exit status. */
function runLogged(cmd, cmdArgs, log) {
  log.write(`\n$ ${cmd} ${cmdArgs.join(" ")}\n`);
  const child = spawn(cmd, cmdArgs, { cwd: root, stdio: ["ignore", "pipe", "pipe"], env });
  child.stdout.pipe(log, { end: false });
  child.stderr.pipe(log, { end: false });
  return new Promise((resolve) => child.on("close", (code) => resolve(code ?? 1)));
}

/** Runs `body`, recording its wall time and the load average before and after it. */
async function stage(name, body) {
  const before = load();
  const started = performance.now();
  await body();
  stages.push({ name, s: (performance.now() - started) / 1000, load: `${before} → ${load()}` });
}

/**
 * Runs vitest (`extraArgs`: its config) and counts its tests from its JSON report. With `logFile`, its output goes
 * there (to be printed once the other vitest run is done) instead of to the terminal.
 */
async function vitest(name, extraArgs, logFile, extraEnv = {}) {
  const out = path.join(results, `${name}.json`);
  rmSync(out, { force: true });
  const cmdArgs = ["run", ...extraArgs, "--reporter=default", "--reporter=json", `--outputFile.json=${out}`];
  console.log(
    `\n$ vitest ${cmdArgs.join(" ")}${logFile ? ` (output: ${path.relative(root, logFile)})` : ""}`,
  );
  const log = logFile ? createWriteStream(logFile) : null;
  const child = spawn(path.join(root, "node_modules", ".bin", "vitest"), cmdArgs, {
    cwd: root,
    stdio: ["ignore", log ? "pipe" : "inherit", log ? "pipe" : "inherit"],
    env: { ...env, ...extraEnv },
  });
  if (log) {
    child.stdout.pipe(log, { end: false });
    child.stderr.pipe(log, { end: false });
  }
  const status = await new Promise((resolve) => child.on("close", (code) => resolve(code ?? 1)));
  if (log) await new Promise((resolve) => log.end(resolve));
  if (!existsSync(out)) {
    console.error(`${name} tests did not run (vitest exited ${status})`);
    failures.push(`${name}: the tests did not run (vitest exited ${status})`);
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
  for (const file of report.testResults ?? []) {
    const where = path.relative(root, file.name);
    if (file.status === "failed" && file.assertionResults.length === 0)
      failures.push(`${name}: ${where} did not load: ${firstLine(file.message)}`);
    for (const t of file.assertionResults)
      if (t.status === "failed")
        failures.push(`${name}: ${where} > ${t.fullName}: ${firstLine(t.failureMessages?.[0])}`);
  }
  if (status !== 0 && report.numFailedTests === 0 && brokenSuites === 0) {
    // Every test passed but vitest failed: an unhandled error (a rejection after a test, a worker that died).
    failures.push(
      `${name}: vitest exited ${status} with every test passed (an unhandled error: see "Unhandled Errors" above)`,
    );
    failed++;
  }
}

/** The first line of a failure message, without colours, at most 200 characters. */
function firstLine(message) {
  const line =
    stripVTControlCharacters(String(message ?? ""))
      .trim()
      .split("\n")[0] ?? "";
  return line.length > 200 ? `${line.slice(0, 199)}…` : line;
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

const startedAt = performance.now();
mkdirSync(results, { recursive: true });
console.log(`${tier === "full" ? "npm run test:full" : "npm test"}: the ${tier} tier (docs/testing.md)`);
const chromium = ensureChromium();
let built = false;
await stage("build", () => {
  built = run("npm", ["run", "build"]) === 0;
});
if (!built) console.error("next build failed: the browser tests cannot run");
if (!chromium) failures.push("Chromium is missing: the browser tests could not run");
if (!built) failures.push("next build failed: the browser tests could not run");
if (!chromium || !built) failed++;
// The build has just written the engine bundles; the tests' engine (build/test) is built here, once: both vitest
// runs' setups then reuse them (ENGINE_READY=1), so nothing rewrites them while the other run reads or copies them.
if (built) buildTestEngine();
const ready = built ? { ENGINE_READY: "1" } : {};
const unitLog = path.join(results, "unit.log");
const fullLog = path.join(results, "full-checks.log");
const beside = chromium && built; // the browser tests run, so the others' output waits in a log
const unit = stage("unit", () => vitest("unit", [], beside ? unitLog : undefined, ready));
// The full checks take the core the unit tests give back, while the browser tests still run.
const afterUnit = tier === "full" ? unit.then(() => stage("full checks", () => fullChecks())) : unit;
const browser = beside
  ? stage("browser", () => vitest("e2e", ["--config", "vitest.e2e.config.mts"], undefined, ready))
  : null;
await Promise.all([afterUnit, browser]);
if (beside) {
  console.log(`\n$ the unit tests' output (${path.relative(root, unitLog)}):`);
  process.stdout.write(readFileSync(unitLog, "utf8"));
  if (tier === "full") {
    console.log(`\n$ the full checks' output (${path.relative(root, fullLog)}):`);
    process.stdout.write(readFileSync(fullLog, "utf8"));
  }
}

/** Runs each of FULL_CHECKS in turn, its output to the terminal or, beside the browser tests, to their log. */
async function fullChecks() {
  const log = beside ? createWriteStream(fullLog) : process.stdout;
  for (const check of FULL_CHECKS) {
    if (!existsSync(path.join(root, check.script))) {
      log.write(`\n${check.name}: ${check.script} is missing (restore it, or take it out of FULL_CHECKS)\n`);
      failures.push(`${check.name}: ${check.script} is missing`);
      failed++;
    } else if ((await runLogged("npm", check.npm, log)) === 0) passed++;
    else {
      log.write(`\n${check.name}: failed\n`);
      failures.push(`${check.name}: failed`);
      failed++;
    }
  }
  if (log !== process.stdout) await new Promise((resolve) => log.end(resolve));
}

const total = (performance.now() - startedAt) / 1000;
const build = stages.find((s) => s.name === "build");
console.log(`\n${stages.map((s) => `${s.name} ${s.s.toFixed(0)} s (load ${s.load})`).join("; ")}`);
console.log(
  `total ${total.toFixed(0)} s${build && built ? `, ${(total / build.s).toFixed(1)}× this run's build` : ""}`,
);
if (failures.length > 0) console.log(`\nWhat failed:\n${failures.map((f) => `  ${f}`).join("\n")}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);

// npm run bench:server [-- --url URL --pid PID] [--only forces,load,cache,flood,adversarial,hostile] [--flood-s N]
//   [--after-s N] [--hostile-s N] [--routes "API,/og"]
// The server's timing figures (docs/server.md, "Load and its figures"), each printed beside the load average: the
// tests check the same situations for behaviour only (every request answered, the right status, nothing lost), since
// times move with the machine. Without --url it starts the standalone server of the last `npm run build` on PORT
// (3300 unless set) and stops it after.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import path from "node:path";
import { benchForcesLines } from "./bench/server-forces";
import { benchAdversarial, benchHostileRoutes } from "./bench/server-hostile";
import { loadAverage, sleep, type Target } from "./bench/server-http";
import { benchCache, benchFlood, benchLoad } from "./bench/server-load";

const PHASES = ["forces", "load", "cache", "flood", "adversarial", "hostile"] as const;
type PhaseName = (typeof PHASES)[number];
const USAGE =
  "usage: npm run bench:server [-- --url URL --pid PID] [--only forces,load,cache,flood,adversarial,hostile] [--flood-s N] [--after-s N] [--hostile-s N] [--routes NAMES]";

function fail(message: string): never {
  process.stderr.write(`bench:server: ${message}\n`);
  process.exit(2);
}

function flags(argv: readonly string[]): Map<string, string> {
  const out = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const m = /^--(url|pid|only|flood-s|after-s|hostile-s|routes)(?:=(.*))?$/.exec(argv[i]!);
    if (!m) fail(`unknown argument "${argv[i]}" (${USAGE})`);
    const value = m[2] ?? argv[++i];
    if (value === undefined) fail(`--${m[1]} needs a value`);
    out.set(m[1]!, value);
  }
  return out;
}

function seconds(given: Map<string, string>, name: string, fallback: number): number {
  const n = Number(given.get(name) ?? fallback);
  if (!Number.isInteger(n) || n < 1 || n > 600) fail(`--${name} must be a whole number of seconds, 1 to 600`);
  return n;
}

async function waitForHealth(baseUrl: string): Promise<void> {
  for (let tries = 0; tries < 240; tries++) {
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await sleep(250);
  }
  fail(`the server at ${baseUrl} did not come up within a minute`);
}

async function startServer(): Promise<{ target: Target; server: ChildProcess }> {
  const port = process.env.PORT ?? "3300";
  const baseUrl = `http://127.0.0.1:${port}`;
  // npm runs scripts from the project's root (this file runs as a bundle in node_modules/.cache). The standalone
  // output completed as the browser tests do (scripts/standalone.mjs).
  const root = process.cwd();
  const prepared = spawnSync(process.execPath, [path.join(root, "scripts", "standalone.mjs")], {
    encoding: "utf8",
  });
  if (prepared.status !== 0)
    fail(prepared.stderr.trim() || "scripts/standalone.mjs failed: run `npm run build`");
  const script = path.join(root, ".next", "standalone", "server.js");
  const server = spawn(process.execPath, [script], {
    cwd: path.dirname(script),
    env: { ...process.env, PORT: port, HOSTNAME: "127.0.0.1", PUBLIC_ORIGIN: baseUrl },
    stdio: ["ignore", "ignore", "inherit"],
  });
  await waitForHealth(baseUrl);
  return { target: { baseUrl, pid: server.pid ?? 0 }, server };
}

const given = flags(process.argv.slice(2));
const only = given.get("only")?.split(",") ?? [...PHASES];
for (const p of only)
  if (!PHASES.includes(p as PhaseName)) fail(`--only: no phase "${p}" (${PHASES.join(", ")})`);
const floodS = seconds(given, "flood-s", 60);
const afterS = seconds(given, "after-s", 60);
const hostileS = seconds(given, "hostile-s", 30);
if (given.has("url") !== given.has("pid"))
  fail("--url and --pid go together (the pid: to read the server's memory)");

const started = given.has("url") ? null : await startServer();
const target: Target = started?.target ?? { baseUrl: given.get("url")!, pid: Number(given.get("pid")) };
console.log(`bench:server against ${target.baseUrl} (load average ${loadAverage()}; 1, 5 and 15 minutes)`);
try {
  // A warm server first: its first renders and runs compile.
  for (const p of ["/", "/reference", "/", "/reference"]) await fetch(`${target.baseUrl}${p}`);
  if (only.includes("forces")) await benchForcesLines(target);
  if (only.includes("adversarial")) await benchAdversarial(target);
  if (only.includes("hostile")) await benchHostileRoutes(target, hostileS, given.get("routes")?.split(","));
  if (only.includes("load")) await benchLoad(target);
  if (only.includes("cache")) await benchCache(target);
  if (only.includes("flood")) await benchFlood(target, floodS, afterS);
} finally {
  started?.server.kill("SIGTERM");
}

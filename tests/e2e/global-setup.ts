import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { buildTestEngine } from "../../scripts/engine-bundles.mjs";
import { prepareStandalone } from "../../scripts/standalone.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    /** The server's process id, to read its memory (/proc/PID/status). */
    serverPid: number;
  }
}

/**
 * Starts the standalone production server (what the README's Deploy section runs) on E2E_PORT (default
 * 3100) for the browser tests, and stops it afterwards; builds the engine the tests compute with
 * (tests/setup/built-engine.ts).
 */
const root = path.resolve(__dirname, "..", "..");
let server: ChildProcess | undefined;

async function waitFor(url: string, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  let last = "";
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
      last = `HTTP ${res.status}`;
    } catch (e) {
      last = String(e);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server at ${url} did not come up: ${last}`);
}

export async function setup(project: TestProject): Promise<void> {
  const port = process.env.E2E_PORT ?? "3100";
  process.env.E2E_BASE_URL = `http://127.0.0.1:${port}`;
  if (!existsSync(path.join(root, ".next", "BUILD_ID"))) {
    throw new Error("no production build: run `npx next build` first (npm test does this)");
  }
  // (scripts/run-tests.mjs builds it once for the unit and browser tests it runs side by side: ENGINE_READY=1)
  if (process.env.ENGINE_READY !== "1") buildTestEngine();
  const script = prepareStandalone();
  server = spawn(process.execPath, [script], {
    cwd: path.dirname(script),
    // Previews name the configured public origin, never the request's Host (lib/server/public-origin.ts).
    env: { ...process.env, PORT: port, HOSTNAME: "127.0.0.1", PUBLIC_ORIGIN: process.env.E2E_BASE_URL },
    stdio: ["ignore", "inherit", "inherit"],
    detached: true,
  });
  await waitFor(`${process.env.E2E_BASE_URL}/api/health`, 60_000);
  project.provide("baseUrl", process.env.E2E_BASE_URL);
  project.provide("serverPid", server.pid ?? 0);
}

export async function teardown(): Promise<void> {
  if (server?.pid) {
    try {
      process.kill(-server.pid, "SIGTERM");
    } catch {
      server.kill("SIGTERM");
    }
  }
}

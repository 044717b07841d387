import { createHash } from "node:crypto";
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import vm from "node:vm";
import { Worker } from "node:worker_threads";
import { describe, expect, it } from "vitest";
import { compileBattle, emptyTally, mergeTallies, summarize } from "@/lib/engine";
import { parseScenarioJson, type Scenario } from "@/lib/scenario";
import { simulateCommand } from "@/lib/cli/simulate-command";
import { planBatches } from "@/lib/worker/batches";
import type { BatchRequest, BatchResponse } from "@/lib/worker/protocol";
import { ENGINE_WORKER_URL, PLANNER_WORKER_URL } from "@/lib/worker/engine-worker-url";
import { planForces, type PlanInput } from "@/lib/planner";
import type { PlanReply } from "@/lib/planner/plan-messages";
import {
  BROWSER_WORKER_FILE,
  PLANNER_WORKER_FILE,
  PUBLIC_ENGINE_DIR,
  ROOT,
  SERVER_THREAD_FILE,
  workerUrls,
} from "../../scripts/engine-bundles.mjs";

// The engine the browser's workers and the server's threads run is scripts/engine-bundles.mjs's esbuild
// output (vitest's global setup builds it), not the TypeScript vitest runs: these tests hold the shipped
// bundles to the CLI's numbers, and check that esbuild wrote the engine's codes in as literals.

function scenarioFile(name: string): Scenario {
  const parsed = parseScenarioJson(readFileSync(path.join(ROOT, "scenarios", `${name}.json`), "utf8"));
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.scenario;
}

/** `npm run simulate -- --json` for the same run (its command, in-process: tests/cli/ runs the script itself). */
function cli(name: string, trials: number, seed: string): unknown {
  const args = ["--scenario", `scenarios/${name}.json`, "--trials", String(trials), "--seed", seed, "--json"];
  const r = simulateCommand(args);
  if (r.status !== 0) throw new Error(r.stderr);
  // (the CLI's JSON also says what each side played for: not the engine's numbers)
  const { goals: _goals, ...result } = JSON.parse(r.stdout);
  return result;
}

/** Runs every batch of a run through `post` and summarizes the merged tallies, as the pools do. */
async function runAll(
  scenario: Scenario,
  trials: number,
  seed: string,
  post: (batch: BatchRequest) => Promise<BatchResponse>,
): Promise<unknown> {
  const battle = compileBattle(scenario);
  const tally = emptyTally(battle);
  for (const [from, to] of planBatches(trials)) {
    const response = await post({ runId: 1, scenario, seed, trials, from, to });
    if ("error" in response) throw new Error(response.error);
    mergeTallies(tally, response.tally);
  }
  return JSON.parse(JSON.stringify(summarize(battle, tally, seed)));
}

/** The browser bundle evaluated as a classic worker script, with a stand-in for the worker's `self`. */
function browserWorker(): (batch: BatchRequest) => Promise<BatchResponse> {
  const posted: BatchResponse[] = [];
  const self: {
    onmessage?: (event: { data: BatchRequest }) => void;
    postMessage: (r: BatchResponse) => void;
  } = { postMessage: (r) => posted.push(JSON.parse(JSON.stringify(r)) as BatchResponse) };
  vm.runInNewContext(readFileSync(BROWSER_WORKER_FILE, "utf8"), { self });
  return async (batch) => {
    self.onmessage!({ data: structuredClone(batch) });
    return posted.shift()!;
  };
}

const RUNS: [string, number, string][] = [
  ["large-battle", 10_000, "bundle"],
  ["rulebook-example", 9_000, "7"],
  ["shield-generator-assault", 6_000, "ground"],
];

describe("the engine bundles", () => {
  it("serve each browser worker under its content's hash, and only the current one (docs/server.md#bodies-origins-echoes)", () => {
    const workers = workerUrls() as { simulation: string; planner: string };
    for (const [url, file] of [
      [workers.simulation, BROWSER_WORKER_FILE],
      [workers.planner, PLANNER_WORKER_FILE],
    ] as const) {
      const code = readFileSync(file);
      const hash = createHash("sha256").update(code).digest("hex").slice(0, 12);
      expect(url).toBe(`/engine/${path.basename(file, ".js")}.${hash}.js`);
      expect(readFileSync(path.join(ROOT, "public", url)).equals(code)).toBe(true);
    }
    expect(readdirSync(PUBLIC_ENGINE_DIR).sort()).toEqual(
      [workers.planner, workers.simulation].map((u) => path.basename(u)).sort(),
    );
    // The service worker is built with the same URLs: it keeps them for offline use.
    const sw = readFileSync(path.join(ROOT, "build", "engine", "service-worker.js"), "utf8");
    expect(sw).toContain(JSON.stringify(workers.simulation));
    expect(sw).toContain(JSON.stringify(workers.planner));
    // Outside a build (here) the page's module names the unhashed files.
    expect([ENGINE_WORKER_URL, PLANNER_WORKER_URL]).toEqual([
      "/engine/simulation-worker.js",
      "/engine/planner-worker.js",
    ]);
  });

  it("build the planner's worker; it plans as planForces", () => {
    const input: PlanInput = {
      scenario: scenarioFile("rulebook-example"),
      side: "attacker",
      target: 0.5,
      trials: 2000,
      seed: "bundle",
    };
    const posted: PlanReply[] = [];
    const self: { onmessage?: (e: { data: PlanInput }) => void; postMessage: (m: PlanReply) => void } = {
      postMessage: (m) => posted.push(m),
    };
    vm.runInNewContext(readFileSync(PLANNER_WORKER_FILE, "utf8"), { self, performance });
    self.onmessage!({ data: input });
    expect(posted.at(-1)).toEqual({ type: "done", result: planForces(input) });
  });

  it("write every integer code of the engine's code tables (lib/engine/**/*codes.ts) in as a literal", () => {
    // The code tables declare `export const NAME = <number>;` (read from the files, wherever the engine keeps them).
    const tables = (readdirSync(path.join(ROOT, "lib", "engine"), { recursive: true }) as string[])
      .filter((f) => /(^|\/)([a-z-]+-)?codes\.ts$/.test(f))
      .map((f) => readFileSync(path.join(ROOT, "lib", "engine", f), "utf8"));
    const constants = tables.flatMap((t) => [
      ...t.matchAll(/^export const ([A-Z][A-Z0-9_]*) = (-?[\d.e-]+);/gm),
    ]);
    const integers = constants.filter((m) => Number.isInteger(Number(m[2]))).map((m) => m[1]!);
    const others = constants.filter((m) => !Number.isInteger(Number(m[2]))).map((m) => m[1]!);
    expect(integers.length).toBeGreaterThan(50);
    expect(others.length).toBeGreaterThan(0);
    for (const file of [BROWSER_WORKER_FILE, SERVER_THREAD_FILE]) {
      const code = readFileSync(file, "utf8");
      // A code esbuild did not inline stays declared (`NAME = 3`) and is read from module scope.
      for (const name of integers)
        expect(code, `${name} in ${file}`).not.toMatch(new RegExp(`\\b${name}\\s*=`));
      // The non-integer constants (which esbuild leaves alone) show that the check can see a declaration.
      for (const name of others) expect(code, `${name} in ${file}`).toMatch(new RegExp(`\\b${name}\\s*=`));
    }
  });

  it.each(RUNS)(
    "the browser worker's engine gives the CLI's numbers: %s, %i trials",
    async (name, trials, seed) => {
      const fromWorker = await runAll(scenarioFile(name), trials, seed, browserWorker());
      expect(fromWorker).toEqual(cli(name, trials, seed));
    },
  );

  it("the server thread's engine gives the CLI's numbers", async () => {
    const [name, trials, seed] = RUNS[0]!;
    const thread = new Worker(SERVER_THREAD_FILE);
    // (the thread says once that its engine is loaded, before any answer: lib/server/simulation-thread.ts)
    const ready = new Promise<unknown>((resolve) => thread.once("message", resolve));
    try {
      expect(await ready).toEqual({ ready: true });
      const post = (batch: BatchRequest) =>
        new Promise<BatchResponse>((resolve) => {
          thread.once("message", resolve);
          thread.postMessage(batch);
        });
      expect(await runAll(scenarioFile(name), trials, seed, post)).toEqual(cli(name, trials, seed));
    } finally {
      await thread.terminate();
    }
  });
});

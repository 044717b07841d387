// npm run bench:browser [-- --runs N] [--answers [--slow MS] | --best-move]   (after `npm run build`; BENCH_PORT: the server's port)
// --best-move: docs/performance.md#the-best-move's timing instead (scripts/bench/best-move-timing.ts): the best move
// after a roll entered on Sullust, as a ratio to the main run's own time.
// --answers: docs/performance.md#answers-that-keep-up and docs/performance.md#advice-a-player-can-trust's timings instead (scripts/bench/answers-timing.ts): the retreat verdict (and its
// estimate), what-if and card worth after the main run, as ratios to the main run's own time (each run's in
// brackets), on the Sullust and large battles, base cards and Cinematic, with the load average after each battle.
// --slow MS: every worker slowed to a batch per MS (a slow machine), to time the retreat estimate.
// The large battle with cards, 100,000 trials: one CLI core against the page in Chromium, with every core
// and with one worker. The CLI time is simulate() in a fresh Node process (cold JIT, like a page's new
// workers; process start-up not counted); the page time is what the page reports from the start of the run
// to its last batch; "engine in one Web Worker" is the page's worker script alone on a blank page. Runs
// alternate; medians and ratios are printed.
import { spawn, spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium, type Browser, type Page } from "playwright-core";
import { CHUNK_SIZE, simulate } from "@/lib/engine";
import { ENGINE_WORKER_URL } from "@/lib/worker/engine-worker-url";
import { parseScenarioJson } from "@/lib/scenario";
import { encodeSetup } from "@/lib/scenario/url-codec";
import { ANSWER_BATTLES, answerTimes, type AnswerTimes } from "./bench/answers-timing";
import { BEST_MOVE_BATTLES, bestMoveTimes } from "./bench/best-move-timing";
import { CHROMIUM_LAUNCH } from "./chromium.mjs";

const TRIALS = 100_000;
const SEED = "bench";
// npm runs scripts from the project's root (this file runs as a bundle in node_modules/.cache).
const root = process.cwd();
const parsed = parseScenarioJson(readFileSync(path.join(root, "scenarios", "large-battle.json"), "utf8"));
if (!parsed.ok) throw new Error(parsed.error);
const scenario = parsed.scenario;

// Child mode: one cold run of simulate(), printing its milliseconds.
if (process.argv.includes("--cli-run")) {
  const started = performance.now();
  simulate(scenario, { trials: TRIALS, seed: SEED });
  process.stdout.write(`${performance.now() - started}\n`);
  process.exit(0);
}

const runsArg = process.argv.indexOf("--runs");
const runs = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 5;
if (!Number.isInteger(runs) || runs < 1) {
  process.stderr.write("bench:browser: --runs must be a whole number of at least 1\n");
  process.exit(2);
}
const port = process.env.BENCH_PORT ?? "3105";
const base = `http://127.0.0.1:${port}`;
const link = `${base}/?${encodeSetup({ scenario, trials: TRIALS, seed: SEED })}`;

function cliMs(): number {
  const r = spawnSync(process.execPath, [process.argv[1]!, "--cli-run"], { encoding: "utf8" });
  if (r.status !== 0) throw new Error(`CLI run failed: ${r.stderr}`);
  return Number(r.stdout);
}

/** Reads the page's own report of the run: "Done: 100,000 of 100,000 trials in 0.79 s (2 workers)". */
async function reported(page: Page): Promise<{ ms: number; workers: number }> {
  await page.waitForSelector('[data-testid="results"][data-state="done"]', { timeout: 120_000 });
  const status = (await page.getByTestId("run-status").textContent()) ?? ""; // (in the closed Details)
  const m = /in (\d+\.\d+) s \((\d+) workers?\)/.exec(status);
  if (!m) throw new Error(`the page did not run the battle in its workers: "${status}"`);
  return { ms: Number(m[1]) * 1000, workers: Number(m[2]) };
}

/**
 * The page's run of the link (new workers, as on opening a link), then a second run with another seed on
 * the same, warm workers (as after any edit).
 */
async function pageMs(
  browser: Browser,
  cores: number | null,
): Promise<{ first: number; second: number; workers: number }> {
  // No service worker: its install would fetch pages from this same machine during the run.
  const context = await browser.newContext({ serviceWorkers: "block" });
  if (cores !== null) {
    await context.addInitScript((n: number) => {
      Object.defineProperty(Navigator.prototype, "hardwareConcurrency", { get: () => n });
    }, cores);
  }
  const page = await context.newPage();
  await page.goto(link);
  const first = await reported(page);
  await page.getByLabel("Seed", { exact: true }).fill(`${SEED}-2`);
  await page.waitForURL(/seed=bench-2/);
  await page
    .waitForSelector('[data-testid="results"][data-state="running"]', { timeout: 10_000 })
    .catch(() => {});
  const second = await reported(page);
  await context.close();
  return { first: first.ms, second: second.ms, workers: first.workers };
}

/**
 * The engine alone in one Web Worker: the page's worker script on a blank page of the same origin, every
 * batch of the run posted at once, timed from the first post to the last answer.
 */
async function workerMs(browser: Browser): Promise<number> {
  const context = await browser.newContext({ serviceWorkers: "block" });
  await context.route(`${base}/bench-blank`, (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>bench</title>" }),
  );
  const page = await context.newPage();
  await page.goto(`${base}/bench-blank`);
  const ms = await page.evaluate(
    ({ url, scenario, trials, seed, chunk }) =>
      new Promise<number>((resolve, reject) => {
        const worker = new Worker(url);
        const chunks = Math.ceil(trials / chunk);
        let left = Math.ceil(chunks / 2);
        const started = performance.now();
        worker.onmessage = (event: MessageEvent<{ error?: string }>) => {
          if (event.data.error) reject(new Error(event.data.error));
          if (--left === 0) resolve(performance.now() - started);
        };
        for (let from = 0; from < chunks; from += 2) {
          worker.postMessage({ runId: 1, scenario, seed, trials, from, to: Math.min(chunks, from + 2) });
        }
      }),
    { url: ENGINE_WORKER_URL, scenario, trials: TRIALS, seed: SEED, chunk: CHUNK_SIZE },
  );
  await context.close();
  return ms;
}

const median = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)]!;

// Completes the standalone output (scripts/standalone.mjs) and starts it, as the browser tests do.
const prepared = spawnSync(process.execPath, [path.join(root, "scripts", "standalone.mjs")], {
  encoding: "utf8",
});
if (prepared.status !== 0) {
  process.stderr.write(prepared.stderr);
  process.exit(1);
}
const script = path.join(root, ".next", "standalone", "server.js");
const server = spawn(process.execPath, [script], {
  cwd: path.dirname(script),
  env: { ...process.env, PORT: port, HOSTNAME: "127.0.0.1" },
  stdio: "ignore",
  detached: true,
});
let browser: Browser | undefined;
try {
  for (let i = 0; ; i++) {
    if (i > 240) throw new Error(`no server at ${base}`);
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 250));
  }
  browser = await chromium.launch(CHROMIUM_LAUNCH);
  if (process.argv.includes("--answers")) {
    const slowArg = process.argv.indexOf("--slow");
    const slow = slowArg > 0 ? Number(process.argv[slowArg + 1]) : 0;
    const load = () => os.loadavg()[0]!.toFixed(2);
    console.log(
      `answers after the main run, ratios to its own time; medians of ${runs}; ${os.cpus().length} cores, load ${load()}${slow ? `; workers slowed to a batch per ${slow} ms` : ""}`,
    );
    for (const b of ANSWER_BATTLES) {
      const times: AnswerTimes[] = [];
      for (let i = 0; i < runs; i++)
        times.push(await answerTimes(browser, base, b.scenario, `bench-${i}`, slow));
      const ratio = (f: (t: (typeof times)[number]) => number | null) => {
        const v = times.map(f).filter((x): x is number => x !== null);
        return v.length ? `${median(v).toFixed(2)}× (${v.map((x) => x.toFixed(2)).join(", ")})` : "—";
      };
      console.log(
        `${b.name.padEnd(26)} main ${(median(times.map((t) => t.mainMs)) / 1000).toFixed(2)} s   retreat ${ratio((t) => t.retreatMs / t.mainMs)}   estimate ${ratio((t) => (t.estimateMs === null ? null : t.estimateMs / t.mainMs))}   what-if ${ratio((t) => t.whatIfMs / t.mainMs)}   cards ${ratio((t) => (t.cardsMs === null ? null : t.cardsMs / t.mainMs))}   load ${load()}`,
      );
    }
  } else if (process.argv.includes("--best-move")) await bestMove(browser);
  else await engineTimes(browser);
} finally {
  await browser?.close();
  if (server.pid) process.kill(-server.pid, "SIGTERM");
}

/** The engine's timings: the CLI against the page, every core and one worker, opening the link and the next run. */
async function engineTimes(browser: Browser): Promise<void> {
  await pageMs(browser, null); // the server's first answer for the link and Chromium's caches, not timed
  const cli: number[] = [];
  const all: number[] = [];
  const allWarm: number[] = [];
  const one: number[] = [];
  const oneWarm: number[] = [];
  const engine: number[] = [];
  let workers = 0;
  for (let i = 0; i < runs; i++) {
    cli.push(cliMs());
    engine.push(await workerMs(browser));
    const every = await pageMs(browser, null);
    workers = every.workers;
    all.push(every.first);
    allWarm.push(every.second);
    const single = await pageMs(browser, 1);
    one.push(single.first);
    oneWarm.push(single.second);
  }
  const fmt = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  // Medians, and the best of each (the least disturbed by other load on a shared machine).
  const best = (v: number[]) => Math.min(...v);
  const line = (label: string, v: number[]) =>
    console.log(
      `${label.padEnd(36)}${fmt(median(v))}  ${(median(v) / median(cli)).toFixed(2)}× CLI   best ${fmt(best(v))}  ${(best(v) / best(cli)).toFixed(2)}× best CLI   (${v.map(fmt).join(", ")})`,
    );
  console.log(`large battle with cards, ${TRIALS.toLocaleString("en-US")} trials, medians of ${runs} runs`);
  console.log(
    `machine: ${os.cpus().length} cores (${os.cpus()[0]?.model ?? "?"}), load ${os.loadavg()[0]!.toFixed(2)}`,
  );
  line("CLI, one core", cli);
  line(`page, ${workers} workers, opening the link`, all);
  line(`page, ${workers} workers, next run`, allWarm);
  line("page, 1 worker, opening the link", one);
  line("page, 1 worker, next run", oneWarm);
  line("engine alone in a new Web Worker", engine);
}

/** The best move after a roll on Sullust (base cards, then Cinematic) against the main run's own time, each run's ratio, the load beside them. */
async function bestMove(browser: Browser): Promise<void> {
  const load = () =>
    os
      .loadavg()
      .map((x) => x.toFixed(2))
      .join(" ");
  for (const battle of BEST_MOVE_BATTLES) {
    console.log(`best move on ${battle.name}, 100,000 trials; ${os.cpus().length} cores, load ${load()}`);
    const main: number[] = [];
    const move: number[] = [];
    const ratios: number[] = [];
    for (let i = 0; i < runs; i++) {
      const t = await bestMoveTimes(browser, base, `bench-${i}`, battle);
      main.push(t.mainMs);
      move.push(t.bestMoveMs);
      ratios.push(t.bestMoveMs / t.mainMs);
      console.log(
        `run ${i + 1}: main ${(t.mainMs / 1000).toFixed(2)} s, best move ${(t.bestMoveMs / 1000).toFixed(2)} s, ${(t.bestMoveMs / t.mainMs).toFixed(2)}×   load ${load()}`,
      );
    }
    console.log(
      `medians of ${runs}: main ${(median(main) / 1000).toFixed(2)} s, best move ${(median(move) / 1000).toFixed(2)} s, ratio ${median(ratios).toFixed(2)}× (goal: within 2×)   load ${load()}`,
    );
  }
}

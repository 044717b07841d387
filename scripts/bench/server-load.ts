import { readFileSync } from "node:fs";
import path from "node:path";
import {
  loadAverage,
  memoryMb,
  ms,
  percentile,
  postJson,
  report,
  sleep,
  timed,
  type Target,
  type Timed,
} from "./server-http";

// The server under load (docs/server.md, "Load and its figures"): what tests/e2e/load.e2e.ts checks as behaviour,
// timed here. The timings move with the machine and its load, so they are figures, never a test's bound.

// (npm runs scripts from the project's root; this file runs bundled in node_modules/.cache)
const LARGE_BATTLE = JSON.parse(
  readFileSync(path.join(process.cwd(), "scenarios", "large-battle.json"), "utf8"),
);
export const SHARE_LINK =
  "/?v=1&a=empire_star-destroyer.2,tie-fighter.3_darth-vader&d=rebel_mon-calamari-cruiser,x-wing.3_admiral-ackbar&seed=load";
const PAGES = ["/reference", "/", SHARE_LINK];
const API_RUNS = 12;
const API_TRIALS = 200_000;

const postLarge = (target: Target, seed: string, trials = API_TRIALS) =>
  postJson(target, "/api/simulate", { scenario: LARGE_BATTLE, trials, seed });

/** Twelve concurrent 200,000-trial runs of the large battle, and the pages fetched meanwhile, once a second. */
export async function benchLoad(target: Target): Promise<void> {
  const before = loadAverage();
  const idle: number[] = [];
  for (const p of PAGES) idle.push((await timed(target, p)).ms);
  const memory = memoryMb(target);
  const stamp = Date.now().toString(36);
  let finished = false;
  const all = Promise.all(
    Array.from({ length: API_RUNS }, (_, i) => postLarge(target, `load-${stamp}-${i}`)),
  ).finally(() => (finished = true));
  const pages: number[] = [];
  let peak = memory.rss;
  while (!finished) {
    const started = performance.now();
    for (const t of await Promise.all(PAGES.map((p) => timed(target, p)))) pages.push(t.ms);
    peak = Math.max(peak, memoryMb(target).rss);
    await sleep(Math.max(0, 1000 - (performance.now() - started)));
  }
  const answers = await all;
  const count = (s: number) => answers.filter((a) => a.status === s).length;
  report(
    "12 concurrent maximum-size runs",
    before,
    `${count(200)} × 200, ${count(503)} × 503, ${count(422)} × 422; answers ${answers
      .map((a) => `${a.status}@${(a.ms / 1000).toFixed(1)}s`)
      .join(" ")} (the API's limit: 10 s); ${pages.length} page loads p50 ${ms(percentile(pages, 0.5))}, ` +
      `p95 ${ms(percentile(pages, 0.95))}, max ${ms(Math.max(...pages))} (idle ${idle.map(ms).join(", ")}); ` +
      `server memory ${memory.rss.toFixed(0)} MB before, peak ${Math.max(peak, memoryMb(target).peak).toFixed(0)} MB`,
  );
}

/** A share link's page and preview image asked again: answered from the caches (medians of 7). */
export async function benchCache(target: Target): Promise<void> {
  const before = loadAverage();
  const link = `${SHARE_LINK}&t=20000`;
  const image = `/og${link.slice(1)}`;
  await timed(target, link);
  await timed(target, image);
  await timed(target, "/");
  const series: Record<"link" | "image" | "home" | "reference", number[]> = {
    link: [],
    image: [],
    home: [],
    reference: [],
  };
  for (let i = 0; i < 7; i++) {
    series.link.push((await timed(target, link)).ms);
    series.image.push((await timed(target, image)).ms);
    series.home.push((await timed(target, "/")).ms);
    series.reference.push((await timed(target, "/reference")).ms);
  }
  const median = (k: keyof typeof series) => ms(percentile(series[k], 0.5));
  report(
    "a cached share link",
    before,
    `page median ${median("link")} (the default battle's page ${median("home")}), preview image median ` +
      `${median("image")} (/reference ${median("reference")}); goal: under 50 ms`,
  );
}

/**
 * Trials of the large battle a flood asks for: 200,000, or fewer when the machine is so loaded that they would not
 * fit the API's time limit (docs/server.md#load-and-its-figures: at load 14 every flood run was answered 422, so no Retry-After could be held
 * against a wait): as many as ~2.5 s alone would run at the pace 20,000 trials took just now.
 */
async function floodTrials(target: Target): Promise<number> {
  // (the first asks of a battle the server has not measured may be refused while it measures: up to 5 tries)
  for (let i = 0; i < 5; i++) {
    const pace = await postJson(target, "/api/simulate", {
      scenario: LARGE_BATTLE,
      trials: 20_000,
      seed: `pace-${i}-${Date.now()}`,
    });
    const fit = Math.round((20_000 * 2500) / Math.max(1, pace.ms) / 1000) * 1000;
    if (pace.status === 200) return Math.max(2000, Math.min(API_TRIALS, fit));
    await sleep(1000);
  }
  return API_TRIALS;
}

/**
 * Twelve clients flood the API for `floodS` seconds, each retrying 200 ms after a 503: how close Retry-After is to
 * the wait measured (from a 503 to the first request sent after it that the server let in), /api/health's times
 * beside it (polled every 100 ms; goal p95 under 200 ms), and the memory `afterS` seconds later.
 */
export async function benchFlood(target: Target, floodS: number, afterS: number): Promise<void> {
  for (const p of PAGES) await timed(target, p);
  const trials = await floodTrials(target);
  await postLarge(target, `warm-${Date.now()}`, trials);
  await sleep((afterS * 1000) / 2);
  const before = loadAverage();
  const health: number[] = [];
  const idle = memoryMb(target).rss;
  const refused: { at: number; retryAfterS: number }[] = [];
  const admitted: number[] = [];
  const reasons = new Map<string, number>();
  let tooLong = 0;
  let peak = idle;
  let stop = false;
  const client = async (c: number) => {
    for (let i = 0; !stop; i++) {
      const sentAt = performance.now();
      const a: Timed = await postLarge(target, `flood-${c}-${i}-${Date.now()}`, trials);
      if (a.status === 200) admitted.push(sentAt);
      else if (a.status === 503) {
        refused.push({ at: sentAt + a.ms, retryAfterS: Number(a.retryAfter) });
        const why = /busy \((.+)\): retry/.exec(a.text)?.[1]?.replace(/\d+/g, "N") ?? "?";
        reasons.set(why, (reasons.get(why) ?? 0) + 1);
      } else tooLong++;
      if (a.status !== 200) await sleep(200);
    }
  };
  const sampler = setInterval(() => (peak = Math.max(peak, memoryMb(target).rss)), 500);
  const clients = Array.from({ length: API_RUNS }, (_, c) => client(c));
  const poll = (async () => {
    while (!stop) {
      health.push((await timed(target, "/api/health")).ms);
      await sleep(100);
    }
  })();
  await sleep(floodS * 1000);
  stop = true;
  await Promise.all([...clients, poll]);
  clearInterval(sampler);
  const during = loadAverage();
  await sleep(afterS * 1000);
  const after = memoryMb(target).rss;
  const ratios = refused
    .map(({ at, retryAfterS }) => {
      const next = admitted.filter((t) => t >= at).sort((a, b) => a - b)[0];
      return next === undefined ? null : retryAfterS / Math.max(1, (next - at) / 1000);
    })
    .filter((r): r is number => r !== null);
  const within2x = ratios.filter((r) => r >= 0.5 && r <= 2).length;
  const quartiles = ratios.length
    ? [0.25, 0.5, 0.75].map((q) => percentile(ratios, q).toFixed(2)).join("/")
    : "-";
  report(
    `a ${floodS} s flood`,
    before,
    `${trials.toLocaleString("en-US")} trials a run; ${admitted.length} × 200, ${refused.length} × 503, ` +
      `${tooLong} × 422 (load at its end ${during}); 503s: ${[...reasons].map(([r, n]) => `${n} × "${r}"`).join(", ")}; /api/health beside it p50 ${ms(percentile(health, 0.5))}, ` +
      `p95 ${ms(percentile(health, 0.95))}, max ${ms(Math.max(...health))} of ${health.length} (goal: p95 under 200 ms); ` +
      `Retry-After within 2× of the measured wait for ${within2x} of ${ratios.length}, quartiles of the ratio ${quartiles}; ` +
      `RSS idle ${idle.toFixed(0)} MB, peak ${peak.toFixed(0)} MB, ${after.toFixed(0)} MB ${afterS} s after ` +
      `(goal: within 50 MB of idle)`,
  );
}

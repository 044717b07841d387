import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, inject } from "vitest";

// What the load tests (load.e2e.ts, load.full.e2e.ts) send and check: requests with their own timeouts, answers
// read whole, and what every answer under load must be. Behaviour only: `npm run bench:server` times the same.
const baseUrl = inject("baseUrl");
const serverPid = inject("serverPid");
const root = path.resolve(__dirname, "..", "..");
const LARGE_BATTLE = JSON.parse(readFileSync(path.join(root, "scenarios", "large-battle.json"), "utf8"));
export const SHARE_LINK =
  "/?v=1&a=empire_star-destroyer.2,tie-fighter.3_darth-vader&d=rebel_mon-calamari-cruiser,x-wing.3_admiral-ackbar&seed=load";
export const API_TRIALS = 200_000;

/** A page (or any GET), read whole. */
export async function page(pathname: string): Promise<{ status: number; text: string; bytes: Uint8Array }> {
  const res = await fetch(`${baseUrl}${pathname}`, { signal: AbortSignal.timeout(60_000) });
  const bytes = new Uint8Array(await res.arrayBuffer());
  return { status: res.status, text: new TextDecoder().decode(bytes), bytes };
}

export interface ApiAnswer {
  readonly seed: string;
  readonly status: number;
  readonly retryAfter: string | null;
  readonly body: { trials?: number; seed?: string; error?: string };
}

/** The large battle with cards at 200,000 trials (the API's maximum) under `seed`. */
export async function postLargeBattle(seed: string): Promise<ApiAnswer> {
  const res = await fetch(`${baseUrl}/api/simulate`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ scenario: LARGE_BATTLE, trials: API_TRIALS, seed }),
    signal: AbortSignal.timeout(60_000),
  });
  return { seed, status: res.status, retryAfter: res.headers.get("retry-after"), body: await res.json() };
}

/**
 * What every answer to a maximum-size run under load is: its own result (200: its seed and trials, nothing lost
 * or mixed up), busy (503 with a Retry-After of 1–60 s and the line saying so), or too long for this machine's
 * measured speed (422, said at once). Never anything else: no 5xx but the 503, no run answered twice.
 */
export function expectAnswered(a: ApiAnswer): void {
  const where = `${a.seed}: ${a.status} ${JSON.stringify(a.body).slice(0, 200)}`;
  expect([200, 422, 503], where).toContain(a.status);
  if (a.status === 200) expect([a.body.seed, a.body.trials], where).toEqual([a.seed, API_TRIALS]);
  if (a.status === 503) {
    expect(Number(a.retryAfter), where).toBeGreaterThanOrEqual(1);
    expect(Number(a.retryAfter), where).toBeLessThanOrEqual(60);
    expect(a.body.error, where).toMatch(/^the server is busy \(.+\): retry in \d+ s$/);
  }
  if (a.status === 422)
    expect(a.body.error, where).toMatch(/^this battle would take about [\d,]+ s for 200,000 trials/);
}

export interface Health {
  running: number;
  waiting: number;
  busyThreads: number;
  queuedMs: number;
  estimatedWaitS: number;
  cache: { entries: number; bytes: number };
}

export async function health(): Promise<Health> {
  const res = await page("/api/health");
  expect(res.status, res.text).toBe(200);
  return JSON.parse(res.text) as Health;
}

/** Waits until the pool has nothing running, waiting or in a thread (polled; the test's timeout bounds a hang). */
export async function untilIdle(): Promise<Health> {
  for (;;) {
    const h = await health();
    if (h.running === 0 && h.waiting === 0 && h.busyThreads === 0 && h.queuedMs === 0) return h;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The server's resident memory now and at its peak, in MB (Linux). */
export function memoryMb(): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${serverPid}/status`, "utf8");
  const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+) kB`).exec(status)?.[1] ?? NaN);
  return { rss: kb("VmRSS") / 1024, peak: kb("VmHWM") / 1024 };
}

/**
 * `send()` as a client that honours a 503 sends it: again once the pool is idle, at most five times. For requests
 * whose answer a test reads: on a machine others load, the server may rightly say it is busy.
 */
export async function served<T extends { status: number }>(send: () => Promise<T>): Promise<T> {
  let answer = await send();
  for (let retry = 0; retry < 4 && answer.status === 503; retry++) {
    await untilIdle();
    answer = await send();
  }
  return answer;
}

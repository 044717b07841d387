import { readFileSync } from "node:fs";
import os from "node:os";

/** One HTTP answer with the time it took (ms, from sending to the last byte). */
export interface Timed {
  readonly status: number;
  readonly ms: number;
  readonly retryAfter: string | null;
  readonly text: string;
}

/** The server the bench measures: its base URL and process id (to read its memory). */
export interface Target {
  readonly baseUrl: string;
  readonly pid: number;
}

/** Fetches `path` and reads the whole answer, timed; each request has its own timeout, so nothing hangs. */
export async function timed(target: Target, path: string, init: RequestInit = {}): Promise<Timed> {
  const started = performance.now();
  const res = await fetch(`${target.baseUrl}${path}`, { ...init, signal: AbortSignal.timeout(30_000) });
  const text = new TextDecoder().decode(await res.arrayBuffer());
  return {
    status: res.status,
    ms: performance.now() - started,
    retryAfter: res.headers.get("retry-after"),
    text,
  };
}

/** POSTs `body` as JSON to `path` (the API), timed. */
export function postJson(target: Target, path: string, body: unknown): Promise<Timed> {
  return timed(target, path, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The p-th quantile (0–1) of `values`, by the nearest rank. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1))] ?? NaN;
}

/** The server's resident memory now and at its peak, in MB (Linux /proc; NaN elsewhere or for a remote server). */
export function memoryMb(target: Target): { rss: number; peak: number } {
  try {
    const status = readFileSync(`/proc/${target.pid}/status`, "utf8");
    const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+) kB`).exec(status)?.[1] ?? NaN);
    return { rss: kb("VmRSS") / 1024, peak: kb("VmHWM") / 1024 };
  } catch {
    return { rss: NaN, peak: NaN };
  }
}

/** The 1-, 5- and 15-minute load averages, printed beside every figure: on a shared machine they are its context. */
export function loadAverage(): string {
  return os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(" / ");
}

/** A figure's line: what was measured, then the load average before and after it. */
export function report(name: string, before: string, text: string): void {
  console.log(`${name} (load ${before} → ${loadAverage()}): ${text}`);
}

export const ms = (x: number) => `${x.toFixed(0)} ms`;

import { describe, expect, it } from "vitest";
import {
  expectAnswered,
  health,
  memoryMb,
  page,
  postLargeBattle,
  SHARE_LINK,
  untilIdle,
} from "./server-load";

// The server under load, over loopback only: a bounded number of requests, each with its own timeout, so the test
// stops by itself. It checks behaviour, never time (times follow the machine and its load): their figures are
// `npm run bench:server`'s (docs/server.md). The flood is in load.full.e2e.ts.
const PAGES = ["/reference", "/", SHARE_LINK];
const API_RUNS = 12;

describe("the server under load", () => {
  it("answers each of twelve concurrent maximum-size runs once (its own 200, a 503 + Retry-After, or a 422) while every page loads", async () => {
    for (const p of PAGES) expect((await page(p)).status).toBe(200);
    const stamp = Date.now().toString(36);
    let finished = false;
    const all = Promise.all(
      Array.from({ length: API_RUNS }, (_, i) => postLargeBattle(`load-${stamp}-${i}`)),
    ).finally(() => (finished = true));
    // The pages, over and over, until every API request is answered (at least once).
    const pages: { path: string; status: number }[] = [];
    do pages.push(...(await Promise.all(PAGES.map(async (p) => ({ path: p, ...(await page(p)) })))));
    while (!finished);
    const answers = await all;
    console.log(
      `load: ${answers.map((a) => a.status).join(" ")}; ${pages.length} page loads (timings: npm run bench:server)`,
    );

    expect(answers).toHaveLength(API_RUNS);
    for (const a of answers) expectAnswered(a);
    expect(new Set(answers.map((a) => a.seed)).size).toBe(API_RUNS);
    // The pool took the load (a server that turned everything away would pass the rest): the first run on an idle
    // pool is let in, and is answered with its result, or measured and then refused (422, or 503 "measured, …"), or
    // run until its time limit (a machine others load may leave no run time to finish: 503 "…pass its time limit").
    const admitted = answers.filter(
      (a) =>
        a.status !== 503 ||
        /measured|pass its time limit|waited past its time limit/.test(a.body.error ?? ""),
    );
    expect(admitted.length).toBeGreaterThanOrEqual(1);
    expect(pages.filter((p) => p.status !== 200)).toEqual([]);
    // Nothing is left running or queued once every run is answered, and memory stayed bounded.
    const idle = await health();
    expect([idle.running, idle.waiting]).toEqual([0, 0]);
    expect(memoryMb().peak).toBeLessThan(1024);
  });

  it("answers a share link's page and its preview image again from the caches: the same answer, no new result", async () => {
    const link = `${SHARE_LINK}&t=20000`;
    const image = `/og${link.slice(1)}`;
    const description = (html: string) => /<meta property="og:description" content="([^"]+)"/.exec(html)?.[1];
    // (asked as a client would that found the server busy, "Open the link to see the odds" (it failed so at load 17,
    // the last test's runs draining): again once the pool is idle, at most five times)
    let first = await page(link);
    for (let retry = 0; retry < 4 && !/wins \d/.test(description(first.text) ?? ""); retry++) {
      await untilIdle();
      first = await page(link);
    }
    const firstImage = await page(image);
    expect([first.status, firstImage.status]).toEqual([200, 200]);
    await untilIdle();
    const cached = (await health()).cache.entries;
    expect(description(first.text)).toMatch(/wins \d/);
    for (let i = 0; i < 3; i++) {
      expect(description((await page(link)).text)).toBe(description(first.text));
      expect((await page(image)).bytes).toEqual(firstImage.bytes);
    }
    // (a page the server ran again would have stored its result again: the cache holds one entry per run)
    expect((await health()).cache.entries).toBe(cached);
  });
});

import { describe, expect, it } from "vitest";
import {
  expectAnswered,
  memoryMb,
  page,
  postLargeBattle,
  SHARE_LINK,
  untilIdle,
  type ApiAnswer,
} from "./server-load";

// The full run's flood (docs/server.md#load-and-its-figures): twelve clients send maximum-size runs, each retrying
// after a refusal, until each has had FLOOD_REQUESTS answers. Behaviour only: every answer is one of the three it
// may be, nothing is left running after, and the memory the flood took is given back. How close Retry-After is to
// the wait, and the memory's figures, are `npm run bench:server -- --only flood`'s (docs/server.md).
const CLIENTS = 12;
const FLOOD_REQUESTS = 25;

describe("the server under a flood", () => {
  it("answers every request of the flood as it may (200 its own, 503 + Retry-After, 422), then gives its memory back", async () => {
    // Idle means a warm server: its pages and a run served once, and every thread of the tests before reclaimed.
    for (const p of ["/reference", "/", SHARE_LINK]) expect((await page(p)).status).toBe(200);
    expectAnswered(await postLargeBattle(`warm-${Date.now()}`));
    await untilIdle();
    const idle = memoryMb().rss;
    const answers: ApiAnswer[] = [];
    const client = async (c: number) => {
      for (let i = 0; i < FLOOD_REQUESTS; i++) {
        const a = await postLargeBattle(`flood-${c}-${i}-${Date.now()}`);
        answers.push(a);
        // (as a client that honours a refusal would: not at once, but long before Retry-After)
        if (a.status !== 200) await new Promise((r) => setTimeout(r, 200));
      }
    };
    await Promise.all(Array.from({ length: CLIENTS }, (_, c) => client(c)));
    const count = (s: number) => answers.filter((a) => a.status === s).length;
    console.log(
      `flood: ${count(200)} × 200, ${count(503)} × 503, ${count(422)} × 422 (figures: npm run bench:server)`,
    );
    expect(answers).toHaveLength(CLIENTS * FLOOD_REQUESTS);
    for (const a of answers) expectAnswered(a);
    // Every seed answered 200 at most once: nothing answered twice or mixed up.
    const seeds = answers.filter((a) => a.status === 200).map((a) => a.body.seed);
    expect(new Set(seeds).size).toBe(seeds.length);
    await untilIdle();
    // The threads that ran slices are replaced once idle, and the request thread's garbage collected
    // (docs/server.md, "Caches"): memory comes back to within 50 MB of the warm idle server's. Polled until it
    // does; a server that never gives it back fails at the test's timeout, with the figures printed.
    let rss = memoryMb().rss;
    while (rss - idle >= 50) {
      console.log(
        `flood: RSS ${rss.toFixed(0)} MB, idle ${idle.toFixed(0)} MB: waiting for it to be given back`,
      );
      await new Promise((r) => setTimeout(r, 1000));
      rss = memoryMb().rss;
    }
    expect(rss - idle).toBeLessThan(50);
  }, 600_000);
});

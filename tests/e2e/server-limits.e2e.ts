import { readFileSync } from "node:fs";
import net from "node:net";
import { describe, expect, inject, it } from "vitest";
import { parseScenario } from "@/lib/scenario";
import { DEFAULT_SETUP, encodeSetup } from "@/lib/scenario/url-codec";
import { adversarialInput, twoDsucsInput, underestimatedInput } from "../helpers/cost-corpus";
import { assaultLink, heavyAttack, linkTo, SMALL, SMALL_ATTACK } from "../helpers/hostile-requests";
import { sampleSize } from "../helpers/tier";
import { served, untilIdle } from "./server-load";

// docs/server.md#load-and-its-figures over loopback only, a bounded count of requests: the battle that used to
// stall every simulation thread, sent by API, by page link and by /og while small runs from others go on; every
// hostile route of the bench; and 40 slow 12 MB uploads. Behaviour only (statuses, nothing lost, the server idle
// after): times follow the machine and its load, so their figures are `npm run bench:server`'s (docs/server.md).
const baseUrl = inject("baseUrl");
const serverPid = inject("serverPid");
const parsed = parseScenario(adversarialInput());
if (!parsed.ok) throw new Error(parsed.error);
const ADVERSARIAL = adversarialInput();
const LINK = encodeSetup({ ...DEFAULT_SETUP, scenario: parsed.scenario, seed: "adversarial" });

function rssMb(): number {
  const status = readFileSync(`/proc/${serverPid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? NaN) / 1024;
}

/** A request answered whole (its timeout bounds a hang, not a speed). */
async function send(path: string, init: RequestInit = {}) {
  const res = await fetch(`${baseUrl}${path}`, { ...init, signal: AbortSignal.timeout(120_000) });
  const body = await res.arrayBuffer();
  return { status: res.status, res, text: () => new TextDecoder().decode(body) };
}

const post = (body: unknown) =>
  send("/api/simulate", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });

interface Health {
  busyThreads: number;
  running: number;
  waiting: number;
  queuedMs: number;
  estimatedWaitS: number;
}
const health = async (): Promise<Health> => JSON.parse((await send("/api/health")).text()) as Health;
/** A 503 that says when to come back: the server busy, which a machine others load may make it. */
function isBusy(a: { status: number; retryAfter: string | null }): boolean {
  return a.status === 503 && Number(a.retryAfter) >= 1;
}

/** Waits (polling, never a fixed time) until `done()`; the test's timeout bounds a hang. */
async function until(done: () => boolean): Promise<void> {
  while (!done()) await new Promise((r) => setTimeout(r, 20));
}

describe("a server no single request can stall", () => {
  it("answers the adversarial battle 422 at once by API, and caps it by link and /og, while others' small runs go on", async () => {
    // Warm the server first (its first renders and runs compile).
    for (const path of ["/", "/reference"]) expect((await send(path)).status).toBe(200);
    expect((await served(() => post({ scenario: SMALL, trials: 4000, seed: "warm" }))).status).toBe(200);
    let stop = false;
    const small: { status: number; text: string; retryAfter: string | null }[] = [];
    const pages: number[] = [];
    const loads: Health[] = [];
    // Others: a small API run beside a page, one after the other, health polled while each run is out, until told
    // to stop.
    const others = (async () => {
      for (let seed = 0; !stop; seed++) {
        const running = post({ scenario: SMALL, trials: 4000, seed: `small-${seed}` });
        let answered = false;
        void running.finally(() => (answered = true));
        // (health polled until the run is answered: one poll beside a run of a few ms could miss it)
        const [run, page] = await Promise.all([
          running,
          send(seed % 2 ? "/reference" : "/"),
          (async () => {
            do loads.push(await health());
            while (!answered);
          })(),
        ]);
        small.push({ status: run.status, text: run.text(), retryAfter: run.res.headers.get("retry-after") });
        pages.push(page.status);
      }
    })();
    await until(() => small.length >= 2);
    const api = await post({ scenario: ADVERSARIAL });
    const apiBig = await post({ scenario: ADVERSARIAL, trials: 200_000, seed: "big" });
    const page = await send(`/?${LINK}`);
    const og = await send(`/og?${LINK}`);
    // A few more at once, as a chat app unfurling a link in several rooms would.
    const burst = await Promise.all([1, 2, 3].map((i) => send(`/og?${LINK}&seed=b${i}`)));
    // Others go on after it: two more of their runs answered.
    const sent = small.length;
    await until(() => small.length >= sent + 2);
    stop = true;
    await others;

    console.log(
      `adversarial: API ${api.status} (${JSON.parse(api.text()).error}); 200k trials ${apiBig.status}; page ${page.status}; /og ${og.status}; ` +
        `small runs ${small.length}: statuses ${[...new Set(small.map((s) => s.status))].join(",")} (timings: npm run bench:server)`,
    );
    expect(api.status).toBe(422);
    expect(api.res.headers.get("retry-after")).toBeNull();
    expect(JSON.parse(api.text()).error).toMatch(
      /^this battle would take about [\d,]+ s for 100,000 trials, over the 10 s time limit: ask for at most [\d,]+ trials$/,
    );
    expect(apiBig.status).toBe(422);
    expect(page.status).toBe(200);
    expect(og.status).toBe(200);
    expect(og.res.headers.get("content-type")).toBe("image/png");
    for (const b of burst) expect([200, 503]).toContain(b.status);
    // Others' small runs answered as they go: their result, or busy with when to come back (a machine others load
    // may leave the pool no room), never anything else.
    expect(small.filter((s) => s.status !== 200 && !isBusy(s))).toEqual([]);
    expect(pages.filter((s) => s !== 200)).toEqual([]);
    // Health showed the small runs' load while they went on…
    expect(loads.some((l) => l.busyThreads > 0 || l.running + l.waiting > 0)).toBe(true);
    // …and comes back to idle once everything is answered.
    expect(await untilIdle()).toMatchObject({
      busyThreads: 0,
      running: 0,
      waiting: 0,
      queuedMs: 0,
      estimatedWaitS: 0,
    });
    // …and serves again: nothing the adversarial battle did outlasts it.
    expect((await served(() => post({ scenario: SMALL, trials: 4000, seed: "after" }))).status).toBe(200);
  });

  it("names the configured public origin in previews, whatever Host and X-Forwarded-* say", async () => {
    const res = await send("/?v=1", {
      headers: { "x-forwarded-host": "evil.example", "x-forwarded-proto": "javascript" },
    });
    const html = res.text();
    const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
    const url = /<meta property="og:url" content="([^"]+)"/.exec(html)?.[1];
    expect(image?.startsWith(`${baseUrl}/og`)).toBe(true);
    expect(url?.startsWith(`${baseUrl}/`)).toBe(true);
    expect(html).not.toContain("evil.example");
  });

  it("keeps memory within 100 MB under 40 slow 12 MB uploads, to the API and to a page", async () => {
    const before = rssMb();
    let peak = before;
    const url = new URL(baseUrl);
    const upload = (path: string) =>
      new Promise<string>((resolve) => {
        const socket = net.connect(Number(url.port), url.hostname);
        let answer = "";
        const done = () => {
          clearInterval(writer);
          socket.destroy();
          resolve(answer.split("\r\n")[0] ?? "");
        };
        socket.setTimeout(20_000, done);
        socket.on("data", (d) => {
          answer += d.toString();
          done();
        });
        socket.on("error", done);
        socket.on("close", done);
        socket.write(
          `POST ${path} HTTP/1.1\r\nHost: ${url.host}\r\nContent-Type: application/json\r\nContent-Length: ${12 * 1024 * 1024}\r\n\r\n`,
        );
        const chunk = Buffer.alloc(256 * 1024, 0x20);
        let sent = 0;
        // Slowly: 256 KB every 50 ms, as long as the server reads.
        const writer = setInterval(() => {
          if (sent >= 12 * 1024 * 1024 || socket.destroyed) return;
          if (socket.write(chunk)) sent += chunk.length;
        }, 50);
      });
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb())), 100);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => upload(i % 2 ? "/api/simulate" : "/?upload")),
    );
    clearInterval(sampler);
    const after = rssMb();
    console.log(
      `40 slow uploads: RSS ${before.toFixed(0)} MB before, peak ${peak.toFixed(0)} MB, ${after.toFixed(0)} MB after; answers ${[...new Set(answers)].join(" | ")}`,
    );
    expect(peak - before).toBeLessThan(100);
    expect(answers.filter((a) => a.startsWith("HTTP/1.1 400")).length).toBeGreaterThanOrEqual(20);
  });
});

const postAssault = (body: unknown) =>
  send("/api/assault", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });

/** How many hostile requests each route gets, one at a time (the timings: `npm run bench:server -- --only hostile`). */
const HOSTILE_REQUESTS = sampleSize(2, 6);

interface Answer {
  status: number;
  text: () => string;
  res: Response;
}
interface Phase {
  hostile: Answer[];
  small: { status: number; text: string; retryAfter: string | null }[];
  health: number[];
}

/**
 * Small runs (a small battle by API, each a new seed, and a small attack) and health polls, one at a time, while
 * `hostile` is sent HOSTILE_REQUESTS times, one at a time; the small runs go on until two more are answered after
 * the last hostile one.
 */
async function alongside(name: string, hostile: (i: number) => Promise<Answer>): Promise<Phase> {
  let stop = false;
  const phase: Phase = { hostile: [], small: [], health: [] };
  const smallRuns = (async () => {
    for (let i = 0; !stop; i++) {
      const r = await post({ scenario: SMALL, trials: 4000, seed: `${name.replace(/[^\w.-]/g, "_")}-${i}` });
      phase.small.push({ status: r.status, text: r.text(), retryAfter: r.res.headers.get("retry-after") });
      // …and a small Imperial Assault attack (a new one each time: nothing cached).
      const a = await postAssault({ ...SMALL_ATTACK, range: 1 + (i % 8) });
      phase.small.push({ status: a.status, text: a.text(), retryAfter: a.res.headers.get("retry-after") });
    }
  })();
  const polls = (async () => {
    while (!stop) phase.health.push((await send("/api/health")).status);
  })();
  for (let i = 0; i < HOSTILE_REQUESTS; i++) phase.hostile.push(await hostile(i));
  const sent = phase.small.length;
  await until(() => phase.small.length >= sent + 2);
  stop = true;
  await Promise.all([smallRuns, polls]);
  return phase;
}

describe("no request stalls the server", () => {
  it("answers small runs and health while each hostile Rebellion and Imperial Assault route is asked", async () => {
    for (const path of ["/", "/reference"]) await send(path);
    await served(() => post({ scenario: SMALL, trials: 4000, seed: "warm" }));
    // Two DSUCs behind bunkers (docs/rules.md#stalemate): now the structural stalemate one DSUC is, answered at
    // once (it was a 422 after 2 s).
    const dsucs = await served(() => post({ scenario: twoDsucsInput(), trials: 2000, seed: "dsucs" }));
    expect(dsucs.status).toBe(200);
    // Each route, the status its hostile requests get; the API's may also be busy (a 503 with Retry-After) when
    // others load the machine. Pages never answer 503.
    const routes: [string, (i: number) => Promise<Answer>, number, "or busy"?][] = [
      // Each request a battle the server has not measured (its round cap differs): each is probed.
      [
        "API",
        (i) => post({ scenario: underestimatedInput(500 - i), trials: 100_000, seed: "h" }),
        422,
        "or busy",
      ],
      ["page link", (i) => send(`/?${linkTo(underestimatedInput(400 - i), "h")}`), 200],
      ["/og", (i) => send(`/og?${linkTo(underestimatedInput(300 - i), "h")}`), 200],
      // The heaviest kind of attack the server computes (~1 s of a core), a new one each time.
      ["/api/assault", (i) => postAssault(heavyAttack(i)), 200, "or busy"],
      ["/assault link", (i) => send(`/assault?${assaultLink(heavyAttack(i))}`), 200],
      ["/assault/og", (i) => send(`/assault/og?${assaultLink(heavyAttack(i))}`), 200],
    ];
    for (const [name, hostile, status, orBusy] of routes) {
      const phase = await alongside(name, hostile);
      console.log(
        `${name}: ${phase.hostile.length} hostile requests (statuses ${[...new Set(phase.hostile.map((a) => a.status))].join(",")}); ` +
          `${phase.small.length} small runs (statuses ${[...new Set(phase.small.map((a) => a.status))].join(",")}), ${phase.health.length} health polls (timings: npm run bench:server)`,
      );
      const unexpected = phase.hostile.filter(
        (a) =>
          a.status !== status &&
          !(orBusy && isBusy({ status: a.status, retryAfter: a.res.headers.get("retry-after") })),
      );
      expect(
        unexpected.map((a) => `${a.status} ${a.text().slice(0, 200)}`),
        name,
      ).toEqual([]);
      expect(phase.hostile, name).toHaveLength(HOSTILE_REQUESTS);
      // Everyone else answered as they went (their result, or busy with when to come back), health every time…
      expect(phase.small.length, name).toBeGreaterThan(2);
      expect(
        phase.small.filter((a) => a.status !== 200 && !isBusy(a)),
        name,
      ).toEqual([]);
      expect(
        phase.health.filter((s) => s !== 200),
        name,
      ).toEqual([]);
      // …and once the pool is idle, it serves again: nothing hostile outlasts its answer.
      await untilIdle();
      expect(
        (
          await served(() =>
            post({ scenario: SMALL, trials: 4000, seed: `after-${name.replace(/[^\w.-]/g, "_")}` }),
          )
        ).status,
      ).toBe(200);
    }
  });
});

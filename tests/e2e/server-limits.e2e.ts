import { readFileSync } from "node:fs";
import net from "node:net";
import { describe, expect, inject, it } from "vitest";
import { parseAssault, writeAssaultPage } from "@/lib/assault";
import { parseScenario } from "@/lib/scenario";
import { DEFAULT_SETUP, encodeSetup } from "@/lib/scenario/url-codec";
import { adversarialInput, twoDsucsInput, underestimatedInput } from "../helpers/cost-corpus";

// Issue 25 over loopback only, each request with its own timeout and a bounded count: the battle that used
// to stall every simulation thread, sent by API, by page link and by /og while small runs from others go on;
// and 40 slow 12 MB uploads. The figures it prints go into docs/server.md.
const baseUrl = inject("baseUrl");
const serverPid = inject("serverPid");
const parsed = parseScenario(adversarialInput());
if (!parsed.ok) throw new Error(parsed.error);
const ADVERSARIAL = adversarialInput();
const LINK = encodeSetup({ ...DEFAULT_SETUP, scenario: parsed.scenario, seed: "adversarial" });
const SMALL = {
  attacker: { faction: "empire", units: { "star-destroyer": 1, "tie-fighter": 2 } },
  defender: { faction: "rebel", units: { "x-wing": 2, "y-wing": 1 } },
};

function rssMb(): number {
  const status = readFileSync(`/proc/${serverPid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? NaN) / 1024;
}

async function timed(path: string, init: RequestInit = {}) {
  const started = performance.now();
  const res = await fetch(`${baseUrl}${path}`, { ...init, signal: AbortSignal.timeout(15_000) });
  const body = await res.arrayBuffer();
  return {
    status: res.status,
    ms: performance.now() - started,
    res,
    text: () => new TextDecoder().decode(body),
  };
}

const post = (body: unknown) =>
  timed("/api/simulate", {
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
const health = async (): Promise<Health> => JSON.parse((await timed("/api/health")).text()) as Health;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.max(0, Math.ceil(0.95 * xs.length) - 1)]!;

describe("a server no single request can stall (issue 25)", () => {
  it("answers the adversarial battle 422 at once by API, and caps it by link and /og, while others' small runs go on", async () => {
    // Warm the server first (its first renders and runs compile): the figures are for a running server.
    for (const path of ["/", "/reference", "/", "/reference"]) await timed(path);
    await post({ scenario: SMALL, trials: 4000, seed: "warm" });
    // The same small runs and pages with nothing hostile first: the bounds below are relative to them (no
    // wall-clock goal in `npm test`, which must pass on a loaded machine).
    const idleSmall: number[] = [];
    const idlePages: number[] = [];
    for (let i = 0; i < 6; i++) {
      const [run, page] = await Promise.all([
        post({ scenario: SMALL, trials: 4000, seed: `idle-${i}` }),
        timed(i % 2 ? "/reference" : "/"),
      ]);
      idleSmall.push(run.ms);
      idlePages.push(page.ms);
      await sleep(150);
    }
    const idleSlowest = Math.max(...idleSmall);
    const within = (idleMs: number) => Math.max(10 * idleMs, idleMs + 1000);
    let stop = false;
    const small: { status: number; ms: number }[] = [];
    const pages: number[] = [];
    const loads: Health[] = [];
    let seed = 0;
    // Others: a small API run and a page every 150 ms, and health polled, until told to stop.
    const others = (async () => {
      while (!stop) {
        const running = post({ scenario: SMALL, trials: 4000, seed: `small-${seed++}` });
        let answered = false;
        void running.finally(() => (answered = true));
        // (health polled until the run is answered: one poll beside a run of a few ms could miss it)
        const [run, page] = await Promise.all([
          running,
          timed(seed % 2 ? "/reference" : "/"),
          (async () => {
            do loads.push(await health());
            while (!answered);
          })(),
        ]);
        small.push({ status: run.status, ms: run.ms });
        pages.push(page.ms);
        await new Promise((r) => setTimeout(r, 150));
      }
    })();
    await new Promise((r) => setTimeout(r, 600));
    const api = await post({ scenario: ADVERSARIAL });
    const apiBig = await post({ scenario: ADVERSARIAL, trials: 200_000, seed: "big" });
    const page = await timed(`/?${LINK}`);
    const og = await timed(`/og?${LINK}`);
    // A few more at once, as a chat app unfurling a link in several rooms would.
    const burst = await Promise.all([1, 2, 3].map((i) => timed(`/og?${LINK}&seed=b${i}`)));
    await new Promise((r) => setTimeout(r, 1500));
    stop = true;
    await others;
    const answeredAt = performance.now();

    console.log(
      `adversarial: API ${api.status} in ${api.ms.toFixed(0)} ms (${JSON.parse(api.text()).error}); 200k trials ${apiBig.status} in ${apiBig.ms.toFixed(0)} ms; page ${page.status} in ${page.ms.toFixed(0)} ms; /og ${og.status} in ${og.ms.toFixed(0)} ms; ` +
        `small runs ${small.length}: statuses ${[...new Set(small.map((s) => s.status))].join(",")}, max ${Math.max(...small.map((s) => s.ms)).toFixed(0)} ms; pages p95 ${p95(pages).toFixed(0)} ms; ` +
        `health busy threads max ${Math.max(...loads.map((l) => l.busyThreads))}, queued max ${Math.max(...loads.map((l) => l.queuedMs))} ms`,
    );
    expect(api.status).toBe(422);
    expect(api.ms).toBeLessThan(within(idleSlowest));
    expect(api.res.headers.get("retry-after")).toBeNull();
    expect(JSON.parse(api.text()).error).toMatch(
      /^this battle would take about [\d,]+ s for 100,000 trials, over the 10 s time limit: ask for at most [\d,]+ trials$/,
    );
    expect(apiBig.status).toBe(422);
    expect(apiBig.ms).toBeLessThan(within(idleSlowest));
    expect(page.status).toBe(200);
    expect(page.ms).toBeLessThan(within(p95(idlePages)));
    expect(og.status).toBe(200);
    expect(og.res.headers.get("content-type")).toBe("image/png");
    for (const b of burst) expect([200, 503]).toContain(b.status);
    expect(small.length).toBeGreaterThan(5);
    for (const s of small) {
      expect(s.status).toBe(200);
      expect(s.ms).toBeLessThan(within(idleSlowest));
    }
    expect(p95(pages)).toBeLessThan(within(p95(idlePages)));
    // Health showed the small runs' load while they went on…
    expect(loads.some((l) => l.busyThreads > 0 || l.running + l.waiting > 0)).toBe(true);
    // …and is idle soon after the last answer.
    let idle: Health | null = null;
    while (performance.now() - answeredAt < within(idleSlowest)) {
      const h = await health();
      if (h.busyThreads === 0 && h.running === 0 && h.waiting === 0 && h.queuedMs === 0) {
        idle = h;
        break;
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(idle).toMatchObject({ busyThreads: 0, running: 0, waiting: 0, queuedMs: 0, estimatedWaitS: 0 });
  });

  it("names the configured public origin in previews, whatever Host and X-Forwarded-* say", async () => {
    const res = await timed("/?v=1", {
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
  timed("/api/assault", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
const SMALL_ATTACK = { attack: { dice: ["blue", "green"] }, defense: { dice: ["white"] } };

/** Issue 37's heaviest kind of attack (4 attacks on health 10, a reroll each side: ~1 s of a core), `i`-th variant. */
function heavyAttack(i: number) {
  return {
    attack: { dice: ["red", "blue", "blue", "green", "yellow", "yellow"], rerolls: 1, pierce: i % 3 },
    defense: { dice: ["black", "white", "white"], rerolls: 1 },
    attacks: 4,
    health: 8 + (i % 5),
  };
}

function assaultLink(input: unknown): string {
  const p = parseAssault(input);
  if (!p.ok) throw new Error(p.error);
  return writeAssaultPage({ assault: p.assault, pinned: null });
}

/** How long each hostile route runs (issue 37 measures 30 s: HOSTILE_S=30; `npm test` runs 5 s). */
const HOSTILE_MS = Number(process.env.HOSTILE_S ?? 5) * 1000;

function linkTo(input: unknown, seed: string): string {
  const p = parseScenario(input);
  if (!p.ok) throw new Error(p.error);
  return encodeSetup({ ...DEFAULT_SETUP, scenario: p.scenario, seed });
}

interface Answer {
  status: number;
  ms: number;
  error?: string;
}
interface Phase {
  hostile: Answer[];
  small: Answer[];
  healthMs: number[];
}

/**
 * Small runs (a small battle by API, each a new seed) and health polls, one at a time with 100 ms between, while
 * `hostile` is sent again and again, one at a time, for `ms` (nothing hostile: the idle baseline).
 */
async function alongside(name: string, ms: number, hostile?: (i: number) => Promise<Answer>): Promise<Phase> {
  let stop = false;
  const phase: Phase = { hostile: [], small: [], healthMs: [] };
  const smallRuns = (async () => {
    for (let i = 0; !stop; i++) {
      const r = await post({ scenario: SMALL, trials: 4000, seed: `${name.replace(/[^\w.-]/g, "_")}-${i}` });
      phase.small.push({ status: r.status, ms: r.ms, ...(r.status === 200 ? {} : { error: r.text() }) });
      // …and a small Imperial Assault attack (a new one each time: nothing cached).
      const a = await postAssault({ ...SMALL_ATTACK, range: 1 + (i % 8) });
      phase.small.push({ status: a.status, ms: a.ms, ...(a.status === 200 ? {} : { error: a.text() }) });
      await sleep(100);
    }
  })();
  const polls = (async () => {
    while (!stop) {
      phase.healthMs.push((await timed("/api/health")).ms);
      await sleep(100);
    }
  })();
  const started = performance.now();
  if (hostile) for (let i = 0; performance.now() - started < ms; i++) phase.hostile.push(await hostile(i));
  else await sleep(ms);
  stop = true;
  await Promise.all([smallRuns, polls]);
  return phase;
}

describe("no request stalls the server (issue 37)", () => {
  it(
    "keeps small runs and health near their idle times while each hostile Rebellion route runs",
    async () => {
      for (const path of ["/", "/reference"]) await timed(path);
      await post({ scenario: SMALL, trials: 4000, seed: "warm" });
      // The battle: now the structural stalemate one DSUC is, answered at once (it was a 422 after 2 s).
      const dsucs = await post({ scenario: twoDsucsInput(), trials: 2000, seed: "dsucs" });
      expect(dsucs.status).toBe(200);
      const routes: [string, (i: number) => Promise<Answer>, number][] = [
        // Each request a battle the server has not measured (its round cap differs): each is probed.
        ["API", (i) => post({ scenario: underestimatedInput(500 - i), trials: 100_000, seed: "h" }), 422],
        ["page link", (i) => timed(`/?${linkTo(underestimatedInput(400 - i), "h")}`), 200],
        ["/og", (i) => timed(`/og?${linkTo(underestimatedInput(300 - i), "h")}`), 200],
        // The heaviest kind of attack the server computes (~1 s of a core), a new one each time.
        ["/api/assault", (i) => postAssault(heavyAttack(i)), 200],
        ["/assault link", (i) => timed(`/assault?${assaultLink(heavyAttack(i))}`), 200],
        ["/assault/og", (i) => timed(`/assault/og?${assaultLink(heavyAttack(i))}`), 200],
      ];
      const worst = (xs: Answer[]) => Math.max(...xs.map((x) => x.ms));
      // One preview image drawn without odds (the adversarial battle's: nothing to run), a new link each time.
      const drawings: number[] = [];
      for (let i = 0; i < 3; i++) drawings.push((await timed(`/og?${LINK}&seed=draw${i}`)).ms);
      const drawMs = Math.max(...drawings);
      // (HOSTILE_ROUTES="/og,/assault/og" measures only those, for the figures)
      const only = process.env.HOSTILE_ROUTES?.split(",");
      for (const [name, hostile, status] of routes.filter(([name]) => !only || only.includes(name))) {
        // The same small runs and polls with nothing hostile, just before: the machine's load of the moment.
        const idle = await alongside(`${name}-idle`, 2000);
        const idleSlowest = worst(idle.small);
        const idleHealth = p95(idle.healthMs);
        // One hostile request alone, at the same moment: what the request thread may owe it (a page's render, a
        // refusal) is the most a poll or a small run can wait behind it, since they are sent one at a time. At a
        // load average of 10 a page link alone took ~400 ms, and health's p95 beside it 425 ms (a flat 300 ms failed).
        // (twice one sample: at load 9 one request's time varies about 2×, and a small /assault run beside heavy
        // attacks took 1,737 ms against 1,518 ms with one sample)
        const alone = 2 * (await hostile(199)).ms; // (an index the phase does not reach: a battle not measured yet)
        const phase = await alongside(name, HOSTILE_MS, hostile);
        const h = await health();
        console.log(
          `issue 37, ${name} for ${HOSTILE_MS / 1000} s: ${phase.hostile.length} hostile requests (statuses ${[...new Set(phase.hostile.map((a) => a.status))].join(",")}, slowest ${worst(phase.hostile).toFixed(0)} ms); ` +
            `${phase.small.length} small runs, slowest ${worst(phase.small).toFixed(0)} ms (idle ${idleSlowest.toFixed(0)} ms); ` +
            `health p95 ${p95(phase.healthMs).toFixed(0)} ms (idle ${idleHealth.toFixed(0)} ms; allowance of twice one hostile alone ${alone.toFixed(0)} ms); after: ${JSON.stringify(h)}`,
        );
        expect(phase.hostile.every((a) => a.status === status)).toBe(true);
        expect(phase.small.length).toBeGreaterThan(2);
        expect(phase.small.filter((a) => a.status !== 200)).toEqual([]);
        // Relative to the idle times on the same machine at the same moment (no wall-clock goal here). Preview images
        // are drawn on their own thread: nothing the request thread answers waits behind a drawing, but the drawing
        // thread shares the cores with the simulation threads that run the small runs (two drawings' time allowed).
        const drawing = name.endsWith("/og") ? drawMs : 0;
        expect(worst(phase.small)).toBeLessThan(
          Math.max(10 * idleSlowest, idleSlowest + 1000) + 2 * drawing + alone,
        );
        expect(p95(phase.healthMs)).toBeLessThan(Math.max(10 * idleHealth, idleHealth + 300) + alone);
      }
    },
    60_000 + 6 * (HOSTILE_MS + 2000),
  );
});

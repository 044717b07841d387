import { describe, expect, it } from "vitest";
import { simulate, type SimulationResult } from "@/lib/engine";
import {
  PREVIEW_TIME_LIMIT_MS,
  QUICK_TIME_LIMIT_MS,
  previewResult,
  previewTrials,
  quickResult,
  type ServerRuns,
} from "@/lib/share/preview-result";
import { previewImage } from "@/lib/preview/preview-image";
import { percent, previewText, unreadablePreview } from "@/lib/share/preview-text";
import { DEFAULT_SETUP, decodeSetup, encodeSetup } from "@/lib/scenario/url-codec";
import { PRESETS, parseScenario } from "@/lib/scenario";
import type { RunOptions, RunOutcome, RunRequest } from "@/lib/server/run-types";
import { simulationService } from "@/lib/server/simulation-service";
import { GET } from "@/app/og/route";

/** A stand-in for the server's pool and cache: records the runs asked for and answers with `answer`. */
function fakeRuns(answer: (r: RunRequest) => RunOutcome, cached: SimulationResult[] = []) {
  const asked: { request: RunRequest; options: RunOptions }[] = [];
  const runs: ServerRuns = {
    cached: (r) => cached.find((c) => c.trials === r.trials && c.seed === r.seed),
    run: (request, options) => {
      asked.push({ request, options });
      return Promise.resolve(answer(request));
    },
  };
  return { runs, asked };
}

/**
 * The server's real pool and cache, with a time limit no busy test machine can pass: these tests are about
 * the numbers, and fakeRuns checks the limits asked for.
 */
function patientServer(): ServerRuns {
  const service = simulationService();
  return {
    cached: (r) => service.cached(r),
    run: (r, options) => service.run(r, { ...options, timeLimitMs: 600_000 }),
  };
}

const run = (r: RunRequest): RunOutcome => ({
  kind: "done",
  value: simulate(r.scenario, { trials: r.trials, seed: r.seed }),
});

describe("link previews", () => {
  it("describe the forces and the same headline numbers the page shows for the link's trials and seed", async () => {
    // Through the server's thread pool.
    const setup = { ...DEFAULT_SETUP, trials: 20_000, seed: "abc" };
    const result = await previewResult(setup, patientServer());
    expect(result).toEqual(simulate(setup.scenario, { trials: 20_000, seed: "abc" }));
    const text = previewText(setup, result);
    expect(text.description).toContain(
      "Empire: 1 Star Destroyer, 1 TIE Fighter (Darth Vader) vs Rebels: 1 X-wing, 1 Y-wing (Jan Dodonna).",
    );
    expect(text.description).toContain(`Empire (attacker) wins ${percent(result!.outcomes.attacker.p)}`);
    expect(text.description).toContain("20,000 simulated battles, seed abc, with tactic cards.");
    expect(text.title).toBe(
      `The Empire attacks the Rebels: ${percent(result!.outcomes.attacker.p)} attacker win — Rebellion Odds`,
    );
  });

  it("show the link's own run (its trials and seed) when it fits the preview's budget, best effort", async () => {
    const setup = { ...DEFAULT_SETUP, trials: 100_000, seed: "page" };
    const own = fakeRuns(run);
    const shown = await previewResult(setup, own.runs);
    expect(own.asked).toEqual([
      {
        request: { scenario: setup.scenario, trials: 100_000, seed: "page" },
        options: { timeLimitMs: PREVIEW_TIME_LIMIT_MS, bestEffort: true },
      },
    ]);
    expect(PREVIEW_TIME_LIMIT_MS).toBe(3000);
    // The page's numbers, so its rounding: no "about".
    const text = previewText(setup, shown);
    expect(text.description).toContain("100,000 simulated battles, seed page");
    expect(text.headline.map((h) => h.text)).toEqual(text.headline.map((h) => percent(h.p)));
  });

  it("show the link's own run when the server has it, else as many trials of the same seed as fit: 'about'", async () => {
    const setup = { ...DEFAULT_SETUP, trials: 2_000_000, seed: "big" };
    // (the rulebook battle, ~2.3 µs a trial by the cost model: 2,000 ms fit 858,000 of the link's 2,000,000)
    expect(previewTrials(setup)).toBe(858_000);
    // (the stand-in run answers from a 20,000-trial run, counted as the trials asked: the words are checked here)
    const small = fakeRuns((r) => {
      const done = simulate(r.scenario, { trials: 20_000, seed: r.seed });
      return { kind: "done", value: { ...done, trials: r.trials } };
    });
    const shown = await previewResult(setup, small.runs);
    expect(shown?.trials).toBe(858_000);
    expect(small.asked).toEqual([
      {
        request: { scenario: setup.scenario, trials: 858_000, seed: "big" },
        options: { timeLimitMs: PREVIEW_TIME_LIMIT_MS, bestEffort: true },
      },
    ]);
    // A smaller run than the page's says so: "about", and how many of the page's trials it ran.
    const about = previewText(setup, shown);
    expect(about.description).toContain("about: 858,000 of the page's 2,000,000 simulated battles, seed big");
    expect(about.headline.map((h) => h.text)).toEqual(about.headline.map((h) => `about ${percent(h.p)}`));
    expect(about.title).toBe(
      `The Empire attacks the Rebels: about ${percent(shown!.outcomes.attacker.p)} attacker win — Rebellion Odds`,
    );

    const full = { ...simulate(setup.scenario, { trials: 20_000, seed: "big" }), trials: 2_000_000 };
    const cached = fakeRuns(run, [full]);
    expect(await previewResult(setup, cached.runs)).toBe(full);
    expect(cached.asked).toEqual([]);
  });

  it("show the forces without odds when the server is too busy", async () => {
    const busy = fakeRuns(() => ({ kind: "busy", retryAfterS: 3, reason: "full" }));
    const result = await previewResult(DEFAULT_SETUP, busy.runs);
    expect(result).toBeNull();
    const text = previewText(DEFAULT_SETUP, result);
    expect(text.title).toBe("The Empire attacks the Rebels — Rebellion Odds");
    expect(text.description).toBe(
      "Empire: 1 Star Destroyer, 1 TIE Fighter (Darth Vader) vs Rebels: 1 X-wing, 1 Y-wing (Jan Dodonna). Open the link to see the odds, with tactic cards.",
    );
    expect(text.headline).toEqual([]);
  });

  it("rounds as the page does, without claiming certainty (one number everywhere: docs/answer-first.md#one-rounding-per-chance)", () => {
    expect(percent(0.9995)).toBe(">99%");
    expect(percent(0.0004)).toBe("<1%");
    expect(percent(0.38123)).toBe("38%");
    expect(percent(0.0469)).toBe("4.7%");
    expect(percent(0)).toBe("0%");
    expect(percent(1)).toBe("100%");
  });

  it("names a split by who holds what", () => {
    const large = PRESETS.find((p) => p.id === "large-battle")!;
    const parsed = parseScenario(large.scenario);
    if (!parsed.ok) throw new Error(parsed.error);
    const setup = { ...DEFAULT_SETUP, scenario: parsed.scenario, trials: 4000 };
    const result = simulate(setup.scenario, { trials: 4000, seed: "1" });
    const text = previewText(setup, result);
    const split = text.headline.find((h) => h.label === "Split: Empire takes the ground")!;
    expect(split.key).toBe("split");
    expect(split.p).toBeGreaterThan(0.5);
    expect(text.description).toContain(`Split: Empire takes the ground ${percent(split.p)}`);
  });

  it("shows a comparison's A and B: the difference named, each chance in both", () => {
    const a = { ...DEFAULT_SETUP, trials: 4000, seed: "cmp" };
    const b = {
      ...a,
      scenario: { ...a.scenario, defender: { ...a.scenario.defender, units: { "x-wing": 2, "y-wing": 1 } } },
    };
    const ra = simulate(a.scenario, { trials: 4000, seed: "cmp" });
    const rb = simulate(b.scenario, { trials: 4000, seed: "cmp" });
    const text = previewText(b, rb, { setup: a, result: ra });
    const wins = `${percent(ra.outcomes.attacker.p)} → ${percent(rb.outcomes.attacker.p)}`;
    expect(text.title).toBe(`B = A + 1 X-wing: Empire (attacker) wins ${wins} — Rebellion Odds`);
    expect(text.headline[0]).toMatchObject({ key: "attacker", p: rb.outcomes.attacker.p, text: wins });
    expect(text.description).toContain("B = A + 1 X-wing.");
    expect(text.compare).toBe("B = A + 1 X-wing");
    expect(text.footer).toMatch(/^4,000 simulated battles, seed cmp · /);
    // A's numbers from a run smaller than its page's (the preview's cap) say "about" in the footer too
    const small = simulate(a.scenario, { trials: 2000, seed: "cmp" });
    const about = previewText(b, rb, { setup: a, result: small });
    expect(about.headline[0]!.text).toBe(
      `about ${percent(small.outcomes.attacker.p)} → ${percent(rb.outcomes.attacker.p)}`,
    );
    expect(about.footer).toBe(
      "A about: 2,000 of the page's 4,000 simulated battles, seed cmp · B 4,000 simulated battles, seed cmp · with tactic cards",
    );
    expect(about.description).toContain(
      "A: about: 2,000 of the page's 4,000 simulated battles, seed cmp; B: 4,000",
    );
  });

  it("/og draws a 1200×630 PNG for a link, a partly read one and one that could not be read", async () => {
    const query = encodeSetup({ ...DEFAULT_SETUP, trials: 5000 });
    expect(decodeSetup(query).ok).toBe(true);
    for (const url of [
      `http://x/og?${query}`,
      "http://x/og?v=1&a=empire_stormtrooper.99",
      "http://x/og?v=7",
    ]) {
      const res = await GET(new Request(url));
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("image/png");
      const png = new Uint8Array(await res.arrayBuffer());
      expect(Array.from(png.slice(1, 4))).toEqual([0x50, 0x4e, 0x47]);
      const view = new DataView(png.buffer);
      expect([view.getUint32(16), view.getUint32(20)]).toEqual([1200, 630]);
    }
  });
});

describe("preview images", () => {
  /** A drawing stand-in that counts its calls and returns a few recognisable bytes. */
  function drawer() {
    const drawn: string[] = [];
    const draw = (text: { footer: string }) => {
      drawn.push(text.footer);
      return Promise.resolve({ png: new Uint8Array([1, 2, 3]), complete: true });
    };
    return { draw, drawn };
  }

  it("say so for a link that could not be read, with no odds and no run", async () => {
    const { draw, drawn } = drawer();
    const server = { ...fakeRuns(run).runs, engine: `test-${Math.random()}` };
    const res = await previewImage(`v=${"9".repeat(500)}`, draw, server);
    expect(res.status).toBe(200);
    const said = `Invalid battle link: link format version "${"9".repeat(39)}…" is not supported (this app reads versions 1 to 2)`;
    expect(drawn).toEqual([said]);
    expect(unreadablePreview('version "🪦"').footer).toBe('version "?"');
    expect(unreadablePreview(said)).toMatchObject({
      title: "A battle link that could not be read — Rebellion Odds",
      headline: [{ label: "No odds: this link could not be read", p: 0, text: "—" }],
    });
  });

  it("are drawn once per link and engine, then served from the cache for an hour", async () => {
    const { draw, drawn } = drawer();
    const server = { ...fakeRuns(run).runs, engine: `test-${Math.random()}` };
    const query = "v=1&t=2000&seed=image";
    for (let i = 0; i < 3; i++) {
      const res = await previewImage(query, draw, server);
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe("public, max-age=3600");
      expect(Array.from(new Uint8Array(await res.arrayBuffer()))).toEqual([1, 2, 3]);
    }
    expect(drawn).toEqual(["2,000 simulated battles, seed image · with tactic cards"]);
    // Another engine version draws again.
    await previewImage(query, draw, { ...server, engine: `${server.engine}-next` });
    expect(drawn.length).toBe(2);
  });

  it("without odds when the server is busy: not cached, not kept by clients", async () => {
    const { draw, drawn } = drawer();
    const busy = fakeRuns(() => ({ kind: "busy", retryAfterS: 2, reason: "full" })).runs;
    const server = { ...busy, engine: `test-${Math.random()}` };
    for (let i = 0; i < 2; i++) {
      const res = await previewImage("v=1&seed=busy", draw, server);
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe("no-store");
    }
    expect(drawn).toEqual([
      "Open the link to see the odds · with tactic cards",
      "Open the link to see the odds · with tactic cards",
    ]);
  });
});

describe("results sent with the page", () => {
  it("runs the link's own trials and seed, best effort within the quick time limit", async () => {
    const setup = { ...DEFAULT_SETUP, trials: 6000, seed: "quick" };
    // Through the server's thread pool: exactly simulate()'s numbers.
    expect(await quickResult(setup, patientServer())).toEqual(
      simulate(setup.scenario, { trials: 6000, seed: "quick" }),
    );
    const fake = fakeRuns(run);
    await quickResult(setup, fake.runs);
    expect(fake.asked.map((a) => a.options)).toEqual([
      { timeLimitMs: QUICK_TIME_LIMIT_MS, bestEffort: true },
    ]);
    expect(QUICK_TIME_LIMIT_MS).toBe(300);
  });

  it("leaves the run to the browser when the server is busy or the link asks for more than the API's cap", async () => {
    const busy = fakeRuns(() => ({ kind: "busy", retryAfterS: 1, reason: "full" }));
    expect(await quickResult(DEFAULT_SETUP, busy.runs)).toBeNull();
    const late = fakeRuns(() => ({ kind: "too-long", done: 4000, trials: 100_000 }));
    expect(await quickResult(DEFAULT_SETUP, late.runs)).toBeNull();
    const never = fakeRuns(run);
    expect(await quickResult({ ...DEFAULT_SETUP, trials: 500_000 }, never.runs)).toBeNull();
    expect(never.asked).toEqual([]);
  });
});

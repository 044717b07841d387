import { describe, expect, it } from "vitest";
import {
  API_DEFAULT_SEED,
  API_DEFAULT_TRIALS,
  API_TIME_LIMIT_MS,
  answerSimulateBody,
  handleSimulateRequest,
  parseSimulateBody,
  type Reply,
  type Runner,
} from "@/lib/api/simulate-request";
import { API_MAX_TRIALS } from "@/lib/scenario/run-settings";
import { OUTCOMES, simulate, type SimulationResult } from "@/lib/engine";
import { RULEBOOK_EXAMPLE, parseScenario } from "@/lib/scenario";
import type { RunOptions, RunOutcome } from "@/lib/server/run-types";
import { patientRunner } from "../helpers/patient-api";

const scenario = RULEBOOK_EXAMPLE;

function parsed(input: unknown) {
  const r = parseScenario(input);
  if (!r.ok) throw new Error(r.error);
  return r.scenario;
}

// These run in the server's thread pool (the engine bundle), as the API does, with a time limit no busy machine can
// pass: they check the numbers (CI run of 2026-12-07 at load ~20: 3,000 trials answered 503 at the 10 s limit). The
// limits are checked below with stand-in runners, and in tests/server/ on scripted clocks.
async function ok(body: unknown): Promise<SimulationResult> {
  const reply = await answerSimulateBody(body, patientRunner);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body as SimulationResult;
}

async function error(body: unknown): Promise<Reply> {
  const reply = await answerSimulateBody(body);
  expect(reply.body).toHaveProperty("error");
  return reply;
}

describe("answerSimulateBody: good input", () => {
  it("returns exactly what simulate() returns for the same scenario, trials and seed", async () => {
    // 5,000 trials: two full chunks and a partial one, run one chunk at a time by the API.
    const { goals: _goals, ...result } = (await ok({
      scenario,
      trials: 5000,
      seed: "api-test",
    })) as SimulationResult & {
      goals: unknown;
    };
    expect(result).toEqual(simulate(parsed(scenario), { trials: 5000, seed: "api-test" }));
  });

  it("returns outcome probabilities that sum to 1", async () => {
    const result = await ok({ scenario, trials: 3000, seed: "7" });
    const total = OUTCOMES.reduce((sum, o) => sum + result.outcomes[o].p, 0);
    expect(total).toBeCloseTo(1, 12);
    expect(result.trials).toBe(3000);
    expect(result.outcomes.attacker.p).toBeGreaterThan(0.5);
  });

  it("fills in the default trials and seed", () => {
    const r = parseSimulateBody({ scenario });
    expect(r).toEqual({
      ok: true,
      request: { scenario: parsed(scenario), trials: API_DEFAULT_TRIALS, seed: API_DEFAULT_SEED },
    });
    expect(API_DEFAULT_TRIALS).toBe(100_000);
    expect(API_DEFAULT_SEED).toBe("1");
  });

  it("accepts exactly the trials cap", () => {
    const r = parseSimulateBody({ scenario, trials: API_MAX_TRIALS });
    expect(r.ok && r.request.trials).toBe(200_000);
  });
});

describe("answerSimulateBody: the forces in one line (docs/engine.md#the-forces-in-one-line)", () => {
  it("runs the text's battle as the same battle given as a scenario", () => {
    const text = parseSimulateBody({ forces: "2 SD, 4 TIE, Vader vs 3 X-wing, Mothma", trials: 1000 });
    const json = parseSimulateBody({
      scenario: {
        attacker: {
          faction: "empire",
          units: { "star-destroyer": 2, "tie-fighter": 4 },
          leaders: ["darth-vader"],
        },
        defender: { faction: "rebel", units: { "x-wing": 3 }, leaders: ["mon-mothma"] },
      },
      trials: 1000,
    });
    expect(text).toEqual(json);
  });

  it("puts the forces into the scenario when both are given, keeping its options", () => {
    const r = parseSimulateBody({
      scenario: { ...scenario, tactics: "none", roundCap: 3 },
      forces: "3 Y-wings",
    });
    if (!r.ok) throw new Error(r.error);
    expect(r.request.scenario).toMatchObject({
      tactics: { mode: "none" },
      roundCap: 3,
      attacker: { units: { "star-destroyer": 1, "tie-fighter": 1 } },
      defender: { units: { "y-wing": 3 }, leaders: [] },
    });
  });
});

describe("answerSimulateBody: bad input is a 400 with one specific line", () => {
  const shape = '{ "scenario": {...}, "trials"?: N, "seed"?: "S" }';
  const cases: [string, unknown, string][] = [
    ["an array body", [scenario], `the body must be a JSON object: ${shape}`],
    ["a null body", null, `the body must be a JSON object: ${shape}`],
    [
      "no scenario",
      { trials: 10 },
      `scenario is missing: the body is ${shape} (or "forces": "2 SD, 4 TIE, Vader vs MC, 3 X-wing")`,
    ],
    [
      "forces that are not text",
      { forces: 42 },
      'forces must be a string like "2 SD, 4 TIE, Vader vs MC, 3 X-wing" (got 42)',
    ],
    [
      "forces it cannot read",
      { forces: "2 SD, Xwng vs General" },
      'forces: could not read the forces: "Xwng" is not a unit or leader (X-wing?); "General" could be General Rieekan or General Madine',
    ],
    [
      "forces over a limit",
      { forces: "31 ST vs X" },
      "forces: the attacker has 31 Stormtroopers (the game has 30)",
    ],
    [
      "forces past the text limit",
      { forces: "X vs ".repeat(12_000), scenario: { not: "read" } },
      "forces: the forces are 60,000 characters, over the limit of 2,000",
    ],
    [
      "one 60 KB word",
      { forces: "a".repeat(60_000) },
      "forces: the forces are 60,000 characters, over the limit of 2,000",
    ],
    [
      "a JavaScript property's name",
      { forces: "constructor Vader vs X" },
      'forces: could not read the forces: "constructor" is not a unit or leader',
    ],
    [
      "forces naming one side with no scenario",
      { forces: "3 X-wing" },
      'forces: could not read the forces: name both, split by "vs" or a new line',
    ],
    ["an unknown field", { scenario, trails: 10 }, `unknown field "trails": the body is ${shape}`],
    [
      "a bare scenario",
      scenario,
      `unknown fields "attacker", "defender", "tactics": put the battle under "scenario": ${shape}`,
    ],
    [
      "trials over the cap",
      { scenario, trials: 200_001 },
      "trials is over the cap of 200,000 per request (got 200001)",
    ],
    ["zero trials", { scenario, trials: 0 }, "trials must be a whole number from 1 to 200,000 (got 0)"],
    [
      "fractional trials",
      { scenario, trials: 1.5 },
      "trials must be a whole number from 1 to 200,000 (got 1.5)",
    ],
    [
      "trials as a string",
      { scenario, trials: "1000" },
      'trials must be a whole number from 1 to 200,000 (got "1000")',
    ],
    [
      "a seed with a space",
      { scenario, seed: "a b" },
      `seed must be 1 to 64 letters, digits, '.', '_' or '-' (got "a b")`,
    ],
    [
      "an empty seed",
      { scenario, seed: "" },
      `seed must be 1 to 64 letters, digits, '.', '_' or '-' (got "")`,
    ],
    ["a numeric seed", { scenario, seed: 42 }, "seed must be a string (got 42)"],
    [
      "too many stormtroopers",
      { scenario: { ...scenario, attacker: { faction: "empire", units: { stormtrooper: 31 } } } },
      "attacker has 31 stormtrooper (the game has 30)",
    ],
    [
      "a scenario that is not an object",
      { scenario: "yavin" },
      "a battle must be a JSON object with attacker and defender",
    ],
    [
      "an unknown unit",
      { scenario: { ...scenario, defender: { faction: "rebel", units: { "b-wing": 2 } } } },
      'defender.units: unknown unit "b-wing"',
    ],
  ];

  it.each(cases)("%s", async (_name, body, message) => {
    expect(await error(body)).toEqual({ status: 400, body: { error: message } });
  });

  it("gives a bad scenario the same message parseScenario gives", async () => {
    const bad = { ...scenario, roundCap: 0 };
    const expected = parseScenario(bad);
    expect(expected.ok).toBe(false);
    expect((await error({ scenario: bad })).body).toEqual({ error: !expected.ok && expected.error });
  });
});

describe("answerSimulateBody: what the pool's outcome means to a client", () => {
  /** A stand-in for the pool that answers `outcome` and remembers what it was asked. */
  function runner(outcome: RunOutcome, seen: RunOptions[] = []): Runner {
    return (_request, options) => {
      seen.push(options);
      return Promise.resolve(outcome);
    };
  }

  it("gives the run the 10 s time limit, counted from the request's arrival", async () => {
    const seen: RunOptions[] = [];
    const result = simulate(parsed(scenario), { trials: 1000, seed: "1" });
    const reply = await answerSimulateBody({ scenario }, runner({ kind: "done", value: result }, seen), 1234);
    expect(reply).toEqual({
      status: 200,
      body: {
        ...result,
        goals: {
          attacker: { requested: "win", goal: "win", why: null, pending: false, noContest: null },
          defender: { requested: "win", goal: "win", why: null, pending: false, noContest: null },
        },
      },
    });
    expect(seen).toEqual([{ timeLimitMs: API_TIME_LIMIT_MS, arrival: 1234 }]);
    expect(API_TIME_LIMIT_MS).toBe(10_000);
  });

  it("answers 503 with Retry-After when the server is too busy, at once and in one line", async () => {
    const busy = runner({
      kind: "busy",
      retryAfterS: 7,
      reason: "8 simulations are already running or waiting",
    });
    const res = await handleSimulateRequest(
      new Request("http://x/api/simulate", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ scenario }),
      }),
      busy,
    );
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBe("7");
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await res.json()).toEqual({
      error: "the server is busy (8 simulations are already running or waiting): retry in 7 s",
    });
  });

  it("answers 422 when the run alone passes the time limit, saying how far it got", async () => {
    const tooLong = await answerSimulateBody(
      { scenario, trials: 200_000 },
      runner({ kind: "too-long", done: 6000, trials: 200_000 }),
    );
    expect(tooLong).toEqual({
      status: 422,
      body: {
        error:
          "the simulation passed the 10 s time limit after 6,000 of 200,000 trials: ask for fewer trials",
      },
    });
  });

  it("answers 500 with one line if the engine fails (a bug, never bad input)", async () => {
    const reply = await answerSimulateBody({ scenario }, runner({ kind: "failed", error: "boom" }));
    expect(reply).toEqual({ status: 500, body: { error: "the simulation failed: boom" } });
  });
});

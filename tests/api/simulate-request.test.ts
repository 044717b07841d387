import { describe, expect, it } from "vitest";
import {
  API_DEFAULT_SEED,
  API_DEFAULT_TRIALS,
  API_MAX_TRIALS,
  answerSimulateBody,
  parseSimulateBody,
  type Reply,
} from "@/lib/api/simulate-request";
import type { DeadlineOptions } from "@/lib/api/run-with-deadline";
import { CHUNK_SIZE, OUTCOMES, simulate, type SimulationResult } from "@/lib/engine";
import { RULEBOOK_EXAMPLE, parseScenario } from "@/lib/scenario";

const scenario = RULEBOOK_EXAMPLE;
const noPause = () => Promise.resolve();
/** A deadline that never passes: these tests are about results, not timing. */
const forever: DeadlineOptions = { timeLimitMs: Infinity, now: () => 0, pause: noPause };

function parsed(input: unknown) {
  const r = parseScenario(input);
  if (!r.ok) throw new Error(r.error);
  return r.scenario;
}

async function ok(body: unknown): Promise<SimulationResult> {
  const reply = await answerSimulateBody(body, forever);
  expect(reply.status).toBe(200);
  return reply.body as SimulationResult;
}

async function error(body: unknown, deadline = forever): Promise<Reply> {
  const reply = await answerSimulateBody(body, deadline);
  expect(reply.body).toHaveProperty("error");
  return reply;
}

describe("answerSimulateBody: good input", () => {
  it("returns exactly what simulate() returns for the same scenario, trials and seed", async () => {
    // 5,000 trials: two full chunks and a partial one, run one chunk at a time by the API.
    const result = await ok({ scenario, trials: 5000, seed: "api-test" });
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

describe("answerSimulateBody: bad input is a 400 with one specific line", () => {
  const shape = '{ "scenario": {...}, "trials"?: N, "seed"?: "S" }';
  const cases: [string, unknown, string][] = [
    ["an array body", [scenario], `the body must be a JSON object: ${shape}`],
    ["a null body", null, `the body must be a JSON object: ${shape}`],
    ["no scenario", { trials: 10 }, `scenario is missing: the body is ${shape}`],
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

describe("answerSimulateBody: the time limit", () => {
  /** A clock that moves `step` ms each time it is read: read once at the start, then once per chunk. */
  function steppingClock(step: number): () => number {
    let reads = 0;
    return () => step * reads++;
  }

  it("stops when the deadline passes with trials left, says how far it got, and answers 422", async () => {
    const deadline = { timeLimitMs: 10_000, now: steppingClock(4000), pause: noPause };
    // Chunks end at 4 s, 8 s, 12 s: the third passes the limit with 7 of 10 chunks left.
    const reply = await error({ scenario, trials: 10 * CHUNK_SIZE }, deadline);
    expect(reply).toEqual({
      status: 422,
      body: {
        error: "the simulation passed the 10 s time limit after 6,000 of 20,000 trials: ask for fewer trials",
      },
    });
  });

  it("keeps a result whose last chunk ends after the deadline: the work is done", async () => {
    const deadline = { timeLimitMs: 10_000, now: steppingClock(6000), pause: noPause };
    const reply = await answerSimulateBody({ scenario, trials: 2 * CHUNK_SIZE, seed: "s" }, deadline);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual(simulate(parsed(scenario), { trials: 2 * CHUNK_SIZE, seed: "s" }));
  });

  it("pauses between chunks so other requests can run, never after the last", async () => {
    let pauses = 0;
    const deadline = { timeLimitMs: 1e9, now: steppingClock(100), pause: async () => void pauses++ };
    await answerSimulateBody({ scenario, trials: 3 * CHUNK_SIZE }, deadline);
    expect(pauses).toBe(2);
  });
});

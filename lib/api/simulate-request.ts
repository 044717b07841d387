import { z } from "zod";
import { DEFAULT_SEED, DEFAULT_TRIALS, seedSchema } from "@/lib/scenario/run-settings";
import type { SimulationResult } from "@/lib/engine";
import { parseScenario, type Scenario } from "@/lib/scenario";
import { readJsonBody } from "./read-json-body";
import { runWithDeadline, yieldToEventLoop, type DeadlineOptions } from "./run-with-deadline";

/** `POST /api/simulate`: the caps and defaults the README documents. */
export const API_MAX_BODY_BYTES = 64 * 1024;
export const API_MAX_TRIALS = 200_000;
export const API_DEFAULT_TRIALS = DEFAULT_TRIALS;
export const API_DEFAULT_SEED = DEFAULT_SEED;
export const API_TIME_LIMIT_MS = 10_000;
export const API_ALLOW = "OPTIONS, POST";

const BODY_SHAPE = '{ "scenario": {...}, "trials"?: N, "seed"?: "S" }';

export interface SimulateRequest {
  readonly scenario: Scenario;
  readonly trials: number;
  readonly seed: string;
}

export type ParsedRequest =
  { readonly ok: true; readonly request: SimulateRequest } | { readonly ok: false; readonly error: string };

const got = (value: unknown) => JSON.stringify(value) ?? String(value);
const fmt = (n: number) => n.toLocaleString("en-US");

const trialsSchema = z
  .number()
  .refine((n) => Number.isInteger(n) && n >= 1, {
    message: `must be a whole number from 1 to ${fmt(API_MAX_TRIALS)}`,
  })
  .refine((n) => n <= API_MAX_TRIALS, { message: `is over the cap of ${fmt(API_MAX_TRIALS)} per request` });

/** Checks an already JSON-decoded body; every problem is one line naming the field. */
export function parseSimulateBody(body: unknown): ParsedRequest {
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    return { ok: false, error: `the body must be a JSON object: ${BODY_SHAPE}` };
  }
  const { scenario, trials, seed, ...rest } = body as Record<string, unknown>;
  const unknown = Object.keys(rest);
  if (unknown.length > 0) {
    const names = unknown.map((k) => `"${k}"`).join(", ");
    const hint =
      "attacker" in rest || "defender" in rest ? `put the battle under "scenario": ` : "the body is ";
    return {
      ok: false,
      error: `unknown field${unknown.length > 1 ? "s" : ""} ${names}: ${hint}${BODY_SHAPE}`,
    };
  }
  if (scenario === undefined) return { ok: false, error: `scenario is missing: the body is ${BODY_SHAPE}` };
  let trialCount = API_DEFAULT_TRIALS;
  if (trials !== undefined) {
    const t = typeof trials === "number" ? trialsSchema.safeParse(trials) : null;
    if (!t?.success) {
      const message =
        t?.error.issues[0]?.message ?? `must be a whole number from 1 to ${fmt(API_MAX_TRIALS)}`;
      return { ok: false, error: `trials ${message} (got ${got(trials)})` };
    }
    trialCount = t.data;
  }
  const seedText = seed ?? API_DEFAULT_SEED;
  const s = typeof seedText === "string" ? seedSchema.safeParse(seedText) : null;
  if (!s?.success) {
    const message = s?.error.issues[0]?.message ?? "must be a string";
    return { ok: false, error: `seed ${message} (got ${got(seedText)})` };
  }
  // The scenario's own messages, word for word as the CLI and the battle links give them.
  const parsed = parseScenario(scenario);
  if (!parsed.ok) return { ok: false, error: parsed.error };
  return { ok: true, request: { scenario: parsed.scenario, trials: trialCount, seed: s.data } };
}

export interface Reply {
  readonly status: number;
  readonly body: SimulationResult | { readonly error: string };
}

export const DEFAULT_DEADLINE: DeadlineOptions = {
  timeLimitMs: API_TIME_LIMIT_MS,
  now: () => performance.now(),
  pause: yieldToEventLoop,
};

/**
 * Parses and runs one decoded body. 400 for bad input; 422 when the run passes the time limit (the same
 * request will not do better if repeated, so this is not a 503 a client might retry automatically).
 */
export async function answerSimulateBody(
  body: unknown,
  deadline: DeadlineOptions = DEFAULT_DEADLINE,
): Promise<Reply> {
  const parsed = parseSimulateBody(body);
  if (!parsed.ok) return { status: 400, body: { error: parsed.error } };
  const { scenario, trials, seed } = parsed.request;
  const run = await runWithDeadline(scenario, trials, seed, deadline);
  return run.ok ? { status: 200, body: run.result } : { status: 422, body: { error: run.error } };
}

export function jsonResponse(reply: Reply, headers: Record<string, string> = {}): Response {
  return Response.json(reply.body, {
    status: reply.status,
    headers: { "Cache-Control": "no-store", ...headers },
  });
}

/** The whole `POST /api/simulate`: content type, size cap, JSON, validation, the capped run. */
export async function handleSimulateRequest(
  request: Request,
  deadline: DeadlineOptions = DEFAULT_DEADLINE,
): Promise<Response> {
  const body = await readJsonBody(request, API_MAX_BODY_BYTES);
  if (!body.ok) return jsonResponse({ status: 400, body: { error: body.error } });
  return jsonResponse(await answerSimulateBody(body.value, deadline));
}

export function methodNotAllowed(request: Request): Response {
  return jsonResponse(
    {
      status: 405,
      body: { error: `${request.method} is not allowed: use POST with a JSON body ${BODY_SHAPE}` },
    },
    { Allow: API_ALLOW },
  );
}

import { z } from "zod";
import { API_MAX_TRIALS, DEFAULT_SEED, DEFAULT_TRIALS, seedSchema } from "@/lib/scenario/run-settings";
import type { SimulationResult } from "@/lib/engine";
import { parseScenario, type Scenario } from "@/lib/scenario";
import { forcesInto } from "@/lib/forces-line/apply-forces";
import { forcesTooLong } from "@/lib/scenario/text-limits";
import { simulationService } from "@/lib/server/simulation-service";
import type { RunOptions, RunOutcome } from "@/lib/server/run-types";
import { clip } from "@/lib/format/clip-echoes";
import { jsonResponse, type ApiReply } from "./api-response";
import { outcomeResponse } from "./outcome-response";
import type { PlayedGoal } from "@/lib/results/auto-goal";
import type { SideKey } from "@/lib/scenario/types";
import { servedGoals } from "@/lib/server/served-goals";
import { luckAnswer, readLuckField, type LuckAnswer } from "@/lib/luck/luck-field";

// (every /api route answers through lib/api/api-response.ts; these two were first declared here)
export { apiHeaders, jsonResponse } from "./api-response";
import { API_ALLOW, answerJsonPost } from "./post-route";

/** `POST /api/simulate`: the caps and defaults the README documents (the body's cap: lib/api/post-route.ts). */
export const API_DEFAULT_TRIALS = DEFAULT_TRIALS;
export const API_DEFAULT_SEED = DEFAULT_SEED;
export const API_TIME_LIMIT_MS = 10_000;

const BODY_SHAPE = '{ "scenario": {...}, "trials"?: N, "seed"?: "S" }';
/** The one-line forces (lib/forces-line/read-forces.ts), instead of the scenario or into it. */
const FORCES_EXAMPLE = '"2 SD, 4 TIE, Vader vs MC, 3 X-wing"';
const FORCES_SHAPE = `"forces": ${FORCES_EXAMPLE}`;

export interface SimulateRequest {
  readonly scenario: Scenario;
  readonly trials: number;
  readonly seed: string;
}

export type ParsedRequest =
  { readonly ok: true; readonly request: SimulateRequest } | { readonly ok: false; readonly error: string };

/** A bad value as the message quotes it: its JSON, cut short (a body may nest thousands deep). */
function got(value: unknown): string {
  let text: string;
  try {
    text = JSON.stringify(value) ?? String(value);
  } catch {
    text = Array.isArray(value) ? "[…]" : typeof value === "object" ? "{…}" : String(value);
  }
  return clip(text);
}
const fmt = (n: number) => n.toLocaleString("en-US");

const trialsSchema = z
  .number()
  .refine((n) => Number.isInteger(n) && n >= 1, {
    message: `must be a whole number from 1 to ${fmt(API_MAX_TRIALS)}`,
  })
  .refine((n) => n <= API_MAX_TRIALS, { message: `is over the cap of ${fmt(API_MAX_TRIALS)} per request` });

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/** Checks an already JSON-decoded body; every problem is one line naming the field. */
export function parseSimulateBody(body: unknown): ParsedRequest {
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    return { ok: false, error: `the body must be a JSON object: ${BODY_SHAPE}` };
  }
  const { scenario, forces, trials, seed, ...rest } = body as Record<string, unknown>;
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
  if (scenario === undefined && forces === undefined)
    return { ok: false, error: `scenario is missing: the body is ${BODY_SHAPE} (or ${FORCES_SHAPE})` };
  if (forces !== undefined && typeof forces !== "string")
    return { ok: false, error: `forces must be a string like ${FORCES_EXAMPLE} (got ${got(forces)})` };
  // Before anything else is read (docs/server.md#text-limits: a 63 KB line held the request thread for 45 s).
  const tooLong = typeof forces === "string" ? forcesTooLong(forces) : null;
  if (tooLong) return { ok: false, error: `forces: ${tooLong}` };
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
  const parsed = scenario === undefined ? null : parseScenario(scenario);
  if (parsed && !parsed.ok) return { ok: false, error: parsed.error };
  // The forces in one line, into the scenario when there is one (its options kept), in the game's names.
  const battle = typeof forces === "string" ? forcesInto(parsed?.scenario ?? null, forces) : parsed;
  if (!battle?.ok) return { ok: false, error: battle ? `forces: ${battle.error}` : "scenario is missing" };
  return { ok: true, request: { scenario: battle.scenario, trials: trialCount, seed: s.data } };
}

/**
 * A run's answer: the result, and what each side played for (`requested`, the `goal` every number reads, `why`
 * `auto` chose it, `noContest` when the goal has nothing to fight for: docs/rules.md#auto, #no-contest).
 */
export type SimulateAnswer = SimulationResult & {
  readonly goals: Record<SideKey, PlayedGoal>;
  /** With `luck` in the body: where those losses fall among the run's battles (docs/rules.md#luck). */
  readonly luck?: LuckAnswer;
};

/** (a SimulateAnswer when the run is done) */
export type Reply = ApiReply<SimulationResult>;

/** Runs a valid request within its time limit: the server's shared pool and cache, or a stand-in in tests. */
export type Runner = (request: SimulateRequest, options: RunOptions) => Promise<RunOutcome>;

const serverRunner: Runner = (request, options) => simulationService().run(request, options);

export function timeLimitMessage(timeLimitMs: number, done: number, trials: number): string {
  return `the simulation passed the ${fmt(timeLimitMs / 1000)} s time limit after ${fmt(done)} of ${fmt(trials)} trials: ask for fewer trials`;
}

/** A run refused before it could pass the limit: how long it would take, and how many trials would fit. */
export function wouldTakeMessage(timeLimitMs: number, trials: number, estimatedMs: number): string {
  const fit = Math.max(1, Math.floor((trials * timeLimitMs * 0.5) / Math.max(estimatedMs, 1)));
  return `this battle would take about ${fmt(Math.ceil(estimatedMs / 1000))} s for ${fmt(trials)} trials, over the ${fmt(timeLimitMs / 1000)} s time limit: ask for at most ${fmt(fit)} trials`;
}

/**
 * What a run's outcome means to an API client; `goals`: each side's as played (`servedGoals`); `luck`: the luck
 * gauge's reading of the run, when the body asked for one.
 */
export function replyFor(
  outcome: RunOutcome,
  timeLimitMs = API_TIME_LIMIT_MS,
  goals: Record<SideKey, PlayedGoal> | null = null,
  luck: ((result: SimulationResult) => LuckAnswer) | null = null,
): Reply {
  const answer = (result: SimulationResult, played: Record<SideKey, PlayedGoal>): SimulateAnswer =>
    luck ? { ...result, goals: played, luck: luck(result) } : { ...result, goals: played };
  return outcomeResponse(outcome, {
    body: (result) => (goals ? (answer(result, goals) as SimulationResult) : result),
    what: "simulation",
    tooLong: (o) =>
      o.estimatedMs === undefined
        ? timeLimitMessage(timeLimitMs, o.done ?? 0, o.trials ?? 0)
        : wouldTakeMessage(timeLimitMs, o.trials ?? 0, o.estimatedMs),
  });
}

/**
 * Parses and runs one decoded body. 400 for bad input; 503 + Retry-After when the server is too busy to
 * finish it within the time limit (counted from `arrival`); 422 when the run alone would pass the limit
 * (repeating it will not help, so it is not a 503 a client might retry automatically).
 */
export async function answerSimulateBody(
  body: unknown,
  runner: Runner = serverRunner,
  arrival: number = performance.now(),
): Promise<Reply> {
  // `luck` is simulate's own field (the advice's body shares the rest): read beside the battle, checked against it.
  const { luck: luckField, ...rest } = isObject(body) ? body : { luck: undefined };
  const parsed = parseSimulateBody(isObject(body) ? rest : body);
  if (!parsed.ok) return { status: 400, body: { error: parsed.error } };
  const luck = luckField === undefined ? null : readLuckField("luck", luckField, parsed.request.scenario);
  if (luck && !luck.ok) return { status: 400, body: { error: luck.error } };
  const options = { timeLimitMs: API_TIME_LIMIT_MS, arrival };
  const outcome = await runner(parsed.request, options);
  if (outcome.kind !== "done") return replyFor(outcome) as Reply;
  const goals = await servedGoals(parsed.request, (r) => runner(r, options));
  const reading = luck && ((r: SimulationResult) => luckAnswer(parsed.request.scenario, luck.entry, r));
  return replyFor(outcome, API_TIME_LIMIT_MS, goals, reading) as Reply;
}

/** The whole `POST /api/simulate`: content type, size cap, JSON, validation, the capped run. */
export async function handleSimulateRequest(
  request: Request,
  runner: Runner = serverRunner,
): Promise<Response> {
  const arrival = performance.now();
  return answerJsonPost(request, (body) => answerSimulateBody(body, runner, arrival));
}

export function methodNotAllowed(request: Request): Response {
  return jsonResponse({
    status: 405,
    body: { error: `${request.method} is not allowed: use POST with a JSON body ${BODY_SHAPE}` },
    headers: { Allow: API_ALLOW },
  });
}

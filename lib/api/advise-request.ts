import { adviceService, type AdviceOutcome } from "@/lib/server/advice-service";
import type { Advice } from "@/lib/advice/advice";
import { readJsonBody } from "./read-json-body";
import {
  API_MAX_BODY_BYTES,
  API_TIME_LIMIT_MS,
  jsonResponse,
  parseSimulateBody,
  timeLimitMessage,
  wouldTakeMessage,
  type Reply,
  type SimulateRequest,
} from "./simulate-request";

/**
 * `POST /api/advise`: the /api/simulate body (`{ "scenario": {...}, "trials"?: N, "seed"?: "S" }`, the same checks
 * and caps), answered with the page's advice on each side's goal (lib/advice/advice.ts). 400 for bad input, 422 when
 * it would pass (or passed) the time limit, 503 + Retry-After while another advice runs.
 */
export type AdviceRunner = (request: SimulateRequest) => Promise<AdviceOutcome>;

const serverRunner: AdviceRunner = (request) => adviceService(API_TIME_LIMIT_MS).run(request);

export function adviceReply(outcome: AdviceOutcome): Reply | { status: 200; body: Advice } {
  switch (outcome.kind) {
    case "done":
      return { status: 200, body: outcome.advice };
    case "busy":
      return {
        status: 503,
        body: { error: `the server is busy (another advice is running): retry in ${outcome.retryAfterS} s` },
        headers: { "Retry-After": String(outcome.retryAfterS) },
      };
    case "too-long":
      return {
        status: 422,
        body: {
          error:
            outcome.estimatedMs === undefined
              ? timeLimitMessage(API_TIME_LIMIT_MS, 0, outcome.trials).replace(
                  / after 0 of [\d,]+ trials/,
                  "",
                )
              : wouldTakeMessage(API_TIME_LIMIT_MS, outcome.trials, outcome.estimatedMs),
        },
      };
    case "failed":
      return { status: 500, body: { error: `the advice failed: ${outcome.error}` } };
  }
}

export async function answerAdviseBody(body: unknown, runner: AdviceRunner = serverRunner) {
  const parsed = parseSimulateBody(body);
  if (!parsed.ok) return { status: 400, body: { error: parsed.error } } as Reply;
  return adviceReply(await runner(parsed.request));
}

export async function handleAdviseRequest(
  request: Request,
  runner: AdviceRunner = serverRunner,
): Promise<Response> {
  try {
    const body = await readJsonBody(request, API_MAX_BODY_BYTES);
    if (!body.ok) return jsonResponse({ status: 400, body: { error: body.error } });
    return jsonResponse((await answerAdviseBody(body.value, runner)) as Reply);
  } catch (e) {
    const message = (e instanceof Error ? e.message : String(e)).split("\n")[0];
    return jsonResponse({ status: 500, body: { error: `internal error: ${message}` } });
  }
}

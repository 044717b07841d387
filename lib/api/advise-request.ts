import { adviceService, type AdviceOutcome } from "@/lib/server/advice-service";
import type { Advice } from "@/lib/advice/advice";
import type { RolledDice } from "@/lib/engine";
import { readAsked, type AskedMove, type AskedText } from "@/lib/mid-battle/asked-move";
import { rolledRequest } from "@/lib/mid-battle/rolled-request";
import { clientOf } from "./client-address";
import { outcomeResponse } from "./outcome-response";
import { answerJsonPost } from "./post-route";
import {
  API_TIME_LIMIT_MS,
  parseSimulateBody,
  wouldTakeMessage,
  type Reply,
  type SimulateRequest,
} from "./simulate-request";

/**
 * `POST /api/advise`: the /api/simulate body (`{ "scenario": {...}, "trials"?: N, "seed"?: "S" }`, the same checks
 * and caps), answered with the page's advice on each side's goal (lib/advice/advice.ts). 400 for bad input, 422 when
 * it would pass (or passed) the time limit, 503 + Retry-After while another advice runs.
 */
export type AdviceRunner = (
  request: SimulateRequest & { rolled?: RolledDice; asked?: AskedMove },
  client: string,
) => Promise<AdviceOutcome>;

const serverRunner: AdviceRunner = (request, client) => adviceService(API_TIME_LIMIT_MS).run(request, client);

export function adviceReply(outcome: AdviceOutcome): Reply | { status: 200; body: Advice } {
  return outcomeResponse(outcome, {
    body: (advice: Advice) => advice,
    what: "advice",
    tooLong: (o) =>
      o.estimatedMs === undefined
        ? `the simulation passed the ${API_TIME_LIMIT_MS / 1000} s time limit: ask for fewer trials`
        : wouldTakeMessage(API_TIME_LIMIT_MS, o.trials ?? 0, o.estimatedMs),
  }) as Reply | { status: 200; body: Advice };
}

/** Parses and runs one decoded body for `client` (clients take turns on the advice thread). */
export async function answerAdviseBody(body: unknown, runner: AdviceRunner = serverRunner, client = "") {
  // (`rolled`: a roll just made, "red: 2 hits; black: 1 special"; the answer adds the best move after it)
  // (`play`, `reroll`, `pick`: a move to weigh after that roll, docs/rules.md#after-the-dice)
  const { rolled, asked: askedText, rest } = takeRolled(body);
  const parsed = parseSimulateBody(rest);
  if (!parsed.ok) return { status: 400, body: { error: parsed.error } } as Reply;
  const stray = Object.keys(askedText)[0];
  if (rolled === undefined && stray) return bad(`${stray} needs rolled (a move after a roll)`);
  if (rolled === undefined) return adviceReply(await runner(parsed.request, client));
  const read = rolledRequest(parsed.request.scenario, rolled);
  if (!read.ok) return bad(read.error);
  for (const [k, v] of Object.entries(askedText))
    if (typeof v !== "string") return bad(`${k} must be a string`);
  const asked = readAsked(parsed.request.scenario, read.rolled, askedText as AskedText);
  if (!asked.ok) return bad(asked.error);
  return adviceReply(await runner({ ...parsed.request, rolled: read.rolled, asked: asked.value }, client));
}

const bad = (error: string) => ({ status: 400, body: { error } }) as Reply;

const ASKED = ["play", "reroll", "pick"] as const;

function takeRolled(body: unknown): { rolled: unknown; asked: Record<string, unknown>; rest: unknown } {
  if (typeof body !== "object" || body === null || Array.isArray(body))
    return { rolled: undefined, asked: {}, rest: body };
  const { rolled, play, reroll, pick, ...rest } = body as Record<string, unknown>;
  const asked = Object.fromEntries(
    ASKED.map((k) => [k, { play, reroll, pick }[k]] as const).filter(([, v]) => v !== undefined),
  );
  return { rolled, asked, rest };
}

export async function handleAdviseRequest(
  request: Request,
  runner: AdviceRunner = serverRunner,
): Promise<Response> {
  return answerJsonPost(
    request,
    async (body) => (await answerAdviseBody(body, runner, clientOf(request))) as Reply,
  );
}

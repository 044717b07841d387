import { parseAssault, tooMuchWork, type Assault, type AssaultOdds } from "@/lib/assault";
import type { AssaultOutcome } from "@/lib/server/assault-jobs";
import { ASSAULT_LIMITS, assaultPool } from "@/lib/server/assault-service";
import { jsonResponse, type ApiReply } from "./api-response";
import { outcomeResponse } from "./outcome-response";
import { API_ALLOW, answerJsonPost } from "./post-route";

/**
 * `POST /api/assault`: the body is the same JSON as `npm run assault`'s file (docs/assault.md#input); the
 * answer is the CLI's `--json`. Same edge as /api/simulate: JSON only, 64 KB cap, one-line 400s naming the
 * field; 422 when the exact answer would take too long (WORK_LIMIT); computed on the server's Imperial Assault
 * threads (lib/server/assault-pool.ts), 503 + Retry-After when they are full.
 */
export type AssaultReply = ApiReply<AssaultOdds>;

/** Computes an attack within a time limit: the server's Imperial Assault pool, or a stand-in in tests. */
export type AssaultRunner = (assault: Assault, timeLimitMs: number) => Promise<AssaultOutcome<AssaultOdds>>;

const poolRunner: AssaultRunner = (assault, timeLimitMs) => assaultPool().odds(assault, timeLimitMs);

/**
 * Parses and answers one decoded body: 400 for bad input, 422 when the exact answer is too much work (or took
 * too long), 503 + Retry-After when the attack threads are full, else the odds, computed off the request thread.
 */
export async function answerAssaultBody(
  body: unknown,
  runner: AssaultRunner = poolRunner,
): Promise<AssaultReply> {
  const parsed = parseAssault(body);
  if (!parsed.ok) return { status: 400, body: { error: parsed.error } };
  const tooMuch = tooMuchWork(parsed.assault);
  if (tooMuch) return { status: 422, body: { error: tooMuch } };
  return outcomeResponse(await runner(parsed.assault, ASSAULT_LIMITS.apiTimeLimitMs), {
    body: (odds) => odds,
    what: "attack",
    tooLong: () =>
      "this attack took too long to compute here: use fewer attacks, a lower health or fewer rerolls",
  });
}

export async function handleAssaultRequest(
  request: Request,
  runner: AssaultRunner = poolRunner,
): Promise<Response> {
  return answerJsonPost(request, (body) => answerAssaultBody(body, runner));
}

export function assaultMethodNotAllowed(request: Request): Response {
  return jsonResponse({
    status: 405,
    body: {
      error: `${request.method} is not allowed: use POST with a JSON body { "attack": {...}, "defense": {...}, … }`,
    },
    headers: { Allow: API_ALLOW },
  });
}

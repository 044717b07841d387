import { assaultOdds, parseAssault, tooMuchWork, type AssaultOdds } from "@/lib/assault";
import { internalError, jsonResponse, type ApiReply } from "./api-response";
import { readJsonBody } from "./read-json-body";
import { API_ALLOW, API_MAX_BODY_BYTES } from "./simulate-request";

/**
 * `POST /api/assault`: the body is the same JSON as `npm run assault`'s file (docs/assault.md#input); the
 * answer is the CLI's `--json`. Same edge as /api/simulate: JSON only, 64 KB cap, one-line 400s naming the
 * field; 422 when the exact answer would take too long (WORK_LIMIT).
 */
export type AssaultReply = ApiReply<AssaultOdds>;

export function answerAssaultBody(body: unknown): AssaultReply {
  const parsed = parseAssault(body);
  if (!parsed.ok) return { status: 400, body: { error: parsed.error } };
  const tooMuch = tooMuchWork(parsed.assault);
  if (tooMuch) return { status: 422, body: { error: tooMuch } };
  return { status: 200, body: assaultOdds(parsed.assault) };
}

export async function handleAssaultRequest(request: Request): Promise<Response> {
  try {
    const body = await readJsonBody(request, API_MAX_BODY_BYTES);
    if (!body.ok) return jsonResponse({ status: 400, body: { error: body.error } });
    return jsonResponse(answerAssaultBody(body.value));
  } catch (e) {
    return internalError(e); // a bug, never bad input
  }
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

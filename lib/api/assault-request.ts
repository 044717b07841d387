import { assaultOdds, parseAssault, tooMuchWork, type AssaultOdds } from "@/lib/assault";
import { readJsonBody } from "./read-json-body";
import { API_ALLOW, API_MAX_BODY_BYTES } from "./simulate-request";

/**
 * `POST /api/assault`: the body is the same JSON as `npm run assault`'s file (docs/assault.md#input); the
 * answer is the CLI's `--json`. Same edge as /api/simulate: JSON only, 64 KB cap, one-line 400s naming the
 * field; 422 when the exact answer would take too long (WORK_LIMIT).
 */
export interface AssaultReply {
  readonly status: number;
  readonly body: AssaultOdds | { readonly error: string };
}

export function answerAssaultBody(body: unknown): AssaultReply {
  const parsed = parseAssault(body);
  if (!parsed.ok) return { status: 400, body: { error: parsed.error } };
  const tooMuch = tooMuchWork(parsed.assault);
  if (tooMuch) return { status: 422, body: { error: tooMuch } };
  return { status: 200, body: assaultOdds(parsed.assault) };
}

function reply(r: AssaultReply, headers: Record<string, string> = {}): Response {
  return Response.json(r.body, { status: r.status, headers: { "Cache-Control": "no-store", ...headers } });
}

export async function handleAssaultRequest(request: Request): Promise<Response> {
  try {
    const body = await readJsonBody(request, API_MAX_BODY_BYTES);
    if (!body.ok) return reply({ status: 400, body: { error: body.error } });
    return reply(answerAssaultBody(body.value));
  } catch (e) {
    // A bug, never bad input: still one line, never a stack trace.
    const message = (e instanceof Error ? e.message : String(e)).split("\n")[0];
    return reply({ status: 500, body: { error: `internal error: ${message}` } });
  }
}

export function assaultMethodNotAllowed(request: Request): Response {
  return reply(
    {
      status: 405,
      body: {
        error: `${request.method} is not allowed: use POST with a JSON body { "attack": {...}, "defense": {...}, … }`,
      },
    },
    { Allow: API_ALLOW },
  );
}

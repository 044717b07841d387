import { apiHeaders, internalError, jsonResponse, type ApiReply } from "./api-response";
import { readJsonBody } from "./read-json-body";

// What the three JSON routes that take POST (/api/simulate, /api/advise, /api/assault) share: the methods they
// allow, the body's size cap, how a body is read and answered, and the route's methods.

/** The largest body a POST route reads (the README documents it). */
export const API_MAX_BODY_BYTES = 64 * 1024;
export const API_ALLOW = "OPTIONS, POST";

/**
 * A POST answered: its JSON body read within the cap (a one-line 400 when it cannot be) and `answer`'s reply sent as
 * JSON; anything thrown is a bug, never bad input: a one-line 500.
 */
export async function answerJsonPost<T>(
  request: Request,
  answer: (body: unknown) => Promise<ApiReply<T>>,
): Promise<Response> {
  try {
    const body = await readJsonBody(request, API_MAX_BODY_BYTES);
    if (!body.ok) return jsonResponse({ status: 400, body: { error: body.error } });
    return jsonResponse(await answer(body.value));
  } catch (e) {
    return internalError(e); // a bug, never bad input
  }
}

/**
 * The route's methods: POST answered by `handle` (given the request alone, not Next's context), OPTIONS with the
 * allowed methods, and the methods Next would answer with a bare 405 answered by `notAllowed`, which says why and
 * carries the Allow header.
 */
export function postRoute(
  handle: (request: Request) => Promise<Response>,
  notAllowed: (request: Request) => Response,
) {
  return {
    POST: (request: Request): Promise<Response> => handle(request),
    GET: notAllowed,
    PUT: notAllowed,
    PATCH: notAllowed,
    DELETE: notAllowed,
    OPTIONS: (): Response =>
      new Response(null, { status: 204, headers: { ...apiHeaders(), Allow: API_ALLOW } }),
  };
}

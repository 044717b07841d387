import { apiHeaders } from "./api-response";
import { API_ALLOW } from "./simulate-request";

/**
 * The methods of a JSON route that takes POST (/api/simulate, /api/advise, /api/assault): POST answered by `handle`
 * (given the request alone, not Next's context), OPTIONS with the allowed methods, and the methods Next would answer
 * with a bare 405 answered by `notAllowed`, which says why and carries the Allow header.
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

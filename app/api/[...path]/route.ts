import { jsonResponse } from "@/lib/api/api-response";

/**
 * Any other /api path: a JSON 404 with the API's headers (the Content-Security-Policy included), like every
 * /api/* answer, instead of Next's HTML page without them (proxy.ts keeps /api out of its path).
 */
export const dynamic = "force-dynamic";

function notFound(request: Request): Response {
  const path = new URL(request.url).pathname;
  return jsonResponse({
    status: 404,
    body: {
      error: `no such API: "${path}" (the README's "JSON API" lists them)`,
    },
  });
}

export const GET = notFound;
export const HEAD = notFound;
export const POST = notFound;
export const PUT = notFound;
export const PATCH = notFound;
export const DELETE = notFound;
export const OPTIONS = notFound;

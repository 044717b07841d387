import { NextResponse, type NextRequest } from "next/server";
import { contentSecurityPolicy } from "@/lib/security/headers";

/**
 * Every page gets the Content-Security-Policy with a fresh nonce. Next reads the nonce from the
 * request's CSP header and puts it on its own scripts, so pages are rendered per request.
 */
export function proxy(request: NextRequest): NextResponse {
  const nonce = Buffer.from(crypto.randomUUID()).toString("base64");
  const csp = contentSecurityPolicy(nonce, process.env.NODE_ENV === "development");
  const headers = new Headers(request.headers);
  headers.set("x-nonce", nonce);
  headers.set("Content-Security-Policy", csp);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set("Content-Security-Policy", csp);
  return response;
}

/**
 * Not the API: a proxy makes Next buffer the request body (to hand it to the route too), so API bodies
 * must stay out of its path; the routes read them capped while streaming (lib/api/read-json-body.ts)
 * and put the policy on their responses themselves (`jsonResponse`). Elsewhere Next buffers at most
 * `proxyClientMaxBodySize` of a body (next.config.ts).
 */
export const config = {
  matcher: ["/((?!api/).*)"],
};

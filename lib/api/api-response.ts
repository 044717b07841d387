import { clipEchoes } from "@/lib/format/clip-echoes";
import { contentSecurityPolicy } from "@/lib/security/headers";

// Every /api/* answer alike (docs/server.md#where-a-simulation-runs): JSON, `Cache-Control: no-store`, the Content-Security-Policy, and an
// error's echoed values cut short — /api/simulate, /api/assault, /api/health and the 404 of any other /api path.

/** What a route answers: a status, a JSON body (a result, or one line of error) and extra headers. */
export interface ApiReply<T> {
  readonly status: number;
  readonly body: T | { readonly error: string };
  readonly headers?: Readonly<Record<string, string>>;
}

/**
 * The API is out of proxy.ts's path (its bodies must not be buffered there), so its responses carry the
 * Content-Security-Policy themselves; nothing in JSON runs, the nonce only keeps the one policy everywhere.
 */
export function apiHeaders(): Record<string, string> {
  const nonce = Buffer.from(crypto.randomUUID()).toString("base64");
  return { "Cache-Control": "no-store", "Content-Security-Policy": contentSecurityPolicy(nonce) };
}

/** A reply as JSON; an error's echoed values are cut short (lib/format/clip-echoes.ts). */
export function jsonResponse<T>(reply: ApiReply<T>): Response {
  const body = isError(reply.body) ? { error: clipEchoes(reply.body.error) } : reply.body;
  return Response.json(body, { status: reply.status, headers: { ...apiHeaders(), ...reply.headers } });
}

const isError = (body: unknown): body is { readonly error: string } =>
  typeof body === "object" && body !== null && "error" in body && typeof body.error === "string";

/** A route's unexpected failure: still one line, never a stack trace. */
export function internalError(e: unknown): Response {
  const message = (e instanceof Error ? e.message : String(e)).split("\n")[0];
  return jsonResponse({ status: 500, body: { error: `internal error: ${message}` } });
}

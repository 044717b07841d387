/**
 * The header the standalone server's front (scripts/header-overflow.cjs) sets on every request to the address of
 * the connection it came on, replacing any a client sent: the pools' fair turns are kept per client by it.
 */
export const CLIENT_HEADER = "x-odds-client";

/** Who asked, for fair turns: the connection's address as the front saw it; "" when there is no front (dev). */
export function clientOf(request: Request): string {
  return request.headers.get(CLIENT_HEADER)?.slice(0, 64) ?? "";
}

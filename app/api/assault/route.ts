import { apiHeaders } from "@/lib/api/api-response";
import { API_ALLOW } from "@/lib/api/simulate-request";
import { assaultMethodNotAllowed, handleAssaultRequest } from "@/lib/api/assault-request";

/** `POST /api/assault` — the contract is documented in lib/api/assault-request.ts and docs/assault.md. */
export const dynamic = "force-dynamic";

export function POST(request: Request): Promise<Response> {
  return handleAssaultRequest(request);
}

export const GET = assaultMethodNotAllowed;
export const PUT = assaultMethodNotAllowed;
export const PATCH = assaultMethodNotAllowed;
export const DELETE = assaultMethodNotAllowed;

export function OPTIONS(): Response {
  return new Response(null, { status: 204, headers: { ...apiHeaders(), Allow: API_ALLOW } });
}

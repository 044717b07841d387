import { apiHeaders } from "@/lib/api/api-response";
import { API_ALLOW, handleSimulateRequest, methodNotAllowed } from "@/lib/api/simulate-request";

/** `POST /api/simulate` — the contract and the caps are documented in lib/api/simulate-request.ts. */
export const dynamic = "force-dynamic";

export function POST(request: Request): Promise<Response> {
  return handleSimulateRequest(request);
}

// Next answers unexported methods with a bare 405; these say why and carry the Allow header.
export const GET = methodNotAllowed;
export const PUT = methodNotAllowed;
export const PATCH = methodNotAllowed;
export const DELETE = methodNotAllowed;

export function OPTIONS(): Response {
  return new Response(null, { status: 204, headers: { ...apiHeaders(), Allow: API_ALLOW } });
}

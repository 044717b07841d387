import { API_ALLOW, apiHeaders, methodNotAllowed } from "@/lib/api/simulate-request";
import { handleAdviseRequest } from "@/lib/api/advise-request";

/** `POST /api/advise` — the /api/simulate body, answered with the advice on each side's goal (lib/api/advise-request.ts). */
export const dynamic = "force-dynamic";

export function POST(request: Request): Promise<Response> {
  return handleAdviseRequest(request);
}

export const GET = methodNotAllowed;
export const PUT = methodNotAllowed;
export const PATCH = methodNotAllowed;
export const DELETE = methodNotAllowed;

export function OPTIONS(): Response {
  return new Response(null, { status: 204, headers: { ...apiHeaders(), Allow: API_ALLOW } });
}

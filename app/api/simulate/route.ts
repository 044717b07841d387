import { handleSimulateRequest, methodNotAllowed } from "@/lib/api/simulate-request";
import { postRoute } from "@/lib/api/post-route";

/** `POST /api/simulate` — the contract and the caps are documented in lib/api/simulate-request.ts. */
export const dynamic = "force-dynamic";

export const { POST, GET, PUT, PATCH, DELETE, OPTIONS } = postRoute(handleSimulateRequest, methodNotAllowed);

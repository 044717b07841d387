import { assaultMethodNotAllowed, handleAssaultRequest } from "@/lib/api/assault-request";
import { postRoute } from "@/lib/api/post-route";

/** `POST /api/assault` — the contract is documented in lib/api/assault-request.ts and docs/assault.md. */
export const dynamic = "force-dynamic";

export const { POST, GET, PUT, PATCH, DELETE, OPTIONS } = postRoute(
  handleAssaultRequest,
  assaultMethodNotAllowed,
);

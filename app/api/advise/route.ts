import { methodNotAllowed } from "@/lib/api/simulate-request";
import { handleAdviseRequest } from "@/lib/api/advise-request";
import { postRoute } from "@/lib/api/post-route";

/** `POST /api/advise` — the /api/simulate body, answered with the advice on each side's goal (lib/api/advise-request.ts). */
export const dynamic = "force-dynamic";

export const { POST, GET, PUT, PATCH, DELETE, OPTIONS } = postRoute(handleAdviseRequest, methodNotAllowed);

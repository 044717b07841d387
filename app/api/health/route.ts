import { apiHeaders } from "@/lib/api/api-response";
import { API_TIME_LIMIT_MS } from "@/lib/api/simulate-request";
import { adviceService } from "@/lib/server/advice-service";
import { assaultPool } from "@/lib/server/assault-service";
import { simulationService } from "@/lib/server/simulation-service";

/**
 * `GET /api/health`: for a load balancer or an uptime check. Cheap (no simulation): 200 with the engine
 * version, the pools' load (the simulations', the advice thread's under `advice` and the Imperial Assault attacks'
 * under `assault`) and the cache's size; 503 with the reason when the engine bundle is missing.
 */
export const dynamic = "force-dynamic";

export function GET(): Response {
  const headers = apiHeaders();
  try {
    return Response.json(
      {
        status: "ok",
        ...simulationService().stats(),
        advice: adviceService(API_TIME_LIMIT_MS).stats(),
        assault: assaultPool().stats(),
      },
      { headers },
    );
  } catch (e) {
    const error = e instanceof Error ? e.message : String(e);
    return Response.json({ status: "unavailable", error }, { status: 503, headers });
  }
}

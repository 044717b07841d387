import { handleSimulateRequest, type Runner } from "@/lib/api/simulate-request";
import { simulationService } from "@/lib/server/simulation-service";
import { jsonPost } from "./json-post";

/**
 * The server's real pool and cache with a time limit no busy machine can pass: for tests of the API's numbers,
 * which must not turn into a 503 or a 422 when others load the machine (the limits themselves are tested with
 * stand-in runners and scripted clocks: tests/api/simulate-request.test.ts, tests/server/).
 */
export const patientRunner: Runner = (request, options) =>
  simulationService().run(request, { ...options, timeLimitMs: 600_000 });

/** `POST /api/simulate` with `body`, answered by its handler (app/api/simulate/route.ts) on the patient runner. */
export function postSimulate(body: unknown): Promise<Response> {
  return handleSimulateRequest(jsonPost(JSON.stringify(body)), patientRunner);
}

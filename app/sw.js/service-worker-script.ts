import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { ENGINE_DIR } from "@/lib/server/engine-bundle";
import { KILL_SWITCH_SCRIPT, serviceWorkerOff } from "@/lib/offline/kill-switch";

let script: string | null = null;

/**
 * The route's body (beside it: the one place that reads the server's engine bundle for the page's offline copy,
 * so lib/offline stays below the server). The service worker's source: the esbuild bundle (build/engine/service-worker.js) with the Next build's
 * id in front, so every build is a new service worker (and a new cache). Read once per process. With the
 * kill switch on (SERVICE_WORKER_OFF=1), the script that removes the offline copy (lib/offline/kill-switch.ts).
 */
export function serviceWorkerScript(): string {
  if (serviceWorkerOff()) return KILL_SWITCH_SCRIPT;
  if (script) return script;
  const bundle = path.join(process.cwd(), ENGINE_DIR, "service-worker.js");
  const buildId = path.join(process.cwd(), ".next", "BUILD_ID");
  if (!existsSync(bundle)) throw new Error(`${bundle} is missing: run \`npm run build\``);
  const version = existsSync(buildId) ? readFileSync(buildId, "utf8").trim() : "development";
  script = `self.APP_VERSION = ${JSON.stringify(version)};\n${readFileSync(bundle, "utf8")}`;
  return script;
}

import { serviceWorkerScript } from "./service-worker-script";

/** `/sw.js`: the service worker of this build (lib/offline/service-worker.ts). */
export const dynamic = "force-dynamic";

export function GET(): Response {
  return new Response(serviceWorkerScript(), {
    headers: {
      "Content-Type": "application/javascript; charset=utf-8",
      // The browser checks for a new version on every visit; the script itself names the build.
      "Cache-Control": "no-cache",
    },
  });
}

import { CACHE_PREFIX } from "./shell";

/**
 * The kill switch: with `SERVICE_WORKER_OFF=1` in the server's environment, `/sw.js` serves this script in
 * place of the service worker. Browsers look for a new `/sw.js` on every visit, so each one installs it, it
 * takes over at once, deletes the app's caches, unregisters itself and reloads the open pages from the
 * network. For a broken build that the offline cache would otherwise keep serving.
 */
export function serviceWorkerOff(env: Record<string, string | undefined> = process.env): boolean {
  return env.SERVICE_WORKER_OFF === "1";
}

/**
 * The page's `data-offline` when the kill switch is on (app/layout.tsx): its script then removes the offline copy
 * itself on that visit (lib/offline/register.ts), rather than waiting for the browser to fetch the new `/sw.js`
 * (docs/server.md#where-a-simulation-runs: it took four visits and 20 s).
 */
export const OFFLINE_OFF = "off";

export const KILL_SWITCH_SCRIPT = `// Rebellion Odds: the offline copy is switched off by the server (SERVICE_WORKER_OFF).
self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) {
      if (name.startsWith(${JSON.stringify(CACHE_PREFIX)})) await caches.delete(name);
    }
    await self.registration.unregister();
    for (const client of await self.clients.matchAll({ type: "window" })) client.navigate(client.url);
  })());
});
`;

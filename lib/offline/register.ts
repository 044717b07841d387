import { CACHE_PREFIX, SKIP_WAITING } from "./shell";
import { OFFLINE_OFF } from "./kill-switch";

/**
 * Registers the service worker (production only: in development it would cache files that change) and
 * calls `onUpdate` with a new version's worker once it is installed and waiting while this page runs on
 * the old one. Registration waits for the page's load so it never competes with the first run. Offline
 * use is an extra: where service workers are unavailable or registration fails, nothing happens.
 */
export function registerServiceWorker(onUpdate: (waiting: ServiceWorker) => void): () => void {
  if (process.env.NODE_ENV !== "production" || !("serviceWorker" in navigator)) return () => {};
  // The server's kill switch (the page says so, app/layout.tsx): the offline copy goes on this visit, whatever
  // service worker served the page, and none is registered again.
  if (document.documentElement.dataset.offline === OFFLINE_OFF) {
    void removeOfflineCopy().catch(() => {});
    return () => {};
  }
  let stopped = false;
  const offer = (worker: ServiceWorker | null) => {
    // With no controller this is the first install: nothing old to replace.
    if (!stopped && worker && navigator.serviceWorker.controller) onUpdate(worker);
  };
  let registration: ServiceWorkerRegistration | null = null;
  const register = async () => {
    registration = await navigator.serviceWorker.register("/sw.js");
    offer(registration.waiting);
    registration.addEventListener("updatefound", () => {
      const next = registration?.installing;
      next?.addEventListener("statechange", () => {
        if (next.state === "installed") offer(next);
      });
    });
  };
  // A page left open (at the game table) looks for a new version whenever it is shown again.
  const check = () => {
    if (document.visibilityState === "visible") void registration?.update().catch(() => {});
  };
  const start = () => void register().catch(() => {});
  if (document.readyState === "complete") start();
  else window.addEventListener("load", start, { once: true });
  document.addEventListener("visibilitychange", check);
  return () => {
    stopped = true;
    window.removeEventListener("load", start);
    document.removeEventListener("visibilitychange", check);
  };
}

/** Lets the waiting version take over, then reloads the page on it. */
export function activateUpdate(waiting: ServiceWorker): void {
  navigator.serviceWorker.addEventListener("controllerchange", () => window.location.reload(), {
    once: true,
  });
  waiting.postMessage(SKIP_WAITING);
}

/** Unregisters this origin's service workers and deletes the app's caches (the kill switch, from the page). */
async function removeOfflineCopy(): Promise<void> {
  for (const registration of await navigator.serviceWorker.getRegistrations())
    await registration.unregister();
  for (const name of await caches.keys()) if (name.startsWith(CACHE_PREFIX)) await caches.delete(name);
}

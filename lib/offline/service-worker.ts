/// <reference lib="webworker" />
import { APP_PAGES, CACHE_PREFIX, OFFLINE_ASSETS, SKIP_WAITING, shellAssets } from "./shell";

// The service worker (served at /sw.js by app/sw.js/route.ts, which puts the build's id in front of this
// bundle as APP_VERSION). After one visit it has the app shell in a cache named after the build, so the
// calculator opens and computes with the network off. A new build installs beside the old one and waits;
// the page offers to reload (components/offline/update-notice.tsx), and the old cache goes when it takes
// over, so an open page never mixes the files of two builds.
const sw = self as unknown as ServiceWorkerGlobalScope & { APP_VERSION: string };
const CACHE = `${CACHE_PREFIX}${sw.APP_VERSION}`;

/** Fetches the pages and every static file they name (scripts, styles), and the worker and icons. */
async function precache(): Promise<void> {
  const cache = await caches.open(CACHE);
  const assets = new Set<string>(OFFLINE_ASSETS);
  for (const page of APP_PAGES) {
    const response = await fetch(page.fetch, { cache: "reload" });
    if (!response.ok) throw new Error(`${page.fetch} answered ${response.status}`);
    for (const asset of shellAssets(await response.clone().text())) assets.add(asset);
    await cache.put(page.path, response);
  }
  await cache.addAll([...assets]);
}

sw.addEventListener("install", (event) => event.waitUntil(precache()));

sw.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith(CACHE_PREFIX) && name !== CACHE) await caches.delete(name);
      }
      // The first install takes the open page at once; later versions get here only when the page asked.
      await sw.clients.claim();
    })(),
  );
});

sw.addEventListener("message", (event) => {
  if (event.data === SKIP_WAITING) void sw.skipWaiting();
});

/**
 * Pages: the network first (fresh server numbers when online), the cached page when it fails — for a
 * share link, the calculator's shell, which then reads the link itself. Static files: the cache first
 * (their names change with their content). Everything else (the API, previews) goes to the network.
 */
sw.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== sw.location.origin) return;
  const page = APP_PAGES.find((p) => p.path === url.pathname);
  if (request.mode === "navigate" && page) {
    event.respondWith(fetch(request).catch(() => fromCache(page.path)));
  } else if (url.pathname.startsWith("/_next/static/") || OFFLINE_ASSETS.includes(url.pathname)) {
    event.respondWith(cacheFirst(request));
  }
});

async function fromCache(key: string): Promise<Response> {
  const hit = await caches.match(key, { cacheName: CACHE });
  return hit ?? Response.error();
}

async function cacheFirst(request: Request): Promise<Response> {
  const cache = await caches.open(CACHE);
  const hit = await cache.match(request, { ignoreSearch: true });
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

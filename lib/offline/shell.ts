import { ENGINE_WORKER_URL, PLANNER_WORKER_URL } from "@/lib/worker/engine-worker-url";

/**
 * The calculator without a setup (`/?shell`): what the service worker keeps for `/`, so that offline a share
 * link opens on the link's own setup, read in the browser, never first on the default battle's numbers.
 */
export const OFFLINE_SHELL_PARAM = "shell";

/** Pages that open offline, and what is fetched to keep each (a share link is `/` with a query). */
export const APP_PAGES: readonly { readonly path: string; readonly fetch: string }[] = [
  { path: "/", fetch: `/?${OFFLINE_SHELL_PARAM}` },
  { path: "/reference", fetch: "/reference" },
  // The Imperial Assault page reads its link in the browser too (components/assault/assault-calculator.tsx).
  { path: "/assault", fetch: "/assault" },
];

/** Files the app needs besides the pages and their Next chunks: the simulation and planner workers, manifest, icons. */
export const OFFLINE_ASSETS: readonly string[] = [
  ENGINE_WORKER_URL,
  PLANNER_WORKER_URL,
  "/manifest.webmanifest",
  "/favicon.ico",
  "/icon.svg",
  "/apple-icon.png",
  "/icons/icon-192.png",
  "/icons/icon-512.png",
  "/icons/icon-maskable-512.png",
];

/** Caches are named with this prefix and the build's id; others of ours are deleted on update. */
export const CACHE_PREFIX = "rebellion-odds-";

/** The message that tells a waiting service worker to take over. */
export const SKIP_WAITING = "skip-waiting";

/** Every Next static file (`/_next/static/…`) a page's HTML names in a `src` or `href`, once each. */
export function shellAssets(html: string): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(/\b(?:src|href)="(\/_next\/static\/[^"?#]+)/g)) found.add(match[1]!);
  return [...found];
}

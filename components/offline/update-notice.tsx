"use client";

import { useEffect, useState } from "react";
import { activateUpdate, registerServiceWorker } from "@/lib/offline/register";

/**
 * Keeps the calculator available offline (the service worker) and says when a new version has been
 * downloaded: reloading switches to it. Until then the page keeps running on the version it opened with.
 */
export function UpdateNotice() {
  const [waiting, setWaiting] = useState<ServiceWorker | null>(null);
  useEffect(() => registerServiceWorker(setWaiting), []);
  if (!waiting) return null;
  return (
    <div
      role="status"
      data-testid="update-notice"
      className="mx-auto mt-3 flex w-full max-w-[1600px] flex-wrap items-center gap-3 px-3 sm:px-6"
    >
      <p className="flex-1 rounded-lg border border-sky-500 bg-sky-950/60 px-3 py-2 text-sky-100">
        A new version of Rebellion Odds is ready.{" "}
        <button
          type="button"
          onClick={() => activateUpdate(waiting)}
          className="min-h-11 rounded px-2 font-semibold underline hover:text-white focus-visible:outline-2 focus-visible:outline-sky-300"
        >
          Reload to use it
        </button>
      </p>
    </div>
  );
}

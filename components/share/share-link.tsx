"use client";

import { useEffect, useState, useSyncExternalStore } from "react";

function noSubscription(): () => void {
  return () => {};
}

/** How long "Link copied" stays on screen. */
const SHOWN_MS = 4000;

/** The copy-link button: the address bar already holds the whole setup, this puts it on the clipboard. */
export function ShareLink({ query }: { query: string }) {
  const base = useSyncExternalStore(
    noSubscription,
    () => `${window.location.origin}${window.location.pathname}`,
    () => "",
  );
  const href = base ? `${base}${query ? `?${query}` : ""}` : "";
  // A status belongs to the link it was about; editing the setup clears it.
  const [copied, setCopied] = useState({ query: "", text: "", at: 0 });
  const status = copied.query === query ? copied.text : "";
  const setStatus = (text: string) => setCopied({ query, text, at: Date.now() });

  useEffect(() => {
    if (!copied.text) return;
    const timer = setTimeout(() => setCopied({ query: "", text: "", at: 0 }), SHOWN_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(href);
      setStatus("Link copied");
    } catch {
      const field = document.getElementById("share-url") as HTMLInputElement | null;
      field?.select();
      setStatus("Press Ctrl+C (or long-press, Copy) to copy the selected link");
    }
  }

  return (
    <div className="flex min-w-0 max-w-full flex-1 basis-full flex-wrap items-center justify-end gap-2 sm:basis-auto sm:flex-none">
      <label htmlFor="share-url" className="shrink-0 text-xs text-slate-300">
        Link<span className="sr-only"> to share</span>
      </label>
      <input
        id="share-url"
        readOnly
        value={href}
        data-testid="share-url"
        onFocus={(e) => e.target.select()}
        className="min-h-11 min-w-0 flex-1 truncate rounded-md border border-slate-700 bg-slate-950 px-2 text-xs text-slate-300 sm:w-72 sm:flex-none"
      />
      <button
        type="button"
        onClick={copy}
        className="min-h-11 shrink-0 rounded-md bg-amber-400 px-3 text-sm font-semibold text-slate-950 hover:bg-amber-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-300"
      >
        Copy link
      </button>
      <span
        role="status"
        data-testid="copy-status"
        className={
          status
            ? "basis-full rounded-md bg-emerald-900/60 px-2 py-1 text-right text-sm text-emerald-200 sm:basis-auto"
            : "sr-only"
        }
      >
        {status && `✓ ${status}`}
      </span>
    </div>
  );
}

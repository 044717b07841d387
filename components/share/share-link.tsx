"use client";

import { useState, useSyncExternalStore } from "react";

function noSubscription(): () => void {
  return () => {};
}

/** The copy-link button: the address bar already holds the whole setup, this puts it on the clipboard. */
export function ShareLink({ query }: { query: string }) {
  const base = useSyncExternalStore(
    noSubscription,
    () => `${window.location.origin}${window.location.pathname}`,
    () => "",
  );
  const href = base ? `${base}${query ? `?${query}` : ""}` : "";
  // A status belongs to the link it was about; editing the setup clears it.
  const [copied, setCopied] = useState({ query: "", text: "" });
  const status = copied.query === query ? copied.text : "";
  const setStatus = (text: string) => setCopied({ query, text });

  async function copy() {
    try {
      await navigator.clipboard.writeText(href);
      setStatus("Link copied");
    } catch {
      const field = document.getElementById("share-url") as HTMLInputElement | null;
      field?.select();
      setStatus("Press Ctrl+C to copy the selected link");
    }
  }

  return (
    <div className="flex min-w-0 max-w-full flex-1 items-center justify-end gap-2 sm:flex-none">
      <label htmlFor="share-url" className="sr-only">
        Share link
      </label>
      <input
        id="share-url"
        readOnly
        value={href}
        data-testid="share-url"
        onFocus={(e) => e.target.select()}
        className="min-w-0 flex-1 truncate rounded-md border border-slate-700 bg-slate-950 px-2 py-1.5 text-xs text-slate-300 sm:w-72 sm:flex-none"
      />
      <button
        type="button"
        onClick={copy}
        className="shrink-0 rounded-md bg-amber-400 px-3 py-1.5 text-sm font-semibold text-slate-950 hover:bg-amber-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-300"
      >
        Copy link
      </button>
      <span role="status" className="sr-only sm:not-sr-only sm:text-xs sm:text-emerald-300">
        {status}
      </span>
    </div>
  );
}

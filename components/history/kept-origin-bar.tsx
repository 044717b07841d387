"use client";

import { backLabel, type KeptOrigin } from "@/lib/history/kept-origin";

interface Props {
  readonly kept: KeptOrigin;
  readonly onBack: () => void;
}

/** After Apply: what was applied, and the one tap back to the setup it replaced. */
export function KeptOriginBar({ kept, onBack }: Props) {
  return (
    <div
      role="status"
      data-testid="kept-origin"
      className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-amber-400/40 bg-amber-400/10 px-3 py-1.5 text-sm text-amber-100"
    >
      <span className="min-w-0">
        Applied {kept.source === "plan" ? "a plan" : "a what-if"}: {kept.what}.
      </span>
      <button
        type="button"
        onClick={onBack}
        className="min-h-11 rounded-md border border-amber-400 px-3 text-sm text-amber-200 hover:bg-amber-400/15 focus-visible:outline-2 focus-visible:outline-amber-300"
      >
        {backLabel(kept)}
      </button>
    </div>
  );
}

"use client";

import { backLabel, type KeptOrigin } from "@/lib/history/kept-origin";

interface Props {
  /** What just changed ("Cleared the Empire's force", "Applied a plan: …"). */
  readonly what: string;
  readonly onUndo: () => void;
  /** After Apply: the setup it replaced, one tap away ("Back to the whole pool"). */
  readonly kept: KeptOrigin | null;
  readonly onBack: () => void;
  readonly onDismiss: () => void;
}

const button =
  "min-h-11 shrink-0 rounded-md border px-3 text-sm focus-visible:outline-2 focus-visible:outline-amber-300";

/**
 * The way back, where the player is (docs/links-and-history.md#the-way-back-in-view): after Apply, Clear, a preset, the text's forces or a new combat
 * system, a bar by the thumb says what changed and offers Undo, and after Apply the way back to the setup it
 * replaced. It covers no answer (docs/links-and-history.md#the-way-back-in-view): on a phone it lies over the odds bar, one row of the same height; on a
 * desktop at the bottom of the left column (the forces), never over the odds. It goes after WAY_BACK_MS, with the
 * next change or ×.
 */
export function WayBackBar({ what, onUndo, kept, onBack, onDismiss }: Props) {
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-0 z-20 flex justify-center xl:bottom-4 xl:justify-start xl:px-6">
      <div
        role="status"
        data-testid="way-back"
        className="pointer-events-auto flex w-full items-center gap-x-2 border-t border-amber-400/60 bg-slate-900 py-1 pl-3 pr-1 text-sm text-amber-100 xl:max-w-xl xl:rounded-lg xl:border xl:shadow-lg xl:shadow-black/50"
      >
        <span className="min-w-0 flex-1 truncate py-1" title={`${what}.`}>
          {what}.
        </span>
        {/* The buttons stay together (a lone × on a row of its own made a 100-px box over the page). */}
        <span className="ml-auto flex shrink-0 items-center gap-2">
          {kept && (
            <button
              type="button"
              onClick={onBack}
              className={`${button} border-amber-400 text-amber-200 hover:bg-amber-400/15`}
            >
              {backLabel(kept)}
            </button>
          )}
          <button
            type="button"
            onClick={onUndo}
            data-testid="way-back-undo"
            className={`${button} border-slate-500 hover:border-amber-400`}
          >
            <span aria-hidden="true">↶ </span>Undo
          </button>
          <button
            type="button"
            onClick={onDismiss}
            aria-label="Close this note"
            className="min-h-11 min-w-11 shrink-0 rounded-md text-lg text-slate-300 hover:text-white focus-visible:outline-2 focus-visible:outline-amber-300"
          >
            ×
          </button>
        </span>
      </div>
    </div>
  );
}

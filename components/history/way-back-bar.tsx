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
 * The way back, where the player is (issue 36): after Apply, Clear, a preset, the text's forces or a new combat
 * system, a bar by the thumb (above the phone's odds bar; at the bottom of a desktop's screen) says what changed and
 * offers Undo, and after Apply the way back to the setup it replaced. It stays until the next change or ×.
 */
export function WayBackBar({ what, onUndo, kept, onBack, onDismiss }: Props) {
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-[3.25rem] z-20 flex justify-center px-2 xl:bottom-4">
      <div
        role="status"
        data-testid="way-back"
        className="pointer-events-auto flex w-full max-w-xl flex-wrap items-center gap-x-2 rounded-lg border border-amber-400/60 bg-slate-900/95 py-1 pl-3 pr-1 text-sm text-amber-100 shadow-lg shadow-black/50 backdrop-blur"
      >
        <span className="min-w-0 flex-1 basis-40 py-1">{what}.</span>
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

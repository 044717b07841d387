"use client";

interface Props {
  readonly canUndo: boolean;
  readonly canRedo: boolean;
  readonly onUndo: () => void;
  readonly onRedo: () => void;
}

const button =
  "flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-md border border-slate-600 px-3 text-sm hover:border-amber-400 disabled:opacity-40 focus-visible:outline-2 focus-visible:outline-amber-300";

/** Undo and Redo for the setup, with the keys that do the same in their titles. */
export function UndoButtons({ canUndo, canRedo, onUndo, onRedo }: Props) {
  return (
    <div className="flex shrink-0 gap-2" role="group" aria-label="Changes to the setup">
      <button
        type="button"
        className={button}
        disabled={!canUndo}
        onClick={onUndo}
        title="Undo the last change to the setup (Ctrl+Z or ⌘Z)"
        aria-keyshortcuts="Control+Z Meta+Z"
        data-testid="undo"
      >
        <span aria-hidden="true">↶</span>
        <span className="max-sm:sr-only">Undo</span>
      </button>
      <button
        type="button"
        className={button}
        disabled={!canRedo}
        onClick={onRedo}
        title="Redo the change undone (Shift+Ctrl+Z or Shift+⌘Z)"
        aria-keyshortcuts="Shift+Control+Z Shift+Meta+Z"
        data-testid="redo"
      >
        <span className="max-sm:sr-only">Redo</span>
        <span aria-hidden="true">↷</span>
      </button>
    </div>
  );
}

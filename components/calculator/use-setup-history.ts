"use client";

import { useCallback, useEffect, useState } from "react";
import { editGroup } from "@/lib/history/edit-group";
import {
  canRedo,
  canUndo,
  record,
  redo,
  startHistory,
  undo,
  type UndoHistory,
} from "@/lib/history/undo-history";
import { encodeSetup, type Setup } from "@/lib/scenario/url-codec";

export interface SetupHistory {
  readonly setup: Setup;
  /** An edit of the setup: edits of one field within a second are one step. */
  readonly edit: (next: Setup) => void;
  /** A change of its own, never grouped with an edit (Apply, a preset, a recent battle, swapped sides). */
  readonly replace: (next: Setup) => void;
  readonly undo: () => void;
  readonly redo: () => void;
  readonly canUndo: boolean;
  readonly canRedo: boolean;
}

/** A text or number field keeps Ctrl/⌘+Z for its own text; everywhere else it undoes a change to the setup. */
function typingIn(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement) return true;
  return (
    target instanceof HTMLInputElement &&
    !["checkbox", "radio", "button", "submit", "reset", "range", "color", "file"].includes(target.type)
  );
}

/**
 * The page's setup with its undo history (lib/history/undo-history.ts): every change goes through `edit` or
 * `replace`; Ctrl/⌘+Z undoes and Shift+Ctrl/⌘+Z (or Ctrl+Y) redoes, except while typing in a field.
 */
export function useSetupHistory(initial: Setup): SetupHistory {
  const [history, setHistory] = useState<UndoHistory<Setup>>(() =>
    startHistory(initial, encodeSetup(initial)),
  );
  const edit = useCallback(
    (next: Setup) =>
      setHistory((h) =>
        record(
          h,
          { value: next, key: encodeSetup(next) },
          performance.now(),
          editGroup(h.present.value, next),
        ),
      ),
    [],
  );
  const replace = useCallback(
    (next: Setup) => setHistory((h) => record(h, { value: next, key: encodeSetup(next) }, performance.now())),
    [],
  );
  const back = useCallback(() => setHistory(undo), []);
  const forward = useCallback(() => setHistory(redo), []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || typingIn(event.target)) return;
      const key = event.key.toLowerCase();
      if (key === "z") {
        event.preventDefault();
        setHistory(event.shiftKey ? redo : undo);
      } else if (key === "y" && event.ctrlKey && !event.shiftKey) {
        event.preventDefault();
        setHistory(redo);
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  return {
    setup: history.present.value,
    edit,
    replace,
    undo: back,
    redo: forward,
    canUndo: canUndo(history),
    canRedo: canRedo(history),
  };
}

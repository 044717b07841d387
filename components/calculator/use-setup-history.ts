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

/**
 * A new battle (issue 47): a preset, a recent battle or the typed line's forces start one, with its own name ("" for
 * none); an edit, Apply or swapped sides go on with the battle shown. Undo brings back the battle before, name and
 * all.
 */
export interface NewBattle {
  readonly name: string;
}

/** One step of the history: the setup, the battle's name, and which battle it is (a number per new battle). */
interface Step {
  readonly setup: Setup;
  readonly name: string;
  readonly battle: number;
}

export interface SetupHistory {
  readonly setup: Setup;
  /** The battle's name (`name=`), "" for none. */
  readonly name: string;
  /** Which battle the setup is: it changes with each new battle, never with an edit of one. */
  readonly battle: number;
  /** An edit of the setup: edits of one field within a second are one step. */
  readonly edit: (next: Setup) => void;
  /** A change of its own, never grouped with an edit (Apply, a preset, a recent battle, swapped sides). */
  readonly replace: (next: Setup, battle?: NewBattle) => void;
  /** The name typed for the battle shown: no step of its own (the field keeps its own undo). */
  readonly rename: (name: string) => void;
  readonly undo: () => void;
  readonly redo: () => void;
  readonly canUndo: boolean;
  readonly canRedo: boolean;
}

/** Every battle number in the history (a new one takes the next free number, so Redo never meets it twice). */
function ids(h: UndoHistory<Step>): number[] {
  return [...h.past, ...h.future].map((e) => e.value.battle);
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
/** A step's key: a new name for the same setup is a step too (a preset over itself clears the name). */
function entry(step: Step) {
  return { value: step, key: `${encodeSetup(step.setup)}#${step.battle}#${step.name}` };
}

export function useSetupHistory(initial: Setup, initialName = ""): SetupHistory {
  const [history, setHistory] = useState<UndoHistory<Step>>(() => {
    const first = entry({ setup: initial, name: initialName, battle: 0 });
    return startHistory(first.value, first.key);
  });
  const edit = useCallback(
    (next: Setup) =>
      setHistory((h) =>
        record(
          h,
          entry({ ...h.present.value, setup: next }),
          performance.now(),
          editGroup(h.present.value.setup, next),
        ),
      ),
    [],
  );
  const replace = useCallback(
    (next: Setup, battle?: NewBattle) =>
      setHistory((h) => {
        const step = battle
          ? { setup: next, name: battle.name, battle: Math.max(h.present.value.battle, ...ids(h)) + 1 }
          : { ...h.present.value, setup: next };
        return record(h, entry(step), performance.now());
      }),
    [],
  );
  const rename = useCallback(
    (name: string) =>
      setHistory((h) => {
        const present = entry({ ...h.present.value, name });
        return { ...h, present };
      }),
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
    setup: history.present.value.setup,
    name: history.present.value.name,
    battle: history.present.value.battle,
    edit,
    replace,
    rename,
    undo: back,
    redo: forward,
    canUndo: canUndo(history),
    canRedo: canRedo(history),
  };
}

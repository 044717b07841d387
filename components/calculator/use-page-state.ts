"use client";

import { useEffect, useMemo, useReducer } from "react";
import type { KeptOrigin } from "@/lib/history/kept-origin";
import type { LuckEntry } from "@/lib/luck/luck-entry";
import {
  pageReducer,
  startPage,
  type NewBattle,
  type Notice,
  type PageStart,
  type PageState,
} from "@/lib/page/page-state";
import type { PlanSettings } from "@/lib/planner/plan-link";
import type { Setup } from "@/lib/scenario/url-codec";

/** How long the way-back bar stays (a note of at most 5 s, then Undo is where it always is). */
export const WAY_BACK_MS = 5000;

/** The page's changes, each one action of lib/page/page-state.ts:pageReducer, timed here (`performance.now()`). */
export interface PageActions {
  /** An edit from a panel: edits of one field within a second are one step; a big one is named for the bar. */
  readonly edit: (next: Setup) => void;
  /** A change of its own (Apply, a preset, the text…), named for the bar; `battle` when it starts a new battle. */
  readonly replaceWith: (what: string, battle?: NewBattle) => (next: Setup) => void;
  readonly swap: () => void;
  readonly rename: (name: string) => void;
  readonly undo: () => void;
  readonly redo: () => void;
  readonly pin: (pinned: Setup | null) => void;
  readonly keep: (kept: KeptOrigin) => void;
  readonly plan: (plan: PlanSettings | null) => void;
  readonly luck: (luck: LuckEntry | null) => void;
  readonly dismiss: (notice: Notice) => void;
  readonly dismissWayBack: () => void;
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
 * The page's state (lib/page/page-state.ts) with its clock and keys: Ctrl/⌘+Z undoes and Shift+Ctrl/⌘+Z (or
 * Ctrl+Y) redoes, except while typing in a field; the way-back bar goes after WAY_BACK_MS.
 */
export function usePageState(start: PageStart): { readonly state: PageState; readonly actions: PageActions } {
  const [state, dispatch] = useReducer(pageReducer, start, startPage);
  const actions = useMemo<PageActions>(() => {
    const at = () => performance.now();
    return {
      edit: (setup) => dispatch({ type: "edit", setup, at: at() }),
      replaceWith: (what, battle) => (setup) =>
        dispatch({ type: "replace", setup, what, at: at(), ...(battle ? { battle } : {}) }),
      swap: () => dispatch({ type: "swap", at: at() }),
      rename: (name) => dispatch({ type: "rename", name }),
      undo: () => dispatch({ type: "undo" }),
      redo: () => dispatch({ type: "redo" }),
      pin: (pinned) => dispatch({ type: "pin", pinned }),
      keep: (kept) => dispatch({ type: "keep", kept }),
      plan: (plan) => dispatch({ type: "plan", plan }),
      luck: (luck) => dispatch({ type: "luck", luck }),
      dismiss: (notice) => dispatch({ type: "dismiss", notice }),
      dismissWayBack: () => dispatch({ type: "dismiss-way-back" }),
    };
  }, []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || typingIn(event.target)) return;
      const key = event.key.toLowerCase();
      if (key === "z") {
        event.preventDefault();
        dispatch({ type: event.shiftKey ? "redo" : "undo" });
      } else if (key === "y" && event.ctrlKey && !event.shiftKey) {
        event.preventDefault();
        dispatch({ type: "redo" });
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  const change = state.change;
  useEffect(() => {
    if (!change) return;
    const timer = setTimeout(() => dispatch({ type: "dismiss-way-back" }), WAY_BACK_MS);
    return () => clearTimeout(timer);
  }, [change]);

  return { state, actions };
}

"use client";

import { useEffect, useState } from "react";
import { bigChange } from "@/lib/history/big-change";
import type { KeptOrigin } from "@/lib/history/kept-origin";
import { encodeSetup, type Setup } from "@/lib/scenario/url-codec";
import type { NewBattle, SetupHistory } from "./use-setup-history";

export interface WayBack {
  /** An edit from a panel: a big one (a Clear, the combat system; lib/history/big-change.ts) is named for the bar. */
  readonly edit: (next: Setup) => void;
  /** A change of its own (Apply, a preset, the text…), named for the bar; `battle` when it starts a new battle. */
  readonly replaceWith: (what: string, battle?: NewBattle) => (next: Setup) => void;
  /** What the bar says while the page shows the setup that change made, else null. */
  readonly what: string | null;
  readonly dismiss: () => void;
}

/** How long the bar stays (issue 47: a note of at most 5 s, then Undo is where it always is). */
export const WAY_BACK_MS = 5000;

/**
 * The last change made far from Undo (Apply, Clear, a preset, the text, the combat system): the page keeps a way
 * back by the thumb while it still shows the setup that change made (components/history/way-back-bar.tsx), for
 * WAY_BACK_MS at most and once: Undo and Redo back to that setup do not bring it back.
 */
export function useWayBack(history: SetupHistory, query: string, origin: KeptOrigin | null): WayBack {
  const [change, setChange] = useState<{ readonly what: string; readonly key: string } | null>(null);
  const { setup } = history;
  const edit = (next: Setup) => {
    const what = bigChange(setup.scenario, next.scenario);
    history.edit(next);
    if (what) setChange({ what, key: encodeSetup(next) });
  };
  const replaceWith = (what: string, battle?: NewBattle) => (next: Setup) => {
    history.replace(next, battle);
    setChange({ what, key: encodeSetup(next) });
  };
  useEffect(() => {
    if (!change) return;
    const timer = setTimeout(() => setChange(null), WAY_BACK_MS);
    return () => clearTimeout(timer);
  }, [change]);
  // Once the page leaves that setup the bar is done with: Redo back to it does not bring it again.
  if (change && change.key !== query) setChange(null);
  const what =
    change?.key !== query
      ? null
      : origin
        ? `Applied ${origin.source === "plan" ? "a plan" : "a what-if"}: ${origin.what}`
        : change.what;
  return { edit, replaceWith, what, dismiss: () => setChange(null) };
}

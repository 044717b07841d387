"use client";

import { useState } from "react";
import { bigChange } from "@/lib/history/big-change";
import type { KeptOrigin } from "@/lib/history/kept-origin";
import { encodeSetup, type Setup } from "@/lib/scenario/url-codec";
import type { SetupHistory } from "./use-setup-history";

export interface WayBack {
  /** An edit from a panel: a big one (a Clear, the combat system; lib/history/big-change.ts) is named for the bar. */
  readonly edit: (next: Setup) => void;
  /** A change of its own (Apply, a preset, the text…), named for the bar. */
  readonly replaceWith: (what: string) => (next: Setup) => void;
  /** What the bar says while the page shows the setup that change made, else null. */
  readonly what: string | null;
  readonly dismiss: () => void;
}

/**
 * The last change made far from Undo (Apply, Clear, a preset, the text, the combat system): the page keeps a way
 * back by the thumb while it still shows the setup that change made (components/history/way-back-bar.tsx).
 */
export function useWayBack(history: SetupHistory, query: string, origin: KeptOrigin | null): WayBack {
  const [change, setChange] = useState<{ readonly what: string; readonly key: string } | null>(null);
  const { setup } = history;
  const edit = (next: Setup) => {
    const what = bigChange(setup.scenario, next.scenario);
    history.edit(next);
    if (what) setChange({ what, key: encodeSetup(next) });
  };
  const replaceWith = (what: string) => (next: Setup) => {
    history.replace(next);
    setChange({ what, key: encodeSetup(next) });
  };
  const what =
    change?.key !== query
      ? null
      : origin
        ? `Applied ${origin.source === "plan" ? "a plan" : "a what-if"}: ${origin.what}`
        : change.what;
  return { edit, replaceWith, what, dismiss: () => setChange(null) };
}

"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import {
  addRecent,
  readRecent,
  RECENT_AFTER_MS,
  RECENT_STORAGE_KEY,
  removeRecent,
  updateRecent,
  writeRecent,
  type RecentBattle,
} from "@/lib/recent/recent-battles";
import type { Setup } from "@/lib/scenario/url-codec";

export interface RecentBattles {
  readonly list: readonly RecentBattle[];
  readonly remove: (link: string) => void;
  readonly clear: () => void;
}

function load(): RecentBattle[] {
  try {
    return readRecent(window.localStorage.getItem(RECENT_STORAGE_KEY));
  } catch {
    return []; // storage blocked (private mode, a policy): the list is simply empty
  }
}

function save(list: readonly RecentBattle[]): void {
  try {
    window.localStorage.setItem(RECENT_STORAGE_KEY, writeRecent(list));
  } catch {
    // storage full or blocked: the list lives for this page only
  }
}

/**
 * The recent battles on this device: `setup` joins them once it has been shown for RECENT_AFTER_MS (`key`,
 * its share link, says when it changed). Read from storage each time it changes, so two tabs do not undo
 * each other's entries.
 */
export function useRecentBattles(
  setup: Setup,
  key: string,
  valid: boolean,
  seen: { readonly name: string; readonly chance: number | null },
): RecentBattles {
  const [list, setList] = useState<readonly RecentBattle[]>([]);
  // The name and chance as they are when the entry is written (they change without making another battle).
  const latest = useRef(seen);
  useEffect(() => {
    latest.current = seen;
  });
  // A setup the player just removed (or forgot with all the rest) while it is shown: it does not come back
  // by itself until the setup changes and returns.
  const forgotten = useRef<string | null>(null);
  useEffect(() => {
    // localStorage exists only in the browser: read after the first render, like the server's.
    // oxlint-disable-next-line react/set-state-in-effect
    setList(load());
  }, []);
  useEffect(() => {
    if (!valid) return;
    if (forgotten.current !== key) forgotten.current = null;
    const timer = setTimeout(() => {
      if (forgotten.current === key) return;
      const next = addRecent(load(), setup, Date.now(), latest.current);
      save(next);
      setList(next);
    }, RECENT_AFTER_MS);
    return () => clearTimeout(timer);
    // `key` is the setup's identity (its share link).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, valid]);
  useEffect(() => {
    // The run finished or the battle was renamed after it was listed: its entry shows it.
    const stored = load();
    if (!stored.some((b) => b.link === key)) return;
    const next = updateRecent(stored, key, { name: seen.name, chance: seen.chance });
    save(next);
    // oxlint-disable-next-line react/set-state-in-effect
    setList(next);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [seen.name, seen.chance]);
  const remove = useCallback(
    (link: string) => {
      if (link === key) forgotten.current = key;
      const next = removeRecent(load(), link);
      save(next);
      setList(next);
    },
    [key],
  );
  const clear = useCallback(() => {
    forgotten.current = key;
    save([]);
    setList([]);
  }, [key]);
  return { list, remove, clear };
}

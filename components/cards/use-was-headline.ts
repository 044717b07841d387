"use client";

import { useEffect, useRef, useState } from "react";
import type { SimulationResult } from "@/lib/engine";
import { headlineOutcomes, type Factions } from "@/lib/results/outcome-words";

/** The headline outcome's chance in the run before a change of the card lists (cards already used, …): "was 74%". */
export interface WasHeadline {
  /** The outcome (HeadlineOutcome.key) the new headline names. */
  readonly key: string;
  /** Its chance in the previous run. */
  readonly p: number;
}

/**
 * Cinematic Combat: when the card lists (cards already used, …) change (`usedKey`, card-lists.ts `cardListsKey`), the previous run's chance of the outcome the new
 * headline names, so the page can show it beside the new one; null otherwise (first run, or the last change was to
 * something else). Read from finished runs only.
 */
export function useWasHeadline(
  result: SimulationResult | null,
  running: boolean,
  usedKey: string,
  factions: Factions,
): WasHeadline | null {
  const last = useRef<{ usedKey: string; result: SimulationResult } | null>(null);
  const [was, setWas] = useState<WasHeadline | null>(null);
  useEffect(() => {
    if (running || !result || last.current?.result === result) return;
    const before = last.current;
    last.current = { usedKey, result };
    if (!before || before.usedKey === usedKey) {
      setWas(null);
      return;
    }
    const head = headlineOutcomes(result, factions)[0];
    const old = head && headlineOutcomes(before.result, factions).find((o) => o.key === head.key);
    setWas(head ? { key: head.key, p: old?.p ?? 0 } : null);
  }, [result, running, usedKey, factions]);
  return was;
}

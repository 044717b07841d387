"use client";

import { useEffect, useRef, useState } from "react";
import type { SimulationResult } from "@/lib/engine";
import { headlineOutcomes, type Factions } from "@/lib/results/outcome-words";
import type { SideKey } from "@/lib/scenario/types";

/**
 * The headline outcome's chance in the run before a change of the setup (any: forces, cards, combat system, who
 * attacks): "was 74%".
 */
export interface WasHeadline {
  /** The outcome (HeadlineOutcome.key) the new headline names. */
  readonly key: string;
  /** Its chance in the previous run. */
  readonly p: number;
}

/**
 * When the setup changes (`usedKey`: its link, so every change counts, the combat system and the cards already used
 * included; docs/answer-first.md#one-setup-one-number), the previous run's chance of the outcome the new headline names, so the page can show it
 * beside the new one; null for the first run, and after a new battle (`battle` changed: a preset, a recent battle,
 * the typed line; docs/answer-first.md#one-setup-one-number), which is no edit of the one before. Read from finished runs only.
 */
export function useWasHeadline(
  result: SimulationResult | null,
  running: boolean,
  usedKey: string,
  factions: Factions,
  battle = 0,
): WasHeadline | null {
  const last = useRef<{
    usedKey: string;
    result: SimulationResult;
    factions: Factions;
    battle: number;
  } | null>(null);
  const [was, setWas] = useState<WasHeadline | null>(null);
  useEffect(() => {
    if (running || !result || last.current?.result === result) return;
    const before = last.current;
    last.current = { usedKey, result, factions, battle };
    if (!before || before.usedKey === usedKey || before.battle !== battle) {
      setWas(null);
      return;
    }
    const head = headlineOutcomes(result, factions)[0];
    // The same outcome for the same faction: after the sides swap, "the Empire wins" was the defender's win.
    const meaning = (key: string, f: Factions) =>
      key.replace(/attacker|defender/, (side) => f[side as SideKey]);
    const old =
      head &&
      headlineOutcomes(before.result, before.factions).find(
        (o) => meaning(o.key, before.factions) === meaning(head.key, factions),
      );
    setWas(head ? { key: head.key, p: old?.p ?? 0 } : null);
  }, [result, running, usedKey, factions, battle]);
  return was;
}

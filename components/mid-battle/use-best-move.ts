"use client";
import { useEffect, useRef, useState } from "react";
import type { RolledDice } from "@/lib/engine";
import { moveOf, type BestMove } from "@/lib/mid-battle/best-move";
import { planMove } from "@/lib/mid-battle/plan-move";
import { MoveSearch } from "@/lib/mid-battle/move-search";
import type { Scenario } from "@/lib/scenario/types";
import type { BatchFeed } from "@/lib/worker/batch-feed";
import { SimulationPool } from "@/lib/worker/pool";
import { createInlineWorker, createWebWorker } from "@/lib/worker/worker-like";

export type MoveState =
  | { readonly kind: "idle" }
  | { readonly kind: "running"; readonly progress: number }
  | { readonly kind: "done"; readonly move: BestMove }
  | { readonly kind: "error"; readonly error: string };

/**
 * The best move after a roll (docs/rules.md#after-the-dice), searched on a worker of its own (the main run's pool and
 * the extra runs' queue are left alone): `ask` starts a search, a new ask or the unmount stops the last one.
 */
export function useBestMove(): {
  state: MoveState;
  ask: (scenario: Scenario, rolled: RolledDice, seed: string) => void;
} {
  const [state, setState] = useState<MoveState>({ kind: "idle" });
  const pool = useRef<SimulationPool | null>(null);
  useEffect(() => () => pool.current?.dispose(), []);
  const ask = (scenario: Scenario, rolled: RolledDice, seed: string) => {
    const planned = planMove(scenario, rolled);
    if (!planned.ok) return setState({ kind: "error", error: planned.error });
    pool.current ??= new SimulationPool(1, () => createWebWorker() ?? createInlineWorker());
    const search = new MoveSearch(planned.plan, seed);
    const feed: BatchFeed = {
      next: () => search.next(),
      lost: (b) => search.lost(b),
      receive: (response) => {
        try {
          search.receive(response);
        } catch (e) {
          setState({ kind: "error", error: e instanceof Error ? e.message : String(e) });
          return;
        }
        if (search.done) setState({ kind: "done", move: moveOf(scenario, search) });
        else {
          setState({ kind: "running", progress: search.progress });
          pool.current?.poke();
        }
      },
    };
    setState({ kind: "running", progress: 0 });
    pool.current.feed(feed);
  };
  return { state, ask };
}

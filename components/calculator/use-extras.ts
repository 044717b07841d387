"use client";

import { useCallback, useState, type RefObject } from "react";
import type { UnitChange } from "@/lib/compare/what-if";
import type { PlanSettings } from "@/lib/planner/plan-link";
import type { Setup } from "@/lib/scenario/url-codec";
import type { KeptOrigin } from "@/lib/history/kept-origin";
import { shownRetreat } from "@/lib/retreat/retreat-shown";
import type { RetreatVerdict } from "@/lib/retreat/retreat-verdict";
import { usePlan, type PlanView } from "@/components/plan/use-plan";
import type { PoolEntry } from "./use-pool";
import { useRunQueue, type RunQueueView } from "./use-run-queue";
import type { SimulationView } from "./use-simulation";

export interface Extras {
  /** The main run for the current setup has finished: the extra runs may start. */
  readonly mainDone: boolean;
  readonly planView: PlanView;
  /** Every panel's extra runs, from the one queue (lib/runs). */
  readonly runs: RunQueueView;
  /** Each side's retreat verdict as the page shows it: settled, or a marked estimate after a slow main run. */
  readonly retreat: { readonly attacker: RetreatVerdict; readonly defender: RetreatVerdict };
  /** The what-if changes a player asked for, and how to add one. */
  readonly changes: readonly UnitChange[];
  readonly addChange: (change: UnitChange) => void;
}

/**
 * Everything run after the main run: the planner (once asked for, it goes first and has the cores), then the
 * registered panels' runs (lib/panel-runs/registry.ts). The calculator holds them, so the verdict beside the odds can
 * show the retreat verdict while the panels below show the rest.
 */
export function useExtras(
  poolRef: RefObject<PoolEntry | null>,
  poolReady: boolean,
  setup: Setup,
  pinned: Setup | null,
  sim: SimulationView,
  problem: string | null,
  plan: PlanSettings | null,
  origin: KeptOrigin | null = null,
): Extras {
  const mainDone =
    problem === null && !sim.running && sim.error === null && sim.result !== null && !sim.stale;
  // While a plan is applied, the panel keeps the plans of the pool it came from (kept, so not run again).
  const planView = usePlan(
    origin?.source === "plan" ? origin.origin : setup,
    problem === null ? plan : null,
    mainDone,
  );
  const planning = planView.status === "running";
  const [changes, setChanges] = useState<readonly UnitChange[]>([]);
  const runs = useRunQueue(poolRef, mainDone && poolReady && !planning, setup, pinned, changes, {
    result: mainDone ? sim.result : null,
    trace: mainDone ? sim.trace : null,
  });
  const addChange = useCallback(
    (c: UnitChange) =>
      setChanges((list) => [
        ...list.filter((x) => x.side !== c.side || x.unit !== c.unit || x.delta !== c.delta),
        c,
      ]),
    [],
  );
  const retreat = shownRetreat(runs.views.retreat, mainDone ? sim.elapsedMs : null);
  return { mainDone, planView, runs, retreat, changes, addChange };
}

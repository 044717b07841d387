"use client";

import { useMemo, type RefObject } from "react";
import { runJob } from "@/lib/compare/run-job";
import { factionName } from "@/lib/results/chart-data";
import type { Setup } from "@/lib/scenario/url-codec";
import { ComparePanel } from "@/components/compare/compare-panel";
import { WhatIfList } from "@/components/compare/what-if-list";
import { SensitivityTable } from "@/components/sensitivity/sensitivity-table";
import { useExplore } from "./use-explore";
import type { PoolEntry } from "./use-pool";
import type { SimulationView } from "./use-simulation";

interface Props {
  readonly poolRef: RefObject<PoolEntry | null>;
  /** The pool exists (it is made in an effect of the parent, which runs after this component's). */
  readonly poolReady: boolean;
  readonly setup: Setup;
  readonly pinned: Setup | null;
  readonly sim: SimulationView;
  readonly problem: string | null;
  readonly onSetup: (setup: Setup) => void;
  readonly onPinned: (pinned: Setup | null) => void;
}

/** Compare with a pinned A, the what-if variations and the targeting sensitivity: all after the main run. */
export function ExploreSections({
  poolRef,
  poolReady,
  setup,
  pinned,
  sim,
  problem,
  onSetup,
  onPinned,
}: Props) {
  const mainDone = problem === null && !sim.running && sim.error === null && sim.result !== null;
  const explore = useExplore(poolRef, setup, pinned, mainDone && poolReady);
  const { attacker, defender } = setup.scenario;
  const names = useMemo(
    () => ({ attacker: factionName(attacker.faction), defender: factionName(defender.faction) }),
    [attacker.faction, defender.faction],
  );
  const { runs, pinnedKey } = explore;

  const pin = () => {
    if (!mainDone || !sim.result) return;
    runs.remember(runJob(setup).key, sim.result);
    onPinned(setup);
  };
  const variation = (id: string) => explore.whatIf.plan.variations.find((v) => v.id === id);

  return (
    <div className="flex min-w-0 flex-col gap-4">
      <ComparePanel
        pinned={pinned}
        a={explore.a}
        b={mainDone ? sim.result : null}
        aProgress={runs.current && runs.current.key === pinnedKey ? runs.current : null}
        aError={pinnedKey ? (runs.failed.get(pinnedKey) ?? null) : null}
        names={names}
        canPin={mainDone}
        onPin={pin}
        onUnpin={() => onPinned(null)}
      />
      {problem === null && (
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-1 2xl:grid-cols-2">
          <SensitivityTable
            rows={explore.sensitivity.rows}
            names={names}
            trials={explore.sensitivity.trials}
            seed={setup.seed}
            progress={explore.sensitivity.progress}
          />
          <WhatIfList
            rows={explore.whatIf.rows}
            trials={explore.whatIf.trials}
            progress={explore.whatIf.progress}
            attackerName={names.attacker}
            onApply={(id) => {
              const v = variation(id);
              if (v) onSetup(v.setup);
            }}
            onCompare={(id) => {
              const v = variation(id);
              if (!v) return;
              pin();
              onSetup(v.setup);
            }}
          />
        </div>
      )}
    </div>
  );
}

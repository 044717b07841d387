"use client";

import { useMemo, useState, type RefObject } from "react";
import type { UnitChange } from "@/lib/compare/what-if";
import { runJob } from "@/lib/compare/run-job";
import { factionName } from "@/lib/results/chart-data";
import type { Setup } from "@/lib/scenario/url-codec";
import { ComparePanel } from "@/components/compare/compare-panel";
import { WhatIfList } from "@/components/compare/what-if-list";
import { SensitivityTable } from "@/components/sensitivity/sensitivity-table";
import { PlanPanel } from "@/components/plan/plan-panel";
import { usePlan } from "@/components/plan/use-plan";
import { RetreatAdvisor } from "@/components/retreat/retreat-advisor";
import { applyPlan } from "@/lib/planner/apply-plan";
import type { PlanSettings } from "@/lib/planner/plan-link";
import { editSide } from "@/lib/scenario/setup-edits";
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
  /** The Plan panel's settings (in the share link), null when it is not in use. */
  readonly plan: PlanSettings | null;
  readonly onPlan: (plan: PlanSettings | null) => void;
}

/**
 * Compare with a pinned A, the planner, the retreat advisor, the targeting sensitivity and the what-if
 * variations: all after the main run.
 */
export function ExploreSections({
  poolRef,
  poolReady,
  setup,
  pinned,
  sim,
  problem,
  onSetup,
  onPinned,
  plan,
  onPlan,
}: Props) {
  const mainDone = problem === null && !sim.running && sim.error === null && sim.result !== null;
  const planView = usePlan(setup, problem === null ? plan : null, mainDone);
  // (the planner, once asked for, goes first: the other extra runs wait for it, so it has the cores)
  const planning = planView.status === "running";
  const [changes, setChanges] = useState<readonly UnitChange[]>([]);
  const explore = useExplore(poolRef, setup, pinned, mainDone && poolReady && !planning, changes);
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
        current={setup}
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
        <PlanPanel
          plan={plan}
          view={planView}
          factions={{ attacker: attacker.faction, defender: defender.faction }}
          seed={setup.seed}
          onPlan={onPlan}
          onApply={(side, force) => onSetup(applyPlan(setup, side, force))}
          onCompare={(side, force) => {
            pin();
            onSetup(applyPlan(setup, side, force));
          }}
        />
      )}
      {problem === null && (
        <RetreatAdvisor
          rows={explore.retreat.rows}
          blocked={explore.retreat.blocked}
          names={names}
          trials={explore.retreat.trials}
          seed={setup.seed}
          progress={explore.retreat.progress}
          onApply={(side, rule) => onSetup(editSide(setup, side, { retreat: rule }))}
        />
      )}
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
            setup={setup}
            onAddChange={(c) =>
              setChanges((list) => [
                ...list.filter((x) => x.side !== c.side || x.unit !== c.unit || x.delta !== c.delta),
                c,
              ])
            }
          />
        </div>
      )}
    </div>
  );
}

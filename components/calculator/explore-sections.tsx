"use client";

import { useMemo } from "react";
import { runJob } from "@/lib/compare/run-job";
import { pairable } from "@/lib/compare/compare-rows";
import { factionName } from "@/lib/results/chart-data";
import type { Setup } from "@/lib/scenario/url-codec";
import { ComparePanel } from "@/components/compare/compare-panel";
import { WhatIfList } from "@/components/compare/what-if-list";
import { SensitivityTable } from "@/components/sensitivity/sensitivity-table";
import { PlanPanel } from "@/components/plan/plan-panel";
import { RetreatAdvisor } from "@/components/retreat/retreat-advisor";
import { applyPlan } from "@/lib/planner/apply-plan";
import type { PlanSettings } from "@/lib/planner/plan-link";
import { editSide } from "@/lib/scenario/setup-edits";
import type { Extras } from "./use-extras";
import type { SimulationView } from "./use-simulation";

interface Props {
  /** The runs after the main one (the calculator holds them: the verdict reads the retreat rules). */
  readonly extras: Extras;
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
  extras,
  setup,
  pinned,
  sim,
  problem,
  onSetup,
  onPinned,
  plan,
  onPlan,
}: Props) {
  const { mainDone, planView, explore } = extras;
  const { attacker, defender } = setup.scenario;
  const names = useMemo(
    () => ({ attacker: factionName(attacker.faction), defender: factionName(defender.faction) }),
    [attacker.faction, defender.faction],
  );
  const { runs, pinnedKey } = explore;

  const pin = () => {
    if (!mainDone || !sim.result) return;
    runs.remember(runJob(setup).key, sim.result, sim.trace);
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
        traces={
          explore.a && mainDone && sim.result
            ? pairable(explore.a, sim.result, { a: explore.aTrace, b: explore.bTrace })
            : null
        }
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
          mainWin={mainDone && plan ? (sim.result?.outcomes[plan.side].p ?? null) : null}
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
          verdicts={explore.retreat.verdicts}
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
            onAddChange={extras.addChange}
          />
        </div>
      )}
    </div>
  );
}

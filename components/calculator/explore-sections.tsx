"use client";

import { useMemo } from "react";
import { runJob } from "@/lib/compare/run-job";
import { pairable } from "@/lib/compare/compare-rows";
import { factionName } from "@/lib/results/chart-data";
import { encodeSetup, type Setup } from "@/lib/scenario/url-codec";
import type { ApplySource, KeptOrigin } from "@/lib/history/kept-origin";
import type { PlanForce } from "@/lib/planner";
import type { SideKey } from "@/lib/scenario/types";
import { ComparePanel } from "@/components/compare/compare-panel";
import { CardWorthPanel } from "@/components/cards/card-worth-panel";
import { WhatIfList } from "@/components/compare/what-if-list";
import { SensitivityTable } from "@/components/sensitivity/sensitivity-table";
import { PlanPanel } from "@/components/plan/plan-panel";
import { RetreatAdvisor } from "@/components/retreat/retreat-advisor";
import { applyPlan, describeForce } from "@/lib/planner/apply-plan";
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
  /** What an Apply replaced, kept for the way back (and the Plan panel's list). */
  readonly onApplied: (kept: KeptOrigin) => void;
  /** The kept origin while the applied setup is shown. */
  readonly origin: KeptOrigin | null;
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
  onApplied,
  origin,
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
  /** Shows `next`, keeping `from` (the setup it replaces) for the way back. */
  const apply = (from: Setup, next: Setup, source: ApplySource, what: string) => {
    onApplied({ origin: from, originKey: encodeSetup(from), appliedKey: encodeSetup(next), source, what });
    onSetup(next);
  };
  // The plans listed while a plan is applied are the pool's: another one applies to the pool, not to the plan.
  const pool = origin?.source === "plan" ? origin.origin : setup;
  const applyForce = (side: SideKey, force: PlanForce) =>
    apply(pool, applyPlan(pool, side, force), "plan", describeForce(force));
  const applyVariation = (id: string) => {
    const v = variation(id);
    if (v) apply(setup, v.setup, "what-if", v.label);
  };

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
          mainWin={mainDone && plan && !origin ? (sim.result?.outcomes[plan.side].p ?? null) : null}
          applied={origin?.source === "plan" ? origin.what : null}
          onPlan={onPlan}
          onApply={applyForce}
          onCompare={(side, force) => {
            if (origin?.source === "plan") {
              // A is the pool the plans came from; its own run, traced, gives A's numbers.
              onPinned(origin.origin);
            } else pin();
            applyForce(side, force);
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
      {problem === null && setup.scenario.tactics.mode === "cinematic" && (
        <CardWorthPanel
          rows={explore.cardWorth.rows}
          trials={explore.cardWorth.plan.trials}
          mainTrials={setup.trials}
          progress={explore.cardWorth.progress}
          names={names}
          open={explore.cardWorth.open}
          onOpen={explore.cardWorth.setOpen}
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
            onApply={applyVariation}
            onCompare={(id) => {
              if (!variation(id)) return;
              pin();
              applyVariation(id);
            }}
            setup={setup}
            onAddChange={extras.addChange}
          />
        </div>
      )}
    </div>
  );
}

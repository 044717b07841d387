"use client";

import { useMemo } from "react";
import { pairable } from "@/lib/compare/compare-rows";
import { goalsOf } from "@/lib/compare/paired-run";
import { playedGoals, playedScenario, sharesOfTrace, withGoalsOf } from "@/lib/results/auto-goal";
import { goalChance } from "@/lib/results/goal-chance";
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
import { LuckPanel } from "@/components/luck/luck-panel";
import type { LuckEntry } from "@/lib/luck/luck-entry";
import { applyPlan, describeForce } from "@/lib/planner/apply-plan";
import type { PlanSettings } from "@/lib/planner/plan-link";
import { editSide } from "@/lib/scenario/setup-edits";
import type { Extras } from "./use-extras";
import type { SimulationView } from "./use-simulation";

interface Props {
  /** The runs after the main one (the calculator holds them: the verdict reads the retreat rules). */
  readonly extras: Extras;
  /** The setup as set (what Apply and Pin keep: `auto` stays `auto`)… */
  readonly setup: Setup;
  /** …and as played: each side's goal resolved (docs/rules.md#auto), what every answer reads. */
  readonly played: Setup;
  readonly pinned: Setup | null;
  readonly sim: SimulationView;
  readonly problem: string | null;
  readonly onSetup: (setup: Setup) => void;
  /** What an Apply replaced, kept for the way back (and the Plan panel's list). */
  readonly onApplied: (kept: KeptOrigin) => void;
  /** The kept origin while the applied setup is shown. */
  readonly origin: KeptOrigin | null;
  /** Back to the setup the kept origin replaced. */
  readonly onBack: () => void;
  readonly onPinned: (pinned: Setup | null) => void;
  /** The Plan panel's settings (in the share link), null when it is not in use. */
  readonly plan: PlanSettings | null;
  readonly onPlan: (plan: PlanSettings | null) => void;
  /** The luck gauge's entry (in the share link), null when it is closed. */
  readonly luck: LuckEntry | null;
  readonly onLuck: (luck: LuckEntry | null) => void;
}

/**
 * The luck gauge, compare with a pinned A, the planner, the retreat advisor, the targeting sensitivity and the what-if
 * variations: all after the main run.
 */
export function ExploreSections({
  extras,
  setup,
  played,
  pinned,
  sim,
  problem,
  onSetup,
  onApplied,
  origin,
  onBack,
  onPinned,
  plan,
  onPlan,
  luck,
  onLuck,
}: Props) {
  const { mainDone, planView, runs } = extras;
  const { views } = runs;
  const { attacker, defender } = setup.scenario;
  const goals = useMemo(() => goalsOf(played.scenario), [played.scenario]);
  // Compare resolves A's goals on A's first battles and asks B the same question (docs/rules.md#auto).
  const aTrace = views.pin.aTrace;
  const question = useMemo(() => {
    const shares = pinned && aTrace ? sharesOfTrace(aTrace, pinned.trials) : null;
    if (!pinned || !shares) return played;
    return { ...setup, scenario: playedScenario(setup.scenario, playedGoals(pinned.scenario, shares)) };
  }, [pinned, aTrace, played, setup]);
  // (B's whole trace: the main run's, or the stand-in's when its numbers came with the page and A is pinned)
  const bTrace = sim.trace ?? (pinned ? views.baseline.trace : null);
  const names = useMemo(
    () => ({ attacker: factionName(attacker.faction), defender: factionName(defender.faction) }),
    [attacker.faction, defender.faction],
  );
  const pin = () => {
    // (the queue holds the main run as the finished run of this setup: A costs nothing more)
    if (mainDone && sim.result) onPinned(setup);
  };
  const variation = (id: string) => views["what-if"].plan.variations.find((v) => v.id === id);
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
    // (the variation was made from the setup as played: its goals go back to the ones set, `auto` stays `auto`)
    if (v)
      apply(
        setup,
        { ...v.setup, scenario: withGoalsOf(v.setup.scenario, setup.scenario) },
        "what-if",
        v.label,
      );
  };

  return (
    <div className="flex min-w-0 flex-col gap-4">
      {problem === null && (
        <LuckPanel
          scenario={setup.scenario}
          luck={luck}
          onLuck={onLuck}
          result={mainDone && sim.result ? sim.result : null}
        />
      )}
      <ComparePanel
        pinned={pinned}
        current={question}
        a={views.pin.a}
        b={mainDone ? sim.result : null}
        traces={
          views.pin.a && mainDone && sim.result
            ? pairable(views.pin.a, sim.result, { a: views.pin.aTrace, b: bTrace })
            : null
        }
        aProgress={
          views.pin.job && !views.pin.a
            ? { done: views.pin.progress.done, total: views.pin.progress.wanted }
            : null
        }
        aError={views.pin.error}
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
          mainWin={
            mainDone && plan && !origin && sim.result
              ? goalChance(sim.result, plan.side, goals[plan.side]).p
              : null
          }
          goals={goals}
          applied={origin?.source === "plan" ? origin.what : null}
          onBack={origin?.source === "plan" ? onBack : null}
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
          rows={views.retreat.rows}
          blocked={views.retreat.blocked}
          verdicts={extras.retreat}
          names={names}
          trials={views.retreat.maxTrials}
          seed={setup.seed}
          progress={views.retreat.progress}
          goals={goals}
          onApply={(side, rule) => onSetup(editSide(setup, side, { retreat: rule }))}
        />
      )}
      {problem === null && setup.scenario.tactics.mode === "cinematic" && (
        <CardWorthPanel
          rows={views["card-worth"].rows}
          folded={views["card-worth"].folded}
          trials={views["card-worth"].plan.trials}
          unfought={views["card-worth"].plan.unfought}
          mainTrials={setup.trials}
          progress={views["card-worth"].progress}
          names={names}
          goals={goals}
          open={runs.open.has("card-worth")}
          onOpen={(open) => runs.setOpen("card-worth", open)}
        />
      )}
      {problem === null && (
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-1 2xl:grid-cols-2">
          <SensitivityTable
            rows={views.targeting.rows}
            names={names}
            goals={goals}
            trials={views.targeting.trials}
            seed={setup.seed}
            progress={views.targeting.progress}
          />
          <WhatIfList
            rows={views["what-if"].rows}
            trials={views["what-if"].trials}
            progress={views["what-if"].progress}
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

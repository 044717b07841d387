"use client";

import { pairable } from "@/lib/compare/compare-rows";
import { goalChance } from "@/lib/results/goal-chance";
import { editSide } from "@/lib/scenario/setup-edits";
import { ComparePanel } from "@/components/compare/compare-panel";
import { CardWorthPanel } from "@/components/cards/card-worth-panel";
import { WhatIfList } from "@/components/compare/what-if-list";
import { SensitivityTable } from "@/components/sensitivity/sensitivity-table";
import { PlanPanel } from "@/components/plan/plan-panel";
import { RetreatAdvisor } from "@/components/retreat/retreat-advisor";
import { LuckPanel } from "@/components/luck/luck-panel";
import { useCalculator } from "./calculator-context";
import { useExploreActions } from "./use-explore-actions";

/**
 * The luck gauge, compare with a pinned A, the planner, the retreat advisor, the targeting sensitivity and the what-if
 * variations: all after the main run, each reading the calculator's model (calculator-context.ts).
 */
export function ExploreSections() {
  const { problem } = useCalculator();
  return (
    <div className="flex min-w-0 flex-col gap-4">
      {problem === null && <Luck />}
      <Compare />
      {problem === null && <Plan />}
      {problem === null && <Retreat />}
      {problem === null && <CardWorth />}
      {problem === null && <SensitivityAndWhatIf />}
    </div>
  );
}

function Luck() {
  const { setup, state, actions, extras, sim } = useCalculator();
  const result = extras.mainDone && sim.result ? sim.result : null;
  return <LuckPanel scenario={setup.scenario} luck={state.luck} onLuck={actions.luck} result={result} />;
}

function Compare() {
  const { state, actions, extras, sim } = useCalculator();
  const { names, question, pin } = useExploreActions();
  const { mainDone, runs } = extras;
  const { pin: a, baseline } = runs.views;
  // (B's whole trace: the main run's, or the stand-in's when its numbers came with the page and A is pinned)
  const bTrace = sim.trace ?? (state.pinned ? baseline.trace : null);
  const b = mainDone ? sim.result : null;
  return (
    <ComparePanel
      pinned={state.pinned}
      current={question}
      a={a.a}
      b={b}
      traces={a.a && b ? pairable(a.a, b, { a: a.aTrace, b: bTrace }) : null}
      aProgress={a.job && !a.a ? { done: a.progress.done, total: a.progress.wanted } : null}
      aError={a.error}
      names={names}
      canPin={mainDone}
      onPin={pin}
      onUnpin={() => actions.pin(null)}
    />
  );
}

function Plan() {
  const { setup, state, actions, extras, sim, origin, back, goals, factions } = useCalculator();
  const { applyForce, compareForce } = useExploreActions();
  const { plan } = state;
  const plans = origin?.source === "plan";
  return (
    <PlanPanel
      plan={plan}
      view={extras.planView}
      factions={factions}
      seed={setup.seed}
      mainWin={
        extras.mainDone && plan && !origin && sim.result
          ? goalChance(sim.result, plan.side, goals[plan.side]).p
          : null
      }
      goals={goals}
      applied={plans ? origin.what : null}
      onBack={plans ? back : null}
      onPlan={actions.plan}
      onApply={applyForce}
      onCompare={compareForce}
    />
  );
}

function Retreat() {
  const { setup, actions, extras, goals } = useCalculator();
  const { names } = useExploreActions();
  const retreat = extras.runs.views.retreat;
  return (
    <RetreatAdvisor
      rows={retreat.rows}
      blocked={retreat.blocked}
      verdicts={extras.retreat}
      names={names}
      trials={retreat.maxTrials}
      seed={setup.seed}
      progress={retreat.progress}
      goals={goals}
      onApply={(side, rule) =>
        actions.replaceWith("Applied the change")(editSide(setup, side, { retreat: rule }))
      }
    />
  );
}

function CardWorth() {
  const { setup, extras, goals } = useCalculator();
  const { names } = useExploreActions();
  if (setup.scenario.tactics.mode !== "cinematic") return null;
  const { runs } = extras;
  const worth = runs.views["card-worth"];
  return (
    <CardWorthPanel
      rows={worth.rows}
      folded={worth.folded}
      trials={worth.plan.trials}
      unfought={worth.plan.unfought}
      mainTrials={setup.trials}
      progress={worth.progress}
      names={names}
      goals={goals}
      open={runs.open.has("card-worth")}
      onOpen={(open) => runs.setOpen("card-worth", open)}
    />
  );
}

function SensitivityAndWhatIf() {
  const { setup, extras, goals } = useCalculator();
  const { names, applyVariation, compareVariation } = useExploreActions();
  const { targeting, "what-if": whatIf } = extras.runs.views;
  return (
    <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-1 2xl:grid-cols-2">
      <SensitivityTable
        rows={targeting.rows}
        names={names}
        goals={goals}
        trials={targeting.trials}
        seed={setup.seed}
        progress={targeting.progress}
      />
      <WhatIfList
        rows={whatIf.rows}
        trials={whatIf.trials}
        progress={whatIf.progress}
        onApply={applyVariation}
        onCompare={compareVariation}
        setup={setup}
        onAddChange={extras.addChange}
      />
    </div>
  );
}

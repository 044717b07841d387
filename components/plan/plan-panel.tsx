"use client";

import { useState } from "react";
import type { Faction } from "@/lib/data";
import { DEFAULT_PLAN_TARGET, type PlanSettings } from "@/lib/planner/plan-link";
import type { Goals } from "@/lib/compare/paired-run";
import { goalPhrase } from "@/lib/scenario/goals";
import { factionName } from "@/lib/results/chart-data";
import type { SideKey } from "@/lib/scenario/types";
import { ProgressBar } from "@/components/results/progress-bar";
import type { PlanView } from "./use-plan";
import { PlanResults, type PlanActions } from "./plan-results";
import { PlanSettingsForm } from "./plan-settings-form";

interface Props extends PlanActions {
  readonly plan: PlanSettings | null;
  readonly view: PlanView;
  readonly factions: { readonly attacker: Faction; readonly defender: Faction };
  /** Each side's goal: a plan reaches the planning side's goal with the target chance. */
  readonly goals: Goals;
  /** Starts (or changes) the search: the settings go into the share link. */
  readonly onPlan: (plan: PlanSettings | null) => void;
}

/**
 * The smallest force that wins: the planning side's units and leaders in the setup are the pool it could
 * bring; the planner lists the smallest forces from it that reach the target, each applied in one click.
 */
export function PlanPanel({ plan, view, factions, goals, onPlan, ...actions }: Props) {
  const [draft, setDraft] = useState<PlanSettings>(plan ?? { side: "attacker", target: DEFAULT_PLAN_TARGET });
  const settings = plan ?? draft;
  const name = (side: SideKey) => `${factionName(factions[side])} (${side})`;
  const running = view.status === "running" || view.status === "waiting";
  const choose = (next: PlanSettings) => {
    setDraft(next);
    if (plan) onPlan(next);
  };
  const result = view.result;
  // The whole pool is the setup itself: the main run's number, not the planner's shorter run of it.
  const whole = actions.mainWin ?? result?.whole.p ?? 0;
  const goal = goals[settings.side];
  // ("wins", "holds space": what the whole pool and a plan do; "win", "hold space": what the target asks)
  const does = goalPhrase(goal, false);
  const reach = goalPhrase(goal, true).replace(/\btheir\b/, "its");
  return (
    <section
      aria-labelledby="plan-heading"
      data-testid="plan"
      data-state={view.status}
      className="flex min-w-0 flex-col gap-3 rounded-xl border border-slate-700 bg-slate-900/80 p-3"
    >
      <h2 id="plan-heading" className="text-lg font-bold text-amber-200">
        Plan: the smallest force that {goal === "win" ? "wins" : "reaches the goal"}
      </h2>
      <p className="text-sm text-slate-300">
        The planning side&apos;s units and leaders in the setup are the pool it could bring (what sits in
        adjacent systems). The planner finds the smallest forces from that pool that {reach} with at least the
        target chance (the side&apos;s goal, beside its forces): no unit and no leader of a plan can stay home
        without the chance falling below it.
      </p>
      <PlanSettingsForm
        plan={plan}
        settings={settings}
        view={view}
        running={running}
        name={name}
        reach={reach}
        choose={choose}
        start={() => (plan ? view.restart() : onPlan(draft))}
        onPlan={onPlan}
      />
      {plan && running && (
        <ProgressBar
          done={Math.round((view.progress?.fraction ?? 0) * 1000)}
          total={1000}
          running
          label={
            view.progress
              ? `${view.progress.stage}… ${view.progress.forcesTried.toLocaleString("en-US")} forces tried, ${view.progress.plansFound} plan${view.progress.plansFound === 1 ? "" : "s"} found`
              : view.status === "waiting"
                ? "Waiting for the odds to finish…"
                : "Starting…"
          }
          name="Progress of the planner"
          testId="plan-status"
        />
      )}
      {plan && view.status === "stopped" && (
        <p role="status" className="text-sm text-slate-300" data-testid="plan-status">
          Stopped. Find the smallest force to search again.
        </p>
      )}
      {plan && view.error && (
        <p role="status" className="text-sm text-red-300" data-testid="plan-status">
          The planner could not run: {view.error}.
        </p>
      )}
      {plan && result && (
        <PlanResults {...actions} plan={plan} result={result} whole={whole} does={does} name={name} />
      )}
    </section>
  );
}

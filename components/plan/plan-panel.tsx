"use client";

import { MAX_ADDED } from "@/lib/planner/additions";

import { DetailsToggle } from "@/components/fields/details-toggle";
import { useState } from "react";
import type { Faction } from "@/lib/data";
import type { PlanForce } from "@/lib/planner";
import { describeForce } from "@/lib/planner/apply-plan";
import { DEFAULT_PLAN_TARGET, type PlanSettings } from "@/lib/planner/plan-link";
import type { Goals } from "@/lib/compare/paired-run";
import { goalPhrase } from "@/lib/scenario/goals";
import { formatPercent } from "@/lib/format/percent";
import { factionName } from "@/lib/results/chart-data";
import type { SideKey } from "@/lib/scenario/types";
import { NumberField } from "@/components/fields/number-field";
import { ProgressBar } from "@/components/results/progress-bar";
import { PAGE_PLAN_TRIALS, type PlanView } from "./use-plan";
import { PlanRow } from "./plan-row";
import { LegalNote } from "./legal-note";

interface Props {
  readonly plan: PlanSettings | null;
  readonly view: PlanView;
  readonly factions: { readonly attacker: Faction; readonly defender: Faction };
  readonly seed: string;
  /** The main run's chance for the planning side: the whole pool is the setup itself (one number everywhere). */
  readonly mainWin?: number | null;
  /** Each side's goal: a plan reaches the planning side's goal with the target chance. */
  readonly goals: Goals;
  /** A plan from this list is applied (its force, in words): the list and its numbers are the pool's. */
  readonly applied?: string | null;
  /** Back to the pool the applied plan came from (issue 36: the way back where Apply was). */
  readonly onBack?: (() => void) | null;
  /** Starts (or changes) the search: the settings go into the share link. */
  readonly onPlan: (plan: PlanSettings | null) => void;
  readonly onApply: (side: SideKey, force: PlanForce) => void;
  readonly onCompare: (side: SideKey, force: PlanForce) => void;
}

const button =
  "min-h-11 rounded-md border border-slate-600 px-3 text-sm hover:border-amber-400 disabled:opacity-40 focus-visible:outline-2 focus-visible:outline-amber-300";

function targetProblem(n: number): string | null {
  return Number.isInteger(n) && n >= 1 && n <= 100 ? null : "must be a whole percent from 1 to 100";
}

/**
 * The smallest force that wins: the planning side's units and leaders in the setup are the pool it could
 * bring; the planner lists the smallest forces from it that reach the target, each applied in one click.
 */
export function PlanPanel({
  plan,
  view,
  factions,
  seed,
  mainWin = null,
  goals,
  applied = null,
  onBack = null,
  onPlan,
  onApply,
  onCompare,
}: Props) {
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
  const whole = mainWin ?? result?.whole.p ?? 0;
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
      <div className="flex flex-wrap items-end gap-3">
        <fieldset className="flex flex-wrap items-center gap-2">
          <legend className="mb-1 text-sm text-slate-300">Plan for</legend>
          {(["attacker", "defender"] as const).map((side) => (
            <label
              key={side}
              className="flex min-h-11 cursor-pointer items-center rounded-md border border-slate-600 px-3 text-sm has-[:checked]:border-amber-400 has-[:checked]:bg-amber-400/15 has-[:checked]:text-amber-200 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-amber-300"
            >
              <input
                type="radio"
                name="plan-side"
                className="sr-only"
                checked={settings.side === side}
                onChange={() => choose({ ...settings, side })}
              />
              {name(side)}
            </label>
          ))}
        </fieldset>
        <div className="flex flex-wrap items-center gap-1.5">
          <label htmlFor="plan-target" className="text-sm text-slate-300">
            Target chance to {reach}
          </label>
          <NumberField
            id="plan-target"
            value={settings.target}
            check={targetProblem}
            onValue={(target) => choose({ ...settings, target })}
            step={5}
            min={1}
            max={100}
            className="w-20"
          />
          <span className="text-sm text-slate-300">%</span>
        </div>
        {settings.side === "attacker" && (
          <label className="flex min-h-11 cursor-pointer items-center gap-2 text-sm text-slate-300">
            <input
              type="checkbox"
              data-testid="plan-in-system"
              className="size-5 accent-amber-400"
              checked={settings.inSystem === true}
              onChange={(e) => choose({ ...settings, inSystem: e.target.checked })}
            />
            These units are already in the system
          </label>
        )}
        <div className="flex gap-2">
          {!plan || view.status === "stopped" || view.status === "error" ? (
            <button
              type="button"
              className={`${button} border-amber-400 text-amber-200`}
              onClick={() => (plan ? view.restart() : onPlan(draft))}
            >
              Find the smallest force
            </button>
          ) : running ? (
            <button type="button" className={button} onClick={view.stop}>
              Stop
            </button>
          ) : null}
          {plan && (
            <button type="button" className={button} onClick={() => onPlan(null)}>
              Close
            </button>
          )}
        </div>
      </div>
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
      {plan && result && applied && (
        <p className="text-sm text-amber-100" data-testid="plan-applied">
          You applied {applied}. The plans below are still those of the pool you applied it from, with their
          numbers from the planner&apos;s runs of that pool; the odds above are for the applied force.{" "}
          {onBack && (
            <button
              type="button"
              onClick={onBack}
              className="mt-1 min-h-11 rounded-md border border-amber-400 px-3 text-sm text-amber-200 hover:bg-amber-400/15 focus-visible:outline-2 focus-visible:outline-amber-300"
            >
              Back to the whole pool
            </button>
          )}
        </p>
      )}
      {plan && result && (
        <>
          {result.plans.length === 0 ? (
            <p className="text-sm text-slate-200" data-testid="plan-none">
              No force from this pool {result.transport ? "that its ships can carry " : ""}reaches{" "}
              {plan.target}%: the best it reaches is {formatPercent(whole)}, all of it.{" "}
              {result.additions ? (
                <span data-testid="plan-additions">
                  Adding {describeForce({ units: result.additions.units, leaders: [] })} would:{" "}
                  {formatPercent(result.additions.p)}.
                </span>
              ) : result.additions === null ? (
                <span data-testid="plan-additions">
                  Adding up to {MAX_ADDED} units (within the component limits) does not reach it either.
                </span>
              ) : null}
            </p>
          ) : (
            <ol className="flex flex-col" aria-label={`Plans for the ${name(plan.side)}, smallest first`}>
              {result.plans.map((p, i) => (
                <PlanRow
                  key={describeForce(p)}
                  force={p}
                  index={i}
                  sideName={name(plan.side)}
                  onApply={() => onApply(plan.side, p)}
                  onCompare={() => onCompare(plan.side, p)}
                />
              ))}
            </ol>
          )}
          <LegalNote transport={result.transport} leaderKept={result.leaderKept} />
          <p className="text-xs text-slate-400">
            Smallest first (fewest units; ties by the higher chance); once applied, the odds above run it in
            full.{" "}
            {mainWin === null ? (
              <>
                The whole pool {does} {formatPercent(whole)} in the planner&apos;s own run of it.
              </>
            ) : (
              <>
                The whole pool, the setup as it is, {does} {formatPercent(whole)} in the odds above.
              </>
            )}
          </p>
          <DetailsToggle summary="Details: how the plans are found" testId="plan-details">
            <p className="text-xs text-slate-400">
              Each plan&apos;s chance comes from its own run of {PAGE_PLAN_TRIALS.toLocaleString("en-US")}{" "}
              trials with seed {seed}, its range being the 95% interval
              {mainWin === null ? <>; so does the whole pool&apos;s</> : null}.{" "}
              {result.forcesTried.toLocaleString("en-US")} forces were tried, screened with few trials first
              (the same random numbers for all) and the close ones settled at the full trials.
            </p>
          </DetailsToggle>
        </>
      )}
    </section>
  );
}

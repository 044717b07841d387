"use client";

import { MAX_ADDED } from "@/lib/planner/additions";
import { DetailsToggle } from "@/components/fields/details-toggle";
import type { PlanForce } from "@/lib/planner";
import { describeForce } from "@/lib/planner/apply-plan";
import type { PlanSettings } from "@/lib/planner/plan-link";
import { formatPercent } from "@/lib/format/percent";
import type { SideKey } from "@/lib/scenario/types";
import { PAGE_PLAN_TRIALS, type PlanView } from "./use-plan";
import { PlanRow } from "./plan-row";
import { LegalNote } from "./legal-note";

/** What the plans are shown with, and what a plan can do: the Plan panel passes them on as it gets them. */
export interface PlanActions {
  readonly seed: string;
  /** The main run's chance for the planning side: the whole pool is the setup itself (one number everywhere). */
  readonly mainWin?: number | null;
  /** A plan from this list is applied (its force, in words): the list and its numbers are the pool's. */
  readonly applied?: string | null;
  /** Back to the pool the applied plan came from (docs/links-and-history.md#the-way-back-in-view: the way back where Apply was). */
  readonly onBack?: (() => void) | null;
  readonly onApply: (side: SideKey, force: PlanForce) => void;
  readonly onCompare: (side: SideKey, force: PlanForce) => void;
}

interface Props extends PlanActions {
  readonly plan: PlanSettings;
  readonly result: NonNullable<PlanView["result"]>;
  /** The whole pool's chance: the main run's when it is the setup itself (`mainWin`), else the planner's. */
  readonly whole: number;
  /** "wins", "holds space": what the whole pool and a plan do. */
  readonly does: string;
  readonly name: (side: SideKey) => string;
}

/** The plans found, smallest first (or the best the pool reaches and what to add), with how they were found. */
export function PlanResults({
  plan,
  result,
  seed,
  whole,
  mainWin = null,
  does,
  name,
  applied = null,
  onBack = null,
  onApply,
  onCompare,
}: Props) {
  return (
    <>
      {applied && (
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
      {result.plans.length === 0 ? (
        <p className="text-sm text-slate-200" data-testid="plan-none">
          No force from this pool {result.transport ? "that its ships can carry " : ""}reaches {plan.target}%:
          the best it reaches is {formatPercent(whole)}, all of it.{" "}
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
        Smallest first (fewest units; ties by the higher chance); once applied, the odds above run it in full.{" "}
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
          Each plan&apos;s chance comes from its own run of {PAGE_PLAN_TRIALS.toLocaleString("en-US")} trials
          with seed {seed}, its range being the 95% interval
          {mainWin === null ? <>; so does the whole pool&apos;s</> : null}.{" "}
          {result.forcesTried.toLocaleString("en-US")} forces were tried, screened with few trials first (the
          same random numbers for all) and the close ones settled at the full trials.
        </p>
      </DetailsToggle>
    </>
  );
}

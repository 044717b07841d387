"use client";

import type { PlayedGoal } from "@/lib/results/auto-goal";
import { goalChoiceOf, goalDoc, type GoalChoice } from "@/lib/scenario/goals";
import type { SideKey, SideSetup } from "@/lib/scenario/types";
import { GoalSelect } from "./goal-select";

interface Props {
  readonly side: SideKey;
  readonly force: SideSetup;
  readonly enemy: SideSetup;
  readonly onChange: (goal: GoalChoice) => void;
  /** The side's goal as played (`auto` resolved): why `auto` chose it, and whether it has anything to fight for. */
  readonly played?: PlayedGoal | undefined;
  /** The select's id (unique on the page); the side's own by default. */
  readonly id?: string;
  readonly className?: string;
}

/**
 * What the side plays for (docs/rules.md#goals): every answer on the page (verdict, retreat advice, what-if, card
 * worth, the planner) is measured on it. `auto` (the default) says what it chose and why; a goal with nothing to
 * fight for (docs/rules.md#no-contest) says so beside it.
 */
export function GoalField({ id: givenId, className = "", ...select }: Props) {
  const { side, force, played } = select;
  const id = givenId ?? `${side}-goal`;
  const goal = goalChoiceOf(force);
  const own = id === `${side}-goal`;
  return (
    <div
      className={`mt-2 flex flex-col gap-0.5 text-sm ${className}`}
      data-testid={own ? `${side}-goal-field` : undefined}
    >
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={id} className="font-semibold text-slate-200">
          Plays for
        </label>
        <GoalSelect {...select} id={id} className="flex-1" describedBy={`${id}-doc`} />
      </div>
      <GoalNotes played={played} testId={own ? `${side}-goal` : undefined} />
      {/* (on a phone the line is left out of sight, kept for screen readers: both forces fit one screen) */}
      <p className="max-md:sr-only text-xs text-slate-400" id={`${id}-doc`}>
        {goalDoc(goal)}
      </p>
    </div>
  );
}

/** Why `auto` chose the goal, and that the goal has nothing to fight for, in a line each (nothing otherwise). */
export function GoalNotes({
  played,
  testId,
}: {
  played?: PlayedGoal | undefined;
  testId?: string | undefined;
}) {
  if (!played) return null;
  const why =
    played.requested === "auto" ? (played.pending ? "deciding from the first battles…" : played.why) : null;
  return (
    <>
      {why && (
        <p className="text-xs text-slate-300" data-testid={testId && `${testId}-why`}>
          auto — {why}
        </p>
      )}
      {played.noContest && (
        <p className="text-xs font-semibold text-amber-300" data-testid={testId && `${testId}-no-contest`}>
          {played.noContest}
        </p>
      )}
    </>
  );
}

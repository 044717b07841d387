"use client";

import { control } from "@/components/fields/choice-field";
import { goalChoices, goalDoc, goalLabel, goalOf, type Goal } from "@/lib/scenario/goals";
import type { SideKey, SideSetup } from "@/lib/scenario/types";

interface Props {
  readonly side: SideKey;
  readonly force: SideSetup;
  readonly enemy: SideSetup;
  readonly onChange: (goal: Goal) => void;
  /** The select's id (unique on the page); the side's own by default. */
  readonly id?: string;
  readonly className?: string;
}

/**
 * What the side plays for (docs/rules.md#goals): every answer on the page (verdict, retreat advice, what-if, card
 * worth, the planner) is measured on it. Only the goals that can apply to this battle are offered; a goal an
 * edit has made impossible stays selected, and the page says why, until the player picks another.
 */
export function GoalField({ side, force, enemy, onChange, id = `${side}-goal`, className = "" }: Props) {
  const goal = goalOf(force);
  const choices = goalChoices(force, enemy, side);
  const options = choices.includes(goal) ? choices : [goal, ...choices];
  return (
    <div
      className={`mt-2 flex flex-col gap-0.5 text-sm ${className}`}
      data-testid={id === `${side}-goal` ? `${side}-goal-field` : undefined}
    >
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={id} className="font-semibold text-slate-200">
          Plays for
        </label>
        <select
          id={id}
          className={`${control} min-w-0 flex-1`}
          value={goal}
          aria-describedby={`${id}-doc`}
          title={goalDoc(goal)}
          onChange={(e) => onChange(e.target.value as Goal)}
        >
          {options.map((g) => (
            <option key={g} value={g}>
              {goalLabel(g)}
              {choices.includes(g) ? "" : " (cannot apply here)"}
            </option>
          ))}
        </select>
      </div>
      {/* (on a phone the line is left out of sight, kept for screen readers: both forces fit one screen) */}
      <p className="max-md:sr-only text-xs text-slate-400" id={`${id}-doc`}>
        {goalDoc(goal)}
      </p>
    </div>
  );
}

"use client";

import { control } from "@/components/fields/choice-field";
import type { PlayedGoal } from "@/lib/results/auto-goal";
import { goalChoiceOf, goalChoices, goalDoc, goalLabel, type GoalChoice } from "@/lib/scenario/goals";
import type { SideKey, SideSetup } from "@/lib/scenario/types";

interface Props {
  readonly id: string;
  readonly side: SideKey;
  readonly force: SideSetup;
  readonly enemy: SideSetup;
  /** The side's goal as played: `auto`'s option names what it chose ("Auto: hold space"). */
  readonly played?: PlayedGoal | undefined;
  readonly onChange: (goal: GoalChoice) => void;
  readonly className?: string;
  readonly label?: string;
  /** The id of a visible element that names the menu (it then takes the place of `label`). */
  readonly labelledBy?: string;
  readonly describedBy?: string;
  /**
   * Beside a line that already says what `auto` chose (the verdict's "Plays for"): its option reads "Auto" alone, so
   * the narrow menu on a phone is not cut mid-word.
   */
  readonly shortAuto?: boolean;
}

/**
 * The menu of what a side plays for (docs/rules.md#goals): `auto` first, then the goals that can apply to this
 * battle; a goal an edit has made impossible stays selected, marked, until the player picks another.
 */
export function GoalSelect({
  id,
  side,
  force,
  enemy,
  played,
  onChange,
  className = "",
  label,
  labelledBy,
  describedBy,
  shortAuto = false,
}: Props) {
  const goal = goalChoiceOf(force);
  const choices = goalChoices(force, enemy, side);
  const options = choices.includes(goal) ? choices : [goal, ...choices];
  const auto = played && played.requested === "auto" && !played.pending ? played.goal : null;
  const autoText = shortAuto ? "Auto" : auto ? `Auto: ${lower(goalLabel(auto))}` : goalLabel("auto");
  return (
    <select
      id={id}
      className={`${control} min-w-0 ${className}`}
      value={goal}
      aria-label={labelledBy ? undefined : label}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      title={goalDoc(goal)}
      onChange={(e) => onChange(e.target.value as GoalChoice)}
    >
      {options.map((g) => (
        <option key={g} value={g}>
          {g === "auto" ? autoText : goalLabel(g)}
          {choices.includes(g) ? "" : " (cannot apply here)"}
        </option>
      ))}
    </select>
  );
}

const lower = (text: string) => `${text.charAt(0).toLowerCase()}${text.slice(1)}`;

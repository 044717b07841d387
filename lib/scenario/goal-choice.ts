import type { UnitId } from "@/lib/data";

/** A goal that names no unit: a row of GOALS (goal-kinds.ts) but `destroy`; the table must have a row for each. */
export type PlainGoal = "win" | "hold-space" | "hold-ground" | "keep-half";

/**
 * What a side plays for (docs/rules.md#goals), declared once: the schema, the share link, the side's panel, the
 * verdict and every piece of advice read this. Each goal is an event of one combat's end, so it has a chance;
 * `win` is the outcome the calculator has always called a win, and the default (a scenario without a goal means it).
 */
export type Goal = PlainGoal | `destroy-${UnitId}`;

/**
 * What a side is set to play for: a goal, or `auto` (docs/rules.md#auto), the goal that fits the battle, resolved
 * once per setup from the first battles of its run (lib/results/auto-goal.ts). Every answer reads the resolved goal.
 */
export type GoalChoice = Goal | "auto";

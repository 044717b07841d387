import { UNIT_IDS, isUnitId, type Faction, type Theater, type UnitId } from "@/lib/data";
import {
  GOALS,
  PLAIN_KINDS,
  enemyOf,
  type GoalArgs,
  type GoalKind,
  type GoalReader,
  type GoalSide,
} from "./goal-kinds";
import type { Goal, GoalChoice, PlainGoal } from "./goal-choice";
import type { SideKey } from "./sides";
import { factionNoun } from "./words";

export type { Goal, GoalChoice, PlainGoal } from "./goal-choice";

/** What a side without a goal plays for: the win (files and links made before `auto` keep their meaning). */
export const DEFAULT_GOAL: Goal = "win";

/** The goal a new setup plays for (the page's battles, links of version 2 on). */
export const NEW_GOAL: GoalChoice = "auto";

export const AUTO_GOAL = {
  value: "auto",
  label: "Auto (fits the battle)",
  doc: "the outright win if this side reaches it in at least 1 battle in 20; else holding the theater it holds most often (in at least 1 battle in 5, one the enemy fights in); else keeping half its force.",
} as const;

const NO_TARGET: GoalArgs = { target: null };

/** The goals that take no unit, in the order the page lists them: value, menu label and meaning. */
export const PLAIN_GOALS = PLAIN_KINDS.map((value) => ({
  value,
  label: GOALS[value].label(NO_TARGET),
  doc: GOALS[value].doc,
}));

const DESTROY = "destroy-";

/** The unit a `destroy-…` goal names, or null for the other goals. */
export function destroyTarget(goal: Goal): UnitId | null {
  return goal.startsWith(DESTROY) ? (goal.slice(DESTROY.length) as UnitId) : null;
}

/** The theater a hold goal names, or null for the other goals. */
export function heldTheater(goal: Goal): Theater | null {
  return goal === "hold-space" ? "space" : goal === "hold-ground" ? "ground" : null;
}

/** The hold goal of a theater. */
export const holdGoal = (theater: Theater): Goal => (theater === "space" ? "hold-space" : "hold-ground");

/** A goal's row in GOALS, with the unit it names. */
export function goalKind(goal: Goal): { kind: GoalKind; args: GoalArgs } {
  const target = destroyTarget(goal);
  return target
    ? { kind: GOALS.destroy, args: { target } }
    : { kind: GOALS[goal as PlainGoal], args: NO_TARGET };
}

/**
 * A goal read off a combat's end by `reader` for `side`: the one expression its row declares (goal-kinds.ts), so
 * the engine's test, a trace's metric and a run's chance are one definition.
 */
export function readGoal<T>(reader: GoalReader<T>, side: SideKey, goal: Goal): T {
  const { kind, args } = goalKind(goal);
  return kind.read(reader, side, args);
}

/** What a goal's text must be, said in messages. */
export const GOAL_FORMAT = `must be "auto", ${PLAIN_KINDS.map((k) => `"${k}"`).join(", ")} or "destroy-" and a unit id (e.g. "destroy-death-star")`;

/** Reads a goal's text, or says why it is not one, in words that follow the field's name ("defender.goal is …"). */
export function parseGoal(text: string): { ok: true; goal: GoalChoice } | { ok: false; error: string } {
  if (text === AUTO_GOAL.value) return { ok: true, goal: "auto" };
  if ((PLAIN_KINDS as readonly string[]).includes(text)) return { ok: true, goal: text as Goal };
  if (text.startsWith(DESTROY)) {
    const id = text.slice(DESTROY.length);
    if (isUnitId(id)) return { ok: true, goal: text as Goal };
    return { ok: false, error: `is "${clip(text)}", but "${clip(id)}" is not a unit of the game` };
  }
  return { ok: false, error: `is "${clip(text)}": it ${GOAL_FORMAT}` };
}

function clip(text: string): string {
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}

/**
 * A side's goal, the default when it has none. `auto` must have been resolved first (lib/results/auto-goal.ts:
 * playedScenario): every answer reads the goal it resolved to, so an unresolved one is a bug, never a guess.
 */
export function goalOf(side: { readonly goal?: GoalChoice | undefined }): Goal {
  const goal = side.goal ?? DEFAULT_GOAL;
  if (goal === "auto")
    throw new Error("the goal auto was not resolved (lib/results/auto-goal.ts:playedScenario)");
  return goal;
}

/** What a side is set to play for, `auto` included: the default when it has none. */
export function goalChoiceOf(side: { readonly goal?: GoalChoice | undefined }): GoalChoice {
  return side.goal ?? DEFAULT_GOAL;
}

/**
 * Why a side's goal cannot apply to the battle (the side has nothing in the theater it would hold, the enemy does
 * not bring the unit it would destroy), in words that follow "<side>.goal: ", or null.
 */
export function goalProblem(goal: GoalChoice, side: GoalSide, enemy: GoalSide, key: SideKey): string | null {
  if (goal === "auto") return null;
  const { kind, args } = goalKind(goal);
  return kind.problem(args, { side, enemy, key });
}

/** The goals that can apply to a side in this battle, in the page's order: the plain ones, then each enemy unit type. */
export function goalChoices(side: GoalSide, enemy: GoalSide, key: SideKey): GoalChoice[] {
  const plain = PLAIN_KINDS.filter((g) => goalProblem(g, side, enemy, key) === null);
  const destroy = UNIT_IDS.filter((id) => (enemy.units[id] ?? 0) > 0).map((id): Goal => `${DESTROY}${id}`);
  return ["auto", ...plain, ...destroy];
}

/**
 * Why a goal cannot be fought for in this battle (docs/rules.md#no-contest), said beside it: holding a theater the
 * enemy never enters, destroying a Death Star without the Death Star Plans; null when it can. Its chance is still
 * true (a certainty, or 0%), so the goal stays selectable, but no advice ranks anything on it.
 */
export function noContest(goal: GoalChoice, enemy: GoalSide, deathStarPlans: boolean): string | null {
  if (goal === "auto") return null;
  const { kind, args } = goalKind(goal);
  return kind.noContest(args, { enemy, deathStarPlans });
}

/**
 * Why a side's goal (resolved) has nothing to fight for, led by the goal ("Hold the ground: nothing to fight for
 * there: the Empire has no ground units"): what the advice says instead of ranking anything on it; or null.
 */
export function sideNoContest(
  scenario: {
    readonly attacker: GoalSide & { readonly goal?: GoalChoice | undefined };
    readonly defender: GoalSide & { readonly goal?: GoalChoice | undefined };
    readonly deathStarPlans: boolean;
  },
  side: SideKey,
): string | null {
  const goal = goalOf(scenario[side]);
  const why = noContest(goal, scenario[enemyOf(side)], scenario.deathStarPlans);
  return why && `${goalLabel(goal)}: ${why}`;
}

/** The goal in a menu: "Hold space", "Destroy a Star Destroyer", "Auto (fits the battle)". */
export function goalLabel(goal: GoalChoice): string {
  if (goal === "auto") return AUTO_GOAL.label;
  const { kind, args } = goalKind(goal);
  return kind.label(args);
}

/** What the goal means, in a line (the side's panel, the reference page). */
export function goalDoc(goal: GoalChoice): string {
  return goal === "auto" ? AUTO_GOAL.doc : goalKind(goal).kind.doc;
}

/**
 * The goal reached, as a sentence after the side's name ("The Rebels" + " hold space"), agreeing in number:
 * `singular` for "the Empire", plural for "the Rebels".
 */
export function goalPhrase(goal: Goal, plural: boolean): string {
  const { kind, args } = goalKind(goal);
  return kind.phrase(args, plural);
}

/** The goal as a gerund, for "…, holding space 3.0 points less often": "winning", "keeping half their strength". */
export function goalGerund(goal: Goal, plural: boolean): string {
  const { kind, args } = goalKind(goal);
  return kind.gerund(args, plural);
}

/** The goal line's words, side first: "The Rebels hold space", "The Empire destroys an X-wing". */
export function goalLine(faction: Faction, goal: Goal): string {
  const who = factionNoun(faction);
  return `${who.charAt(0).toUpperCase()}${who.slice(1)} ${goalPhrase(goal, faction === "rebel")}`;
}

/** The goal as a table's column head: "Wins", "Holds space", "Keeps half", "Destroys a Star Destroyer". */
export function goalColumn(goal: Goal): string {
  const { kind, args } = goalKind(goal);
  return kind.column(args);
}

import { UNIT_IDS, isUnitId, unitDef, type Faction, type Theater, type UnitId } from "@/lib/data";
import { factionNoun, unitName } from "./words";

/**
 * What a side plays for (docs/rules.md#goals), declared once: the schema, the share link, the side's panel, the
 * verdict and every piece of advice read this. Each goal is an event of one combat's end, so it has a chance;
 * `win` is the outcome the calculator has always called a win, and the default (a scenario without a goal means it).
 */
export type Goal = "win" | "hold-space" | "hold-ground" | "keep-half" | `destroy-${UnitId}`;

/**
 * What a side is set to play for: a goal, or `auto` (docs/rules.md#auto), the goal that fits the battle, resolved
 * once per setup from the first battles of its run (lib/results/auto-goal.ts). Every answer reads the resolved goal.
 */
export type GoalChoice = Goal | "auto";

/** What a side without a goal plays for: the win (files and links made before `auto` keep their meaning). */
export const DEFAULT_GOAL: Goal = "win";

/** The goal a new setup plays for (the page's battles, links of version 2 on). */
export const NEW_GOAL: GoalChoice = "auto";

export const AUTO_GOAL = {
  value: "auto",
  label: "Auto (fits the battle)",
  doc: "the outright win if this side reaches it in at least 1 battle in 20; else holding the theater it holds most often (in at least 1 battle in 5, one the enemy fights in); else keeping half its force.",
} as const;

/** The goals that take no unit, in the order the page lists them. */
export const PLAIN_GOALS = [
  {
    value: "win",
    label: "Win outright",
    doc: "the enemy is destroyed or retreats, and this side still has units in the system.",
  },
  {
    value: "hold-space",
    label: "Hold space",
    doc: "at the end, this side is the only one with units in space (the enemy's ships destroyed or gone).",
  },
  {
    value: "hold-ground",
    label: "Hold the ground",
    doc: "at the end, this side is the only one with units on the ground (the enemy's ground units destroyed or gone).",
  },
  {
    value: "keep-half",
    label: "Keep half the force",
    doc: "at the end, at least half of this side's strength is not destroyed (each unit weighed by its dice and half its health; units that retreated count as kept).",
  },
] as const satisfies readonly { value: Goal; label: string; doc: string }[];

export const DESTROY_GOAL_DOC =
  "at least one enemy unit of this type is destroyed (fewer are left at the end than the enemy brought).";

const DESTROY = "destroy-";

/** The unit a `destroy-…` goal names, or null for the other goals. */
export function destroyTarget(goal: Goal): UnitId | null {
  return goal.startsWith(DESTROY) ? (goal.slice(DESTROY.length) as UnitId) : null;
}

/** The theater a hold goal names, or null for the other goals. */
export function heldTheater(goal: Goal): Theater | null {
  return goal === "hold-space" ? "space" : goal === "hold-ground" ? "ground" : null;
}

/** What a goal's text must be, said in messages. */
export const GOAL_FORMAT = `must be "auto", "win", "hold-space", "hold-ground", "keep-half" or "destroy-" and a unit id (e.g. "destroy-death-star")`;

/** Reads a goal's text, or says why it is not one, in words that follow the field's name ("defender.goal is …"). */
export function parseGoal(text: string): { ok: true; goal: GoalChoice } | { ok: false; error: string } {
  if (text === AUTO_GOAL.value) return { ok: true, goal: "auto" };
  if (PLAIN_GOALS.some((g) => g.value === text)) return { ok: true, goal: text as Goal };
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

interface GoalSide {
  readonly faction: Faction;
  readonly units: Readonly<Partial<Record<UnitId, number>>>;
}

function hasUnitsIn(side: GoalSide, theater: Theater): boolean {
  return Object.entries(side.units).some(
    ([id, n]) => (n ?? 0) > 0 && unitDef(id as UnitId).theater === theater,
  );
}

/**
 * Why a side's goal cannot apply to the battle (the side has nothing in the theater it would hold, the enemy does
 * not bring the unit it would destroy), in words that follow "<side>.goal: ", or null.
 */
export function goalProblem(goal: GoalChoice, side: GoalSide, enemy: GoalSide, key: string): string | null {
  if (goal === "auto") return null;
  const theater = heldTheater(goal);
  if (theater && !hasUnitsIn(side, theater))
    return `"${goal}" but the ${key} has no units ${theater === "space" ? "in space" : "on the ground"}`;
  const target = destroyTarget(goal);
  if (target && (enemy.units[target] ?? 0) === 0) {
    const other = key === "attacker" ? "defender" : "attacker";
    return unitDef(target).faction === side.faction
      ? `"${goal}" names one of the ${key}'s own units, not an enemy`
      : `"${goal}" but the ${other} brings no ${unitName(target, 2)}`;
  }
  return null;
}

/** The goals that can apply to a side in this battle, in the page's order: the plain ones, then each enemy unit type. */
export function goalChoices(side: GoalSide, enemy: GoalSide, key: string): GoalChoice[] {
  const plain = PLAIN_GOALS.map((g) => g.value as Goal).filter(
    (g) => goalProblem(g, side, enemy, key) === null,
  );
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
  const theater = heldTheater(goal);
  if (theater && !hasUnitsIn(enemy, theater)) {
    const have = enemy.faction === "rebel" ? "have" : "has";
    const what = theater === "space" ? "units in space" : "ground units";
    return `nothing to fight for there: ${factionNoun(enemy.faction)} ${have} no ${what}`;
  }
  if (destroyTarget(goal) === "death-star" && !deathStarPlans) return "needs Death Star Plans";
  return null;
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
  side: "attacker" | "defender",
): string | null {
  const goal = goalOf(scenario[side]);
  const why = noContest(
    goal,
    scenario[side === "attacker" ? "defender" : "attacker"],
    scenario.deathStarPlans,
  );
  return why && `${goalLabel(goal)}: ${why}`;
}

/** The goal in a menu: "Hold space", "Destroy a Star Destroyer", "Auto (fits the battle)". */
export function goalLabel(goal: GoalChoice): string {
  if (goal === "auto") return AUTO_GOAL.label;
  const target = destroyTarget(goal);
  if (target) return `Destroy ${article(unitName(target))} ${unitName(target)}`;
  return PLAIN_GOALS.find((g) => g.value === goal)?.label ?? goal;
}

/** What the goal means, in a line (the side's panel, the reference page). */
export function goalDoc(goal: GoalChoice): string {
  if (goal === "auto") return AUTO_GOAL.doc;
  return destroyTarget(goal) ? DESTROY_GOAL_DOC : (PLAIN_GOALS.find((g) => g.value === goal)?.doc ?? "");
}

function article(name: string): string {
  // (an AT-AT, an X-wing, an Interdictor; a U-wing, a Y-wing)
  return /^([AEIO]|X-)/.test(name) ? "an" : "a";
}

/**
 * The goal reached, as a sentence after the side's name ("The Rebels" + " hold space"), agreeing in number:
 * `singular` for "the Empire", plural for "the Rebels".
 */
export function goalPhrase(goal: Goal, plural: boolean): string {
  const v = (one: string, many: string) => (plural ? many : one);
  const target = destroyTarget(goal);
  if (target) return `${v("destroys", "destroy")} ${article(unitName(target))} ${unitName(target)}`;
  switch (goal) {
    case "hold-space":
      return `${v("holds", "hold")} space`;
    case "hold-ground":
      return `${v("holds", "hold")} the ground`;
    case "keep-half":
      return `${v("keeps", "keep")} half ${v("its", "their")} strength`;
    default:
      return v("wins", "win");
  }
}

/** The goal as a gerund, for "…, holding space 3.0 points less often": "winning", "keeping half their strength". */
export function goalGerund(goal: Goal, plural: boolean): string {
  const target = destroyTarget(goal);
  if (target) return `destroying ${article(unitName(target))} ${unitName(target)}`;
  switch (goal) {
    case "hold-space":
      return "holding space";
    case "hold-ground":
      return "holding the ground";
    case "keep-half":
      return `keeping half ${plural ? "their" : "its"} strength`;
    default:
      return "winning";
  }
}

/** The goal line's words, side first: "The Rebels hold space", "The Empire destroys an X-wing". */
export function goalLine(faction: Faction, goal: Goal): string {
  const who = factionNoun(faction);
  return `${who.charAt(0).toUpperCase()}${who.slice(1)} ${goalPhrase(goal, faction === "rebel")}`;
}

/** The goal as a table's column head: "Wins", "Holds space", "Keeps half", "Destroys a Star Destroyer". */
export function goalColumn(goal: Goal): string {
  const target = destroyTarget(goal);
  if (target) return `Destroys ${article(unitName(target))} ${unitName(target)}`;
  switch (goal) {
    case "hold-space":
      return "Holds space";
    case "hold-ground":
      return "Holds ground";
    case "keep-half":
      return "Keeps half";
    default:
      return "Wins";
  }
}

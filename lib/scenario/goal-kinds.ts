import { unitDef, type Faction, type Theater, type UnitId } from "@/lib/data";
import type { PlainGoal } from "./goal-choice";
import type { SideKey } from "./sides";
import { factionNoun, unitName } from "./words";

/**
 * What a goal reads off the end of one combat, in the form a reader gives it: a test of the engine's state
 * (lib/engine/goal-met.ts), a metric of one traced trial or the chance over a whole run (lib/results/goal-chance.ts).
 * A goal is written once, as an expression over these four readings, and every reader evaluates that one expression,
 * so the page's chance, the advice's paired trials and the planner's count cannot disagree.
 */
export interface GoalReader<T> {
  /** `side` won outright (docs/rules.md#goals). */
  readonly won: (side: SideKey) => T;
  /** `side` is the only one with units in `theater` at the end. */
  readonly holds: (side: SideKey, theater: Theater) => T;
  /** At least half of `side`'s strength at the start is not destroyed. */
  readonly keptHalf: (side: SideKey) => T;
  /** At least one unit of `unit` that `owner` brought was destroyed (one that joined does not count). */
  readonly lostBrought: (owner: SideKey, unit: UnitId) => T;
}

/** A side as the goal rows see it: its faction and what it brings. */
export interface GoalSide {
  readonly faction: Faction;
  readonly units: Readonly<Partial<Record<UnitId, number>>>;
}

/** A goal of a kind, with the unit it names (a `destroy-…` goal) or null. */
export interface GoalArgs {
  readonly target: UnitId | null;
}

/** What a row knows of the battle when it judges whether its goal can be set for a side. */
export interface GoalBattle {
  readonly side: GoalSide;
  readonly enemy: GoalSide;
  /** "attacker" or "defender": the side's key, as messages name it. */
  readonly key: SideKey;
}

/** What decides whether a goal has anything to fight for (docs/rules.md#no-contest): the enemy and the Plans. */
export interface ContestBattle {
  readonly enemy: GoalSide;
  readonly deathStarPlans: boolean;
}

/**
 * One kind of goal (docs/rules.md#goals), declared once: its words everywhere the page, the CLI and the API say it,
 * whether it applies to a battle, and what it reads off a combat's end. A new goal is one new row.
 */
export interface GoalKind {
  /** The menu's words: "Hold space", "Destroy a Star Destroyer". */
  readonly label: (g: GoalArgs) => string;
  /** What the goal means, in a line (the side's panel, the reference page). */
  readonly doc: string;
  /** After the side's name, agreeing in number: "The Rebels" + " hold space". */
  readonly phrase: (g: GoalArgs, plural: boolean) => string;
  /** "…, holding space 3.0 points less often". */
  readonly gerund: (g: GoalArgs, plural: boolean) => string;
  /** A table's column head: "Holds space". */
  readonly column: (g: GoalArgs) => string;
  /** Why the goal cannot be set for this side at all (in words after "<side>.goal: "), or null. */
  readonly problem: (g: GoalArgs, b: GoalBattle) => string | null;
  /** Why the goal has nothing to fight for in this battle, said beside it (docs/rules.md#no-contest), or null. */
  readonly noContest: (g: GoalArgs, b: ContestBattle) => string | null;
  /** The goal as an expression over a reader's four readings of a combat's end, for `side`. */
  readonly read: <T>(r: GoalReader<T>, side: SideKey, g: GoalArgs) => T;
}

export const enemyOf = (side: SideKey): SideKey => (side === "attacker" ? "defender" : "attacker");

function hasUnitsIn(side: GoalSide, theater: Theater): boolean {
  return Object.entries(side.units).some(
    ([id, n]) => (n ?? 0) > 0 && unitDef(id as UnitId).theater === theater,
  );
}

/** "a Star Destroyer", "an X-wing". */
export function aUnit(id: UnitId): string {
  const name = unitName(id);
  // (an AT-AT, an X-wing, an Interdictor; a U-wing, a Y-wing)
  return `${/^([AEIO]|X-)/.test(name) ? "an" : "a"} ${name}`;
}

const verb = (plural: boolean, one: string, many: string) => (plural ? many : one);

/** Holding a theater: one row per theater, alike but for the theater's words. */
function holdRow(theater: Theater): GoalKind {
  const where = theater === "space" ? "space" : "the ground";
  return {
    label: () => (theater === "space" ? "Hold space" : "Hold the ground"),
    doc:
      theater === "space"
        ? "at the end, this side is the only one with units in space (the enemy's ships destroyed or gone)."
        : "at the end, this side is the only one with units on the ground (the enemy's ground units destroyed or gone).",
    phrase: (_g, plural) => `${verb(plural, "holds", "hold")} ${where}`,
    gerund: () => `holding ${where}`,
    column: () => (theater === "space" ? "Holds space" : "Holds ground"),
    problem: (_g, b) =>
      hasUnitsIn(b.side, theater)
        ? null
        : `"hold-${theater}" but the ${b.key} has no units ${theater === "space" ? "in space" : "on the ground"}`,
    noContest: (_g, b) => {
      if (hasUnitsIn(b.enemy, theater)) return null;
      const have = b.enemy.faction === "rebel" ? "have" : "has";
      const what = theater === "space" ? "units in space" : "ground units";
      return `nothing to fight for there: ${factionNoun(b.enemy.faction)} ${have} no ${what}`;
    },
    read: (r, side) => r.holds(side, theater),
  };
}

/** Every kind of goal, in the order the page lists them. */
export const GOALS = {
  win: {
    label: () => "Win outright",
    doc: "the enemy is destroyed or retreats, and this side still has units in the system.",
    phrase: (_g, plural) => verb(plural, "wins", "win"),
    gerund: () => "winning",
    column: () => "Wins",
    problem: () => null,
    noContest: () => null,
    read: (r, side) => r.won(side),
  },
  "hold-space": holdRow("space"),
  "hold-ground": holdRow("ground"),
  "keep-half": {
    label: () => "Keep half the force",
    doc: "at the end, at least half of this side's strength is not destroyed (each unit weighed by its dice and half its health; units that retreated count as kept).",
    phrase: (_g, plural) => `${verb(plural, "keeps", "keep")} half ${verb(plural, "its", "their")} strength`,
    gerund: (_g, plural) => `keeping half ${verb(plural, "its", "their")} strength`,
    column: () => "Keeps half",
    problem: () => null,
    noContest: () => null,
    read: (r, side) => r.keptHalf(side),
  },
  destroy: {
    label: ({ target }) => `Destroy ${aUnit(target!)}`,
    doc: "at least one enemy unit of this type is destroyed (fewer are left at the end than the enemy brought).",
    phrase: ({ target }, plural) => `${verb(plural, "destroys", "destroy")} ${aUnit(target!)}`,
    gerund: ({ target }) => `destroying ${aUnit(target!)}`,
    column: ({ target }) => `Destroys ${aUnit(target!)}`,
    problem: ({ target }, b) => {
      if ((b.enemy.units[target!] ?? 0) > 0) return null;
      return unitDef(target!).faction === b.side.faction
        ? `"destroy-${target}" names one of the ${b.key}'s own units, not an enemy`
        : `"destroy-${target}" but the ${enemyOf(b.key)} brings no ${unitName(target!, 2)}`;
    },
    noContest: ({ target }, b) =>
      target === "death-star" && !b.deathStarPlans ? "needs Death Star Plans" : null,
    read: (r, side, { target }) => r.lostBrought(enemyOf(side), target!),
  },
} as const satisfies Record<PlainGoal | "destroy", GoalKind>;

/** A kind of goal: a row of GOALS. */
export type GoalKindId = keyof typeof GOALS;

/** A kind that names no unit: every row but `destroy`. */
export type PlainKind = PlainGoal;

/** The kinds that take no unit, in the page's order (the table's). */
export const PLAIN_KINDS: readonly PlainKind[] = (Object.keys(GOALS) as GoalKindId[]).filter(
  (k): k is PlainKind => k !== "destroy",
);

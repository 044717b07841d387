import {
  keptMetric,
  pairedDifference,
  retreatedMetric,
  winMetric,
  wipedOutMetric,
  type PairedDifference,
  type SimulationResult,
  type TrialTrace,
} from "@/lib/engine";
import { unitStrength } from "@/lib/data";
import { goalChance, goalMetric } from "@/lib/results/goal-chance";
import { DEFAULT_GOAL, goalOf, type Goal } from "@/lib/scenario/goals";
import type { Scenario, SideKey } from "@/lib/scenario/types";

/**
 * What the panels read of one side in one run: its chance to win, to retreat, to be wiped out, and the units
 * and strength (units weighted by `unitStrength`) it keeps on average.
 */
export interface SideFigures {
  readonly win: number;
  /** The chance of the side's goal (lib/results/goal-chance.ts): the win itself when the goal is `win`. */
  readonly goal: number;
  readonly retreated: number;
  readonly wipedOut: number;
  readonly unitsKept: number;
  readonly strengthKept: number;
  /** The chance that the side alone holds each theater at the end (lib/results/goal-chance.ts's `hold-…` goals). */
  readonly holdsSpace: number;
  readonly holdsGround: number;
}

export type Figure = keyof SideFigures;
const FIGURES: readonly Figure[] = [
  "win",
  "goal",
  "retreated",
  "wipedOut",
  "unitsKept",
  "strengthKept",
  "holdsSpace",
  "holdsGround",
];

/** Each side's goal (lib/scenario/goals.ts), for the figures that depend on it. */
export type Goals = { readonly attacker: Goal; readonly defender: Goal };

/** The goals of a scenario's sides (the default where a side has none). */
export function goalsOf(scenario: Scenario): Goals {
  return { attacker: goalOf(scenario.attacker), defender: goalOf(scenario.defender) };
}

/** A side's figures as a run's result gives them. */
export function sideFigures(result: SimulationResult, side: SideKey, goal: Goal = DEFAULT_GOAL): SideFigures {
  const stats = result[side];
  return {
    win: result.outcomes[side].p,
    goal: goalChance(result, side, goal).p,
    retreated: stats.retreated.p,
    wipedOut: stats.wipedOut.p,
    unitsKept: stats.survivors.reduce((s, u) => s + u.mean, 0),
    strengthKept: stats.survivors.reduce((s, u) => s + u.mean * unitStrength(u.unit), 0),
    holdsSpace: result.holds.space[side],
    holdsGround: result.holds.ground[side],
  };
}

/** The side's strength at the start (units weighted by `unitStrength`). */
export function startStrength(result: SimulationResult, side: SideKey): number {
  return result[side].survivors.reduce((s, u) => s + u.start * unitStrength(u.unit), 0);
}

export type PairedSide = Readonly<Record<Figure, PairedDifference>>;

/** How one run differs from another of the same seed, trial by trial, for both sides (run − base). */
export interface PairedRun {
  readonly attacker: PairedSide;
  readonly defender: PairedSide;
  /** Trials paired: the first this many of both runs. */
  readonly trials: number;
}

const METRICS = {
  win: winMetric,
  goal: (side: SideKey, goal: Goal) => goalMetric(goal, side),
  retreated: retreatedMetric,
  wipedOut: wipedOutMetric,
  unitsKept: (side: SideKey) => keptMetric(side),
  strengthKept: (side: SideKey) => keptMetric(side, unitStrength),
  holdsSpace: (side: SideKey) => goalMetric("hold-space", side),
  holdsGround: (side: SideKey) => goalMetric("hold-ground", side),
} as const;

const memo = new WeakMap<TrialTrace, WeakMap<TrialTrace, Map<string, PairedRun>>>();

/**
 * One side's paired figures, each measured when first read: a panel reads a few of them (the retreat advice one
 * side's goal and strength kept), and each is a pass over every trial paired.
 */
function lazySide(base: TrialTrace, run: TrialTrace, side: SideKey, goal: Goal): PairedSide {
  const known: Partial<Record<Figure, PairedDifference>> = {};
  const figures = {} as Record<Figure, PairedDifference>;
  for (const f of FIGURES) {
    // (the goal `win` is the win itself: one pass for both)
    const measured = f === "goal" && goal === DEFAULT_GOAL ? "win" : f;
    Object.defineProperty(figures, f, {
      enumerable: true,
      get: () => (known[measured] ??= pairedDifference(base, run, METRICS[measured](side, goal))),
    });
  }
  return figures;
}

/**
 * `run` against `base`, trial by trial (both runs of the same seed: lib/engine/paired.ts), each side's goal
 * measured as `goals` says. Memoized per pair of traces and goals, and each figure measured only when read, so a
 * panel that repaints does not measure again and nobody pays for a figure no panel reads.
 */
export function pairedRun(base: TrialTrace, run: TrialTrace, goals: Goals = WIN_GOALS): PairedRun {
  let byRun = memo.get(base);
  if (!byRun) memo.set(base, (byRun = new WeakMap()));
  let byGoals = byRun.get(run);
  if (!byGoals) byRun.set(run, (byGoals = new Map()));
  const goalsKey = `${goals.attacker}|${goals.defender}`;
  const known = byGoals.get(goalsKey);
  if (known) return known;
  const paired: PairedRun = {
    attacker: lazySide(base, run, "attacker", goals.attacker),
    defender: lazySide(base, run, "defender", goals.defender),
    // (the trials `pairedDifference` pairs: the first of both runs)
    trials: Math.min(base.trials, run.trials),
  };
  byGoals.set(goalsKey, paired);
  return paired;
}

const WIN_GOALS: Goals = { attacker: DEFAULT_GOAL, defender: DEFAULT_GOAL };

/**
 * A variation's figures on the one baseline: the main run's figures moved by the paired difference the
 * variation makes (measured on the trials both traces hold). For the unchanged setup the difference is 0, so
 * every panel shows the main run's own numbers; a variation's estimate is also closer to its true value than
 * its own short run alone (control variates: the noise the two runs share cancels).
 */
export function onBaseline(main: SideFigures, d: PairedSide): SideFigures {
  const at = (f: Figure) => main[f] + d[f].mean;
  const chance = (f: Figure) => Math.min(1, Math.max(0, at(f)));
  return {
    win: chance("win"),
    goal: chance("goal"),
    retreated: chance("retreated"),
    wipedOut: chance("wipedOut"),
    unitsKept: Math.max(0, at("unitsKept")),
    strengthKept: Math.max(0, at("strengthKept")),
    holdsSpace: chance("holdsSpace"),
    holdsGround: chance("holdsGround"),
  };
}

import { unitStrength } from "@/lib/data";
import {
  CHUNK_SIZE,
  attackDice,
  compileBattle,
  defaultAssignment,
  emptyTrace,
  keptMetric,
  runChunks,
  type RolledDice,
} from "@/lib/engine";
import { goalMetric } from "@/lib/results/goal-chance";
import { autoGoal, autoShares } from "@/lib/results/auto-goal";
import { goalChoiceOf, type Goal } from "@/lib/scenario/goals";
import type { Scenario, SideKey } from "@/lib/scenario/types";
import { afterAssignment, scenarioRules, targetsBefore } from "./after-assignment";
import { fromEngine, placements, promise, sameTargets, type Targets } from "./candidates";
import { pairedOf, settledBelow, type Paired } from "./paired-values";
import { placementWords } from "./placement-words";
import { rollProblem } from "./rolled";

/** At most this many classes are run (the most promising: `promise`). */
export const MOST_RUN = 24;
/** Trials a class runs at most: ten looks of the sequential test (lib/runs/sequential.ts). */
export const MOVE_TRIALS = 20_000;

/** One way to place the roll, and how the battle goes on from it. */
export interface MoveRow {
  readonly words: string;
  readonly placed: Targets;
  /** The rolling side's goal chance from here, and the half-width of its 95% interval. */
  readonly goal: number;
  readonly goalMargin: number;
  /** The rolling side's expected strength lost from here on (lib/data/unit-strength.ts), with its margin. */
  readonly strengthLost: number;
  readonly strengthMargin: number;
  readonly trials: number;
  /** The engine's own placement of these dice (its targeting policy). */
  readonly isDefault: boolean;
}

export interface BestMove {
  readonly side: SideKey;
  readonly theater: "space" | "ground";
  readonly goal: Goal;
  /** Why `auto` chose the goal, or null. */
  readonly goalWhy: string | null;
  /** Classes of placements found, after pruning the dominated ones; and how many were run. */
  readonly classes: number;
  readonly run: number;
  /** The best, then the next two (docs/rules.md#after-the-dice: goal chance, then within the noise less strength lost). */
  readonly rows: readonly MoveRow[];
  readonly engineDefault: MoveRow;
  /** The best's goal chance less the default's, paired on the same dice (0 when the default is the best). */
  readonly gain: Paired;
}

export type BestMoveAnswer = { ok: true; move: BestMove } | { ok: false; error: string };

/**
 * The best placement of a roll just made (docs/rules.md#after-the-dice): every class of placement (units alike are one),
 * the dominated ones pruned, the `MOST_RUN` most promising each played on from the resulting state with the same seed
 * (so trial i of every class meets the same dice: common random numbers), one chunk at a time; a class whose goal
 * chance is settled below the leader's by the sequential test (lib/runs/sequential.ts) stops running.
 */
export function bestMove(
  scenario: Scenario,
  rolled: RolledDice,
  seed: string,
  maxTrials = MOVE_TRIALS,
): BestMoveAnswer {
  const step = scenario.inProgress?.step;
  if (!step) return { ok: false, error: "inProgress.step: say which side rolled in which theater" };
  const { rolled: side, theater } = step;
  const problem = rollProblem(rolled, attackDice(scenario, side, theater), scenario, side, theater);
  if (problem) return { ok: false, error: problem };
  const rule = scenarioRules(scenario, side);
  const before = targetsBefore(scenario, side, theater, rule);
  const damage = {
    red: rolled.red.hit,
    black: rolled.black.hit,
    direct: rolled.red.direct + rolled.black.direct + rolled.green.direct + rolled.green.hit,
  };
  const all = placements(before, damage, rule);
  const engine = fromEngine(defaultAssignment(scenario, side, theater, rolled), rule);
  const ranked = [...all].sort((a, b) => promise(b, rule) - promise(a, rule)).slice(0, MOST_RUN);
  if (!ranked.some((c) => sameTargets(c, engine))) ranked.splice(MOST_RUN - 1, 1, engine);
  const runs = ranked.map((placed) => afterAssignment(scenario, side, theater, placed, rolled, rule));
  const defaultIndex = ranked.findIndex((c) => sameTargets(c, engine));
  const { goal, why } = goalFor(runs[defaultIndex]!, side, seed);
  const values = playOn(runs, side, goal, seed, maxTrials);
  const start = Object.entries(scenario[side].units).reduce(
    (n, [id, k]) => n + unitStrength(id as never) * (k ?? 0),
    0,
  );
  const rows = ranked.map((placed, i): MoveRow => ({
    words: placementWords(before, placed, rule),
    placed,
    ...chance(values.goal[i]!),
    ...lost(values.kept[i]!, start),
    trials: values.goal[i]!.length,
    isDefault: i === defaultIndex,
  }));
  const order = rankRows(rows, values);
  const best = order[0]!;
  return {
    ok: true,
    move: {
      side,
      theater,
      goal,
      goalWhy: why,
      classes: all.length,
      run: ranked.length,
      rows: order.slice(0, 3).map((i) => rows[i]!),
      engineDefault: rows[defaultIndex]!,
      gain: pairedOf(values.goal[defaultIndex]!, values.goal[best]!),
    },
  };
}

/** The rolling side's goal: set by hand, or `auto` resolved on the engine's own placement (lib/results/auto-goal.ts). */
function goalFor(s: Scenario, side: SideKey, seed: string): { goal: Goal; why: string | null } {
  const choice = goalChoiceOf(s[side]);
  if (choice !== "auto") return { goal: choice, why: null };
  return autoGoal(s, side, autoShares(s, seed, CHUNK_SIZE));
}

/** Per class, per trial: 1 or 0 for the goal, and the strength kept; a class settled below the leader stops. */
function playOn(runs: readonly Scenario[], side: SideKey, goal: Goal, seed: string, maxTrials: number) {
  const battles = runs.map((s) => compileBattle(s));
  const met = goalMetric(goal, side);
  const kept = keptMetric(side, unitStrength);
  const values = { goal: runs.map((): number[] => []), kept: runs.map((): number[] => []) };
  const alive = runs.map(() => true);
  const chunks = Math.ceil(maxTrials / CHUNK_SIZE);
  for (let k = 0; k < chunks && alive.filter(Boolean).length > 1; k++) {
    battles.forEach((b, i) => {
      if (!alive[i]) return;
      const trace = emptyTrace(b, maxTrials, k, k + 1);
      runChunks(b, seed, maxTrials, k, k + 1, trace);
      for (let t = 0; t < trace.trials; t++) {
        values.goal[i]!.push(met(trace, t));
        values.kept[i]!.push(kept(trace, t));
      }
    });
    const leader = bestIndex(values.goal, alive);
    alive.forEach((on, i) => {
      if (on && i !== leader && settledBelow(values.goal[leader]!, values.goal[i]!, maxTrials))
        alive[i] = false;
    });
  }
  return values;
}

function bestIndex(goal: readonly number[][], alive: readonly boolean[]): number {
  let best = -1;
  goal.forEach((g, i) => {
    if (alive[i] && (best < 0 || mean(g) > mean(goal[best]!))) best = i;
  });
  return best;
}

/**
 * Best first: the highest goal chance; a class within the noise of it (their paired difference not beyond it) and
 * keeping more strength goes before it (docs/rules.md#after-the-dice). Then the rest by goal chance.
 */
function rankRows(rows: readonly MoveRow[], values: { goal: number[][]; kept: number[][] }): number[] {
  const byGoal = rows.map((_, i) => i).sort((a, b) => rows[b]!.goal - rows[a]!.goal);
  const top = byGoal[0]!;
  const tied = byGoal.filter((i) => {
    if (i === top) return true;
    const n = Math.min(values.goal[i]!.length, values.goal[top]!.length);
    return n === values.goal[top]!.length && !pairedOf(values.goal[i]!, values.goal[top]!).beyondNoise;
  });
  tied.sort((a, b) => rows[a]!.strengthLost - rows[b]!.strengthLost);
  return [...tied, ...byGoal.filter((i) => !tied.includes(i))];
}

const mean = (xs: readonly number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);

function chance(xs: readonly number[]) {
  const p = mean(xs);
  return { goal: p, goalMargin: 1.96 * Math.sqrt((p * (1 - p)) / Math.max(1, xs.length)) };
}

function lost(kept: readonly number[], start: number) {
  const m = mean(kept);
  const v = kept.reduce((s, x) => s + (x - m) ** 2, 0) / Math.max(1, kept.length - 1);
  return { strengthLost: start - m, strengthMargin: 1.96 * Math.sqrt(v / Math.max(1, kept.length)) };
}

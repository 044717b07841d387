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
import type { SideKey } from "@/lib/scenario/types";

/**
 * What the panels read of one side in one run: its chance to win, to retreat, to be wiped out, and the units
 * and strength (units weighted by `unitStrength`) it keeps on average.
 */
export interface SideFigures {
  readonly win: number;
  readonly retreated: number;
  readonly wipedOut: number;
  readonly unitsKept: number;
  readonly strengthKept: number;
}

export type Figure = keyof SideFigures;
const FIGURES: readonly Figure[] = ["win", "retreated", "wipedOut", "unitsKept", "strengthKept"];

/** A side's figures as a run's result gives them. */
export function sideFigures(result: SimulationResult, side: SideKey): SideFigures {
  const stats = result[side];
  return {
    win: result.outcomes[side].p,
    retreated: stats.retreated.p,
    wipedOut: stats.wipedOut.p,
    unitsKept: stats.survivors.reduce((s, u) => s + u.mean, 0),
    strengthKept: stats.survivors.reduce((s, u) => s + u.mean * unitStrength(u.unit), 0),
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
  retreated: retreatedMetric,
  wipedOut: wipedOutMetric,
  unitsKept: (side: SideKey) => keptMetric(side),
  strengthKept: (side: SideKey) => keptMetric(side, unitStrength),
} as const;

const memo = new WeakMap<TrialTrace, WeakMap<TrialTrace, PairedRun>>();

/**
 * `run` against `base`, trial by trial (both runs of the same seed: lib/engine/paired.ts). Memoized per pair of
 * traces, so a panel that repaints does not measure again.
 */
export function pairedRun(base: TrialTrace, run: TrialTrace): PairedRun {
  let byRun = memo.get(base);
  if (!byRun) memo.set(base, (byRun = new WeakMap()));
  const known = byRun.get(run);
  if (known) return known;
  const side = (key: SideKey) =>
    Object.fromEntries(FIGURES.map((f) => [f, pairedDifference(base, run, METRICS[f](key))])) as PairedSide;
  const attacker = side("attacker");
  const paired: PairedRun = { attacker, defender: side("defender"), trials: attacker.win.trials };
  byRun.set(run, paired);
  return paired;
}

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
    retreated: chance("retreated"),
    wipedOut: chance("wipedOut"),
    unitsKept: Math.max(0, at("unitsKept")),
    strengthKept: Math.max(0, at("strengthKept")),
  };
}

/** The main run of the unchanged setup and its trial trace: what every panel's numbers stand on. */
export interface Baseline {
  readonly result: SimulationResult;
  readonly trace: TrialTrace;
}

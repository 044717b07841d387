import type { Faction, UnitId } from "@/lib/data";
import {
  CHUNK_SIZE,
  pairedDifference,
  type PairedDifference,
  type SimulationResult,
  type TrialTrace,
} from "@/lib/engine";
import { goalChance } from "@/lib/results/goal-chance";
import { formatPoints } from "@/lib/format/percent";
import { judge, settled, wholeRunVerdict, type Verdict } from "@/lib/runs/sequential";
import { goalLine, type Goal } from "@/lib/scenario/goals";
import type { Scenario, SideKey } from "@/lib/scenario/types";
import { unitName } from "@/lib/scenario/words";
import { goalsOf, onBaseline, pairedRun, sideFigures } from "./paired-run";
import type { Baseline } from "@/lib/runs/run-descriptor";
import { lost } from "./compare-rows";
import { MIN_UNIT_DIFFERENCE, compareMeans, compareProportions } from "./significance";

/**
 * A candidate setup (one more AT-AT, a card already used, another targeting policy) against the battle as it is,
 * measured on each side's goal trial by trial, with the sequential verdict of lib/runs/sequential.ts: what every
 * panel of candidates shows first, and what decides when a candidate has run enough.
 */
export interface GoalChange {
  readonly side: SideKey;
  readonly goal: Goal;
  /** The candidate's chance of the side's goal on the one baseline (the main run's moved by the difference). */
  readonly p: number;
  /** Candidate minus the battle as it is, trial by trial. */
  readonly diff: PairedDifference;
  readonly verdict: Verdict;
}

export type GoalChanges = { readonly attacker: GoalChange; readonly defender: GoalChange };

/** Each side's goal change of `trace` against the baseline, judged after its trials of at most `maxTrials`. */
export function goalChanges(
  base: Baseline,
  trace: TrialTrace,
  scenario: Scenario,
  maxTrials: number,
): GoalChanges {
  const goals = goalsOf(scenario);
  const paired = pairedRun(base.trace, trace, goals);
  const side = (key: SideKey): GoalChange => {
    const diff = paired[key].goal;
    return {
      side: key,
      goal: goals[key],
      p: onBaseline(sideFigures(base.result, key, goals[key]), paired[key]).goal,
      diff,
      verdict: judge(diff, maxTrials),
    };
  };
  return { attacker: side("attacker"), defender: side("defender") };
}

/**
 * Compare's B against A when both ran the same seed and trials (their traces pair trial by trial): each side's goal
 * change, judged by the full run's test (both are whole runs), with B's chances.
 */
export function comparedChanges(
  a: TrialTrace,
  b: { readonly result: SimulationResult; readonly trace: TrialTrace },
  scenario: Scenario,
): GoalChanges {
  const goals = goalsOf(scenario);
  const paired = pairedRun(a, b.trace, goals);
  const side = (key: SideKey): GoalChange => ({
    side: key,
    goal: goals[key],
    p: goalChance(b.result, key, goals[key]).p,
    diff: paired[key].goal,
    verdict: wholeRunVerdict(paired[key].goal),
  });
  return { attacker: side("attacker"), defender: side("defender") };
}

/** What `changeWords` reads of a side's goal change: its goal, its verdict and the change. */
export type GoalShift = Pick<GoalChange, "goal" | "verdict"> & { readonly diff: { readonly mean: number } };

/**
 * Compare's B against A when they did not play the same dice (another seed or trials): each side's goal change and
 * the losses that move beyond the noise, each tested as two independent runs (significance.ts), as `changeWords`
 * reads them. A unit type the two setups bring in different numbers is left out, as `lossChanges` does.
 */
export function unpairedChanges(
  a: SimulationResult,
  b: SimulationResult,
  scenario: Scenario,
): { readonly changes: Readonly<Record<SideKey, GoalShift>>; readonly losses: readonly LossChange[] } {
  const goals = goalsOf(scenario);
  const shift = (key: SideKey): GoalShift => {
    const chance = (r: SimulationResult) => ({ p: goalChance(r, key, goals[key]).p, trials: r.trials });
    const d = compareProportions(chance(a), chance(b));
    const verdict = d.significant ? (d.diff > 0 ? "more" : "less") : "noise";
    return { goal: goals[key], verdict, diff: { mean: d.diff } };
  };
  const losses: LossChange[] = [];
  for (const side of ["attacker", "defender"] as const)
    for (const ua of a[side].survivors) {
      const ub = b[side].survivors.find((u) => u.unit === ua.unit);
      const [la, lb] = [lost(ua, a.trials), ub && lost(ub, b.trials)];
      if (!ub || ub.start !== ua.start || !la || !lb) continue;
      const d = compareMeans(la, lb);
      if (d.significant) losses.push({ side, unit: ua.unit, lost: d.diff });
    }
  losses.sort((x, y) => Math.abs(y.lost) - Math.abs(x.lost));
  return { changes: { attacker: shift("attacker"), defender: shift("defender") }, losses };
}

/** Both sides' verdicts are final: the candidate needs no more trials. */
export function changesSettled(c: GoalChanges | null): boolean {
  return c !== null && settled(c.attacker.verdict) && settled(c.defender.verdict);
}

/** The trials a candidate's job wants now: one more look while its verdict is open, else what it has. */
export function nextLook(done: number, changes: GoalChanges | null, maxTrials: number): number {
  if (done === 0) return Math.min(CHUNK_SIZE, maxTrials);
  return changesSettled(changes) ? done : Math.min(maxTrials, done + CHUNK_SIZE);
}

/** One unit type's change in losses (candidate minus now), beyond the noise. */
export interface LossChange {
  readonly side: SideKey;
  readonly unit: UnitId;
  /** Units lost more (negative: fewer) on average. */
  readonly lost: number;
}

/**
 * The unit types whose expected losses move beyond the noise, measured trial by trial on the units each side
 * keeps of each type (a type only one setup has is left out: its change is the setup's own change).
 */
export function lossChanges(base: TrialTrace, run: TrialTrace): readonly LossChange[] {
  let byRun = lossMemo.get(base);
  if (!byRun) lossMemo.set(base, (byRun = new WeakMap()));
  const known = byRun.get(run);
  if (known) return known;
  const out: LossChange[] = [];
  for (const side of ["attacker", "defender"] as const) {
    const i = side === "attacker" ? 0 : 1;
    for (const unit of base.units[i]) {
      const col = (t: TrialTrace) => (i === 0 ? 0 : t.units[0].length) + t.units[i].indexOf(unit);
      if (!run.units[i].includes(unit) || base.start[col(base)] !== run.start[col(run)]) continue;
      const at = { base: col(base), run: col(run) };
      const kept = (t: TrialTrace, n: number) => t.survivors[n * t.width + (t === base ? at.base : at.run)]!;
      // (both brought as many: the change in losses is the change in units kept, the other way round)
      const d = pairedDifference(base, run, kept);
      if (d.beyondNoise && Math.abs(d.mean) >= MIN_UNIT_DIFFERENCE) out.push({ side, unit, lost: -d.mean });
    }
  }
  out.sort((a, b) => Math.abs(b.lost) - Math.abs(a.lost));
  byRun.set(run, out);
  return out;
}

const lossMemo = new WeakMap<TrialTrace, WeakMap<TrialTrace, readonly LossChange[]>>();

/** Loss changes named in a row's words at most (the Details list them all). */
export const MAX_LOSS_WORDS = 2;

/**
 * The change in a player's words, goals first, then the losses beyond the noise: "the Rebels hold space: +4.1
 * points; the Empire wins: same chance; 0.2 fewer Stormtroopers lost". `factions` name the sides.
 */
export function changeWords(
  changes: Readonly<Record<SideKey, GoalShift>>,
  losses: readonly LossChange[],
  factions: { readonly attacker: Faction; readonly defender: Faction },
): string {
  const goalText = (["attacker", "defender"] as const).map((side) => {
    const c = changes[side];
    const what = goalLine(factions[side], c.goal);
    if (c.verdict === "more" || c.verdict === "less") return `${what}: ${formatPoints(c.diff.mean)}`;
    if (c.verdict === "open") return `${what}: measuring…`;
    return `${what}: same chance`;
  });
  // (the two largest, and only those that show at one decimal)
  const lossText = losses
    .filter((l) => Math.abs(l.lost) >= 0.05)
    .slice(0, MAX_LOSS_WORDS)
    .map((l) => {
      const n = Math.abs(l.lost);
      return `${n.toFixed(1)} ${l.lost < 0 ? "fewer" : "more"} ${unitName(l.unit, n === 1 ? 1 : 2)} lost`;
    });
  return [...goalText, ...lossText].join("; ");
}

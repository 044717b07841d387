import type { PairedDifference, TrialTrace } from "@/lib/engine";
import {
  goalsOf,
  onBaseline,
  pairedRun,
  sideFigures,
  startStrength,
  type Baseline,
  type SideFigures,
} from "@/lib/compare/paired-run";
import { earlyInterval } from "@/lib/runs/sequential";
import type { RetreatPolicy, SideKey } from "@/lib/scenario/types";
import type { RetreatCase } from "./retreat-advice";

/**
 * Smallest changes that count, on top of beating the noise: with enough trials a paired test finds differences
 * too small to matter at the table. A rule must reach the side's goal at least 0.1 point more often, or keep at
 * least 1% more of the side's strength (units weighted by their dice and half their health) while reaching it as
 * often; a rule reaching it less often by under 0.1 point reaches it as often (issue 33: the same threshold both
 * ways, so a look can settle "as often" before the last one).
 */
export const MIN_WIN_GAIN = 0.001;
export const MIN_KEPT_GAIN = 0.01;

/** How a rule compares with never retreating on the side's goal (`win` by default), trial by trial. */
export type Standing =
  /** Reaches the goal more often, beyond the noise. */
  | "wins-more"
  /** Reaches it as often (within the noise) and keeps measurably more. */
  | "keeps-more"
  /** Never retreating itself. */
  | "never"
  /** No measurable gain: reaches it as often and keeps about as much (or less). */
  | "same"
  /** Reaches it measurably less often. */
  | "wins-less";

export interface RetreatRow {
  readonly side: SideKey;
  readonly label: string;
  readonly rule: RetreatPolicy;
  readonly current: boolean;
  /** The rule's chances on the one baseline (the main run's for the current rule); null while its run is missing. */
  readonly win: number | null;
  /** The chance of the side's goal (the same as `win` when the goal is `win`). */
  readonly goal: number | null;
  /** The 95% margin of `goal`'s difference from the main run, trial by trial (0 for the current rule). */
  readonly goalMargin: number | null;
  readonly retreat: number | null;
  readonly destroyed: number | null;
  /** Expected units kept (not destroyed: still in the system or retreated), and the share of the side's strength. */
  readonly unitsKept: number | null;
  readonly strengthKept: number | null;
  /**
   * Against never retreating, trial by trial: the change in the side's goal chance (`win`: the goal) and in the
   * share of its strength kept.
   */
  readonly vsNever: { readonly win: PairedDifference; readonly kept: PairedDifference } | null;
  /** Where the rule stands against never retreating; provisional until `settled`. */
  readonly standing: Standing | null;
  /**
   * The standing is final: measured on every trial the advice runs, or settled sooner beyond the strict bound of
   * an early look (lib/runs/sequential.ts).
   */
  readonly settled: boolean;
  /** Trials the rule was compared on so far. */
  readonly trials: number;
  /** The rule to play (★): the best that beats never, or never itself. */
  readonly best: boolean;
}

export const RETREAT_CRITERION =
  "★ goes to a rule only when it beats never retreating on the same dice, measured on the side's goal: it reaches the goal more often, beyond the noise and by at least 0.1 point, or as often (within the noise, or under 0.1 point either way) and keeps measurably more of the side's strength (units weighted by their dice and half their health). A rule that reaches it measurably less often never gets it; otherwise never retreating does. Each rule is measured until its answer is settled (a strict bound at each early look, the plain 95% test at the last).";

/** What each case's run is paired with: the main run for the current rule, its own traced run otherwise. */
export interface RetreatRuns {
  readonly baseline: Baseline | null;
  /** A rule's trace so far (its first trials), by case. */
  readonly trace: (c: RetreatCase) => TrialTrace | null;
  /** The most trials a rule is run for: at its last look it is judged as a full run is. */
  readonly maxTrials: number;
}

function traceOf(c: RetreatCase, runs: RetreatRuns): TrialTrace | null {
  if (c.current) return runs.baseline?.trace ?? null;
  return runs.trace(c);
}

interface Vs {
  readonly win: PairedDifference;
  readonly kept: PairedDifference;
}

/** The full run's standing, from the plain 95% test (the last look, or a provisional reading before it). */
function standing(rule: RetreatPolicy, vs: Vs): Standing {
  if (rule.policy === "never") return "never";
  const { win, kept } = vs;
  // (a change in the goal counts beyond the noise and from MIN_WIN_GAIN either way: smaller, it is "as often")
  if (win.beyondNoise && win.mean >= MIN_WIN_GAIN) return "wins-more";
  if (win.beyondNoise && win.mean <= -MIN_WIN_GAIN) return "wins-less";
  return kept.beyondNoise && kept.mean >= MIN_KEPT_GAIN ? "keeps-more" : "same";
}

/**
 * The standing settled at an early look, beyond the strict bound, or null: the goal reached more often, or less
 * often, by at least MIN_WIN_GAIN beyond doubt; or as often (the strict interval within ±MIN_WIN_GAIN) with the
 * strength kept settled one way or the other.
 */
function earlyStanding(vs: Vs): Standing | null {
  const g = earlyInterval(vs.win);
  if (g.low >= MIN_WIN_GAIN) return "wins-more";
  if (g.high <= -MIN_WIN_GAIN) return "wins-less";
  if (g.low <= -MIN_WIN_GAIN || g.high >= MIN_WIN_GAIN) return null;
  const k = earlyInterval(vs.kept);
  if (k.low >= MIN_KEPT_GAIN) return "keeps-more";
  return k.high < MIN_KEPT_GAIN ? "same" : null;
}

/** A difference in strength kept as a share of the side's strength at the start. */
function share(d: PairedDifference, start: number): PairedDifference {
  const k = start > 0 ? 1 / start : 0;
  return { ...d, mean: d.mean * k, se: d.se * k, margin: d.margin * k };
}

const GROUP: Readonly<Record<Standing, number>> = {
  "wins-more": 0,
  "keeps-more": 1,
  never: 2,
  same: 3,
  "wins-less": 4,
};

/**
 * A side's rows, best first once every rule is settled (until then in the sweep's order, so no row moves under
 * the pointer): the rules that reach the side's goal more often than never retreating (most first), then those
 * that reach it as often and keep more (most kept first), then never, then the rest by their goal chance. ★ goes to
 * the first row. Every rule plays the first trials of the main run's dice, so each difference is measured trial
 * by trial.
 */
export function retreatRows(cases: readonly RetreatCase[], runs: RetreatRuns, side: SideKey): RetreatRow[] {
  const own = cases.filter((c) => c.side === side);
  const base = runs.baseline;
  const goals = own[0] ? goalsOf(own[0].setup.scenario) : undefined;
  const never = own.find((c) => c.rule.policy === "never");
  const neverTrace = never ? traceOf(never, runs) : null;
  const start = base ? startStrength(base.result, side) : 0;
  const rows = own.map((c): RetreatRow => {
    const trace = traceOf(c, runs);
    const empty = {
      side,
      label: c.label,
      rule: c.rule,
      current: c.current,
      win: null,
      goal: null,
      goalMargin: null,
      retreat: null,
      destroyed: null,
      unitsKept: null,
      strengthKept: null,
      vsNever: null,
      standing: null,
      settled: false,
      trials: 0,
      best: false,
    };
    if (!base || !trace || !goals) return empty;
    const vsMain = pairedRun(base.trace, trace, goals)[side];
    const f: SideFigures = onBaseline(sideFigures(base.result, side, goals[side]), vsMain);
    const vs = neverTrace ? pairedRun(neverTrace, trace, goals)[side] : null;
    const vsNever = vs && { win: vs.goal, kept: share(vs.strengthKept, start) };
    const last = vsNever !== null && (vsNever.win.trials >= runs.maxTrials || c.rule.policy === "never");
    const early = vsNever && !last ? earlyStanding(vsNever) : null;
    return {
      ...empty,
      win: f.win,
      goal: f.goal,
      goalMargin: vsMain.goal.margin,
      retreat: f.retreated,
      destroyed: f.wipedOut,
      unitsKept: f.unitsKept,
      strengthKept: start > 0 ? f.strengthKept / start : null,
      vsNever,
      standing: vsNever ? (early ?? standing(c.rule, vsNever)) : null,
      settled: last || early !== null,
      trials: vsNever?.win.trials ?? 0,
    };
  });
  const versus = versusOf(own, runs, side);
  if (retreatOpen(rows, runs.maxTrials, versus).length > 0 || rows.some((r) => r.standing === null))
    return rows;
  const key = (r: RetreatRow) => {
    if (r.standing === "wins-more") return -r.vsNever!.win.mean;
    if (r.standing === "keeps-more") return -r.vsNever!.kept.mean;
    return -r.goal!;
  };
  // (a stable sort: rules that play out alike keep the sweep's order, the simpler rule first)
  const sorted = [...rows].sort((a, b) => GROUP[a.standing!] - GROUP[b.standing!] || key(a) - key(b));
  return sorted.map((r, i) => ({ ...r, best: i === 0 }));
}

/** A side's rules compared with each other on the same dice (`Versus`), from their traces. */
export function versusOf(own: readonly RetreatCase[], runs: RetreatRuns, side: SideKey): Versus {
  const base = runs.baseline;
  const goals = own[0] ? goalsOf(own[0].setup.scenario) : undefined;
  const start = base ? startStrength(base.result, side) : 0;
  const traceOfRow = (r: RetreatRow) => {
    const c = own.find((x) => x.label === r.label);
    return c ? traceOf(c, runs) : null;
  };
  return (a, b, figure) => {
    const ta = traceOfRow(a);
    const tb = traceOfRow(b);
    if (!ta || !tb || !base || !goals) return null;
    const d = pairedRun(ta, tb, goals)[side];
    return figure === "win" ? d.goal : share(d.strengthKept, start);
  };
}

/** A difference's interval: the plain 95% one at the last look, the strict one before it. */
function interval(d: PairedDifference, last: boolean): { low: number; high: number } {
  return last ? { low: d.mean - d.margin, high: d.mean + d.margin } : earlyInterval(d);
}

/**
 * The rules still to measure before the ★ is known (docs/runs.md#retreat): none once every rule is settled;
 * otherwise, stage by stage, the rules that could still be the ★. While some rule could reach the goal more often
 * than never retreating, those (a best one, and every rival it does not yet beat on the same dice); else, while
 * some could keep more at the same goal chance, those on the strength kept; else none (never keeps the ★). A rule
 * that has run all `maxTrials` is never listed: its answer is final.
 */
/** Rule `b` against rule `a` on the same dice (b − a), on the side's goal or its strength kept; null if unknown. */
export type Versus = (a: RetreatRow, b: RetreatRow, figure: "win" | "kept") => PairedDifference | null;

export function retreatOpen(
  rows: readonly RetreatRow[],
  maxTrials: number,
  versus: Versus = () => null,
): RetreatRow[] {
  const measured = rows.filter((r) => r.vsNever !== null && r.rule.policy !== "never");
  if (measured.length < rows.filter((r) => r.rule.policy !== "never").length)
    return rows.filter((r) => !r.vsNever);
  const last = (r: RetreatRow) => r.trials >= maxTrials;
  const stage = (could: (r: RetreatRow) => boolean, figure: "win" | "kept") => {
    const candidates = measured.filter(could);
    const span = (r: RetreatRow) => interval(r.vsNever![figure], last(r));
    const top = candidates.reduce<RetreatRow | null>(
      (t, r) => (!t || span(r).low > span(t).low ? r : t),
      null,
    );
    if (!top) return null;
    // (a rival is out once the top beats it on the same dice beyond the strict bound, or their intervals part)
    const beaten = (r: RetreatRow) => {
      const d = versus(r, top, figure);
      return d ? earlyInterval(d).low > 0 : span(r).high < span(top).low;
    };
    const rivals = candidates.filter((r) => r !== top && !beaten(r));
    if (rivals.length === 0 && top.settled) return [];
    return [top, ...rivals].filter((r) => !last(r));
  };
  const open = (r: RetreatRow) => !r.settled;
  const moreGoal = stage(
    (r) => r.standing === "wins-more" || (open(r) && earlyInterval(r.vsNever!.win).high >= MIN_WIN_GAIN),
    "win",
  );
  if (moreGoal) return moreGoal;
  const keepsMore = stage(
    (r) =>
      r.standing === "keeps-more" ||
      (open(r) &&
        earlyInterval(r.vsNever!.win).high > -MIN_WIN_GAIN &&
        earlyInterval(r.vsNever!.kept).high >= MIN_KEPT_GAIN),
    "kept",
  );
  return keepsMore ?? [];
}

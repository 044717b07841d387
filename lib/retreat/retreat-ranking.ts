import type { PairedDifference, TrialTrace } from "@/lib/engine";
import {
  goalsOf,
  onBaseline,
  pairedRun,
  sideFigures,
  startStrength,
  type PairedSide,
  type SideFigures,
} from "@/lib/compare/paired-run";
import type { Baseline } from "@/lib/runs/run-descriptor";
import { heldTheater } from "@/lib/scenario/goals";
import type { SideKey } from "@/lib/scenario/types";
import type { RetreatCase } from "./retreat-advice";
import {
  THEATERS,
  THEATER_HELD,
  decisionsSettled,
  ruleDecisions,
  standingOf,
  type RetreatRow,
  type Standing,
  type VersusNever,
} from "./retreat-decisions";
import { retreatOpen, starOf, type Versus } from "./retreat-star";

export type { RetreatRow, Standing } from "./retreat-decisions";

export const RETREAT_CRITERION =
  "★ goes to a rule only when it beats never retreating on the same dice, on the side's goal: it reaches the goal at least 1 point more often, or as often (not more than 1 point less often), holds each theater the side holds (10% of the time or more when it fights on) as well (not more than 1 point less often), and keeps at least 1 point more of the side's strength (units weighted by their dice and half their health). Otherwise never retreating keeps it. Each rule is measured until its answers are settled: a difference within half a point of a 1-point line may be decided either way, and is said as \"about as often\"; one beyond it is decided right at least 95% of the time.";

/** What each case's run is paired with: the main run for the current rule, its own traced run otherwise. */
export interface RetreatRuns {
  readonly baseline: Baseline | null;
  /** A rule's trace so far (its first trials), by case. */
  readonly trace: (c: RetreatCase) => TrialTrace | null;
  /** The most trials a rule is run for: at its last look every answer is decided. */
  readonly maxTrials: number;
}

function traceOf(c: RetreatCase, runs: RetreatRuns): TrialTrace | null {
  if (c.current) return runs.baseline?.trace ?? null;
  return runs.trace(c);
}

/** A difference in strength kept as a share of the side's strength at the start. */
function share(d: PairedDifference, start: number): PairedDifference {
  const k = start > 0 ? 1 / start : 0;
  return { ...d, mean: d.mean * k, se: d.se * k, margin: d.margin * k };
}

const HOLD_FIGURE = { space: "holdsSpace", ground: "holdsGround" } as const;

/**
 * A side's rows, best first once the ★ is settled (until then in the sweep's order, so no row moves under the
 * pointer): the ★, then the rules that reach the side's goal more often than never retreating (most first), those
 * that reach it as often and keep more (most kept first), never, and the rest by their goal chance. Every rule
 * plays the first trials of the main run's dice, so each difference is measured trial by trial.
 */
export function retreatRows(cases: readonly RetreatCase[], runs: RetreatRuns, side: SideKey): RetreatRow[] {
  const own = cases.filter((c) => c.side === side);
  const base = runs.baseline;
  const goals = own[0] ? goalsOf(own[0].setup.scenario) : undefined;
  const never = own.find((c) => c.rule.policy === "never");
  const neverTrace = never ? traceOf(never, runs) : null;
  const start = base ? startStrength(base.result, side) : 0;
  const main = base && goals ? sideFigures(base.result, side, goals[side]) : null;
  const figuresOf = (trace: TrialTrace) => onBaseline(main!, pairedRun(base!.trace, trace, goals)[side]);
  const neverFigures = base && goals && neverTrace ? figuresOf(neverTrace) : null;
  // (the theaters the side holds fighting on; the goal's own theater is weighed as the goal)
  const held = THEATERS.filter(
    (t) =>
      neverFigures && neverFigures[HOLD_FIGURE[t]] >= THEATER_HELD && goals && heldTheater(goals[side]) !== t,
  );
  const versusNever = (vs: PairedSide, f: SideFigures): VersusNever => ({
    win: vs.goal,
    kept: share(vs.strengthKept, start),
    holds: held.map((theater) => ({
      theater,
      never: neverFigures![HOLD_FIGURE[theater]],
      rule: f[HOLD_FIGURE[theater]],
      diff: vs[HOLD_FIGURE[theater]],
    })),
  });
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
      decisions: null,
      standing: null,
      settled: false,
      trials: 0,
      best: false,
    };
    if (!base || !trace || !goals) return empty;
    const f = figuresOf(trace);
    const figures = {
      ...empty,
      win: f.win,
      goal: f.goal,
      goalMargin: pairedRun(base.trace, trace, goals)[side].goal.margin,
      retreat: f.retreated,
      destroyed: f.wipedOut,
      unitsKept: f.unitsKept,
      strengthKept: start > 0 ? f.strengthKept / start : null,
    };
    if (!neverTrace) return figures;
    const vsNever = versusNever(pairedRun(neverTrace, trace, goals)[side], f);
    const trials = vsNever.win.trials;
    if (c.rule.policy === "never") return { ...figures, vsNever, standing: "never", settled: true, trials };
    const decisions = ruleDecisions(vsNever, runs.maxTrials);
    return {
      ...figures,
      vsNever,
      decisions,
      standing: standingOf(decisions, vsNever),
      settled: decisionsSettled(decisions),
      trials,
    };
  });
  const versus = versusOf(own, runs, side);
  if (rows.some((r) => r.standing === null) || retreatOpen(rows, runs.maxTrials, versus).length > 0)
    return rows;
  const best = starOf(rows, runs.maxTrials, versus);
  return rankRows(rows, best);
}

const GROUP: Readonly<Record<Standing, number>> = {
  "wins-more": 0,
  "keeps-more": 1,
  never: 2,
  "gives-up-theater": 3,
  same: 3,
  "wins-less": 4,
};

/** The rows sorted once, `best` (★) first: each group in turn, most goal (or most kept) first within it. */
export function rankRows(rows: readonly RetreatRow[], best: RetreatRow | null): RetreatRow[] {
  const key = (r: RetreatRow) => {
    if (r.standing === "wins-more") return -r.vsNever!.win.mean;
    if (r.standing === "keeps-more") return -r.vsNever!.kept.mean;
    return -r.goal!;
  };
  const star = best ?? rows.find((r) => r.rule.policy === "never") ?? null;
  // (a stable sort: rules that play out alike keep the sweep's order, the simpler rule first)
  const sorted = [...rows].sort(
    (a, b) =>
      Number(b === star) - Number(a === star) || GROUP[a.standing!] - GROUP[b.standing!] || key(a) - key(b),
  );
  return sorted.map((r) => ({ ...r, best: r === star }));
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

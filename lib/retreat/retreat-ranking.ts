import type { PairedDifference, TrialTrace } from "@/lib/engine";
import {
  onBaseline,
  pairedRun,
  sideFigures,
  startStrength,
  type Baseline,
  type SideFigures,
} from "@/lib/compare/paired-run";
import type { RetreatPolicy, SideKey } from "@/lib/scenario/types";
import type { RetreatCase } from "./retreat-advice";

/**
 * Smallest gains that count, on top of beating the noise: with enough trials a paired test finds differences
 * too small to matter at the table. A rule must win at least 0.1 point more, or keep at least 1% more of the
 * side's strength (units weighted by their dice and half their health) while winning as often.
 */
export const MIN_WIN_GAIN = 0.001;
export const MIN_KEPT_GAIN = 0.01;

/** How a rule compares with never retreating, trial by trial. */
export type Standing =
  /** Wins more, beyond the noise. */
  | "wins-more"
  /** Wins as often (within the noise) and keeps measurably more. */
  | "keeps-more"
  /** Never retreating itself. */
  | "never"
  /** No measurable gain: wins as often and keeps about as much (or less). */
  | "same"
  /** Wins measurably less. */
  | "wins-less";

export interface RetreatRow {
  readonly side: SideKey;
  readonly label: string;
  readonly rule: RetreatPolicy;
  readonly current: boolean;
  /** The rule's chances on the one baseline (the main run's for the current rule); null while its run is missing. */
  readonly win: number | null;
  readonly retreat: number | null;
  readonly destroyed: number | null;
  /** Expected units kept (not destroyed: still in the system or retreated), and the share of the side's strength. */
  readonly unitsKept: number | null;
  readonly strengthKept: number | null;
  /** Against never retreating, trial by trial: the change in wins and in the share of the side's strength kept. */
  readonly vsNever: { readonly win: PairedDifference; readonly kept: PairedDifference } | null;
  readonly standing: Standing | null;
  /** The rule to play (★): the best that beats never, or never itself. */
  readonly best: boolean;
}

export const RETREAT_CRITERION =
  "★ goes to a rule only when it beats never retreating on the same dice: it wins more, beyond the noise, or wins as often and keeps measurably more of the side's strength (units weighted by their dice and half their health). A rule that wins measurably less never gets it; otherwise never retreating does.";

/** What each case's run is paired with: the main run for the current rule, its own traced run otherwise. */
export interface RetreatRuns {
  readonly baseline: Baseline | null;
  readonly traces: ReadonlyMap<string, TrialTrace>;
}

function traceOf(c: RetreatCase, runs: RetreatRuns): TrialTrace | null {
  if (c.current) return runs.baseline?.trace ?? null;
  return runs.traces.get(c.job.key) ?? null;
}

function standing(rule: RetreatPolicy, vs: { win: PairedDifference; kept: PairedDifference }): Standing {
  if (rule.policy === "never") return "never";
  const { win, kept } = vs;
  if (win.beyondNoise) return win.mean < 0 ? "wins-less" : win.mean >= MIN_WIN_GAIN ? "wins-more" : "same";
  return kept.beyondNoise && kept.mean >= MIN_KEPT_GAIN ? "keeps-more" : "same";
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
 * A side's rows, best first: the rules that win more than never retreating (most first), then those that win
 * as often and keep more (most kept first), then never, then the rest by wins. ★ goes to the first row.
 * Every rule plays the first trials of the main run's dice, so each difference is measured trial by trial.
 */
export function retreatRows(cases: readonly RetreatCase[], runs: RetreatRuns, side: SideKey): RetreatRow[] {
  const own = cases.filter((c) => c.side === side);
  const base = runs.baseline;
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
      retreat: null,
      destroyed: null,
      unitsKept: null,
      strengthKept: null,
      vsNever: null,
      standing: null,
      best: false,
    };
    if (!base || !trace) return empty;
    const f: SideFigures = onBaseline(sideFigures(base.result, side), pairedRun(base.trace, trace)[side]);
    const vs = neverTrace ? pairedRun(neverTrace, trace)[side] : null;
    const vsNever = vs && { win: vs.win, kept: share(vs.strengthKept, start) };
    return {
      ...empty,
      win: f.win,
      retreat: f.retreated,
      destroyed: f.wipedOut,
      unitsKept: f.unitsKept,
      strengthKept: start > 0 ? f.strengthKept / start : null,
      vsNever,
      standing: vsNever ? standing(c.rule, vsNever) : null,
    };
  });
  if (rows.some((r) => r.standing === null)) return rows;
  const key = (r: RetreatRow) => {
    if (r.standing === "wins-more") return -r.vsNever!.win.mean;
    if (r.standing === "keeps-more") return -r.vsNever!.kept.mean;
    return -r.win!;
  };
  // (a stable sort: rules that play out alike keep the sweep's order, the simpler rule first)
  const sorted = [...rows].sort((a, b) => GROUP[a.standing!] - GROUP[b.standing!] || key(a) - key(b));
  return sorted.map((r, i) => ({ ...r, best: i === 0 }));
}

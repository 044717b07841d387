import type { Theater } from "@/lib/data";
import type { PairedDifference } from "@/lib/engine";
import { decide, NEGLIGIBLE, type Decision } from "@/lib/runs/sequential";
import type { RetreatPolicy, SideKey } from "@/lib/scenario/types";

/**
 * How one retreat rule compares with never retreating (docs/runs.md#retreat), question by question, each a
 * sequential test with an indifference zone (lib/runs/sequential.ts:decide) on the same dice. "As often" means
 * within a point (NEGLIGIBLE): the page shows whole percents and a player cannot act on less.
 */

/** A theater the side holds when it fights on at least this often is one it must not give up silently. */
export const THEATER_HELD = 0.1;

/** The theaters a retreat can give up. */
export const THEATERS: readonly Theater[] = ["space", "ground"];

/** One theater the side holds (never retreating), against this rule. */
export interface TheaterHold {
  readonly theater: Theater;
  /** The side's chance to hold it never retreating, and with this rule (on the one baseline). */
  readonly never: number;
  readonly rule: number;
  /** The rule's hold minus never's, trial by trial. */
  readonly diff: PairedDifference;
  /** Holds it as well: not more than a point less often ("above" −1 point). */
  readonly asWell: Decision;
}

/** The answers that place a rule against never retreating. */
export interface RuleDecisions {
  /** Reaches the goal at least a point more often ("above" +1 point). */
  readonly gains: Decision;
  /** Reaches the goal as often: not more than a point less often ("above" −1 point). */
  readonly asOften: Decision;
  /** Keeps at least a point more of the side's strength ("above" +1 point of it). */
  readonly keepsMore: Decision;
  /** Each theater the side holds, but the one its goal is about (the goal's own answers cover it). */
  readonly holds: readonly TheaterHold[];
}

/** The rule's differences from never retreating, trial by trial, and the held theaters' figures. */
export interface VersusNever {
  /** On the side's goal. */
  readonly win: PairedDifference;
  /** On the share of the side's strength kept. */
  readonly kept: PairedDifference;
  readonly holds: readonly Omit<TheaterHold, "asWell">[];
}

export function ruleDecisions(vs: VersusNever, maxTrials: number): RuleDecisions {
  return {
    gains: decide(vs.win, NEGLIGIBLE, maxTrials),
    asOften: decide(vs.win, -NEGLIGIBLE, maxTrials),
    keepsMore: decide(vs.kept, NEGLIGIBLE, maxTrials),
    holds: vs.holds.map((h) => ({ ...h, asWell: decide(h.diff, -NEGLIGIBLE, maxTrials) })),
  };
}

/** A question's answer: "yes", "no", or still "open". */
export type Answer = "yes" | "no" | "open";

function answer(d: Decision): Answer {
  return !d.settled ? "open" : d.side === "above" ? "yes" : "no";
}

/** Every answer "yes" makes "yes", any "no" makes "no", else "open". */
function all(answers: readonly Answer[]): Answer {
  if (answers.includes("no")) return "no";
  return answers.includes("open") ? "open" : "yes";
}

/** Takes the ★ for the goal: reaches it at least a point more often than never retreating. */
export function winsMore(x: RuleDecisions): Answer {
  return answer(x.gains);
}

/**
 * Takes the ★ for what it keeps: reaches the goal as often, holds each theater the side holds as well, and keeps
 * at least a point more of the side's strength.
 */
export function keepsMore(x: RuleDecisions): Answer {
  return all([answer(x.asOften), answer(x.keepsMore), ...x.holds.map((h) => answer(h.asWell))]);
}

/** The side a decision leans to now: its answer once settled, else the side of the threshold its mean is on. */
function leans(d: Decision, diff: PairedDifference, threshold: number): boolean {
  return d.side !== null ? d.side === "above" : diff.mean >= threshold;
}

/** Theaters the rule gives up (holds more than a point less often), as the answers lean now. */
export function theatersGivenUp(x: RuleDecisions): readonly TheaterHold[] {
  return x.holds.filter((h) => !leans(h.asWell, h.diff, -NEGLIGIBLE));
}

/** How a rule compares with never retreating on the side's goal, its theaters and its strength. */
export type Standing =
  /** Reaches the goal at least a point more often. */
  | "wins-more"
  /** Reaches it as often, holds its theaters as well and keeps at least a point more of its strength. */
  | "keeps-more"
  /** Never retreating itself. */
  | "never"
  /** Reaches it as often and keeps more, but gives up a theater the side holds. */
  | "gives-up-theater"
  /** Reaches it as often and keeps about as much (or less). */
  | "same"
  /** Reaches it more than a point less often. */
  | "wins-less";

/** The standing as the answers lean now (final once the rule is settled). */
export function standingOf(x: RuleDecisions, vs: VersusNever): Standing {
  if (leans(x.gains, vs.win, NEGLIGIBLE)) return "wins-more";
  if (!leans(x.asOften, vs.win, -NEGLIGIBLE)) return "wins-less";
  if (!leans(x.keepsMore, vs.kept, NEGLIGIBLE)) return "same";
  return theatersGivenUp(x).length > 0 ? "gives-up-theater" : "keeps-more";
}

/** The rule's place is final: whether it takes the ★ for the goal, and if not, for what it keeps, is known. */
export function decisionsSettled(x: RuleDecisions): boolean {
  const goal = winsMore(x);
  return goal === "yes" || (goal === "no" && keepsMore(x) !== "open");
}

/** One retreat rule of a side, as the advisor shows and ranks it (lib/retreat/retreat-ranking.ts). */
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
   * Against never retreating, trial by trial: the change in the side's goal chance (`win`: the goal), in the share
   * of its strength kept, and in its hold of each theater it holds.
   */
  readonly vsNever: VersusNever | null;
  /** The sequential answers on those differences (lib/retreat/retreat-decisions.ts). */
  readonly decisions: RuleDecisions | null;
  /** Where the rule stands against never retreating; provisional until `settled`. */
  readonly standing: Standing | null;
  /** The standing is final: its answers are settled (lib/runs/sequential.ts:decide). */
  readonly settled: boolean;
  /** Trials the rule was compared on so far. */
  readonly trials: number;
  /** The rule to play (★): the best that beats never, or never itself; only once the ★ is settled. */
  readonly best: boolean;
}
